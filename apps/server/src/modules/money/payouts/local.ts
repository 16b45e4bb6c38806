import type { PayoutProvider } from './provider.ts';

/** The demo's provider: pays at once, moves no real money. */
export const localPayouts: PayoutProvider = {
  method: 'local',
  async send(batchId, items) {
    return { accepted: items.map((item) => ({ withdrawalId: item.withdrawalId, reference: `LOCAL-${batchId}-${item.withdrawalId}` })), rejected: [], paidAtOnce: true };
  },
};
