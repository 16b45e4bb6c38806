import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { supportFeedback, supportFeedbackAttachments, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { detectRealType, HEAD_BYTES, formatBytes } from '@portal/domain/release/file-checks';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, type FeedbackCategory } from '@portal/domain/support';
import { AppError, refusal } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { newObjectKey, ObjectTooLarge, readRange } from '../../platform/storage.ts';
import { newToken, sha256 } from '../../platform/tokens.ts';
import { withoutUnsafeCharacters } from '@portal/domain/file-names';

const HOUR = 3600;
const tooMany = () => new AppError(BusinessCode.TOO_MANY_REQUESTS, 429);

/** Who is writing: the account when signed in, else the address (visitors share nothing else we could count). */
const senderKey = (userId: number | null, ip: string) => (userId ? `user:${userId}` : `ip:${ip}`);

export async function feedbackForm(services: Services, userId: number | null) {
  const [user] = userId ? await services.db.select({ email: users.email }).from(users).where(eq(users.id, userId)) : [];
  const { subjectMax, messageMin, messageMax, attachmentsMax, attachmentBytesMax, attachmentTypes } = FEEDBACK_LIMITS;
  return {
    categories: [...FEEDBACK_CATEGORIES],
    email: user?.email ?? null,
    limits: { subjectMax, messageMin, messageMax, attachmentsMax, attachmentBytesMax, attachmentTypes: [...attachmentTypes] },
  };
}

const REAL_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

const attachmentError = (messageKey: string, field: string, vars?: Record<string, string>) =>
  new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field, messageKey, message: '', ...(vars && { vars }) }], messageKey, vars);

/** A file name safe to show and to offer as a download name: no folders, no control characters. */
const cleanFileName = (name: string) => withoutUnsafeCharacters(name.split(/[\\/]/).pop()!).trim().slice(0, 200) || 'attachment';

const ORPHAN_AGE_MS = 86_400_000;

/** Attachments no message took within a day of their token: their files and rows go (a few per new upload). */
async function dropOrphans(services: Services) {
  const orphans = await services.db
    .select({ id: supportFeedbackAttachments.id, objectKey: supportFeedbackAttachments.objectKey })
    .from(supportFeedbackAttachments)
    .where(and(isNull(supportFeedbackAttachments.feedbackId), lt(supportFeedbackAttachments.expiresAt, new Date(Date.now() - ORPHAN_AGE_MS))))
    .limit(20);
  if (orphans.length === 0) return;
  for (const orphan of orphans) await services.files.delete(orphan.objectKey);
  await services.db.delete(supportFeedbackAttachments).where(
    and(
      inArray(
        supportFeedbackAttachments.id,
        orphans.map((o) => o.id),
      ),
      isNull(supportFeedbackAttachments.feedbackId),
    ),
  );
}

export async function issueUploadToken(services: Services, input: { fileName: string; size: number; mimeType: string }, sender: { userId: number | null; ip: string }) {
  if (!(FEEDBACK_LIMITS.attachmentTypes as readonly string[]).includes(input.mimeType.toLowerCase())) throw attachmentError('support_attachment_type', 'query.mimeType');
  if (input.size > FEEDBACK_LIMITS.attachmentBytesMax) {
    throw attachmentError('support_attachment_too_large', 'query.size', { limit: formatBytes(FEEDBACK_LIMITS.attachmentBytesMax) });
  }
  if (!(await hit(services, `feedback-upload:${senderKey(sender.userId, sender.ip)}`, FEEDBACK_LIMITS.uploadsPerHour, HOUR))) throw tooMany();
  await dropOrphans(services);
  const token = newToken();
  const id = `fa_${randomBytes(18).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + FEEDBACK_LIMITS.uploadTokenSeconds * 1000);
  await services.db.insert(supportFeedbackAttachments).values({
    id,
    objectKey: newObjectKey('feedback', 'bin'),
    fileName: cleanFileName(input.fileName),
    contentType: input.mimeType.toLowerCase(),
    size: input.size,
    tokenHash: sha256(token),
    expiresAt,
  });
  return {
    token: `${id}.${token}`,
    uploadUrl: `/api/open/feedback/upload?token=${encodeURIComponent(`${id}.${token}`)}`,
    method: 'PUT' as const,
    expiresAt: expiresAt.toISOString(),
    maxBytes: input.size,
  };
}

/** The upload: exactly the announced number of bytes, of an accepted type by its first bytes, once per token. */
export async function receiveUpload(services: Services, token: string, body: Readable) {
  const [id, secret] = token.split('.');
  const [row] =
    id && secret
      ? await services.db
          .select()
          .from(supportFeedbackAttachments)
          .where(
            and(
              eq(supportFeedbackAttachments.id, id),
              eq(supportFeedbackAttachments.tokenHash, sha256(secret)),
              isNull(supportFeedbackAttachments.uploadedAt),
              gt(supportFeedbackAttachments.expiresAt, new Date()),
            ),
          )
      : [];
  if (!row) {
    body.resume();
    throw refusal(403, 'upload_token_invalid', 'query.token');
  }
  const written = await services.files.putStream(row.objectKey, body, 'application/octet-stream', { maxBytes: row.size }).catch((error) => {
    throw error instanceof ObjectTooLarge ? attachmentError('upload_size_mismatch', 'body') : error;
  });
  if (written.size !== row.size) {
    await services.files.delete(row.objectKey);
    throw attachmentError('upload_size_mismatch', 'body');
  }
  const type = detectRealType((await readRange(services.files, row.objectKey, 0, HEAD_BYTES)) ?? Buffer.alloc(0));
  const contentType = type ? REAL_TYPES[type] : undefined;
  if (!contentType) {
    await services.files.delete(row.objectKey);
    throw attachmentError('support_attachment_type', 'body');
  }
  await services.db.update(supportFeedbackAttachments).set({ uploadedAt: new Date(), contentType }).where(eq(supportFeedbackAttachments.id, row.id));
  return { attachmentId: row.id, fileName: row.fileName, size: row.size, contentType };
}

export interface FeedbackInput {
  category: FeedbackCategory;
  email: string;
  subject: string;
  message: string;
  attachmentIds: string[];
  conversationId?: string;
}

export async function submitFeedback(services: Services, input: FeedbackInput, sender: { userId: number | null; ip: string; language: string }) {
  if (!(await hit(services, `feedback:${senderKey(sender.userId, sender.ip)}`, FEEDBACK_LIMITS.sendsPerHour, HOUR))) throw tooMany();
  const ids = [...new Set(input.attachmentIds)];
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportFeedback)
      .values({
        userId: sender.userId,
        email: input.email.trim().toLowerCase(),
        category: input.category,
        subject: input.subject,
        message: input.message,
        lang: sender.language,
        source: input.conversationId ? 'assistant' : 'page',
        conversationId: input.conversationId ?? null,
      })
      .returning({ id: supportFeedback.id, status: supportFeedback.status });
    // Only uploaded files that no other message has taken yet; anything else undoes the whole send.
    const bound = ids.length
      ? await tx
          .update(supportFeedbackAttachments)
          .set({ feedbackId: row!.id })
          .where(and(inArray(supportFeedbackAttachments.id, ids), isNotNull(supportFeedbackAttachments.uploadedAt), isNull(supportFeedbackAttachments.feedbackId)))
          .returning({ id: supportFeedbackAttachments.id })
      : [];
    if (bound.length !== ids.length) throw attachmentError('support_attachment_unknown', 'body.attachmentIds');
    return { id: row!.id, status: row!.status as 'OPEN' };
  });
}
