import { readFileSync } from 'node:fs';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { loadFontkit } from '../../../platform/on-first-use.ts';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { advances, ledgerAccounts, ledgerPostings, ledgerTransactions, releases, royaltyRollups, withdrawals } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import type { Translate } from '../../../platform/services.ts';
import type { UserRow } from '../../../platform/session.ts';
import { CONTRACT_FONT_FILES, contractFontPath } from '../../contracts/render-pdf.ts';
import { Accounts } from '../accounts.ts';

// ---------------------------------------------------------------------------------------------------------------
// What a statement says

export interface StatementLine {
  label: string;
  units: number;
  amount: bigint;
}

export interface StatementData {
  accountName: string;
  month: string;
  currency: string;
  byStore: StatementLine[];
  byRelease: StatementLine[];
  total: { units: number; amount: bigint };
  withdrawals: { date: string; method: string; status: string; amount: bigint; fee: bigint }[];
  advances: { date: string; note: string; amount: bigint }[];
  opening: { date: string; balance: bigint };
  closing: { date: string; balance: bigint };
}

const startOf = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
const nextMonthOf = (month: string) => {
  const start = startOf(month);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
};
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The months in which the account earned anything (by sales month), newest first. */
export async function statementMonths(db: Db, accountId: number) {
  const r = royaltyRollups;
  const rows = await db
    .select({ month: sql<string>`${r.periodMonth}::text`, amount: sql<string>`sum(${r.amount})::text`, units: sql<string>`sum(${r.units})::text` })
    .from(r)
    .where(and(eq(r.userId, accountId), eq(r.dimension, 'sale_type'), eq(r.grain, 'month')))
    .groupBy(r.periodMonth)
    .orderBy(desc(r.periodMonth));
  return { currency: SETTLEMENT_CURRENCY, months: rows.map((row) => ({ month: row.month.slice(0, 7), amount: formatMicros(BigInt(row.amount)), units: Number(row.units) })) };
}

/** The account's earnings balance from every posting made before `before`. */
async function balanceBefore(db: Db, accountId: number, before: Date): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(and(eq(ledgerAccounts.code, Accounts.earnings(accountId, SETTLEMENT_CURRENCY).code), lt(ledgerTransactions.createdAt, before)));
  return BigInt(row?.balance ?? '0');
}

/**
 * A month's statement: earnings from the sales of that month by store and by release, the withdrawals requested and
 * advances granted in it, and the earnings balance at its start and end (or now, for the month that is running).
 */
