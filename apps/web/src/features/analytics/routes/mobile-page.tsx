import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { RankedBars } from '../components/ranked-bars.tsx';
import { Loaded, Section } from '../components/section.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { dayLabel, storeName } from '../labels.ts';
import { presetRange } from '../ranges.ts';

const TrendChart = lazy(() => import('../components/trend-chart.tsx').then((m) => ({ default: m.TrendChart })));
const MOBILE_PRESETS = [7, 28] as const;

/**
 * The mobile analytics page (route /mobile, the address the shell's QR code carries with from=copy_mobile_link): the
 * week or four weeks at a glance on a phone, with a way into the full pages.
 */
export function MobileAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const { user, can } = useAbilities();
  const [days, setDays] = useState<(typeof MOBILE_PRESETS)[number]>(7);
  const range = presetRange(days);
  const overview = useQuery(dataQuery(routes.overview, range, can('AnalyticsData', 'View')));
  const songs = useQuery(dataQuery(routes.songList, { ...range, count: 5, offset: 0 }, can('AnalyticsData', 'View')));
  if (!user) return null;
  if (!can('AnalyticsData', 'View')) return <NoPermission />;
  const language = i18n.language;
  return (
    <Stack gap="md" maw={560} mx="auto" px="sm" py="md" data-testid="an-mobile">
      <Title order={1} size="h3">
        {t('an_mobile_title', { name: user.nickname })}
      </Title>
      <SegmentedControl
        fullWidth
        value={String(days)}
        onChange={(value) => setDays(Number(value) as 7 | 28)}
        data={MOBILE_PRESETS.map((value) => ({ value: String(value), label: t('an_range_days', { days: value }) }))}
        data-testid="an-mobile-range"
      />
      <Loaded query={overview} height={200}>
        {(data) => (
          <>
            <Text size="xs" c="dimmed">
              {dayLabel(data.range.start, language)} – {dayLabel(data.range.end, language)}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <StatCard label={t('an_streams')} value={data.totals.streams} before={data.compareTotals.streams} testId="an-stat-streams" />
              <StatCard label={t('an_listeners')} value={data.totals.averageDailyListeners} before={data.compareTotals.averageDailyListeners} testId="an-stat-listeners" />
              <StatCard label={t('an_creations')} value={data.shortVideo.creations} before={data.shortVideo.compareCreations} testId="an-stat-creations" />
              <StatCard label={t('an_video_views')} value={data.video.views} before={data.video.compareViews} testId="an-stat-video" />
            </SimpleGrid>
            <Section title={t('an_trend_title')}>
              <Suspense fallback={<Skeleton height={220} />}>
                <TrendChart
                  dates={data.trend.map((point) => point.date)}
                  ariaLabel={t('an_trend_aria')}
                  series={[{ key: 'streams', label: t('an_this_period'), values: data.trend.map((point) => point.streams), color: 'var(--mantine-color-blue-6)' }]}
                />
              </Suspense>
            </Section>
            <Section title={t('an_top_stores')}>
              <RankedBars limit={5} items={data.stores.map((store) => ({ key: String(store.storeId), label: storeName(store.storeId), value: store.streams }))} />
            </Section>
          </>
        )}
      </Loaded>
      <Section title={t('an_top_songs')} testId="an-top-songs">
        <Loaded query={songs} isEmpty={(data) => data.list.length === 0}>
          {(data) => <RankedBars items={data.list.map((song) => ({ key: String(song.songId), label: song.title, value: song.streams, href: `/analytics/track/${song.songId}?days=${days}` }))} />}
        </Loaded>
      </Section>
      <Button component={Link} to={`/analytics?days=${days}`} variant="light" fullWidth data-testid="an-mobile-full">
        {t('an_mobile_full')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        <Anchor component={Link} to="/overview" inherit>
          {t('nav_overview')}
        </Anchor>
      </Text>
    </Stack>
  );
}
