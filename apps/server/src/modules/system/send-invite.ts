import { BusinessCode } from '@portal/domain/errors';
import { normalizeEmail } from '@portal/domain/credentials';
import { AppError } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { publicOriginOf } from '../../config.ts';

const INVITES_PER_DAY = 20;

/** Emails a friend the sign-up entry link carrying the user's invite code and region. */
export async function sendInvite(services: Services, user: UserRow, rawEmail: string) {
  if (!(await hit(services, `invite:${user.id}`, INVITES_PER_DAY, 86_400))) throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429);
  const origin = publicOriginOf(services.config);
  const inviteLink = `${origin}/invite?invite-code=${encodeURIComponent(user.inviteCode)}&region=${user.region}`;
  const name = user.nickname || 'A SoundPort artist';
  const t = services.translate;
  await services.outbox.send({
    channel: 'email',
    to: normalizeEmail(rawEmail),
    subject: t(user.language, 'email_invite_subject', { name }),
    body: t(user.language, 'email_invite_body', { name, link: inviteLink }),
  });
  return { sent: true as const, inviteLink };
}
