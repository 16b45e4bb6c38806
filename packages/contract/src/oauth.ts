import { z } from 'zod';
import { defineRoute, okResponse } from './route.ts';
import * as heads from './heads/oauth.ts';

export const platform = z.enum(['tiktok', 'google', 'youtube', 'spotify', 'instagram']);
const nextPath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)/)
  .optional();

/** OAuth results: 0 success, 10 auth fail, 20 state mismatch, 30 scope invalid, 40 auth code invalid. */
const oauthResult = z.object({ errorCode: z.number(), platform, nextPath: z.string() });

const authorize = z.object({ authorizeUrl: z.string(), state: z.string() });

export const oauthAuthorize = defineRoute(heads.oauthAuthorize, {
  summary: 'The address that starts linking a platform account (any configured platform)',
  query: z.object({ platform, next: nextPath }),
  response: authorize,
});

export const googleRegister = defineRoute(heads.googleRegister, {
  summary: 'The Google authorisation address for linking a Google account',
  query: z.object({ next: nextPath }),
  response: authorize,
});

export const spotifyRegister = defineRoute(heads.spotifyRegister, {
  summary: 'The Spotify authorisation address for linking a Spotify account',
  query: z.object({ next: nextPath }),
  response: authorize,
});

export const ttToken = defineRoute(heads.ttToken, {
  summary: 'Swap a short-video authorisation code for an access token (the callback page’s code and redirect address)',
  query: z.object({ code: z.string().min(1).max(500), redirectURI: z.string().url().max(500), state: z.string().max(1000).optional() }),
  response: z.object({ openId: z.string(), accessToken: z.string() }),
  errorCodes: [20, 40],
});

export const thirdPartyBind = defineRoute(heads.thirdPartyBind, {
  summary: 'Bind a platform account to this account with its access token (the path document 1 does not show)',
  body: z.object({ platformAppId: z.number().int(), openid: z.string().max(200), access_token: z.string().min(1).max(4000), extra_params: z.record(z.string(), z.string()).optional() }).strict(),
  response: z.object({ bound: z.literal(true), platform, username: z.string().nullable() }),
  errorCodes: [1041, 10],
});

export const ttAuthUpdate = defineRoute(heads.ttAuthUpdate, {
  summary: 'Record the scopes the short-video account granted',
  body: z.object({ scopes: z.array(z.string().max(100)).max(20) }).strict(),
  response: z.object({ scopes: z.array(z.string()) }),
});

const linkInfo = z.object({
  linked: z.boolean(),
  externalId: z.string().nullable(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  scopes: z.array(z.string()),
  linkedAt: z.string().nullable(),
});

export const ttAuthInfo = defineRoute(heads.ttAuthInfo, {
  summary: 'The linked short-video account',
  response: linkInfo,
});

export const googleVerify = defineRoute(heads.googleVerify, {
  summary: 'Save a Google (or video-sharing) access token from the link pages with its state',
  body: z.object({ state: z.string().min(1).max(1000), accessToken: z.string().min(1).max(4000) }).strict(),
  response: oauthResult,
});

export const googleLink = defineRoute(heads.googleLink, {
  summary: 'The linked Google account',
  response: linkInfo,
});

export const googleUnlink = defineRoute(heads.googleUnlink, {
  summary: 'Unlink the Google account',
  response: okResponse,
});

export const linkedAccounts = defineRoute(heads.linkedAccounts, {
  summary: 'Every platform: whether it is offered here and which account is linked',
  response: z.object({ platforms: z.array(linkInfo.extend({ platform, available: z.boolean() })) }),
});

export const unlinkAccount = defineRoute(heads.unlinkAccount, {
  summary: 'Unlink a platform account',
  body: z.object({ platform }).strict(),
  response: okResponse,
});

export const instagramUser = defineRoute(heads.instagramUser, {
  summary: 'The linked Instagram profile, read from Instagram',
  response: z.object({ linked: z.boolean(), id: z.string().nullable(), username: z.string().nullable(), mediaCount: z.number().nullable() }),
});

export const spotifyReleaseInfo = defineRoute(heads.spotifyReleaseInfo, {
  summary: 'Releases saved in the linked Spotify account, read from Spotify',
  response: z.object({ linked: z.boolean(), releases: z.array(z.object({ id: z.string(), name: z.string(), releaseDate: z.string().nullable() })) }),
});

export const spotifyInstantAccess = defineRoute(heads.spotifyInstantAccess, {
  summary: 'Whether Spotify for Artists access can be requested now, and where',
  response: z.object({ linked: z.boolean(), eligible: z.boolean(), accessUrl: z.string().nullable() }),
});

export const youtubeChannelInfo = defineRoute(heads.youtubeChannelInfo, {
  summary: 'The linked video-sharing channel, read from the platform',
  response: z.object({ linked: z.boolean(), channelId: z.string().nullable(), title: z.string().nullable(), subscriberCount: z.number().nullable() }),
});

export const musicTabConfirm = defineRoute(heads.musicTabConfirm, {
  summary: 'Confirm activating the music tab of the short-video account',
  response: z.object({ confirmed: z.literal(true) }),
});

export const musicTabInfo = defineRoute(heads.musicTabInfo, {
  summary: 'What the music-tab middle page decides from',
  response: z.object({
    activated: z.boolean(),
    confirmed: z.boolean(),
    linked: z.boolean(),
    hasBoundMetaArtist: z.boolean(),
    albumCount: z.number(),
    isLabel: z.boolean(),
  }),
});
