/**
 * The ledger's accounts (decision 021). An account holds one currency; its code names it. Positive balances are
 * what we owe (an artist's earnings, money held for a collaborator); the sources of money (stores, the payouts that
 * left) carry the opposite sign, so every currency sums to zero.
 */
export type AccountKind = 'earnings' | 'held' | 'advance' | 'stores' | 'commission' | 'suspense' | 'payouts_pending' | 'payouts_paid' | 'fees' | 'marketing';

export interface AccountSpec {
  code: string;
  kind: AccountKind;
  userId: number | null;
  currency: string;
}

const system =
  (kind: AccountKind, name: string) =>
  (currency: string): AccountSpec => ({ code: `${name}:${currency}`, kind, userId: null, currency });

export const Accounts = {
  /** What the account can withdraw. */
  earnings: (userId: number, currency: string): AccountSpec => ({ code: `earnings:u${userId}:${currency}`, kind: 'earnings', userId, currency }),
  /** An advance still to recoup: negative while the account owes it. */
  advance: (userId: number, currency: string): AccountSpec => ({ code: `advance:u${userId}:${currency}`, kind: 'advance', userId, currency }),
  /** A collaborator's split earnings kept until they accept the invitation. */
  held: (inviteId: number, currency: string): AccountSpec => ({ code: `held:invite${inviteId}:${currency}`, kind: 'held', userId: null, currency }),
  stores: system('stores', 'stores'),
  commission: system('commission', 'commission'),
  /** Store revenue no track of ours matched yet. */
  suspense: system('suspense', 'suspense'),
  payoutsPending: system('payouts_pending', 'payouts-pending'),
  payoutsPaid: system('payouts_paid', 'payouts-paid'),
  fees: system('fees', 'fees'),
  /** What the portal spends on rewards (referral rewards, decision 032): a source, negative like the stores. */
  marketing: system('marketing', 'marketing'),
};
