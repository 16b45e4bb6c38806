import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import * as contract from '@portal/contract/identity';
import * as uploads from '@portal/contract/uploads';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { storeImage, viewImage } from './images.ts';
import { startUpload } from './start-upload.ts';
import { receivePart } from './receive-part.ts';
import { mergeUpload } from './merge-upload.ts';
import { dumpUpload } from './dump-upload.ts';
import { commitDirect, issueStorageToken, receiveDirect } from './direct-upload.ts';
import { serveFile } from './serve-file.ts';
import { audioCheck } from './audio-check.ts';

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

  register(app, services, uploads.startUpload, ({ actor, body }) => startUpload(services, actor(), body));
  register(app, services, uploads.uploadPart, ({ actor, body }) => receivePart(services, actor(), body));
  register(app, services, uploads.mergeUpload, ({ actor, body }) => mergeUpload(services, actor(), body));
  register(app, services, uploads.dumpUpload, ({ actor, body }) => dumpUpload(services, actor(), body));
  register(app, services, uploads.storageToken, ({ actor, query }) => issueStorageToken(services, actor(), query));
  register(app, services, uploads.commitDirectUpload, ({ actor, body }) => commitDirect(services, actor(), body));
  register(app, services, uploads.audioCheck, ({ actor, query }) => audioCheck(services, actor(), query.fileId));
  register(app, services, uploads.viewFile, ({ actor, req }) => serveFile(services, actor(), (req.params as { id: string }).id, req.headers.range));
  // The direct upload's body is the file itself, read as a stream: its scope leaves every body unparsed.
  void app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
    register(raw, services, uploads.directUpload, ({ query, req }) => receiveDirect(services, query.token, req.raw));
  });
}
