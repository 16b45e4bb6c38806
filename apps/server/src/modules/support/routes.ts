import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@portal/contract/support';
import { register } from '../../platform/route.ts';
import type { Auth } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { AppError } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import { newToken } from '../../platform/tokens.ts';
import { BusinessCode } from '@portal/domain/errors';
import { answerChat, rateChatReply } from './chat.ts';
import { feedbackForm, issueUploadToken, receiveUpload, submitFeedback } from './feedback.ts';
import { feedbackAttachment, feedbackDetail, listFeedback, replyToFeedback, setFeedbackStatus } from './feedback-admin.ts';
import { hostedModelFrom } from './hosted-model.ts';
import { reportTextPatch } from './text-patch.ts';
import { faqStatistics, listArticles, readArticle, readFaq, recordFaqVote } from './knowledge.ts';

const VOTER_COOKIE = 'sp_voter';
const VOTES_PER_HOUR = 100;

/** A FAQ reader: the account when signed in, else a random id this browser keeps in a cookie. */
function voterOf(req: FastifyRequest, reply: FastifyReply, auth: Auth | null, create: boolean): string | null {
  if (auth) return `u:${auth.user.id}`;
  const cookie = req.cookies[VOTER_COOKIE];
  if (cookie && /^[A-Za-z0-9_-]{20,64}$/.test(cookie)) return `v:${cookie}`;
  if (!create) return null;
  const id = newToken();
  reply.setCookie(VOTER_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: reply.request.protocol === 'https', maxAge: 365 * 86_400 });
  return `v:${id}`;
}

/** Feedback, the assistant and the knowledge hub (decision 033). */
export async function supportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const hosted = hostedModelFrom(process.env);
  const userIdOf = (auth: Auth | null) => auth?.user.id ?? null;

  register(app, services, contract.feedbackForm, ({ optionalAuth }) => feedbackForm(services, userIdOf(optionalAuth())));
  register(app, services, contract.submitFeedback, ({ body, optionalAuth, req, language }) => submitFeedback(services, body, { userId: userIdOf(optionalAuth()), ip: req.ip, language }));
  register(app, services, contract.reportTextPatch, ({ body, optionalAuth, req }) => reportTextPatch(services, body, { userId: userIdOf(optionalAuth()), ip: req.ip }));
  register(app, services, contract.feedbackUploadToken, ({ query, optionalAuth, req }) => issueUploadToken(services, query, { userId: userIdOf(optionalAuth()), ip: req.ip }));
  // The upload's body is the file itself, read as a stream: its scope leaves every body unparsed (awaited, so the
  // route is known when the OpenAPI document is built).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
    register(raw, services, contract.feedbackUpload, ({ query, req }) => receiveUpload(services, query.token, req.raw));
  });

  register(app, services, contract.chat, ({ body, optionalAuth, req, language }) => answerChat(services, hosted, body, { language, userId: userIdOf(optionalAuth()), ip: req.ip, log: req.log }));
  register(app, services, contract.rateChatReply, ({ body }) => rateChatReply(services, body));

  register(app, services, contract.knowledgeArticles, async ({ query, language }) => listArticles(language, query));
  register(app, services, contract.knowledgeArticle, async ({ query, language }) => readArticle(language, query.slug));
  register(app, services, contract.knowledgeFaq, ({ language, req, reply, optionalAuth }) => readFaq(services, language, voterOf(req, reply, optionalAuth(), false)));
  register(app, services, contract.knowledgeFaqFeedback, async ({ body, req, reply, optionalAuth }) => {
    if (!(await hit(services, `faq-vote:ip:${req.ip}`, VOTES_PER_HOUR, 3600))) throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429);
    return recordFaqVote(services, voterOf(req, reply, optionalAuth(), true)!, body);
  });

  register(app, services, contract.adminFeedbackList, ({ query }) => listFeedback(services, query));
  register(app, services, contract.adminFeedbackDetail, ({ query }) => feedbackDetail(services, query.id));
  register(app, services, contract.adminFeedbackAttachment, ({ query }) => feedbackAttachment(services, query.id));
  register(app, services, contract.adminFeedbackReply, ({ body, auth }) => replyToFeedback(services, auth().user.id, body));
  register(app, services, contract.adminFeedbackStatus, ({ body }) => setFeedbackStatus(services, body));
  register(app, services, contract.adminFaqStats, () => faqStatistics(services));
}
