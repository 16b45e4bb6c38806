/**
 * Cells of the CSV and Excel files the portal writes (bank payment files, royalty and analytics reports, bulk-import
 * reports). A text cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, which spreadsheets show as text; numbers and amounts are written as numbers and
 * never pass through here, so a real negative amount stays a number (issue 24, finding 1; decision 048).
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, quote, CR or LF is quoted, and quotes inside it doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A text cell of a CSV file: neutralised, then quoted as needed. */
export const csvText = (text: string) => csvField(neutraliseFormula(text));
