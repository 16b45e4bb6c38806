import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, addCatalog } from '../../../lib/translator.ts';
import type { BatchRow, BatchTask } from '../api.ts';
import { RowList } from './row-list.tsx';
import { TaskActions } from './task-actions.tsx';
import { TaskProgress } from './task-status.tsx';

// What a task's page offers in each state, rendered to HTML (the web app has no DOM test setup; the flow runs in e2e/bulk-import.e2e.ts).

const catalogOf = (language: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../../../packages/i18n/locales/${language}.json`, import.meta.url)), 'utf8')) as Record<string, string>;
const en = catalogOf('en');

beforeAll(() => {
  addCatalog('en', en);
  addCatalog('de', catalogOf('de'));
  activateLanguage('en');
});

function render(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  // Without the style sheet MantineProvider puts first.
  return renderToString(createElement(MantineProvider, null, createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, element)))).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const fill = (key: string, vars: Record<string, string | number>) => Object.entries(vars).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), en[key]!);

const task = (over: Partial<BatchTask> = {}): BatchTask => ({
  taskId: 7,
  name: 'Catalogue',
  method: 'EXCEL',
  status: 'VERIFICATION_REJECT',
  target: 'DRAFT',
  releaseDate: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  progress: { done: 3, total: 3 },
  counts: { releases: 3, tracks: 4, passed: 2, rejected: 1, imported: 0, failed: 0 },
  fileIssues: [],
  ...over,
});
const actions = (over: Partial<BatchTask> = {}) => text(render(createElement(TaskActions, { task: task(over), sourceBytesMax: null })));

describe('what a task offers', () => {
  it('passing releases can be imported while another still fails; the report, a corrected file and Delete are there', () => {
    const html = actions();
    expect(html).toContain(fill('bulk_ui_import_button', { number: 2 }));
    expect(html).toContain(fill('bulk_ui_import_hint_partial', { number: 2, rejected: 1 }));
    expect(html).toContain(en.bulk_ui_report_download);
    expect(html).toContain(en.bulk_ui_reverify_button);
    expect(html).toContain(en.bulk_ui_delete);
  });

  it('once a release came from the task it can no longer be deleted', () => {
    const html = actions({ counts: { releases: 3, tracks: 4, passed: 0, rejected: 1, imported: 2, failed: 0 } });
    expect(html).not.toContain(en.bulk_ui_delete);
    expect(html).not.toContain(en.bulk_ui_import_title);
    expect(html).toContain(en.bulk_ui_reverify_button);
  });

  it('a running job offers nothing to do, and shows how far it got', () => {
    const running = task({ status: 'VERIFYING', progress: { done: 12, total: 40 } });
    expect(actions(running)).not.toMatch(new RegExp(`${en.bulk_ui_import_title}|${en.bulk_ui_delete}|${en.bulk_ui_reverify_button}`));
    expect(text(render(createElement(TaskProgress, { task: running })))).toContain(fill('bulk_ui_progress_verifying', { done: 12, total: 40 }));
    expect(render(createElement(TaskProgress, { task: task() }))).toBe('');
  });

  it('a deleted task offers nothing', () => {
    expect(actions({ status: 'DELETED' })).toBe('');
  });
});

describe('the releases of a task', () => {
  const rows: BatchRow[] = [
    { rowId: 1, place: { file: 'c.xlsx', sheet: 'Releases', row: 2 }, status: 'IMPORTED', kind: 'ALBUM', title: 'Salt and Signal', upc: '036000291452', trackCount: 2, findings: [], albumId: 41 },
    {
      rowId: 2,
      place: { file: 'c.xlsx', sheet: 'Releases', row: 3 },
      status: 'REJECT',
      kind: 'SINGLE',
      title: 'Low Tide',
      upc: null,
      trackCount: 1,
      findings: [{ track: 0, trackTitle: 'Low Tide', field: 'isrc', messageKey: 'rule_invalid_format' }],
      albumId: null,
    },
  ];

  it('each finding names the track and the field; an imported release links to it', () => {
    const html = render(createElement(RowList, { rows }));
    expect(text(html)).toContain(`Track 1 “Low Tide” — ISRC: ${en.rule_invalid_format}`);
    expect(text(html)).toContain('Releases, row 3');
    expect(html).toContain('href="/release-management/41"');
    expect(html.match(/bulk-row-release/g)).toHaveLength(1);
  });

  it('speaks the page language', () => {
    activateLanguage('de');
    try {
      const de = catalogOf('de');
      expect(text(render(createElement(RowList, { rows })))).toContain(`Track 1 „Low Tide“ — ISRC: ${de.rule_invalid_format}`);
    } finally {
      activateLanguage('en');
    }
  });
});
