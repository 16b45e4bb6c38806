import type { PayoutMethod } from '@portal/domain/money/withdrawal';

/** One withdrawal as a payout provider needs it. */
export interface PayoutItem {
  withdrawalId: number;
  /** Decimal string with two places ("25.00"). */
  amount: string;
  currency: string;
  destination: Record<string, unknown>;
  /** The account number opened from its seal, for bank transfers only. */
  accountNumber?: string;
}

export interface PayoutBatchResult {
  /** The provider took these; each has the provider's reference. */
  accepted: { withdrawalId: number; reference: string }[];
  rejected: { withdrawalId: number; reason: string }[];
  /** A file the operators take to the bank (bank transfers). */
  file?: { name: string; contentType: string; bytes: Uint8Array };
  /** The provider pays at once (the demo's local provider). */
  paidAtOnce?: boolean;
}

export type PayoutOutcome = { reference: string; status: 'pending' | 'success' | 'failed'; reason?: string };

/**
 * Where withdrawals are paid out (decision 021). The real adapters speak the providers' APIs to a configurable base
 * URL; tests point them at local servers that answer as the providers document.
 */
export interface PayoutProvider {
  readonly method: PayoutMethod;
  send(batchId: string, items: PayoutItem[]): Promise<PayoutBatchResult>;
  /** What the provider says of payouts it took; providers without a status call leave it to the operators. */
  outcomes?(references: string[]): Promise<PayoutOutcome[]>;
}

export class PayoutProviderError extends Error {
  override name = 'PayoutProviderError';
}
