import { z } from 'zod';
import { defineRoute, okResponse } from './route.ts';
import { gatesResponse } from './open.ts';
import * as heads from './heads/system.ts';

export const systemFeatureGates = defineRoute(heads.systemFeatureGates, {
  summary: 'Feature gates of the portal for the signed-in user',
  response: gatesResponse,
});

export const releaseFeatureGates = defineRoute(heads.releaseFeatureGates, {
  summary: 'Feature gates of the release form',
  response: gatesResponse,
});

const named = z.object({ id: z.string(), name: z.string() });

export const constantsResponse = z.object({
  genres: z.array(named.extend({ subgenres: z.array(named) })),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  disabledTitleKeywords: z.array(z.string()),
  disabledVersionKeywords: z.array(z.string()),
  dirtyWords: z.array(z.string()),
  blockedArtistNameKeywords: z.array(z.object({ keyword: z.string(), store: z.string() })),
});
export type Constants = z.infer<typeof constantsResponse>;

export const systemConstants = defineRoute(heads.systemConstants, {
  summary: 'Remote constants: genres with subgenres, languages, disabled keywords, dirty words, blocked artist-name keywords',
  response: constantsResponse,
});

export const systemBasic = defineRoute(heads.systemBasic, {
  summary: 'Basic settings the shell needs: regions, phone codes, languages, limits, server time, test mode, whether files go straight to storage',
  response: z.object({
    serverTime: z.string(),
    testMode: z.boolean(),
    defaultRegion: z.string(),
    regions: z.array(z.object({ code: z.string(), phoneCode: z.string(), language: z.string(), phoneDigitsMax: z.number(), dataCentre: z.enum(['NA', 'INTL']), contactMailbox: z.string() })),
    languages: z.array(z.object({ code: z.string(), rtl: z.boolean() })),
    usStates: z.array(z.object({ code: z.string(), name: z.string() })),
    limits: z.object({ defaultPageSize: z.number(), maxPageSize: z.number(), defaultTrackCountLimit: z.number(), songwritersPerSplit: z.number() }),
    /** Files go straight from the browser to the S3 bucket (/upload/vcloud/ststoken); false: the chunked upload. */
    directUpload: z.boolean(),
  }),
});

export const preferences = z.object({
  language: z.string(),
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  smsNotifications: z.boolean(),
});

export const systemPreference = defineRoute(heads.systemPreference, {
  summary: "The signed-in user's preferences with defaults filled in",
  response: preferences,
});

export const systemCompliance = defineRoute(heads.systemCompliance, {
  summary: 'Compliance notices that apply to this visitor',
  response: z.object({ usComplianceNotice: z.boolean(), cookieConsentRequired: z.boolean(), region: z.string() }),
});

export const systemInvite = defineRoute(heads.systemInvite, {
  summary: "Email a friend an invitation to sign up with the user's invite code",
  body: z.object({ email: z.email().max(254) }),
  response: z.object({ sent: z.literal(true), inviteLink: z.string() }),
  errorCodes: [70004],
});

export const headerConfig = defineRoute(heads.headerConfig, {
  summary: 'What the shell header shows: unread notices, banners, mobile QR',
  response: z.object({
    unreadNoticeCount: z.number(),
    unreadSplitNoticeCount: z.number(),
    /** pages: the paths where a banner shows; absent means every page. */
    banners: z.array(z.object({ id: z.string(), kind: z.string(), messageKey: z.string(), link: z.string().nullable(), pages: z.array(z.string()).optional() })),
    showMobileQr: z.boolean(),
    mobileLinkPath: z.string(),
  }),
});

export { okResponse };
