import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument, type rgb } from 'pdf-lib';
import { releases, royaltyRollups, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import type { Translate } from '../../../platform/services.ts';
import type { UserRow } from '../../../platform/session.ts';
import type { Face } from '../../../platform/pdf/face.ts';
import { embedDocumentFonts } from '../../../platform/pdf/fonts.ts';
import { GREY, PAGE_WIDTH, PageWriter } from '../../../platform/pdf/page-writer.ts';
import { balanceBefore, movements, type LineKind, type Movement } from '../account-activity.ts';

// ---------------------------------------------------------------------------------------------------------------
// What a statement says

export interface StatementLine {
  label: string;
  units: number;
  amount: bigint;
  /** A track line for sales of a whole release (no track): labelled by the release. */
  wholeRelease?: boolean;
}

/**
 * An account statement of one calendar month (UTC): the withdrawable balance at its start, every movement of the
 * month from the ledger, and the balance at its end (or now, for the running month). Opening + the lines = closing.
 * The detail tables show the sales of the months the month's store earnings paid for.
 */
export interface StatementData {
  accountName: string;
  month: string;
  currency: string;
  issuedAt: Date;
  opening: { date: string; balance: bigint };
  closing: { date: string; balance: bigint };
  movements: Movement[];
  /** The sum of each kind of line over the month. */
  totals: { kind: LineKind; amount: bigint }[];
  salesMonths: string[];
  byStore: StatementLine[];
  byRelease: StatementLine[];
  byTrack: StatementLine[];
  byCountry: StatementLine[];
}

const startOf = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
const nextMonthOf = (month: string) => {
  const start = startOf(month);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
};
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const LINE_ORDER: LineKind[] = ['earnings', 'split_paid', 'split_received', 'split_returned', 'recoupment', 'advance', 'reward', 'refund', 'withdrawal', 'fee', 'transfer', 'adjustment'];

/**
 * Every month in which the account's balance or advance moved, newest first, with what came in, went out and remained.
 * The movements are every posting to the balance, so their running sum is each month's closing balance.
 */
export async function statementMonths(db: Db, accountId: number) {
  const byMonth = new Map<string, { credited: bigint; debited: bigint; closing: bigint }>();
  let balance = 0n;
  for (const movement of await movements(db, accountId)) {
    const month = movement.at.toISOString().slice(0, 7);
    const sums = byMonth.get(month) ?? { credited: 0n, debited: 0n, closing: 0n };
    for (const line of movement.lines) {
      if (line.amount > 0n) sums.credited += line.amount;
      else sums.debited -= line.amount;
    }
    balance += movement.amount;
    sums.closing = balance;
    byMonth.set(month, sums);
  }
  return {
    currency: SETTLEMENT_CURRENCY,
    months: [...byMonth].reverse().map(([month, sums]) => ({ month, credited: formatMicros(sums.credited), debited: formatMicros(sums.debited), closing: formatMicros(sums.closing) })),
  };
}

const cutOf = (month: string, now: Date) => {
  const next = nextMonthOf(month);
  return next.getTime() > now.getTime() ? now : next;
};

/** Every month from `from` to `to` (yyyy-MM), both included. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = startOf(from); at <= startOf(to); at = nextMonthOf(at.toISOString().slice(0, 7))) out.push(at.toISOString().slice(0, 7));
  return out;
}

export async function statementData(db: Db, account: UserRow, month: string, now = new Date()): Promise<StatementData> {
  const accountId = account.id;
  const start = startOf(month);
  const cut = cutOf(month, now);
  const [opening, closing, moved] = await Promise.all([balanceBefore(db, accountId, start), balanceBefore(db, accountId, cut), movements(db, accountId, { from: start, to: cut })]);
  const totals = new Map<LineKind, bigint>();
  for (const line of moved.flatMap((movement) => movement.lines)) totals.set(line.kind, (totals.get(line.kind) ?? 0n) + line.amount);
  const salesMonths = [...new Set(moved.flatMap((movement) => (movement.source.salesFrom && movement.source.salesTo ? monthsBetween(movement.source.salesFrom, movement.source.salesTo) : [])))].sort();

  const r = royaltyRollups;
  const sales = (dimension: 'store' | 'release' | 'track' | 'country') =>
    salesMonths.length === 0
      ? Promise.resolve([])
      : db
          .select({ key: r.key, units: sql<string>`sum(${r.units})::text`, amount: sql<string>`sum(${r.amount})::text` })
          .from(r)
          .where(
            and(
              eq(r.userId, accountId),
              eq(r.dimension, dimension),
              eq(r.grain, 'month'),
              inArray(
                r.periodMonth,
                salesMonths.map((m) => `${m}-01`),
              ),
            ),
          )
          .groupBy(r.key)
          .orderBy(desc(sql`sum(${r.amount})`), asc(r.key));
  const [stores, releaseRows, trackRows, countries] = await Promise.all([sales('store'), sales('release'), sales('track'), sales('country')]);
  // Track keys are track ids, or "r" and the release id for sales of a whole release.
  const releaseIds = [...releaseRows.map((row) => Number(row.key)), ...trackRows.filter((row) => row.key.startsWith('r')).map((row) => Number(row.key.slice(1)))];
  const trackIds = trackRows.filter((row) => /^\d+$/.test(row.key)).map((row) => Number(row.key));
  const [releaseTitles, trackTitles] = await Promise.all([
    releaseIds.length ? db.select({ id: releases.id, title: releases.title }).from(releases).where(inArray(releases.id, releaseIds)) : [],
    trackIds.length ? db.select({ id: tracks.id, title: tracks.title }).from(tracks).where(inArray(tracks.id, trackIds)) : [],
  ]);
  const titles = new Map(releaseTitles.map((row) => [String(row.id), row.title]));
  const songTitles = new Map(trackTitles.map((row) => [String(row.id), row.title]));
  const line = (label: string, row: { units: string; amount: string }): StatementLine => ({ label, units: Number(row.units), amount: BigInt(row.amount) });
  return {
    accountName: account.nickname || account.email || `#${account.id}`,
    month,
    currency: SETTLEMENT_CURRENCY,
    issuedAt: now,
    opening: { date: isoDate(start), balance: opening },
    closing: { date: cut === now ? isoDate(now) : isoDate(new Date(cut.getTime() - 86_400_000)), balance: closing },
    movements: moved,
    totals: LINE_ORDER.filter((kind) => totals.has(kind)).map((kind) => ({ kind, amount: totals.get(kind)! })),
    salesMonths,
    byStore: stores.map((row) => line(row.key, row)),
    byRelease: releaseRows.map((row) => line(titles.get(row.key) || `#${row.key}`, row)),
    byTrack: trackRows.map((row) => (row.key.startsWith('r') ? { ...line(titles.get(row.key.slice(1)) || row.key, row), wholeRelease: true } : line(songTitles.get(row.key) || `#${row.key}`, row))),
    byCountry: countries.map((row) => line(row.key, row)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The PDF

const MARGINS = { x: 56, top: 60, bottom: 60 };
const BODY = { size: 9.5, leading: 14 };

/** Statement text: one line each, cut to the width; a heading keeps room for the start of what follows. */
class StatementWriter extends PageWriter {
  line(text: string, opts: { face?: Face; size?: number; color?: ReturnType<typeof rgb>; leading?: number } = {}) {
    this.fittedLine(text, opts.face ?? this.regular, opts.size ?? BODY.size, opts.leading ?? BODY.leading, opts.color);
  }

  heading(text: string) {
    this.y -= 10;
    this.ensure(BODY.leading * 3);
    this.line(text, { face: this.bold, size: 11.5, leading: 17 });
  }

  /** Column widths as fractions of the content width. */
  widths(...fractions: number[]) {
    return fractions.map((fraction) => fraction * this.contentWidth);
  }
}

/** A movement's description in the reader's language: what the line is and where the money came from or went. */
function describe(line: Movement['lines'][number], movement: Movement, language: string, t: Translate, monthLabel: (month: string) => string): string {
  const what = t(language, `balance_line_${line.kind}`);
  const { source } = movement;
  if (source.salesFrom && source.salesTo && (line.kind === 'earnings' || line.kind === 'split_paid' || line.kind === 'split_received' || line.kind === 'recoupment')) {
    const period = source.salesFrom === source.salesTo ? monthLabel(source.salesFrom) : `${monthLabel(source.salesFrom)} – ${monthLabel(source.salesTo)}`;
    return `${what} · ${t(language, 'balance_source_sales', { period })}`;
  }
  if (source.method && (line.kind === 'withdrawal' || line.kind === 'refund')) {
    const reason = source.reason ? ` · ${source.reason}` : '';
    return `${what} · ${t(language, `rev_method_${source.method}`)}${reason}`;
  }
  if (source.note) return `${what} · ${source.note}`;
  if (source.songTitle) return `${what} · ${source.songTitle}`;
  return what;
}

/**
 * The account statement as an A4 PDF in the reader's language: who issues it, for whom, the period and the issue date;
 * the balance at the start, every movement, the balance at the end; then the sales the month's earnings paid for.
 * Amounts are shown to the cent in the reader's number format (the ledger keeps millionths; the note says so).
 */
export async function renderStatementPdf(data: StatementData, language: string, t: Translate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedDocumentFonts(pdf);
  const title = t(language, 'report_statement_title');
  pdf.setTitle(`${title} ${data.month}`);
  pdf.setAuthor('SoundPort');
  pdf.setCreator('SoundPort');
  pdf.setLanguage(language);

  const locale = (() => {
    try {
      return new Intl.NumberFormat(language).resolvedOptions().locale;
    } catch {
      return 'en';
    }
  })();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: data.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const m = (amount: bigint) => money.format(Number(amount) / 1_000_000);
  const units = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const monthLabel = (month: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(startOf(month));
  const date = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

  const w = new StatementWriter(pdf, regular, bold, MARGINS);
  w.line(title, { face: bold, size: 17, leading: 22 });
  w.y -= 4;
  w.line(`${t(language, 'report_statement_issuer')}: SoundPort`);
  w.line(`${t(language, 'report_statement_account')}: ${data.accountName}`);
  w.line(`${t(language, 'report_statement_month')}: ${monthLabel(data.month)} (${date(data.opening.date)} – ${date(data.closing.date)})`);
  w.line(`${t(language, 'report_statement_issued')}: ${day.format(data.issuedAt)}`);
  w.line(t(language, 'report_statement_currency_cents', { currency: data.currency }), { color: GREY });

  w.heading(t(language, 'report_statement_summary'));
  const [label, amountWidth] = w.widths(0.72, 0.28);
  w.table(
    [
      { label: t(language, 'report_statement_item'), width: label!, align: 'left' },
      { label: t(language, 'report_statement_amount'), width: amountWidth!, align: 'right' },
    ],
    [
      [t(language, 'report_statement_opening_balance', { date: date(data.opening.date) }), m(data.opening.balance)],
      ...data.totals.map((total) => [t(language, `balance_line_${total.kind}`), m(total.amount)]),
    ],
    BODY,
    [t(language, 'report_statement_closing_balance', { date: date(data.closing.date) }), m(data.closing.balance)],
  );

  w.heading(t(language, 'report_statement_movements'));
  const lines = data.movements.flatMap((movement) => movement.lines.map((line) => ({ movement, line })));
  if (lines.length === 0) w.line(t(language, 'report_statement_no_movements'), { color: GREY });
  else {
    const [when, what, amount] = w.widths(0.18, 0.57, 0.25);
    w.table(
      [
        { label: t(language, 'report_statement_date'), width: when!, align: 'left' },
        { label: t(language, 'report_statement_item'), width: what!, align: 'left' },
        { label: t(language, 'report_statement_amount'), width: amount!, align: 'right' },
      ],
      lines.map(({ movement, line }) => [day.format(movement.at), describe(line, movement, language, t, monthLabel), m(line.amount)]),
      BODY,
    );
  }

  if (data.salesMonths.length > 0) {
    w.heading(t(language, 'report_statement_sales', { months: data.salesMonths.map(monthLabel).join(', ') }));
    const [name, count, amount] = w.widths(0.6, 0.15, 0.25);
    const table = (heading: string, column: string, rows: StatementLine[]) => {
      w.y -= 6;
      w.line(heading, { face: bold });
      w.table(
        [
          { label: column, width: name!, align: 'left' },
          { label: t(language, 'report_statement_units'), width: count!, align: 'right' },
          { label: t(language, 'report_statement_amount'), width: amount!, align: 'right' },
        ],
        rows.map((row) => [row.label, units.format(row.units), m(row.amount)]),
        BODY,
        [t(language, 'report_statement_total'), units.format(rows.reduce((sum, row) => sum + row.units, 0)), m(rows.reduce((sum, row) => sum + row.amount, 0n))],
      );
    };
    const countryName = (code: string) => {
      try {
        return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
      } catch {
        return code;
      }
    };
    table(t(language, 'report_statement_by_store'), t(language, 'report_statement_store'), data.byStore);
    table(t(language, 'report_statement_by_release'), t(language, 'report_statement_release'), data.byRelease);
    table(
      t(language, 'report_statement_by_track'),
      t(language, 'report_statement_track'),
      data.byTrack.map((row) => (row.wholeRelease ? { ...row, label: t(language, 'rev_release_level', { title: row.label }) } : row)),
    );
    table(
      t(language, 'report_statement_by_country'),
      t(language, 'report_statement_country'),
      data.byCountry.map((row) => ({ ...row, label: countryName(row.label) })),
    );
  }

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const text = regular.clean(t(language, 'report_statement_page', { page: index + 1, pages: pages.length }));
    page.drawText(text, { x: (PAGE_WIDTH - regular.width(text, 8.5)) / 2, y: MARGINS.bottom / 2, size: 8.5, font: regular.font, color: GREY });
  });
  return pdf.save();
}
