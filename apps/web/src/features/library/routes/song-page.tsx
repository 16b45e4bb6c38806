import { Anchor, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDuration } from '@portal/domain/format-duration';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AudioPreview } from '../../../components/audio-preview.tsx';
import { CoverArt } from '../../../components/cover-art.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { releaseStatusColor, releaseStatusKey } from '../../../lib/release-status-labels.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { songDetailQuery, songUsageQuery, type SongUsage } from '../api.ts';

/** /library/:songId: one song, playable, with everywhere it is used (decision 056). */
export function SongPage() {
  const { t } = useTranslation();
  const songId = Number(useParams()['*']);
  const valid = Number.isSafeInteger(songId) && songId > 0;
  const song = useQuery({ ...songDetailQuery(songId), enabled: valid });
  const usage = useQuery({ ...songUsageQuery(songId), enabled: valid });
  const back = { to: '/library', label: t('library_back'), testId: 'song-back' };

  if (!valid || song.error) {
    return (
      <Container size="lg" py="xl">
        <PageHeading back={back} title={t('library_song_missing_title')} subtitle="" />
        <FormError error={song.error} messageKey={song.error ? undefined : 'song_not_found'} />
      </Container>
    );
  }
  if (!song.data) return <PageLoader />;
  const data = song.data;
  const title = data.version ? `${data.title} (${data.version})` : data.title;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading back={back} title={title} subtitle={data.artists} />
        <Card withBorder padding="lg" data-testid="song-summary">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <CoverArt src={data.coverUrl} alt={t('library_cover_alt', { title: data.albumTitle })} size={120} />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Group gap="sm">
                <AudioPreview src={data.audioUrl} durationMs={data.durationMs} title={title} size="lg" />
                <Badge color={releaseStatusColor(data.status)} variant="light">
                  {t(releaseStatusKey(data.status))}
                </Badge>
              </Group>
              <Fact label="ISRC" value={data.isrc || '—'} />
              <Fact label={t('library_column_release')} value={data.albumTitle} />
              <Fact label={t('library_column_duration')} value={data.durationMs ? formatDuration(data.durationMs) : '—'} />
              <Fact label={t('library_source_label')} value={t(`library_source_${data.source}`)} />
            </Stack>
          </Group>
        </Card>
        <Title order={2} size="h4">
          {t('library_usage_title')}
        </Title>
        <FormError error={usage.error} />
        {usage.data && <Usage usage={usage.data} />}
      </Stack>
    </Container>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

function UsageCard({ title, testId, children, link }: { title: string; testId: string; children: ReactNode; link: { to: string; label: string } }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="xs" h="100%">
        <Text fw={700}>{title}</Text>
        <div style={{ flex: 1 }}>{children}</div>
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      </Stack>
    </Card>
  );
}

function Usage({ usage }: { usage: SongUsage }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <UsageCard title={t('library_usage_releases')} testId="song-usage-releases" link={{ to: '/release-management', label: t('library_usage_releases_link') }}>
        <Stack gap={4}>
          {usage.releases.map((release) => (
            <Group key={release.songId} gap="xs" justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={release.isDraft ? `/release/edit/${release.albumId}` : `/release-management/${release.albumId}`} size="sm" truncate>
                {release.title}
              </Anchor>
              <Badge size="sm" color={releaseStatusColor(release.status)} variant="light">
                {t(releaseStatusKey(release.status))}
              </Badge>
            </Group>
          ))}
        </Stack>
      </UsageCard>
      <UsageCard
        title={t('library_usage_split')}
        testId="song-usage-split"
        link={usage.split ? { to: '/revenue/splits', label: t('library_usage_split_link') } : { to: '/revenue/splits/new', label: t('library_usage_split_new') }}
      >
        <Text size="sm">
          {usage.split
            ? t('library_usage_split_text', { status: t(`split_ui_status_${usage.split.status}`), count: usage.split.collaborators, month: usage.split.effectiveFrom })
            : t('library_usage_split_none')}
        </Text>
      </UsageCard>
      <UsageCard
        title={t('library_usage_publishing')}
        testId="song-usage-publishing"
        link={{ to: '/publishing', label: usage.publishing ? t('library_usage_publishing_link') : t('library_usage_publishing_new') }}
      >
        <Text size="sm">
          {usage.publishing
            ? [t(`admin_pub_work_${usage.publishing.status}`), usage.publishing.iswc && `ISWC ${usage.publishing.iswc}`].filter(Boolean).join(' · ')
            : t('library_usage_publishing_none')}
        </Text>
      </UsageCard>
      <UsageCard title={t('library_usage_promotion')} testId="song-usage-promotion" link={{ to: '/promotion/applications', label: t('library_usage_promotion_link') }}>
        <Stack gap={4}>
          {usage.promotions.length === 0 && <Text size="sm">{t('library_usage_promotion_none')}</Text>}
          {usage.promotions.map((promotion) => (
            <Text key={promotion.applicationId} size="sm">
              {promotion.campaignTitle} · {t(`promo_status_${promotion.status}`)}
            </Text>
          ))}
          <Text size="sm" c="dimmed">
            {usage.discoveryMode ? t('library_usage_discovery_on') : t('library_usage_discovery_off')}
          </Text>
        </Stack>
      </UsageCard>
    </SimpleGrid>
  );
}
