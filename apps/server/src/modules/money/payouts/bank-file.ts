import { csvText } from '../../../platform/spreadsheet-cells.ts';
import type { PayoutProvider } from './provider.ts';

/**
 * Bank transfers go out as a payment file the operators upload to the bank: one line per withdrawal with the
 * beneficiary, account number, routing code (SWIFT/BIC or ABA), amount and our reference. The bank's answer comes
 * back by hand (BankFeedback, Success or Failed in the console).
 */
export const bankTransferFile: PayoutProvider = {
  method: 'bank_transfer',
  async send(batchId, items) {
    const rows = [['reference', 'beneficiary_name', 'bank_name', 'account_number', 'routing_code', 'amount', 'currency']];
    for (const item of items) {
      const destination = item.destination as { accountName?: string; bankName?: string; routingCode?: string };
      rows.push([`W${item.withdrawalId}`, destination.accountName ?? '', destination.bankName ?? '', item.accountNumber ?? '', destination.routingCode ?? '', item.amount, item.currency]);
    }
    // Every cell is text the artist or the bank typed, the amount included (a positive decimal): all neutralised.
    const text = `${rows.map((row) => row.map(csvText).join(',')).join('\r\n')}\r\n`;
    return {
      accepted: items.map((item) => ({ withdrawalId: item.withdrawalId, reference: `BANK-${batchId}-W${item.withdrawalId}` })),
      rejected: [],
      file: { name: `bank-payments-${batchId}.csv`, contentType: 'text/csv', bytes: new TextEncoder().encode(text) },
    };
  },
};
