import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, addCatalog, i18n } from '../../../lib/translator.ts';
import { uploadDisplay } from '../../../lib/chunked-upload.ts';
import { failedSlot } from '../slot-state.ts';
import { DumpFailed, UploadRefused } from '../upload-api.ts';
import { CoverDuplicateWarning } from './cover-duplicate-warning.tsx';
import { coverDuplicationQuery } from '../upload-api.ts';
import { CoverSlot, TrackAudioSlot } from './file-slots.tsx';

// What the upload slots show, rendered to HTML (the web app has no DOM test setup; uploads run in the e2e journey).

const catalog = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../../../packages/i18n/locales/en.json', import.meta.url)), 'utf8')) as Record<string, string>;

beforeAll(() => {
  addCatalog('en', catalog);
  activateLanguage('en');
});

type Duplication = { duplicated: boolean; ownMatches: { albumId: number; title: string }[]; othersMatched: boolean };

function render(element: ReactElement, seed: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } } });
  seed(client);
  return renderToString(createElement(MantineProvider, null, createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, element))));
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const warning = (answer: Duplication, albumId?: number) =>
  render(createElement(CoverDuplicateWarning, { fileId: 'cover-1', albumId }), (client) => client.setQueryData(coverDuplicationQuery('cover-1', albumId).queryKey, answer));

describe('the cover duplication warning', () => {
  it('names the account’s own release whose cover matches, in a yellow warning', () => {
    const html = warning({
      duplicated: true,
      ownMatches: [
        { albumId: 7, title: 'First Cover' },
        { albumId: 3, title: 'Older' },
      ],
      othersMatched: true,
    });
    expect(html).toContain('data-testid="cover-duplicate-warning"');
    expect(html).toContain('--alert-color:var(--mantine-color-yellow');
    expect(text(html)).toContain('the cover of your release “First Cover”');
    expect(text(html)).not.toContain('Older');
  });

  it('says only that another artist’s release matches, and names an untitled draft as such', () => {
    expect(text(warning({ duplicated: true, ownMatches: [], othersMatched: true }))).toContain(catalog.rf_cover_duplicate_other!);
    expect(text(warning({ duplicated: true, ownMatches: [{ albumId: 9, title: '' }], othersMatched: false }, 4))).toContain('your release “Untitled”');
  });

  it('shows nothing for an artwork of its own, or before the answer', () => {
    expect(warning({ duplicated: false, ownMatches: [], othersMatched: false })).not.toContain('cover-duplicate-warning');
    expect(render(createElement(CoverDuplicateWarning, { fileId: 'cover-2' }))).not.toContain('cover-duplicate-warning');
  });
});

describe('the file slots', () => {
  it('offer a link besides picking a file, for the cover and the audio', () => {
    const cover = render(createElement(CoverSlot, { fileId: '', onChange: () => {} }));
    expect(cover).toContain('data-testid="cover-link-open"');
    expect(text(cover)).toContain('Add from a link');
    const audio = render(createElement(TrackAudioSlot, { track: { sequenceNumber: 1 } as never, onChange: () => {} }));
    expect(audio).toContain('data-testid="audio-link-open"');
  });
});

describe('a failed upload item', () => {
  const t = i18n.t;

  it('shows the dump event text of document 3 with the reason under it', () => {
    const source = failedSlot('song.wav', new DumpFailed(400, 'upload_dump_source_failed', { key: 'upload_dump_source_status', vars: { status: 404 } }), t);
    expect(source).toMatchObject({ status: 'uploadFail', message: 'failed to get source file to dump', detail: 'The address answered with HTTP status 404.' });
    expect(uploadDisplay(source.status, source.percent)).toBe('fail');
    expect(failedSlot('song.wav', new DumpFailed(400, 'upload_dump_body_unreadable'), t)).toMatchObject({
      status: 'uploadFail',
      message: 'upload failed when dumping because download response body cannot be read',
      detail: null,
    });
    expect(failedSlot('song.wav', new DumpFailed(400, 'upload_dump_invalid', { key: 'upload_number_of_channels_invalid', vars: { channels: 2 } }), t)).toMatchObject({
      status: 'validateFail',
      message: 'upload failed because the dumped file is invalid',
      detail: 'The audio must have exactly 2 channels (stereo).',
    });
  });

  it('shows a refused file’s validateMessage, and anything else as a stopped upload', () => {
    expect(failedSlot('a.wav', new UploadRefused('upload_samplebits_too_low', { min: 16 }), t)).toMatchObject({
      status: 'validateFail',
      message: 'The audio has fewer than 16 bits per sample.',
      detail: null,
    });
    expect(failedSlot('a.wav', new Error('offline'), t)).toMatchObject({ status: 'uploadFail', message: catalog.upload_failed_generic });
  });
});
