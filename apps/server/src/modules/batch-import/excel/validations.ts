import type ExcelJS from 'exceljs';

/** exceljs keeps data validations in `worksheet.dataValidations.model`, keyed by a cell or a range ("B2:B1001"). */
interface Validations {
  model: Record<string, ExcelJS.DataValidation | undefined>;
  add(address: string, validation: ExcelJS.DataValidation): void;
}

/** Its typings only show the per-cell API. */
export const validationsOf = (worksheet: ExcelJS.Worksheet) => (worksheet as unknown as { dataValidations: Validations }).dataValidations;

/**
 * Opening a workbook, exceljs expands every validated range into one entry per cell (the template's lists cover
 * 10,000 track rows: a quarter of a million entries), and writing it back compares them cell by cell. This folds them
 * into one range per column and run of rows again, so writing a report or a filled template stays fast.
 */
export function collapseValidations(worksheet: ExcelJS.Worksheet) {
  const validations = validationsOf(worksheet);
  const groups = new Map<ExcelJS.DataValidation, Map<string, number[]>>();
  const passThrough: [string, ExcelJS.DataValidation][] = [];
  for (const [address, validation] of Object.entries(validations.model)) {
    if (!validation) continue;
    const cell = /^([A-Z]+)(\d+)$/.exec(address);
    if (!cell) {
      passThrough.push([address, validation]);
      continue;
    }
    const columns = groups.get(validation) ?? new Map<string, number[]>();
    groups.set(validation, columns);
    const rows = columns.get(cell[1]!) ?? [];
    columns.set(cell[1]!, rows);
    rows.push(Number(cell[2]));
  }
  const model: Validations['model'] = Object.fromEntries(passThrough);
  for (const [validation, columns] of groups) {
    for (const [letter, rows] of columns) {
      rows.sort((a, b) => a - b);
      let start = rows[0]!;
      for (let index = 1; index <= rows.length; index++) {
        if (index < rows.length && rows[index] === rows[index - 1]! + 1) continue;
        const end = rows[index - 1]!;
        model[start === end ? `${letter}${start}` : `${letter}${start}:${letter}${end}`] = validation;
        start = rows[index]!;
      }
    }
  }
  validations.model = model;
}
