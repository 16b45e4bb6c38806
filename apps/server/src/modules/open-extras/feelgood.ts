import { createHash } from 'node:crypto';
import { actorOf } from '../../platform/actor.ts';
import type { Auth } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { readPublicConfig } from '../open/public-config.ts';
import { surveyRunsFor } from '../survey/survey-events.ts';
import { sign, verify } from './signed-tokens.ts';

const VALID_SECONDS = 30 * 60;
const surveyId = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 12);

/**
 * The satisfaction survey (decision 020) opens at an outside survey tool; its link carries this token so each answer
 * is tied to the person and the survey without putting an account id in the URL in clear. Only for a person the
 * survey runs for; short-lived, so a shared link stops working.
 */
export async function feelgoodToken(services: Services, auth: Auth | null, now = new Date()) {
  const none = { token: null, expiresAt: null };
  if (!auth) return none;
  const { survey } = await readPublicConfig(services);
  if (!survey.url || !surveyRunsFor(actorOf(auth).account, survey, now)) return none;
  const expires = Math.floor(now.getTime() / 1000) + VALID_SECONDS;
  return { token: await sign(services, 'fg', [auth.user.id, surveyId(survey.url), expires]), expiresAt: new Date(expires * 1000).toISOString() };
}

/** Reads back a token (answers exported from the survey tool are matched this way); null when forged, foreign or expired. */
export async function readFeelgoodToken(services: Services, token: string, now = new Date()) {
  const parts = await verify(services, 'fg', token);
  if (parts?.length !== 3) return null;
  const [userId, survey, expires] = parts;
  if (Number(expires) < now.getTime() / 1000) return null;
  const { survey: running } = await readPublicConfig(services);
  return survey === surveyId(running.url) ? { userId: Number(userId) } : null;
}
