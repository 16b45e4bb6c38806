import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import * as contract from '@portal/contract/oauth';
import { UserType } from '@portal/domain/enums';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { bindAccount, finishCodeFlow, platformData, shortVideoToken, verifyGoogleToken } from './flows.ts';
import { linkInfo, linkOf, startAuthorization, unlink } from './links.ts';
import { platforms, type Platform } from './providers.ts';

export function oauthRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.oauthAuthorize, ({ actor, query, language }) => startAuthorization(services, actor().accountId, query.platform, query.next, language));
  register(app, services, contract.googleRegister, ({ actor, query, language }) => startAuthorization(services, actor().accountId, 'google', query.next, language));
  register(app, services, contract.spotifyRegister, ({ actor, query, language }) => startAuthorization(services, actor().accountId, 'spotify', query.next, language));
  register(app, services, contract.ttToken, ({ query }) => shortVideoToken(services, query));
  register(app, services, contract.thirdPartyBind, ({ actor, body }) => bindAccount(services, actor().accountId, body));
  register(app, services, contract.googleVerify, ({ body }) => verifyGoogleToken(services, body));

  register(app, services, contract.ttAuthUpdate, async ({ actor, body }) => {
    const scopes = [...new Set(body.scopes)];
    await services.db.execute(sql`update linked_accounts set scopes = ${JSON.stringify(scopes)}::jsonb where user_id = ${actor().accountId} and platform = 'tiktok'`);
    return { scopes: (await linkOf(services, actor().accountId, 'tiktok')) ? scopes : [] };
  });
  register(app, services, contract.ttAuthInfo, async ({ actor }) => linkInfo(await linkOf(services, actor().accountId, 'tiktok')));
  register(app, services, contract.googleLink, async ({ actor }) => linkInfo(await linkOf(services, actor().accountId, 'google')));
  register(app, services, contract.googleUnlink, ({ actor }) => unlink(services, actor().accountId, 'google'));
  register(app, services, contract.unlinkAccount, ({ actor, body }) => unlink(services, actor().accountId, body.platform));
  register(app, services, contract.linkedAccounts, async ({ actor }) => ({
    platforms: await Promise.all(
      platforms.map(async (platform) => ({ platform, available: Boolean(services.config.oauth[platform]), ...linkInfo(await linkOf(services, actor().accountId, platform)) })),
    ),
  }));

  register(app, services, contract.instagramUser, async ({ actor }) => {
    const { link, data } = await platformData(services, actor().accountId, 'instagram', '/me?fields=id,username,media_count');
    return { linked: link !== null, id: data?.id ?? link?.externalId ?? null, username: data?.username ?? link?.username ?? null, mediaCount: data?.media_count ?? null };
  });
  register(app, services, contract.spotifyReleaseInfo, async ({ actor }) => {
    const { link, data } = await platformData(services, actor().accountId, 'spotify', '/me/albums?limit=20');
    const items = Array.isArray(data?.items) ? data.items : [];
    return {
      linked: link !== null,
      releases: items
        // biome-ignore lint/suspicious/noExplicitAny: a provider's answer is untyped JSON, read field by field with fallbacks
        .map((item: any) => ({ id: String(item.album?.id ?? ''), name: String(item.album?.name ?? ''), releaseDate: item.album?.release_date ?? null }))
        .filter((r: { id: string }) => r.id),
    };
  });
  register(app, services, contract.spotifyInstantAccess, async ({ actor }) => {
    const link = await linkOf(services, actor().accountId, 'spotify');
    return { linked: link !== null, eligible: link !== null, accessUrl: link ? 'https://artists.spotify.com/claim' : null };
  });
  register(app, services, contract.youtubeChannelInfo, async ({ actor }) => {
    const { link, data } = await platformData(services, actor().accountId, 'youtube', '/channels?part=snippet,statistics&mine=true');
    const channel = Array.isArray(data?.items) ? data.items[0] : null;
    return {
      linked: link !== null,
      channelId: channel?.id ?? null,
      title: channel?.snippet?.title ?? null,
      subscriberCount: channel?.statistics?.subscriberCount !== undefined ? Number(channel.statistics.subscriberCount) : null,
    };
  });

  register(app, services, contract.musicTabConfirm, async ({ actor }) => {
    const accountId = actor().accountId;
    await services.db
      .update(users)
      .set({ extra: sql`jsonb_set(${users.extra}, '{musicTabConfirmed}', 'true'::jsonb)` })
      .where(eq(users.id, accountId));
    await services.sessions.invalidateUser(accountId);
    return { confirmed: true as const };
  });
  register(app, services, contract.musicTabInfo, async ({ actor }) => {
    const { account } = actor();
    const extra = (account.extra ?? {}) as { musicTabConfirmed?: boolean; musicTabEnableType?: number; metaArtistId?: string | null };
    return {
      activated: (extra.musicTabEnableType ?? 0) > 0,
      confirmed: extra.musicTabConfirmed ?? false,
      linked: (await linkOf(services, account.id, 'tiktok')) !== null,
      hasBoundMetaArtist: Boolean(extra.metaArtistId),
      albumCount: 0,
      isLabel: account.type === UserType.LABEL,
    };
  });

  // The code flows come back here; the result goes to the generic OAuth status page of the web app.
  app.get<{ Params: { platform: string }; Querystring: { code?: string; state?: string; error?: string } }>('/api/oauth/callback/:platform', async (req, reply) => {
    const platform = req.params.platform as Platform;
    if (platform !== 'spotify' && platform !== 'instagram') return reply.redirect('/');
    const pick = (value: unknown) => (typeof value === 'string' ? value.slice(0, 1000) : undefined);
    const result = await finishCodeFlow(services, platform, { code: pick(req.query.code), state: pick(req.query.state), error: pick(req.query.error) });
    const target = new URLSearchParams({ errorCode: String(result.errorCode), platform, ...(result.errorMsg ? { errorMsg: result.errorMsg } : {}) });
    return reply.redirect(`/oauth/status?${target}`);
  });
}
