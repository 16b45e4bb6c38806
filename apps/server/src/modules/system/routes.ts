import type { FastifyInstance } from 'fastify';
import { headerConfig } from './header-config.ts';
import * as system from '@portal/contract/system';
import { systemConstants } from '@portal/domain/catalog/system-constants';
import { usStates } from '@portal/domain/catalog/us-states';
import { uiLanguages, isRtl } from '@portal/domain/languages';
import { contactMailbox, dataCentreFor, defaultRegion, regionList } from '@portal/domain/regions';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { GATE_CACHE_SECONDS } from '../feature-gates/gates.ts';
import { readPublicConfig } from '../open/public-config.ts';
import { visitorRegion } from '../open/visitor-region.ts';
import { usComplianceNoticeFor } from '../open/us-compliance.ts';
import { sendInvite } from './send-invite.ts';

// Regions whose visitors must give cookie consent before analytics cookies (GDPR and UK GDPR).
const consentRegions = new Set(['GB', 'IE', 'DE', 'FR', 'NL', 'BE', 'SE', 'DK']);

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export function systemRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, system.systemFeatureGates, async () => ({ gates: await services.gates.read('system'), cacheSeconds: GATE_CACHE_SECONDS }));
  register(app, services, system.releaseFeatureGates, async () => ({ gates: await services.gates.read('release'), cacheSeconds: GATE_CACHE_SECONDS }));

  register(app, services, system.systemConstants, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return systemConstants;
  });

  register(app, services, system.systemBasic, async () => ({
    serverTime: new Date().toISOString(),
    testMode: services.config.testMode,
    defaultRegion,
    regions: regionList.map((r) => ({
      code: r.code,
      phoneCode: r.phoneCode,
      language: r.language,
      phoneDigitsMax: r.phoneDigitsMax,
      dataCentre: dataCentreFor(r.code),
      contactMailbox: contactMailbox(r.code),
    })),
    languages: uiLanguages.map((code) => ({ code, rtl: isRtl(code) })),
    usStates,
    limits: { defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE, defaultTrackCountLimit: 500, songwritersPerSplit: services.config.songwritersPerTrack },
    directUpload: services.files.directUploads !== undefined,
  }));

  register(app, services, system.systemPreference, async ({ auth }) => {
    const { user } = auth();
    const saved = (user.preferences ?? {}) as Partial<Record<string, boolean>>;
    return {
      language: user.language,
      emailNotifications: saved.emailNotifications ?? true,
      marketingEmails: saved.marketingEmails ?? false,
      smsNotifications: saved.smsNotifications ?? true,
    };
  });

  register(app, services, system.systemCompliance, async ({ req, optionalAuth }) => {
    const user = optionalAuth()?.user;
    const region = user?.region ?? visitorRegion(services, req);
    const config = await readPublicConfig(services);
    return { usComplianceNotice: usComplianceNoticeFor(config, user), cookieConsentRequired: consentRegions.has(region), region };
  });

  register(app, services, system.systemInvite, async ({ auth, body }) => sendInvite(services, auth().user, body.email));

  register(app, services, system.headerConfig, async ({ actor }) => headerConfig(services, actor()));
}
