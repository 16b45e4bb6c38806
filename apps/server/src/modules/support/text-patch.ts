import { eq } from 'drizzle-orm';
import { supportFeedback, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { FEEDBACK_LIMITS, TEXT_PATCH_LIMITS, TEXT_PATCH_SOURCE } from '@portal/domain/support';
import { AppError, refusal } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';

export interface TextPatchInput {
  text: string;
  suggestion: string;
  page: string;
  language: string;
  email?: string;
}

/**
 * A tester's text-patch report (document 1 section 2, decision 065), only in a test mode: it lands in the operators'
 * feedback inbox as a technical message from the text-patch source, in the page's language, so it is read, fixed and
 * closed like any other. The message reads the same in every language: the page and language, the text, the suggestion.
 */
export async function reportTextPatch(services: Services, input: TextPatchInput, sender: { userId: number | null; ip: string }) {
  if (!services.config.testMode) throw refusal(404, 'error_not_found');
  const key = sender.userId ? `user:${sender.userId}` : `ip:${sender.ip}`;
  if (!(await hit(services, `text-patch:${key}`, TEXT_PATCH_LIMITS.perHour, 3600))) throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429);
  const [user] = sender.userId ? await services.db.select({ email: users.email }).from(users).where(eq(users.id, sender.userId)) : [];
  const lines = [`${input.page} · ${input.language}`, '', `« ${input.text} »`];
  if (input.suggestion) lines.push('', `→ « ${input.suggestion} »`);
  const [row] = await services.db
    .insert(supportFeedback)
    .values({
      userId: sender.userId,
      email: (user?.email ?? input.email ?? '').trim().toLowerCase(),
      category: 'technical',
      subject: input.text.replace(/\s+/g, ' ').slice(0, FEEDBACK_LIMITS.subjectMax),
      message: lines.join('\n'),
      lang: input.language,
      source: TEXT_PATCH_SOURCE,
    })
    .returning({ id: supportFeedback.id });
  return { id: row!.id };
}
