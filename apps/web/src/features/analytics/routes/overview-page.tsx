import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Badge, Card, Container, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { platformById } from '@portal/domain/catalog/platforms';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatCompact, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { overviewQuery, topSongsQuery, type Overview } from '../api.ts';
import { change, presetRange, RANGE_PRESETS, type RangePreset } from '../ranges.ts';

const TrendChart = lazy(() => import('../components/trend-chart.tsx').then((m) => ({ default: m.TrendChart })));

/** Data insights overview (route /analytics): the range's numbers next to the period before, the trend, stores and songs. */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation();
  const { user, can } = useAbilities();
  const [preset, setPreset] = useState<RangePreset>(28);
  if (!user) return null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('an_title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('an_subtitle')}
          </Text>
        </Stack>
        <SegmentedControl
          value={String(preset)}
          onChange={(value) => setPreset(Number(value) as RangePreset)}
          data={RANGE_PRESETS.map((days) => ({ value: String(days), label: t('an_range_days', { days }) }))}
          data-testid="an-range"
        />
      </Group>
      {can('AnalyticsData', 'View') ? <OverviewBody range={presetRange(preset)} /> : <NoPermission />}
    </Container>
  );
}

function OverviewBody({ range }: { range: { start: string; end: string } }) {
  const { t, i18n } = useTranslation();
  const { data, error, isPending } = useQuery(overviewQuery(range));
  if (error) return <Alert color="red">{t(errorMessageKey(error, (key) => i18n.exists(key)))}</Alert>;
  if (isPending || !data) return <Skeleton height={320} radius="md" />;
  const empty = data.totals.streams === 0 && data.shortVideo.creations === 0 && data.video.views === 0;
  return (
    <Stack gap="lg" data-testid="an-overview" data-start={data.range.start} data-end={data.range.end}>
      {data.dataThrough && (
        <Text size="xs" c="dimmed">
          {t('an_data_through', { date: new Date(`${data.dataThrough}T00:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }) })}
        </Text>
      )}
      {empty && (
        <Alert variant="light" data-testid="an-empty">
          {t('an_empty')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
        <Stat label={t('an_streams')} value={data.totals.streams} before={data.compareTotals.streams} testId="an-stat-streams" />
        <Stat label={t('an_listeners')} value={data.totals.averageDailyListeners} before={data.compareTotals.averageDailyListeners} testId="an-stat-listeners" />
        <Stat label={t('an_saves')} value={data.totals.saves} before={data.compareTotals.saves} testId="an-stat-saves" />
        <Stat label={t('an_creations')} value={data.shortVideo.creations} before={data.shortVideo.compareCreations} testId="an-stat-creations" />
        <Stat label={t('an_video_views')} value={data.video.views} before={data.video.compareViews} testId="an-stat-video" />
      </SimpleGrid>
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          {t('an_trend_title')}
        </Text>
        <Suspense fallback={<Skeleton height={240} />}>
          <TrendChart points={data.trend} comparison={data.compareTrend} />
        </Suspense>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TopStores stores={data.stores} />
        <TopSongs range={range} />
      </SimpleGrid>
    </Stack>
  );
}

function Stat({ label, value, before, testId }: { label: string; value: number; before: number; testId: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const delta = change(value, before);
  return (
    <Card withBorder padding="sm" data-testid={testId} data-value={value}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" title={formatNumber(value, language)}>
        {formatCompact(value, language)}
      </Text>
      <Text size="xs" c={delta === null ? 'dimmed' : delta >= 0 ? 'teal' : 'red'}>
        {delta === null ? '—' : `${delta >= 0 ? '▲' : '▼'} ${new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(delta))}`}
      </Text>
    </Card>
  );
}

function TopStores({ stores }: { stores: Overview['stores'] }) {
  const { t, i18n } = useTranslation();
  const total = stores.reduce((sum, store) => sum + store.streams, 0);
  return (
    <Card withBorder padding="md" data-testid="an-top-stores">
      <Text fw={600} mb="sm">
        {t('an_top_stores')}
      </Text>
      {stores.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('an_no_data')}
        </Text>
      ) : (
        <Stack gap={8}>
          {stores.map((store) => (
            <div key={store.storeId}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{platformById(store.storeId)?.name ?? store.storeId}</Text>
                <Text size="sm" fw={600}>
                  {formatCompact(store.streams, i18n.language)}
                </Text>
              </Group>
              <div style={{ height: 6, borderRadius: 3, background: 'var(--mantine-color-default-border)' }}>
                <div style={{ height: 6, borderRadius: 3, width: `${total ? (store.streams / total) * 100 : 0}%`, background: 'var(--mantine-color-blue-6)' }} />
              </div>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function TopSongs({ range }: { range: { start: string; end: string } }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(topSongsQuery(range));
  return (
    <Card withBorder padding="md" data-testid="an-top-songs">
      <Text fw={600} mb="sm">
        {t('an_top_songs')}
      </Text>
      {!data ? (
        <Skeleton height={160} />
      ) : data.list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('an_no_data')}
        </Text>
      ) : (
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {data.list.map((song) => (
              <Table.Tr key={song.songId}>
                <Table.Td>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {song.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {song.artists.join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Text size="sm" fw={600}>
                    {formatCompact(song.streams, i18n.language)}
                  </Text>
                  {song.creations > 0 && (
                    <Badge size="xs" variant="light">
                      {t('an_song_creations', { creations: formatCompact(song.creations, i18n.language) })}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Anchor component={Link} to="/release-management" size="xs" mt="sm" display="block">
        {t('an_all_releases')}
      </Anchor>
    </Card>
  );
}
