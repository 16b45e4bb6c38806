import { and, asc, count, desc, eq } from 'drizzle-orm';
import { songwriters } from '@portal/db/schema';
import { normaliseIpi } from '@portal/domain/release/identifiers';
import { personNameKey } from '@portal/domain/release/model';
import { fullName, validateSongwriter, type SongwriterProfile } from '@portal/domain/publishing/songwriter';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { assertPublishingOpen, publishingConflict, publishingInvalid } from './publishing-errors.ts';

type Row = typeof songwriters.$inferSelect;

export const songwriterView = (row: Row) => ({
  id: row.id,
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  email: row.email,
  pro: row.pro,
  ipi: row.ipi,
  isSelf: row.isSelf,
});

export const songwriterName = (row: Pick<Row, 'firstName' | 'middleName' | 'lastName'>) => fullName({ firstName: row.firstName, middleName: row.middleName ?? undefined, lastName: row.lastName });

export const songwritersOf = (services: Services, accountId: number) =>
  services.db.select().from(songwriters).where(eq(songwriters.ownerUserId, accountId)).orderBy(desc(songwriters.isSelf), asc(songwriters.id));

/** CreateOutsideSongwriter: the modal's rules, and no second songwriter of the same name in the account. */
export async function createSongwriter(services: Services, actor: Actor, profile: Required<Omit<SongwriterProfile, 'middleName'>> & { middleName?: string }) {
  await assertPublishingOpen(services);
  const report = validateSongwriter(profile);
  if (Object.keys(report).length) throw publishingInvalid('body.', report);
  const name = fullName(profile);
  if ((await songwritersOf(services, actor.accountId)).some((row) => personNameKey(songwriterName(row)) === personNameKey(name))) throw publishingConflict('pub_songwriter_duplicate');
  const [row] = await services.db
    .insert(songwriters)
    .values({
      ownerUserId: actor.accountId,
      firstName: profile.firstName.trim(),
      middleName: profile.middleName?.trim() || null,
      lastName: profile.lastName.trim(),
      email: profile.email.trim(),
      pro: profile.pro.trim(),
      ipi: normaliseIpi(profile.ipi)!,
    })
    .returning();
  return { id: row!.id, ipiInvalid: row!.ipiInvalid };
}

export async function listSongwriters(services: Services, actor: Actor, query: { offset: number; count: number }) {
  await assertPublishingOpen(services);
  const mine = eq(songwriters.ownerUserId, actor.accountId);
  const [[total], rows] = await Promise.all([
    services.db.select({ value: count() }).from(songwriters).where(mine),
    services.db.select().from(songwriters).where(and(mine)).orderBy(desc(songwriters.isSelf), asc(songwriters.id)).offset(query.offset).limit(query.count),
  ]);
  return { total: Number(total?.value ?? 0), songwriters: rows.map(songwriterView) };
}
