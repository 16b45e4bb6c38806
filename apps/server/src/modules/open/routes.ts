import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as open from '@portal/contract/open';
import { users } from '@portal/db/schema';
import { checkPhone } from '@portal/domain/phone-rules';
import { messageKeyForCode } from '@portal/domain/errors';
import { dataCentreFor, isRegion, regionList } from '@portal/domain/regions';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { GATE_CACHE_SECONDS } from '../feature-gates/gates.ts';
import { readPublicConfig, savePublicConfig } from './public-config.ts';
import { visitorRegion } from './visitor-region.ts';
import { usComplianceNoticeFor } from './us-compliance.ts';
import { assessSignUp } from './sign-up-risk.ts';

export function openRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, open.ping, async () => ({ pong: true as const, time: new Date().toISOString() }));

  register(app, services, open.getRegion, async ({ req, optionalAuth }) => {
    const auth = optionalAuth();
    const region = auth?.user.region ?? visitorRegion(services, req);
    const config = await readPublicConfig(services);
    const ipRegion = visitorRegion(services, req);
    const regionBanned = config.bannedRegions.includes(ipRegion) && !auth?.user.isAdmin;
    return {
      region,
      isLogin: auth !== null,
      regionBanned,
      showRestoreRegion: usComplianceNoticeFor(config, auth?.user),
      prefixRegionList: regionList.map((r) => ({ region: r.code, phoneCode: r.phoneCode, phoneDigitsMax: r.phoneDigitsMax })),
    };
  });

  register(app, services, open.getOpenConfig, async () => readPublicConfig(services));
  register(app, services, open.putOpenConfig, async ({ body }) => savePublicConfig(services, body));

  register(app, services, open.checkPhone, async ({ body }) => {
    const result = checkPhone(body.region, body.phone);
    if (!result.ok) return { valid: false, e164: null, errorCode: result.code, messageKey: messageKeyForCode(result.code), linked: false };
    const [owner] = await services.db.select({ id: users.id }).from(users).where(eq(users.phone, result.e164)).limit(1);
    return { valid: true, e164: result.e164, errorCode: 0, messageKey: null, linked: owner !== undefined };
  });

  register(app, services, open.openFeatureGates, async ({ reply }) => {
    reply.header('cache-control', `public, max-age=${GATE_CACHE_SECONDS}`);
    return { gates: await services.gates.read('open'), cacheSeconds: GATE_CACHE_SECONDS };
  });

  register(app, services, open.signUpRiskControl, async ({ req, body }) => {
    const verdict = await assessSignUp(services, { ip: req.ip, deviceId: body.deviceId, email: body.email }, false);
    return { allowed: verdict === 'ok', reason: verdict };
  });

  register(app, services, open.setIdc, async ({ query, req, reply, optionalAuth }) => {
    const requested = query.region?.toUpperCase();
    const region = requested && isRegion(requested) ? requested : (optionalAuth()?.user.region ?? visitorRegion(services, req));
    const idc = dataCentreFor(region);
    reply.setCookie('idc', idc, { path: '/', sameSite: 'lax', secure: services.config.cookieSecure, maxAge: 365 * 86_400 });
    return { idc, region };
  });
}
