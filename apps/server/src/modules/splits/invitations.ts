import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { royaltyEntries, splitInvites, splits, tracks, users } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { normalizeEmail } from '@portal/domain/credentials';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { newToken, sha256 } from '../../platform/tokens.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { notify } from '../notices/notify.ts';
import { Accounts } from '../money/accounts.ts';
import { artistPostings } from '../money/earnings.ts';
import { balanceOf, post, type Posting } from '../money/ledger.ts';
import { addEntriesToRollups } from '../money/royalty-rollups.ts';
import { percentOf, splitError, type InviteRow, type SplitRow } from './split-records.ts';
import { publicOriginOf } from '../../config.ts';

const CODE_DAYS = 30;
const OPEN: InviteRow['status'][] = ['CREATED', 'NOTIFIED'];

/**
 * Sends (or sends again) a collaborator's invitation with a new split code: by e-mail, and as a notice when the
 * address belongs to an account. The link opens the acceptance page.
 */
export async function sendInvitation(services: Services, invite: InviteRow, split: SplitRow, owner: { nickname: string | null; language: string | null }) {
  if (!OPEN.includes(invite.status)) throw splitError(409, 'split_invite_closed');
  const code = newToken();
  const [sent] = await services.db
    .update(splitInvites)
    .set({ codeHash: sha256(code), codeExpiresAt: new Date(Date.now() + CODE_DAYS * 86_400_000), status: 'NOTIFIED', notifiedAt: new Date() })
    .where(and(eq(splitInvites.id, invite.id), inArray(splitInvites.status, OPEN)))
    .returning();
  if (!sent) throw splitError(409, 'split_invite_closed');
  const [song] = await services.db.select({ title: tracks.title }).from(tracks).where(eq(tracks.id, split.trackId));
  const [recipient] = await services.db.select({ id: users.id, language: users.language }).from(users).where(sql`lower(${users.email}) = ${invite.email}`).limit(1);
  const language = recipient?.language ?? owner.language ?? 'en';
  const origin = publicOriginOf(services.config);
  const path = `/split/accept?code=${encodeURIComponent(code)}`;
  const vars = { owner: owner.nickname ?? '', song: song?.title ?? '', share: percentOf(invite.shareBp), days: CODE_DAYS };
  await services.outbox.send({
    channel: 'email',
    to: invite.email,
    subject: services.translate(language, 'email_split_invite_subject', vars),
    body: services.translate(language, 'email_split_invite_body', { ...vars, link: `${origin}${path}`, code }),
  });
  if (recipient) {
    await notify(services, {
      userId: recipient.id,
      subtype: 'SPLIT_INVITED',
      titleKey: 'notice_split_invited_title',
      bodyKey: 'notice_split_invited_body',
      vars,
      link: path,
      eventKey: `split-invite:${invite.id}:${sent.notifiedAt!.getTime()}`,
    });
  }
  return sent;
}

/** A split becomes ACTIVE once every collaborator still in it has accepted. */
async function refreshSplitStatus(db: Db, splitId: number) {
  const open = await db
    .select({ id: splitInvites.id })
    .from(splitInvites)
    .where(and(eq(splitInvites.splitId, splitId), inArray(splitInvites.status, OPEN)));
  if (open.length === 0)
    await db
      .update(splits)
      .set({ status: 'ACTIVE', updatedAt: new Date() })
      .where(and(eq(splits.id, splitId), eq(splits.status, 'CREATED')));
}

/**
 * The collaborator accepts: the invitation becomes theirs, and what was held for it moves into their balance (an
 * outstanding advance of theirs is recouped first, as with any earnings).
 */
export async function acceptInvite(services: Services, person: UserRow, invite: InviteRow) {
  const [split] = await services.db.select().from(splits).where(eq(splits.id, invite.splitId));
  if (!split) throw splitError(404, 'split_invite_not_found');
  if (split.ownerUserId === person.id) throw splitError(400, 'split_email_self');
  const released = await services.db.transaction(async (db) => {
    const [accepted] = await db
      .update(splitInvites)
      .set({ status: 'ACCEPTED', inviteeUserId: person.id, acceptedAt: new Date(), codeHash: null, codeExpiresAt: null })
      .where(and(eq(splitInvites.id, invite.id), inArray(splitInvites.status, OPEN)))
      .returning();
    if (!accepted) throw splitError(409, 'split_invite_closed');
    const held = await balanceOf(db, Accounts.held(invite.id, SETTLEMENT_CURRENCY));
    if (held !== 0n) {
      const paid = await artistPostings(db, person.id, held, SETTLEMENT_CURRENCY);
      await post(db, { kind: 'split_release', ref: `split-invite:${invite.id}` }, [{ account: Accounts.held(invite.id, SETTLEMENT_CURRENCY), amount: -held }, ...paid.postings]);
    }
    await db.update(royaltyEntries).set({ userId: person.id }).where(eq(royaltyEntries.splitInviteId, invite.id));
    await addEntriesToRollups(db, sql`e.split_invite_id = ${invite.id}`);
    await refreshSplitStatus(db, split.id);
    return held;
  });
  await notify(services, {
    userId: split.ownerUserId,
    subtype: 'SPLIT_ACCEPTED',
    titleKey: 'notice_split_accepted_title',
    bodyKey: 'notice_split_accepted_body',
    vars: { email: invite.email, share: percentOf(invite.shareBp) },
    link: '/revenue/splits',
    eventKey: `split-accepted:${invite.id}`,
  });
  return { inviteId: invite.id, share: percentOf(invite.shareBp), released: formatMicros(released) };
}

