import { z } from 'zod';
import { defineRoute, okResponse } from './route.ts';
import * as heads from './heads/open.ts';

export const regionInfo = z.object({
  region: z.string(),
  isLogin: z.boolean(),
  regionBanned: z.boolean(),
  showRestoreRegion: z.boolean(),
  prefixRegionList: z.array(z.object({ region: z.string(), phoneCode: z.string(), phoneDigitsMax: z.number() })),
});

export const publicConfig = z.object({
  bannedRegions: z.array(z.string()),
  usComplianceNotice: z.boolean(),
  /** The day US service came back: the notice concerns US accounts made before it (decision 071). */
  usComplianceRestoredOn: z.iso.date(),
  chatBotEnabled: z.boolean(),
  supportEmail: z.string(),
  /** The survey banner of document 2 section 2: its window (local dates, inclusive) and where its link goes. */
  survey: z.object({ start: z.iso.date(), end: z.iso.date(), url: z.url({ protocol: /^https$/ }).max(500) }),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const ping = defineRoute(heads.ping, {
  summary: 'Liveness check',
  response: z.object({ pong: z.literal(true), time: z.string() }),
});

export const getRegion = defineRoute(heads.getRegion, {
  summary: "The visitor's region from the edge's country header (or test-mode mock), login state and banned flag",
  response: regionInfo,
});

export const getOpenConfig = defineRoute(heads.getOpenConfig, {
  summary: 'Public portal settings',
  response: publicConfig,
});

export const putOpenConfig = defineRoute(heads.putOpenConfig, {
  summary: 'Operators change public portal settings',
  body: publicConfig.partial().strict(),
  response: publicConfig,
});

export const checkPhone = defineRoute(heads.checkPhone, {
  summary: 'Validate a phone number for a region',
  body: z.object({ region: z.string().length(2), phone: z.string().min(1).max(32) }),
  response: z.object({
    valid: z.boolean(),
    e164: z.string().nullable(),
    errorCode: z.number().int(),
    messageKey: z.string().nullable(),
    linked: z.boolean(),
  }),
});

export const gatesResponse = z.object({ gates: z.record(z.string(), z.boolean()), cacheSeconds: z.number() });

export const openFeatureGates = defineRoute(heads.openFeatureGates, {
  summary: 'Feature gates visible to anonymous visitors',
  response: gatesResponse,
});

export const signUpRiskControl = defineRoute(heads.signUpRiskControl, {
  summary: 'Ask whether a sign-up from this IP, device and email would be accepted',
  body: z.object({ email: z.string().max(254).optional(), deviceId: z.string().max(128).optional() }),
  response: z.object({ allowed: z.boolean(), reason: z.enum(['ok', 'ip_flood', 'device_flood', 'disposable_email']) }),
});

export const setIdc = defineRoute(heads.setIdc, {
  summary: 'Choose the data centre by region (US, CA and PR are North America) and remember it in a cookie',
  query: z.object({ region: z.string().length(2).optional() }),
  response: z.object({ idc: z.enum(['NA', 'INTL']), region: z.string() }),
});

export { okResponse };
