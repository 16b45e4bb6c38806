import { allocate } from './allocate.ts';

/** How royalty lists group earnings (GET /revenue/royalty/list). */
export const ROYALTY_GROUPS = ['month', 'store', 'country', 'release', 'track', 'saleType'] as const;
export type RoyaltyGroup = (typeof ROYALTY_GROUPS)[number];

/** The series of GET /revenue/royalty/trend that adds up everything beyond its largest keys. */
export const ROYALTY_TREND_OTHERS = '__others';

/** Shares in basis points of a hundred per cent (10,000 = 100 %). */
export const FULL_SHARE_BP = 10_000;

/**
 * The artist's share of net store revenue under their contract (issue 6: 100 % in the first contract year, 90 %
 * after, 100 % forever on the in-house platforms), each configurable per contract.
 */
export interface RoyaltyTerms {
  firstYearBp: number;
  laterYearsBp: number;
  inHouseBp: number;
}

export const DEFAULT_ROYALTY_TERMS: RoyaltyTerms = { firstYearBp: 10_000, laterYearsBp: 9_000, inHouseBp: 10_000 };

/**
 * The share for a sale: the contract year is decided by the first day of the sale period; an account without a
 * signed contract date is in its first year.
 */
export function artistShareBp(terms: RoyaltyTerms, sale: { periodStart: string; inHouse: boolean }, contractStart: Date | null): number {
  if (sale.inHouse) return terms.inHouseBp;
  if (!contractStart) return terms.firstYearBp;
  const anniversary = new Date(contractStart);
  anniversary.setUTCFullYear(anniversary.getUTCFullYear() + 1);
  return Date.parse(`${sale.periodStart}T00:00:00Z`) < anniversary.getTime() ? terms.firstYearBp : terms.laterYearsBp;
}

/** Splits gross revenue into the artist's part and the commission, exactly (the artist's part rounds half up). */
const FULL_SHARE = BigInt(FULL_SHARE_BP);

export function applyCommission(gross: bigint, shareBp: number): { artist: bigint; commission: bigint } {
  if (shareBp === FULL_SHARE_BP) return { artist: gross, commission: 0n };
  // The largest-remainder allocation of two parts, written out: it runs for every line of a sales report. The artist's
  // remainder wins the leftover unit when it is at least half, which is rounding their part half up.
  const magnitude = gross < 0n ? -gross : gross;
  const artist = (magnitude * BigInt(shareBp) * 2n + FULL_SHARE) / (2n * FULL_SHARE);
  return gross < 0n ? { artist: -artist, commission: artist - magnitude } : { artist, commission: magnitude - artist };
}

export interface SplitShare<P> {
  payee: P;
  shareBp: number;
}

export interface SplitPlan<P> {
  owner: P;
  /** Collaborators' shares; the owner keeps what they leave of 100 %. */
  shares: SplitShare<P>[];
  /** A collaborator paid first, before the percentages apply, until `remaining` is reached. */
  recoup?: { payee: P; remaining: bigint };
}

export interface SplitResult<P> {
  parts: { payee: P; amount: bigint }[];
  /** How much of the recoup this line paid. */
  recouped: bigint;
}

/**
 * One line's earnings among the owner and the collaborators of a song's split: the recoup collaborator first, then
 * the percentages of what is left, largest-remainder so the parts add up to the earnings exactly. A negative line (a
 * store's correction) is split by the percentages only, never against the recoup.
 */
export function splitEarnings<P>(amount: bigint, plan: SplitPlan<P>): SplitResult<P> {
  const recouped = plan.recoup && amount > 0n ? (amount < plan.recoup.remaining ? amount : plan.recoup.remaining > 0n ? plan.recoup.remaining : 0n) : 0n;
  const rest = amount - recouped;
  const ownerBp = FULL_SHARE_BP - plan.shares.reduce((sum, share) => sum + share.shareBp, 0);
  if (ownerBp < 0) throw new Error('split shares exceed 100 %');
  const payees = [plan.owner, ...plan.shares.map((share) => share.payee)];
  const amounts = rest === 0n ? payees.map(() => 0n) : allocate(rest, [BigInt(ownerBp), ...plan.shares.map((share) => BigInt(share.shareBp))]);
  const parts = payees.map((payee, index) => ({ payee, amount: amounts[index]! }));
  if (recouped > 0n) parts.push({ payee: plan.recoup!.payee, amount: recouped });
  return { parts: parts.filter((part) => part.amount !== 0n), recouped };
}

/** An operator's advance is recouped from the owner's own earnings before they can be withdrawn. */
export function recoupAdvance(earnings: bigint, outstanding: bigint): { recouped: bigint; paid: bigint } {
  const recouped = earnings > 0n && outstanding > 0n ? (earnings < outstanding ? earnings : outstanding) : 0n;
  return { recouped, paid: earnings - recouped };
}