async function openInviteByCode(services: Services, code: string, field: string) {
  const [invite] = await services.db
    .select()
    .from(splitInvites)
    .where(eq(splitInvites.codeHash, sha256(code)));
  if (!invite || !OPEN.includes(invite.status) || (invite.codeExpiresAt && invite.codeExpiresAt < new Date())) throw splitError(400, 'split_code_invalid', field);
  return invite;
}

/**
 * What an invitation offers, before it is accepted (issue 25 §3): the song and its release, who shares it, the share,
 * the first sales month it applies to, and what has been held for the collaborator so far. The code is not used up.
 */
export async function previewSplitInvitation(services: Services, code: string) {
  const invite = await openInviteByCode(services, code, 'query.code');
  const [row] = await services.db
    .select({ songTitle: tracks.title, ownerName: users.nickname, effectiveFrom: splits.effectiveFrom })
    .from(splits)
    .innerJoin(tracks, eq(tracks.id, splits.trackId))
    .innerJoin(users, eq(users.id, splits.ownerUserId))
    .where(eq(splits.id, invite.splitId));
  const held = await balanceOf(services.db, Accounts.held(invite.id, SETTLEMENT_CURRENCY));
  return {
    songTitle: row?.songTitle ?? '',
    ownerName: row?.ownerName ?? '',
    share: percentOf(invite.shareBp),
    effectiveFrom: String(row?.effectiveFrom ?? '').slice(0, 7),
    held: formatMicros(held),
    currency: SETTLEMENT_CURRENCY,
  };
}

/** A split code from the invitation e-mail: whoever holds it and is signed in accepts (the link is the proof). */
export async function verifySplitCode(services: Services, person: UserRow, code: string) {
  const invite = await openInviteByCode(services, code, 'body.code');
  const result = await acceptInvite(services, person, invite);
  const [song] = await services.db.select({ title: tracks.title }).from(tracks).innerJoin(splits, eq(splits.trackId, tracks.id)).where(eq(splits.id, invite.splitId));
  return { ...result, songTitle: song?.title ?? '' };
}

/** Declining hands the share back to the owner, with whatever was held for it. */
export async function declineInvite(services: Services, invite: InviteRow) {
  const [split] = await services.db.select().from(splits).where(eq(splits.id, invite.splitId));
  if (!split) throw splitError(404, 'split_invite_not_found');
  await services.db.transaction(async (db) => {
    const [declined] = await db
      .update(splitInvites)
      .set({ status: 'DELETED', codeHash: null, codeExpiresAt: null })
      .where(and(eq(splitInvites.id, invite.id), inArray(splitInvites.status, OPEN)))
      .returning();
    if (!declined) throw splitError(409, 'split_invite_closed');
    const held = await balanceOf(db, Accounts.held(invite.id, SETTLEMENT_CURRENCY));
    if (held !== 0n) {
      const paid = await artistPostings(db, split.ownerUserId, held, SETTLEMENT_CURRENCY);
      const postings: Posting[] = [{ account: Accounts.held(invite.id, SETTLEMENT_CURRENCY), amount: -held }, ...paid.postings];
      await post(db, { kind: 'split_declined', ref: `split-invite:${invite.id}` }, postings);
    }
    await db.update(royaltyEntries).set({ userId: split.ownerUserId }).where(eq(royaltyEntries.splitInviteId, invite.id));
    await addEntriesToRollups(db, sql`e.split_invite_id = ${invite.id}`);
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(splitInvites)
      .where(and(eq(splitInvites.splitId, split.id), ne(splitInvites.status, 'DELETED')));
    if ((left?.n ?? 0) === 0) await db.update(splits).set({ status: 'DELETED', updatedAt: new Date() }).where(eq(splits.id, split.id));
    else await refreshSplitStatus(db, split.id);
  });
  await notify(services, {
    userId: split.ownerUserId,
    subtype: 'SPLIT_DECLINED',
    titleKey: 'notice_split_declined_title',
    bodyKey: 'notice_split_declined_body',
    vars: { email: invite.email, share: percentOf(invite.shareBp) },
    link: '/revenue/splits',
    eventKey: `split-declined:${invite.id}`,
  });
}

/** An invitation sent to this person's e-mail address, or already theirs. */
export async function inviteOfPerson(db: Db, person: UserRow, inviteId: number) {
  const [invite] = await db.select().from(splitInvites).where(eq(splitInvites.id, inviteId));
  const mine = invite && (invite.inviteeUserId === person.id || (person.email && invite.email === normalizeEmail(person.email)));
  if (!invite || !mine) throw splitError(404, 'split_invite_not_found');
  return invite;
}
