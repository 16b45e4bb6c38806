import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import * as contract from '@portal/contract/identity';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { storeImage, viewImage } from './images.ts';

export function uploadRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.uploadIdPhoto, ({ actor, body }) => storeImage(services, actor(), 'id_photo', body.file));
  register(app, services, contract.uploadPortrait, async ({ actor, body }) => {
    const stored = await storeImage(services, actor(), 'portrait', body.file);
    const accountId = actor().accountId;
    await services.db
      .update(users)
      .set({ extra: sql`jsonb_set(${users.extra}, '{avatarUri}', ${JSON.stringify(stored.uri)}::jsonb)`, updatedAt: new Date() })
      .where(eq(users.id, accountId));
    await services.sessions.invalidateUser(accountId);
    return stored;
  });
  register(app, services, contract.viewImage, ({ actor, query }) => viewImage(services, actor(), query.uri));
}
