import type { ReactNode } from 'react';
import { Anchor, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { googleLinkQuery, instagramUserQuery, ttAuthInfoQuery, youtubeChannelQuery } from '../api.ts';
import type { Platform } from '../oauth-helpers.ts';

/** A linked account's row: what the platform says about it, read when the row shows (Spotify's goes to pitching). */
export function PlatformDetails({ platform }: { platform: Platform }) {
  if (platform === 'google') return <GoogleDetails />;
  if (platform === 'tiktok') return <ShortVideoDetails />;
  if (platform === 'youtube') return <ChannelDetails />;
  if (platform === 'instagram') return <InstagramDetails />;
  return null;
}

function Details({ platform, loading, children }: { platform: Platform; loading: boolean; children: ReactNode }) {
  if (loading) return <Skeleton height={14} width="60%" mt={4} />;
  return (
    <Text size="xs" c="dimmed" data-testid={`linked-account-details-${platform}`}>
      {children}
    </Text>
  );
}

/** The platform did not answer (a token it no longer takes, or it is down): said, rather than showing blanks. */
function NoAnswer({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="orange.8" data-testid={`linked-account-details-${platform}`} data-answer="none">
      {t('linked_details_no_answer')}
    </Text>
  );
}

function GoogleDetails() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(googleLinkQuery);
  if (isError) return <NoAnswer platform="google" />;
  const account = data?.username ?? data?.displayName ?? data?.externalId ?? '';
  return (
    <Details platform="google" loading={isPending}>
      {data?.linkedAt ? t('linked_google_since', { account, date: formatDateTime(data.linkedAt) }) : account}
    </Details>
  );
}

function ShortVideoDetails() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(ttAuthInfoQuery);
  if (isError) return <NoAnswer platform="tiktok" />;
  return (
    <Details platform="tiktok" loading={isPending}>
      {t('linked_tiktok_scopes', { value: data?.scopes.length ?? 0 })}
      {data?.linkedAt ? ` · ${t('linked_since', { date: formatDateTime(data.linkedAt) })}` : ''}
    </Details>
  );
}

function ChannelDetails() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useQuery(youtubeChannelQuery);
  if (isError || (data && !data.channelId)) return <NoAnswer platform="youtube" />;
  return (
    <Details platform="youtube" loading={isPending}>
      {data?.channelId && (
        <Anchor href={`https://www.youtube.com/channel/${encodeURIComponent(data.channelId)}`} target="_blank" rel="noopener noreferrer" size="xs">
          {data.title ?? data.channelId}
        </Anchor>
      )}
      {data?.subscriberCount !== null && data?.subscriberCount !== undefined ? ` · ${t('linked_youtube_subscribers', { value: formatNumber(data.subscriberCount, i18n.language) })}` : ''}
    </Details>
  );
}

function InstagramDetails() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useQuery(instagramUserQuery);
  if (isError || (data && data.mediaCount === null)) return <NoAnswer platform="instagram" />;
  return (
    <Details platform="instagram" loading={isPending}>
      {data?.username ? `@${data.username} · ` : ''}
      {t('linked_instagram_posts', { value: formatNumber(data?.mediaCount ?? 0, i18n.language) })}
    </Details>
  );
}
