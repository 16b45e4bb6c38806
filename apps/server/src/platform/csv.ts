/**
 * A forgiving CSV reader for files other systems make (previous distributors' exports, stores' acknowledgements): a
 * UTF-8 byte-order mark, `,` `;` or tab as the delimiter (whichever the header line uses most outside quotes, unless
 * the format fixes it), quoted fields with doubled quotes and line breaks inside, CRLF or LF. Blank lines are left
 * out; each row keeps its 1-based line number for the report.
 */

export interface CsvRow {
  line: number;
  cells: string[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the first line uses most often outside quotes (`,` when it has none). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  // On a tie the rarer character in text wins: a tab, then a semicolon.
  const best = (['\t', ';', ','] as const).reduce((found, d) => (counts.get(d)! > counts.get(found)! ? d : found));
  return counts.get(best)! > 0 ? best : ',';
}

/** The rows of a CSV text; the delimiter is detected unless given (a format that fixes it, like RFC 4180's comma). */
export function parseCsv(input: string, fixedDelimiter?: string): CsvRow[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = fixedDelimiter ?? detectDelimiter(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length) endRow();
  return rows;
}
