import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/user';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { toUserDto } from './user-dto.ts';
import { createProfile } from './create-profile.ts';
import { updateUser } from './update-user.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';

export function accountRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.getUser, async ({ auth, query }) => ({ user: toUserDto(auth().user, { withPhone: query.withPhone }) }));

  register(app, services, contract.updateUser, async ({ auth, body, reply }) => {
    const user = await updateUser(services, auth().user, body);
    if (body.language) reply.setCookie('lang', user.language, { path: '/', sameSite: 'lax', secure: services.config.cookieSecure, maxAge: 365 * 86_400 });
    return { user: toUserDto(user, { withPhone: true }) };
  });

  register(app, services, contract.createProfile, async ({ auth, body, language }) => ({
    user: toUserDto(await createProfile(services, auth().user, body, language), { withPhone: true }),
  }));

  register(app, services, contract.albumSongCount, async () => ({ albumCount: 0, songStatusCount: {} }));

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
