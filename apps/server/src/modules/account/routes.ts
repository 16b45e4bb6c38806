import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/user';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { toActorDto } from './user-dto.ts';
import type { Actor } from '../../platform/actor.ts';
import { can } from '@portal/domain/permissions';
import { VersionedCache } from '../../platform/versioned-cache.ts';
import type { UserRow } from '../../platform/session.ts';

/** The actor after the person's own row changed. */
const withPerson = (actor: Actor, person: UserRow): Actor => ({ ...actor, person, account: actor.isOwner ? person : actor.account });
import { createProfile } from './create-profile.ts';
import { updateUser } from './update-user.ts';
import { albumSongCount } from '../catalogue/album-song-count.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';

export function accountRoutes(app: FastifyInstance, services: Services): void {
  // /user is read on every page load; the counts are kept per account until its catalogue changes (decision 017).
  const catalogueCounts = new VersionedCache<Awaited<ReturnType<typeof albumSongCount>>>();
  /** The account's release and song counts for /user: only for callers who may see its releases (zeros otherwise). */
  async function countsFor(actor: Actor) {
    if (!can(actor.abilities, 'Release', 'View')) return {};
    const key = String(actor.accountId);
    const version = services.catalogue.versionOf(actor.accountId);
    return catalogueCounts.get(key, version) ?? catalogueCounts.set(key, version, await albumSongCount(services, actor.accountId));
  }
  const userAnswer = async (actor: Actor, withPhone: boolean | undefined) => ({ user: toActorDto(actor, { withPhone, ...(await countsFor(actor)) }) });

  register(app, services, contract.getUser, ({ actor, query }) => userAnswer(actor(), query.withPhone));

  register(app, services, contract.updateUser, async ({ actor, body, reply }) => {
    const user = await updateUser(services, actor().person, body);
    if (body.language) reply.setCookie('lang', user.language, { path: '/', sameSite: 'lax', secure: services.config.cookieSecure, maxAge: 365 * 86_400 });
    return userAnswer(withPerson(actor(), user), true);
  });

  register(app, services, contract.createProfile, async ({ actor, body, language }) => {
    const user = await createProfile(services, actor().person, body, language);
    return userAnswer(withPerson(actor(), user), true);
  });

  register(app, services, contract.albumSongCount, ({ actor }) => albumSongCount(services, actor().accountId));

  register(app, services, contract.setSource, async ({ auth, body }) => {
    const user = auth().user;
    const [row] = await services.db
      .update(users)
      .set({ source: body.source, extra: { ...(user.extra as object), sourceRecorded: true } })
      .where(and(eq(users.id, user.id), isNull(sql`${users.extra}->'sourceRecorded'`)))
      .returning({ source: users.source });
    if (row) await services.sessions.invalidateUser(user.id);
    return { source: row?.source ?? user.source };
  });
}
