import type { PayoutOutcome, PayoutProvider } from './provider.ts';
import { PayoutProviderError } from './provider.ts';

export interface PayoneerSettings {
  apiBase: string;
  programId: string;
  token: string;
}

/**
 * Payoneer mass payouts (API v4): one request with every payment, our withdrawal as the client reference; each
 * payment's status is read back by that reference. Transferred is paid; Cancelled, Failed and Rejected give the money back.
 */
export function payoneerPayouts(settings: PayoneerSettings, fetcher: typeof fetch = fetch): PayoutProvider {
  const headers = { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' };
  const program = `${settings.apiBase}/v4/programs/${encodeURIComponent(settings.programId)}`;
  return {
    method: 'payoneer',
    async send(batchId, items) {
      const response = await fetcher(`${program}/masspayouts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          Payments: items.map((item) => ({
            client_reference_id: `W${item.withdrawalId}`,
            payee_id: String(item.destination.email),
            // Payoneer takes a JSON number; two-place amounts print exactly as they were written.
            amount: Number(item.amount),
            currency: item.currency,
            description: `SoundPort royalties, batch ${batchId}`,
          })),
        }),
      });
      if (!response.ok) throw new PayoutProviderError(`Payoneer mass payout: HTTP ${response.status}`);
      return { accepted: items.map((item) => ({ withdrawalId: item.withdrawalId, reference: `W${item.withdrawalId}` })), rejected: [] };
    },
    async outcomes(references) {
      const outcomes: PayoutOutcome[] = [];
      for (const reference of references) {
        const response = await fetcher(`${program}/payouts/${encodeURIComponent(reference)}/status`, { headers });
        if (!response.ok) throw new PayoutProviderError(`Payoneer payout ${reference}: HTTP ${response.status}`);
        const { result } = (await response.json()) as { result: { status: string; reason?: string } };
        const status = result.status.toLowerCase();
        outcomes.push({
          reference,
          status: status === 'transferred' ? 'success' : ['cancelled', 'failed', 'rejected'].includes(status) ? 'failed' : 'pending',
          ...(result.reason ? { reason: result.reason } : {}),
        });
      }
      return outcomes;
    },
  };
}
