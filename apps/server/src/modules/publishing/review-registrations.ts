import { and, asc, count, eq } from 'drizzle-orm';
import { publishingRegistrations, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import type { RegistrationStatus } from '@portal/domain/publishing/registration';
import { AppError } from '../../platform/errors.ts';
import { sealerFor } from '../../platform/sealed.ts';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';
import { publishingConflict } from './publishing-errors.ts';

type Row = typeof publishingRegistrations.$inferSelect;
type Account = { email: string | null; nickname: string | null; region: string | null };

async function adminView(services: Services, row: Row, account: Account) {
  const ssn = row.ssnSealed ? (await sealerFor(services.config)).open(row.ssnSealed) : null;
  return {
    id: row.id,
    userId: row.userId,
    account,
    type: row.type as 'LOD' | 'ASCAP',
    status: row.status as RegistrationStatus,
    writer: row.writer as { firstName: string; middleName?: string; lastName: string },
    lodInfo: row.lodInfo as { pro: string; ipi: string } | null,
    lodId: row.lodId,
    proInfo: row.proInfo as Record<string, unknown> | null,
    ssnLastFour: ssn ? ssn.slice(-4) : null,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

const accountColumns = { email: users.email, nickname: users.nickname, region: users.region };

export async function listRegistrations(services: Services, query: { status?: RegistrationStatus; offset: number; count: number }) {
  const where = query.status ? eq(publishingRegistrations.status, query.status) : undefined;
  const [[total], rows] = await Promise.all([
    services.db.select({ value: count() }).from(publishingRegistrations).where(where),
    services.db
      .select({ row: publishingRegistrations, account: accountColumns })
      .from(publishingRegistrations)
      .innerJoin(users, eq(users.id, publishingRegistrations.userId))
      .where(where)
      .orderBy(asc(publishingRegistrations.createdAt), asc(publishingRegistrations.id))
      .offset(query.offset)
      .limit(query.count),
  ]);
  return { total: Number(total?.value ?? 0), registrations: await Promise.all(rows.map(({ row, account }) => adminView(services, row, account))) };
}

/** What each decision may follow: info goes out for a new sign-up; success or failure end a pending one. */
const allowedFrom: Record<'info_sent' | 'success' | 'fail', RegistrationStatus[]> = {
  info_sent: ['INIT'],
  success: ['INIT', 'INFO_SENT'],
  fail: ['INIT', 'INFO_SENT'],
};
const nextStatus = { info_sent: 'INFO_SENT', success: 'SUCCESS', fail: 'FAILED' } as const;
const badInput = (field: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field, messageKey: 'validation_required', message: '' }], 'validation_required');

/**
 * An operator moves a sign-up on. Sending the information needs the administrator's writer id; a failure needs the
 * reason the account will read. The account hears of success and failure by notice (an LOD sign-up whose
 * information went out is already active, section 4, so it hears then).
 */
export async function decideRegistration(services: Services, input: { id: number; decision: 'info_sent' | 'success' | 'fail'; lodId?: string; reason?: string }) {
  if (input.decision === 'info_sent' && !input.lodId) throw badInput('body.lodId');
  if (input.decision === 'fail' && !input.reason) throw badInput('body.reason');
  const [current] = await services.db.select().from(publishingRegistrations).where(eq(publishingRegistrations.id, input.id));
  if (!current) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'pub_registration_not_found');
  if (!allowedFrom[input.decision].includes(current.status as RegistrationStatus)) throw publishingConflict('pub_registration_wrong_status');
  const [row] = await services.db
    .update(publishingRegistrations)
    .set({
      status: nextStatus[input.decision],
      ...(input.lodId && { lodId: input.lodId }),
      failureReason: input.decision === 'fail' ? input.reason! : null,
      updatedAt: new Date(),
    })
    .where(and(eq(publishingRegistrations.id, input.id), eq(publishingRegistrations.status, current.status)))
    .returning();
  if (!row) throw publishingConflict('pub_registration_wrong_status');
  const activeNow = input.decision === 'success' || (input.decision === 'info_sent' && row.type === 'LOD');
  if (activeNow || input.decision === 'fail') {
    await notify(services, {
      userId: row.userId,
      subtype: activeNow ? 'PUBLISHING_REGISTRATION_PASSED' : 'PUBLISHING_REGISTRATION_REJECTED',
      titleKey: activeNow ? 'notice_publishing_active_title' : 'notice_publishing_failed_title',
      bodyKey: activeNow ? 'notice_publishing_active_body' : 'notice_publishing_failed_body',
      vars: { reason: row.failureReason ?? '' },
      link: activeNow ? '/publishing/tracks' : '/publishing/sign-up',
      eventKey: `publishing-registration:${row.id}:${row.status}`,
    });
  }
  const [account] = await services.db.select(accountColumns).from(users).where(eq(users.id, row.userId));
  return adminView(services, row, account!);
}