export async function statementData(db: Db, account: UserRow, month: string, now = new Date()): Promise<StatementData> {
  const accountId = account.id;
  const start = startOf(month);
  const next = nextMonthOf(month);
  const cut = next.getTime() > now.getTime() ? now : next;
  const r = royaltyRollups;
  const inMonth = (dimension: 'store' | 'release') =>
    db
      .select({ key: r.key, units: sql<string>`${r.units}::text`, amount: sql<string>`${r.amount}::text` })
      .from(r)
      .where(and(eq(r.userId, accountId), eq(r.dimension, dimension), eq(r.grain, 'month'), eq(r.periodMonth, `${month}-01`)))
      .orderBy(desc(r.amount), asc(r.key));
  const [stores, releaseRows, withdrawalRows, advanceRows, opening, closing] = await Promise.all([
    inMonth('store'),
    inMonth('release'),
    db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, accountId), gte(withdrawals.createdAt, start), lt(withdrawals.createdAt, next)))
      .orderBy(asc(withdrawals.id)),
    db
      .select()
      .from(advances)
      .where(and(eq(advances.userId, accountId), gte(advances.createdAt, start), lt(advances.createdAt, next)))
      .orderBy(asc(advances.id)),
    balanceBefore(db, accountId, start),
    balanceBefore(db, accountId, cut),
  ]);
  const titles = releaseRows.length
    ? new Map(
        (await db.select({ id: releases.id, title: releases.title }).from(releases).where(inArray(releases.id, releaseRows.map((row) => Number(row.key))))).map((row) => [String(row.id), row.title]),
      )
    : new Map<string, string>();
  const line = (label: string, row: { units: string; amount: string }): StatementLine => ({ label, units: Number(row.units), amount: BigInt(row.amount) });
  const byStore = stores.map((row) => line(row.key, row));
  return {
    accountName: account.nickname || account.email || `#${account.id}`,
    month,
    currency: SETTLEMENT_CURRENCY,
    byStore,
    byRelease: releaseRows.map((row) => line(titles.get(row.key) || `#${row.key}`, row)),
    total: { units: byStore.reduce((sum, row) => sum + row.units, 0), amount: byStore.reduce((sum, row) => sum + row.amount, 0n) },
    withdrawals: withdrawalRows.map((row) => ({ date: isoDate(row.createdAt), method: row.method, status: row.status, amount: row.amount, fee: row.fee })),
    advances: advanceRows.map((row) => ({ date: isoDate(row.createdAt), note: row.note, amount: row.amount })),
    opening: { date: isoDate(start), balance: opening },
    closing: { date: cut === now ? isoDate(now) : isoDate(new Date(next.getTime() - 86_400_000)), balance: closing },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The PDF


let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null;
/** The contracts' font (DejaVu Sans: Latin with diacritics, Greek, Cyrillic). */
function loadFontBytes() {
  fontBytes ??= { regular: readFileSync(contractFontPath(CONTRACT_FONT_FILES.regular)), bold: readFileSync(contractFontPath(CONTRACT_FONT_FILES.bold)) };
  return fontBytes;
}

/** A font that draws any text: characters without a glyph lose their marks, or become "?". */
class Face {
  private readonly supported: Set<number>;
  constructor(readonly font: PDFFont) {
    this.supported = new Set(font.getCharacterSet());
  }

  clean(text: string): string {
    let out = '';
    for (const ch of text.normalize('NFC')) {
      if (this.supported.has(ch.codePointAt(0)!)) out += ch;
      else if (/\s/u.test(ch)) out += ' ';
      else if (/[\p{Cc}\p{Cf}]/u.test(ch)) continue;
      else {
        const base = [...ch.normalize('NFKD')].filter((part) => !/\p{M}/u.test(part)).join('');
        out += base !== '' && [...base].every((part) => this.supported.has(part.codePointAt(0)!)) ? base : '?';
      }
    }
    return out;
  }

  width(text: string, size: number) {
    return this.font.widthOfTextAtSize(text, size);
  }

  /** Clean text cut with an ellipsis to fit the width. */
  fit(text: string, size: number, width: number): string {
    const clean = this.clean(text);
    if (this.width(clean, size) <= width) return clean;
    const chars = [...clean];
    while (chars.length > 0 && this.width(`${chars.join('')}…`, size) > width) chars.pop();
    return `${chars.join('')}…`;
  }
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN_X = 56;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 60;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const BLACK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.72, 0.72, 0.72);
const BODY = 9.5;
const LEADING = 14;

interface TableColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: Face,
    readonly bold: Face,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN_BOTTOM) this.newPage();
  }

  line(text: string, opts: { face?: Face; size?: number; color?: ReturnType<typeof rgb>; leading?: number } = {}) {
    const face = opts.face ?? this.regular;
    const size = opts.size ?? BODY;
    const leading = opts.leading ?? LEADING;
    this.ensure(leading);
    this.y -= leading;
    this.page.drawText(face.fit(text, size, CONTENT_WIDTH), { x: MARGIN_X, y: this.y + 3, size, font: face.font, color: opts.color ?? BLACK });
  }

  heading(text: string) {
    this.y -= 10;
    this.ensure(LEADING * 3);
    this.line(text, { face: this.bold, size: 11.5, leading: 17 });
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN_X, y: this.y - 2 }, end: { x: MARGIN_X + CONTENT_WIDTH, y: this.y - 2 }, thickness: 0.6, color: RULE });
  }

  private row(columns: TableColumn[], cells: string[], face: Face, color = BLACK) {
    this.ensure(LEADING);
    this.y -= LEADING;
    let x = MARGIN_X;
    columns.forEach((column, index) => {
      const text = face.fit(cells[index] ?? '', BODY, column.width - 6);
      const at = column.align === 'right' ? x + column.width - face.width(text, BODY) : x;
      this.page.drawText(text, { x: at, y: this.y + 3, size: BODY, font: face.font, color });
      x += column.width;
    });
  }

  /** A table with a bold header row (repeated on each new page) and an optional bold total row. */
  table(columns: TableColumn[], rows: string[][], total?: string[]) {
    const header = () => {
      this.row(columns, columns.map((column) => column.label), this.bold, GREY);
      this.rule();
      this.y -= 2;
    };
    this.ensure(LEADING * 3);
    header();
    for (const row of rows) {
      if (this.y - LEADING < MARGIN_BOTTOM) {
        this.newPage();
        header();
      }
      this.row(columns, row, this.regular);
    }
    if (total) {
      this.rule();
      this.y -= 2;
      this.row(columns, total, this.bold);
    }
  }
}

/** Column widths as fractions of the content width. */
const widths = (...fractions: number[]) => fractions.map((fraction) => fraction * CONTENT_WIDTH);

