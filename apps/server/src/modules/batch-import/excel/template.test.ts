import { readFileSync, readdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '@portal/i18n/translate';
import { loadCatalog } from '@portal/i18n/node-catalogs';
import { EXCEL_COLUMNS, EXCEL_LISTS, EXCEL_SHEETS, RELEASE_COLUMNS, TRACK_COLUMNS } from '@portal/domain/bulk-import/excel-layout';
import { contributorRoles } from '@portal/domain/catalog/contributor-roles';
import { genres } from '@portal/domain/catalog/genres';
import { metadataLanguages } from '@portal/domain/catalog/metadata-languages';
import { uiLanguages } from '@portal/domain/languages';
import { columnHeader, headerIndex } from './headers.ts';
import { buildExcelTemplate, columnLetter, VALIDATED_ROWS } from './template.ts';
import { validationsOf } from './validations.ts';

const translate = createTranslator(loadCatalog);
const t = (language: string) => (key: string, values?: Record<string, string | number>) => translate(language, key, values);

async function open(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

let english: ExcelJS.Workbook;
let german: ExcelJS.Workbook;
beforeAll(async () => {
  [english, german] = await Promise.all([buildExcelTemplate(t('en')).then(open), buildExcelTemplate(t('de')).then(open)]);
});

describe('the Excel import template', () => {
  it('has the Instructions, Releases and Tracks sheets and a hidden Lists sheet', () => {
    expect(english.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['Instructions', 'visible'],
      ['Releases', 'visible'],
      ['Tracks', 'visible'],
      ['Lists', 'hidden'],
    ]);
  });

  it('puts the translated headers in row 1, frozen, with the layout widths, and no example row', () => {
    for (const [sheet, columns] of [
      [EXCEL_SHEETS.releases, RELEASE_COLUMNS],
      [EXCEL_SHEETS.tracks, TRACK_COLUMNS],
    ] as const) {
      const worksheet = german.getWorksheet(sheet)!;
      expect((worksheet.getRow(1).values as string[]).slice(1)).toEqual(columns.map((column) => columnHeader(column, t('de'))));
      expect(worksheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(columns.map((_, index) => worksheet.getColumn(index + 1).width)).toEqual(columns.map((column) => column.width));
      expect(worksheet.getRow(2).cellCount).toBe(0);
    }
    expect(german.getWorksheet('Releases')!.getCell('A1').value).toBe('Release-Nr.');
    expect(german.getWorksheet('Tracks')!.getCell(1, TRACK_COLUMNS.findIndex((column) => column.key === 'contributor2Role') + 1).value).toBe('Rolle der Mitwirkenden 2');
  });

  it('writes the instructions in the user’s language', () => {
    const text = (workbook: ExcelJS.Workbook) => workbook.getWorksheet('Instructions')!.getColumn(1).values.slice(1, 7).map(String);
    expect(text(english)[0]).toBe('Bulk import template');
    expect(text(german)[0]).toBe('Vorlage für den Massenimport');
    expect(text(german)[1]).toBe(translate('de', 'bulk_tpl_intro_rows', { releaseNo: 'Release-Nr.' }));
    expect(text(german)).not.toEqual(text(english));
    const formats = german.getWorksheet('Instructions')!.getColumn(3).values.map(String);
    expect(formats).toContain(translate('de', 'bulk_fmt_date'));
    expect(formats).toContain(translate('de', 'bulk_fmt_asset'));
  });

  it('offers drop-down lists on exactly the list columns, pointing at the right list', () => {
    const lists = english.getWorksheet('Lists')!;
    const listValues = (name: string) => {
      const column = lists.getColumn(EXCEL_LISTS.indexOf(name as (typeof EXCEL_LISTS)[number]) + 1);
      return (column.values as string[]).slice(2);
    };
    expect(listValues('genres')).toEqual(genres.map((genre) => genre.name));
    expect(listValues('languages')).toContain('English (en)');
    expect(listValues('languages')).toHaveLength(metadataLanguages.length);
    expect(listValues('explicitness')).toEqual(['Not explicit', 'Explicit', 'Clean']);
    expect(listValues('yesNo')).toEqual(['Yes', 'No']);
    expect(listValues('contributorRoles')).toContain('Vocalist');
    expect(listValues('contributorRoles')).toContain('Remixer');
    expect(listValues('contributorRoles')).not.toContain('Mastering Engineer');
    expect(listValues('productionRoles')).toEqual(contributorRoles.filter((role) => role.kind === 'production').map((role) => role.name));

    for (const sheet of [EXCEL_SHEETS.releases, EXCEL_SHEETS.tracks] as const) {
      const worksheet = english.getWorksheet(sheet)!;
      const model = validationsOf(worksheet).model;
      EXCEL_COLUMNS[sheet].forEach((column, index) => {
        const letter = columnLetter(index + 1);
        for (const row of [2, 1 + VALIDATED_ROWS[sheet]]) {
          const validation = model[`${letter}${row}`];
          if (!column.list) {
            expect(validation, `${sheet} ${column.key}`).toBeUndefined();
            continue;
          }
          const listLetter = columnLetter(EXCEL_LISTS.indexOf(column.list) + 1);
          expect(validation, `${sheet} ${column.key}`).toMatchObject({ type: 'list', allowBlank: true });
          expect(validation!.formulae[0]).toBe(`Lists!$${listLetter}$2:$${listLetter}$${listValues(column.list).length + 1}`);
        }
        expect(model[`${letter}1`]).toBeUndefined();
      });
    }
  });

  it('keeps headers apart in every language, so each one finds its own column', () => {
    const index = headerIndex(translate);
    for (const language of uiLanguages) {
      for (const [sheet, columns] of Object.entries(EXCEL_COLUMNS) as [typeof EXCEL_SHEETS.releases, typeof RELEASE_COLUMNS][]) {
        for (const column of columns) expect(index.column(sheet, columnHeader(column, t(language)))?.key, `${language} ${sheet} ${column.key}`).toBe(column.key);
      }
    }
  });

  it('uses only message keys that exist in every locale', () => {
    const dir = new URL('./', import.meta.url);
    const used = new Set<string>();
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      for (const match of readFileSync(new URL(name, dir), 'utf8').matchAll(/'((?:bulk|rf)_[a-z0-9_]+)'/g)) used.add(match[1]!);
    }
    for (const column of [...RELEASE_COLUMNS, ...TRACK_COLUMNS]) used.add(column.header);
    expect(used.size).toBeGreaterThan(60);
    for (const language of uiLanguages) {
      const catalog = loadCatalog(language);
      expect(
        [...used].filter((key) => !catalog[key]),
        language,
      ).toEqual([]);
    }
  });
});
