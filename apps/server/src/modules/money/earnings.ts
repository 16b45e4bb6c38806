import type { Db } from '@portal/db/client';
import { applyCommission, recoupAdvance } from '@portal/domain/money/royalty';
import { Accounts } from './accounts.ts';
import { balanceOf, type Posting } from './ledger.ts';

/** What the artist earned goes first to an outstanding advance, the rest into their earnings. */
export async function artistPostings(db: Db, userId: number, earned: bigint, currency: string) {
  const outstanding = -(await balanceOf(db, Accounts.advance(userId, currency)));
  const { recouped, paid } = recoupAdvance(earned, outstanding);
  const postings: Posting[] = [
    { account: Accounts.advance(userId, currency), amount: recouped },
    { account: Accounts.earnings(userId, currency), amount: paid },
  ];
  return { postings, recouped, paid };
}

/** A store's revenue for one account: the commission of its contract to us, then the artist's part. */
export async function earningsPostings(db: Db, input: { userId: number; gross: bigint; shareBp: number; currency: string }) {
  const { artist, commission } = applyCommission(input.gross, input.shareBp);
  const paid = await artistPostings(db, input.userId, artist, input.currency);
  const postings: Posting[] = [{ account: Accounts.stores(input.currency), amount: -input.gross }, { account: Accounts.commission(input.currency), amount: commission }, ...paid.postings];
  return { postings, commission, recouped: paid.recouped, paid: paid.paid };
}