/** The statement as an A4 PDF in the reader's language, amounts exact (six decimals) in the settlement currency. */
export async function renderStatementPdf(data: StatementData, language: string, t: Translate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(await loadFontkit());
  const bytes = loadFontBytes();
  const regular = new Face(await pdf.embedFont(bytes.regular, { subset: true }));
  const bold = new Face(await pdf.embedFont(bytes.bold, { subset: true }));
  const title = t(language, 'report_statement_title');
  pdf.setTitle(`${title} ${data.month}`);
  pdf.setAuthor('SoundPort');
  pdf.setCreator('SoundPort');
  pdf.setLanguage(language);

  let monthName = data.month;
  try {
    monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(startOf(data.month));
  } catch {
    // An unknown locale: the month code alone.
  }
  const m = (amount: bigint) => formatMicros(amount);
  const w = new Writer(pdf, regular, bold);
  w.line(title, { face: bold, size: 17, leading: 22 });
  w.y -= 4;
  w.line(`${t(language, 'report_statement_account')}: ${data.accountName}`);
  w.line(`${t(language, 'report_statement_month')}: ${monthName} (${data.month})`);
  w.line(t(language, 'report_statement_currency', { currency: data.currency }), { color: GREY });

  w.heading(t(language, 'report_statement_earnings'));
  w.line(`${t(language, 'report_statement_total')}: ${m(data.total.amount)} ${data.currency} · ${t(language, 'report_statement_units')}: ${data.total.units}`, { face: bold });
  if (data.byStore.length === 0) {
    w.line(t(language, 'report_statement_no_earnings'), { color: GREY });
  } else {
    const [name, units, amount] = widths(0.6, 0.15, 0.25);
    const total = [t(language, 'report_statement_total'), String(data.total.units), m(data.total.amount)];
    const table = (label: string, lines: StatementLine[]) => {
      w.y -= 6;
      w.table(
        [
          { label, width: name!, align: 'left' },
          { label: t(language, 'report_statement_units'), width: units!, align: 'right' },
          { label: t(language, 'report_statement_amount'), width: amount!, align: 'right' },
        ],
        lines.map((line) => [line.label, String(line.units), m(line.amount)]),
        total,
      );
    };
    w.y -= 4;
    w.line(t(language, 'report_statement_by_store'), { face: bold });
    table(t(language, 'report_statement_store'), data.byStore);
    w.y -= 8;
    w.line(t(language, 'report_statement_by_release'), { face: bold });
    table(t(language, 'report_statement_release'), data.byRelease);
  }

  w.heading(t(language, 'report_statement_withdrawals'));
  if (data.withdrawals.length === 0) w.line(t(language, 'report_statement_no_withdrawals'), { color: GREY });
  else {
    const [date, method, status, amount, fee] = widths(0.18, 0.22, 0.2, 0.22, 0.18);
    w.table(
      [
        { label: t(language, 'report_statement_date'), width: date!, align: 'left' },
        { label: t(language, 'report_statement_method'), width: method!, align: 'left' },
        { label: t(language, 'report_statement_status'), width: status!, align: 'left' },
        { label: t(language, 'report_statement_amount'), width: amount!, align: 'right' },
        { label: t(language, 'report_statement_fee'), width: fee!, align: 'right' },
      ],
      data.withdrawals.map((row) => [row.date, row.method, row.status, m(row.amount), m(row.fee)]),
    );
  }

  w.heading(t(language, 'report_statement_advances'));
  if (data.advances.length === 0) w.line(t(language, 'report_statement_no_advances'), { color: GREY });
  else {
    const [date, note, amount] = widths(0.18, 0.57, 0.25);
    w.table(
      [
        { label: t(language, 'report_statement_date'), width: date!, align: 'left' },
        { label: t(language, 'report_statement_note'), width: note!, align: 'left' },
        { label: t(language, 'report_statement_amount'), width: amount!, align: 'right' },
      ],
      data.advances.map((row) => [row.date, row.note, m(row.amount)]),
    );
  }

  w.heading(t(language, 'report_statement_balance'));
  w.line(`${t(language, 'report_statement_opening_balance', { date: data.opening.date })}: ${m(data.opening.balance)} ${data.currency}`);
  w.line(`${t(language, 'report_statement_closing_balance', { date: data.closing.date })}: ${m(data.closing.balance)} ${data.currency}`, { face: bold });

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const text = regular.clean(t(language, 'report_statement_page', { page: index + 1, pages: pages.length }));
    page.drawText(text, { x: (PAGE_WIDTH - regular.width(text, 8.5)) / 2, y: MARGIN_BOTTOM / 2, size: 8.5, font: regular.font, color: GREY });
  });
  return pdf.save();
}
