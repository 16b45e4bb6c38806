import type { PayoutOutcome, PayoutProvider } from './provider.ts';
import { PayoutProviderError } from './provider.ts';

export interface PayPalSettings {
  apiBase: string;
  clientId: string;
  clientSecret: string;
}

/**
 * PayPal Payouts (REST v1): an OAuth client-credentials token, then one batch of e-mail payouts; item statuses are
 * read back from the batch. SUCCESS is paid; FAILED, RETURNED, BLOCKED, REFUNDED and REVERSED give the money back;
 * the rest (PENDING, UNCLAIMED, ONHOLD) wait.
 */
export function payPalPayouts(settings: PayPalSettings, fetcher: typeof fetch = fetch): PayoutProvider {
  const token = async () => {
    const response = await fetcher(`${settings.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PayoutProviderError(`PayPal token: HTTP ${response.status}`);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  return {
    method: 'paypal',
    async send(batchId, items) {
      const bearer = await token();
      const response = await fetcher(`${settings.apiBase}/v1/payments/payouts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'paypal-request-id': `soundport-${batchId}` },
        body: JSON.stringify({
          sender_batch_header: { sender_batch_id: batchId, email_subject: 'You have a payout from SoundPort' },
          items: items.map((item) => ({
            recipient_type: 'EMAIL',
            amount: { value: item.amount, currency: item.currency },
            receiver: String(item.destination.email),
            note: 'SoundPort royalties',
            sender_item_id: `W${item.withdrawalId}`,
          })),
        }),
      });
      if (!response.ok) throw new PayoutProviderError(`PayPal payouts: HTTP ${response.status}`);
      const batch = (await response.json()) as { batch_header: { payout_batch_id: string } };
      // Items are followed through the batch: the reference names the batch and our item.
      return { accepted: items.map((item) => ({ withdrawalId: item.withdrawalId, reference: `${batch.batch_header.payout_batch_id}/W${item.withdrawalId}` })), rejected: [] };
    },
    async outcomes(references) {
      const bearer = await token();
      const outcomes: PayoutOutcome[] = [];
      for (const batchId of new Set(references.map((reference) => reference.split('/')[0]!))) {
        const response = await fetcher(`${settings.apiBase}/v1/payments/payouts/${encodeURIComponent(batchId)}`, { headers: { authorization: `Bearer ${bearer}` } });
        if (!response.ok) throw new PayoutProviderError(`PayPal batch ${batchId}: HTTP ${response.status}`);
        const body = (await response.json()) as { items: { transaction_status: string; payout_item: { sender_item_id: string }; errors?: { message?: string } }[] };
        for (const item of body.items) {
          const reference = `${batchId}/${item.payout_item.sender_item_id}`;
          if (!references.includes(reference)) continue;
          const status = item.transaction_status;
          outcomes.push({
            reference,
            status: status === 'SUCCESS' ? 'success' : ['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED'].includes(status) ? 'failed' : 'pending',
            ...(item.errors?.message ? { reason: item.errors.message } : status !== 'SUCCESS' ? { reason: `PayPal: ${status}` } : {}),
          });
        }
      }
      return outcomes;
    },
  };
}
