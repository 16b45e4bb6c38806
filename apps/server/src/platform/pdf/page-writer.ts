import { PageSizes, rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { Face } from './face.ts';

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const BLACK = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.42, 0.42, 0.42);
export const RULE = rgb(0.72, 0.72, 0.72);

type Color = ReturnType<typeof rgb>;

export interface Margins {
  x: number;
  top: number;
  bottom: number;
}

export interface TableColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

/** Writes A4 pages top to bottom between the margins, starting a new page when the next line does not fit. */
export class PageWriter {
  page!: PDFPage;
  y = 0;
  readonly contentWidth: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: Face,
    readonly bold: Face,
    readonly margins: Margins,
  ) {
    this.contentWidth = PAGE_WIDTH - 2 * margins.x;
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - this.margins.top;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < this.margins.bottom) this.newPage();
  }

  /** Already-clean lines, one per `leading`. */
  lines(lines: string[], face: Face, size: number, leading: number, opts: { x?: number; center?: boolean; color?: Color } = {}) {
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      const x = opts.center ? (PAGE_WIDTH - face.width(line, size)) / 2 : (opts.x ?? this.margins.x);
      if (line !== '') this.page.drawText(line, { x, y: this.y + (leading - size) * 0.35, size, font: face.font, color: opts.color ?? BLACK });
    }
  }

  /** Any text, wrapped to the width (the content width unless given). */
  text(text: string, face: Face, size: number, leading: number, opts: { x?: number; width?: number; center?: boolean; color?: Color } = {}) {
    this.lines(face.wrap(face.clean(text), size, opts.width ?? this.contentWidth), face, size, leading, opts);
  }

  /** One line of any text, cut with an ellipsis to the content width. */
  fittedLine(text: string, face: Face, size: number, leading: number, color: Color = BLACK) {
    this.ensure(leading);
    this.y -= leading;
    this.page.drawText(face.fit(text, size, this.contentWidth), { x: this.margins.x, y: this.y + 3, size, font: face.font, color });
  }

  rule(y = this.y, x = this.margins.x, width = this.contentWidth) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color: RULE });
  }

  private row(columns: TableColumn[], cells: string[], face: Face, size: number, leading: number, color = BLACK) {
    this.ensure(leading);
    this.y -= leading;
    let x = this.margins.x;
    columns.forEach((column, index) => {
      const text = face.fit(cells[index] ?? '', size, column.width - 6);
      const at = column.align === 'right' ? x + column.width - face.width(text, size) : x;
      this.page.drawText(text, { x: at, y: this.y + 3, size, font: face.font, color });
      x += column.width;
    });
  }

  /** A table with a bold header row (repeated on each new page) and an optional bold total row. */
  table(columns: TableColumn[], rows: string[][], style: { size: number; leading: number }, total?: string[]) {
    const { size, leading } = style;
    const header = () => {
      this.row(
        columns,
        columns.map((column) => column.label),
        this.bold,
        size,
        leading,
        GREY,
      );
      this.rule(this.y - 2);
      this.y -= 2;
    };
    this.ensure(leading * 3);
    header();
    for (const row of rows) {
      if (this.y - leading < this.margins.bottom) {
        this.newPage();
        header();
      }
      this.row(columns, row, this.regular, size, leading);
    }
    if (total) {
      this.rule(this.y - 2);
      this.y -= 2;
      this.row(columns, total, this.bold, size, leading);
    }
  }
}
