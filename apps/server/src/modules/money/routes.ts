import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { users, withdrawals } from '@portal/db/schema';
import * as contract from '@portal/contract/revenue';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { MIN_WITHDRAWAL_MICROS } from '@portal/domain/money/withdrawal';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { Accounts } from './accounts.ts';
import { findAccounts, grantAdvance } from './advances.ts';
import { refreshPayouts, runPayouts } from './payouts/run-payouts.ts';
import { answerRfi, askRfi, directTransfers, makeDirectTransfer, recoupDetail, recoupList, recoupSummary, rfiList } from './account-money.ts';
import { balanceOf } from './ledger.ts';
import { royaltyList, royaltyMonthly, royaltyTotal, royaltyTrend } from './royalty-reports.ts';
import { listWithdrawals, moveWithdrawal, requestWithdrawal, withdrawalQuote, type WithdrawalRow } from './withdrawals.ts';

function destinationLabel(destination: Record<string, unknown>): string {
  if (destination.method === 'bank_transfer') return `${String(destination.bankName)} ••••${String(destination.accountNumberLast4)}`;
  if (destination.method === 'paypal' || destination.method === 'payoneer') return String(destination.email);
  return 'local';
}

export function withdrawalDto(row: WithdrawalRow) {
  return {
    id: row.id,
    amount: formatMicros(row.amount),
    fee: formatMicros(row.fee),
    currency: row.currency,
    method: row.method as 'bank_transfer' | 'paypal' | 'payoneer' | 'local',
    destination: destinationLabel(row.destination as Record<string, unknown>),
    status: row.status as 'Notified' | 'Collected' | 'BankFeedback' | 'Success' | 'Failed',
    rfiOpen: row.rfiOpen,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Balance, withdrawals and advances (decision 021). */
export function moneyRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.getBalance, async ({ actor }) => {
    const { accountId } = actor();
    const [available, pending, advance] = await Promise.all([
      balanceOf(services.db, Accounts.earnings(accountId, SETTLEMENT_CURRENCY)),
      pendingWithdrawals(services, accountId),
      balanceOf(services.db, Accounts.advance(accountId, SETTLEMENT_CURRENCY)),
    ]);
    return {
      currency: SETTLEMENT_CURRENCY,
      available: formatMicros(available),
      pendingWithdrawals: formatMicros(pending),
      advanceOutstanding: formatMicros(-advance),
      minimumWithdrawal: formatMicros(MIN_WITHDRAWAL_MICROS),
    };
  });
  register(app, services, contract.royaltyTotal, ({ actor }) => royaltyTotal(services.db, actor().accountId));
  register(app, services, contract.royaltyMonthly, ({ actor, query }) => royaltyMonthly(services.db, actor().accountId, query));
  register(app, services, contract.royaltyTrend, ({ actor, query }) => royaltyTrend(services.db, actor().accountId, query));
  register(app, services, contract.royaltyList, ({ actor, query }) => royaltyList(services.db, actor().accountId, query));
  register(app, services, contract.withdrawalQuote, async ({ query }) => {
    const { amount, fee, total } = withdrawalQuote(query.amount, query.method);
    return { amount: formatMicros(amount), fee: formatMicros(fee), total: formatMicros(total), currency: SETTLEMENT_CURRENCY };
  });
  register(app, services, contract.requestWithdrawal, async ({ actor, body }) => withdrawalDto(await requestWithdrawal(services, actor(), body)));
  register(app, services, contract.listWithdrawals, async ({ actor, query }) => ({ withdrawals: (await listWithdrawals(services.db, actor().accountId, query)).map(withdrawalDto) }));
  register(app, services, contract.adminWithdrawals, async ({ query }) => {
    const rows = await services.db
      .select({ withdrawal: withdrawals, email: users.email, nickname: users.nickname })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(query.status ? eq(withdrawals.status, query.status) : undefined)
      .orderBy(asc(withdrawals.id))
      .limit(query.count);
    return { withdrawals: rows.map((row) => ({ ...withdrawalDto(row.withdrawal), userId: row.withdrawal.userId, account: { email: row.email, nickname: row.nickname } })) };
  });
  register(app, services, contract.moveWithdrawal, async ({ auth, body }) => withdrawalDto(await moveWithdrawal(services, auth().user, body)));
  register(app, services, contract.recoupSummary, ({ actor }) => recoupSummary(services.db, actor().accountId));
  register(app, services, contract.recoupList, ({ actor }) => recoupList(services.db, actor().accountId));
  register(app, services, contract.recoupDetail, ({ actor, query }) => recoupDetail(services.db, actor().accountId, query.id));
  register(app, services, contract.rfiList, ({ actor }) => rfiList(services.db, actor().accountId));
  register(app, services, contract.answerRfi, ({ actor, body }) => answerRfi(services, actor().accountId, actor().person, body));
  register(app, services, contract.askRfi, ({ auth, body }) => askRfi(services, auth().user, body));
  register(app, services, contract.directTransferList, ({ actor, body }) => directTransfers(services.db, actor().accountId, body));
  register(app, services, contract.makeDirectTransfer, ({ auth, body }) => makeDirectTransfer(services, auth().user, body));
  register(app, services, contract.runPayouts, ({ auth, body }) => runPayouts(services, auth().user, body.method));
  register(app, services, contract.refreshPayouts, ({ auth }) => refreshPayouts(services, auth().user));
  register(app, services, contract.payoutFile, async ({ query }) => {
    const file = await services.files.get(`payouts/${query.batchId}/${query.fileName}`);
    if (!file) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'error_not_found');
    return { bytes: file.bytes, contentType: file.contentType, fileName: query.fileName };
  });
  register(app, services, contract.findAccounts, ({ query }) => findAccounts(services, query.q));
  register(app, services, contract.grantAdvance, async ({ auth, body }) => {
    const row = await grantAdvance(services, auth().user, body);
    return { id: row.id, amount: formatMicros(row.amount), currency: row.currency };
  });
}

async function pendingWithdrawals(services: Services, userId: number): Promise<bigint> {
  const rows = await services.db
    .select({ amount: withdrawals.amount })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['Notified', 'Collected', 'BankFeedback'])));
  return rows.reduce((sum, row) => sum + row.amount, 0n);
}
