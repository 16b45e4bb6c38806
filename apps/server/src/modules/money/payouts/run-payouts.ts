import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { withdrawals } from '@portal/db/schema';
import { formatMicros } from '@portal/domain/money/micros';
import type { PayoutMethod } from '@portal/domain/money/withdrawal';
import type { Config } from '../../../config.ts';
import { refusal } from '../../../platform/errors.ts';
import { sealerFor } from '../../../platform/sealed.ts';
import type { Services } from '../../../platform/services.ts';
import type { UserRow } from '../../../platform/session.ts';
import { moveWithdrawal } from '../withdrawals.ts';
import { bankTransferFile } from './bank-file.ts';
import { localPayouts } from './local.ts';
import { payoneerPayouts } from './payoneer.ts';
import { payPalPayouts } from './paypal.ts';
import type { PayoutItem, PayoutProvider } from './provider.ts';

const BATCH_LIMIT = 500;

export function payoutProvider(config: Config, method: PayoutMethod): PayoutProvider | null {
  if (method === 'local') return localPayouts;
  if (method === 'bank_transfer') return bankTransferFile;
  if (method === 'paypal') return config.payouts.paypal ? payPalPayouts(config.payouts.paypal) : null;
  return config.payouts.payoneer ? payoneerPayouts(config.payouts.payoneer) : null;
}

/** Two-place amount of a whole-cent micro-unit amount ("25.000000" → "25.00"). */
const cents = (micros: bigint) => formatMicros(micros).slice(0, -4);

/**
 * Sends every waiting withdrawal of one method (Notified, no open request for information) to its provider as one
 * batch: taken ones become Collected with the provider's reference (the demo provider pays them at once), refused
 * ones Failed with the money given back. A bank batch's payment file is kept for the operators to download.
 */
export async function runPayouts(services: Services, operator: UserRow, method: PayoutMethod) {
  const provider = payoutProvider(services.config, method);
  if (!provider) throw refusal(409, 'money_payout_provider_unconfigured', 'body.method');
  const rows = await services.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.method, method), eq(withdrawals.status, 'Notified'), eq(withdrawals.rfiOpen, false)))
    .orderBy(asc(withdrawals.id))
    .limit(BATCH_LIMIT);
  const batchId = `P${new Date().toISOString().replace(/\D/g, '').slice(0, 17)}`;
  if (rows.length === 0) return { batchId, sent: 0, rejected: 0, fileName: null };
  const sealer = method === 'bank_transfer' ? await sealerFor(services.config) : null;
  const items: PayoutItem[] = rows.map((row) => {
    const destination = row.destination as Record<string, unknown>;
    return {
      withdrawalId: row.id,
      amount: cents(row.amount),
      currency: row.currency,
      destination,
      ...(sealer && typeof destination.accountNumberSealed === 'string' ? { accountNumber: sealer.open(destination.accountNumberSealed) } : {}),
    };
  });
  const result = await provider.send(batchId, items);
  for (const { withdrawalId, reference } of result.accepted) {
    await moveWithdrawal(services, operator, { id: withdrawalId, status: 'Collected', providerReference: reference, note: `batch ${batchId}` });
    if (result.paidAtOnce) await moveWithdrawal(services, operator, { id: withdrawalId, status: 'Success' });
  }
  for (const { withdrawalId, reason } of result.rejected) await moveWithdrawal(services, operator, { id: withdrawalId, status: 'Failed', note: reason });
  let fileName: string | null = null;
  if (result.file) {
    await services.files.put(`payouts/${batchId}/${result.file.name}`, result.file.bytes, result.file.contentType);
    fileName = result.file.name;
  }
  return { batchId, sent: result.accepted.length, rejected: result.rejected.length, fileName };
}

/** Asks the providers that report outcomes about the payouts they took, and moves the withdrawals accordingly. */
export async function refreshPayouts(services: Services, operator: UserRow) {
  const counts = { checked: 0, succeeded: 0, failed: 0 };
  for (const method of ['paypal', 'payoneer'] as const) {
    const provider = payoutProvider(services.config, method);
    if (!provider?.outcomes) continue;
    const rows = await services.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.method, method), inArray(withdrawals.status, ['Collected', 'BankFeedback']), isNotNull(withdrawals.providerReference)));
    if (rows.length === 0) continue;
    const byReference = new Map(rows.map((row) => [row.providerReference!, row]));
    for (const outcome of await provider.outcomes([...byReference.keys()])) {
      const row = byReference.get(outcome.reference);
      if (!row) continue;
      counts.checked++;
      if (outcome.status === 'success') {
        await moveWithdrawal(services, operator, { id: row.id, status: 'Success' });
        counts.succeeded++;
      } else if (outcome.status === 'failed') {
        await moveWithdrawal(services, operator, { id: row.id, status: 'Failed', note: outcome.reason ?? 'refused by the provider' });
        counts.failed++;
      } else if (row.status === 'Collected') {
        await moveWithdrawal(services, operator, { id: row.id, status: 'BankFeedback', note: outcome.reason });
      }
    }
  }
  return counts;
}
