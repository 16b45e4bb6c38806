import { Anchor, Badge, Box, Button, Card, Container, Group, List, Notification, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PUBLISHING_LIMITS } from '@portal/domain/publishing/limits';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { CoverArt } from '../../../components/cover-art.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { trackListQuery, type PublishingTrack } from '../api.ts';
import { PercentBar } from '../components/percent-bar.tsx';
import { inPublishingArea } from '../components/publishing-area.tsx';
import { publishingPaths } from '../paths.ts';

const hints = ['transmission', 'info', 'royalties', 'withdraw'];

/** The page number of ?p= (1-based; anything else is page 1). */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function TrackAction({ track }: { track: PublishingTrack }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={publishingPaths.splits(track.songId)} size="sm" fw={600} data-testid={`publishing-track-action-${track.songId}`}>
      {t(track.status ? 'pubw_view_detail' : 'pubw_register_composition')}
    </Anchor>
  );
}

function TrackStatus({ track }: { track: PublishingTrack }) {
  const { t } = useTranslation();
  if (!track.status) return <Text size="sm">—</Text>;
  return (
    <Badge variant="light" color="blue" tt="none">
      {t('pubw_status_submitted')}
    </Badge>
  );
}

/** A track's phone card: the cover beside its title, share, status and action. */
function TrackCard({ track }: { track: PublishingTrack }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <CoverArt src={track.coverUrls.medium} alt="" size={56} radius={6} />
      <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
        <Stack gap={0}>
          <Text size="sm" fw={600} lineClamp={1} data-testid="publishing-track-title">
            {track.songTitle}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {track.albumTitle}
          </Text>
        </Stack>
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {t('pubw_col_percentage')}
          </Text>
          <PercentBar basisPoints={track.percentage} />
        </Group>
        <Group gap="xs" justify="space-between">
          <TrackStatus track={track} />
          <TrackAction track={track} />
        </Group>
      </Stack>
    </Group>
  );
}

function useTrackColumns(): DataColumn<PublishingTrack>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'track',
      header: t('pubw_col_track'),
      cell: (track) => (
        <Group gap="sm" wrap="nowrap">
          <CoverArt src={track.coverUrls.medium} alt="" size={44} radius={6} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} lineClamp={1} data-testid="publishing-track-title">
              {track.songTitle}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {track.albumTitle}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { key: 'percentage', header: t('pubw_col_percentage'), width: 190, cell: (track) => <PercentBar basisPoints={track.percentage} /> },
    { key: 'status', header: t('pubw_col_status'), width: 140, cell: (track) => <TrackStatus track={track} /> },
    { key: 'action', header: t('pubw_col_action'), width: 170, cell: (track) => <TrackAction track={track} /> },
  ];
}

/** After a submission: the toast of document 2 section 4 with a link to the new composition's detail. */
function SubmittedToast() {
  const { t } = useTranslation();
  const location = useLocation();
  const songId = (location.state as { submittedSongId?: number } | null)?.submittedSongId;
  const [closed, setClosed] = useState(false);
  if (!songId || closed) return null;
  return (
    <Notification color="teal" title={t('pubw_submitted_toast')} onClose={() => setClosed(true)} withBorder data-testid="publishing-submitted-toast">
      <Anchor component={Link} to={publishingPaths.splits(songId)} size="sm">
        {t('pubw_view_detail')}
      </Anchor>
    </Notification>
  );
}

/** Track list (document 2 section 2): the account's registered compositions, 10 per page with ?p=. */
function TrackList() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('p'));
  const list = useQuery(trackListQuery(page));
  const columns = useTrackColumns();
  const table = (data: { trackList: readonly PublishingTrack[]; total: number }) => (
    <DataTable
      columns={columns}
      rows={data.trackList}
      rowKey={(track) => track.songId}
      rowProps={(track) => ({ 'data-testid': `publishing-track-${track.songId}` })}
      renderCard={(track) => <TrackCard track={track} />}
      paging={{ page, total: data.total, pageSize: PUBLISHING_LIMITS.trackListPageSize, onPage: (next) => setParams(next === 1 ? {} : { p: String(next) }) }}
      empty={t('pubw_tracks_empty')}
      verticalSpacing="sm"
      layout="fixed"
      testId="publishing-track-table"
    />
  );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} data-testid="publishing-track-list">
      <Stack gap="lg">
        <SubmittedToast />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('pubw_tracks_title')}
            </Title>
            <Anchor component={Link} to={publishingPaths.faq} size="sm">
              {t('pubw_faq_link')}
            </Anchor>
          </Stack>
          <Button component={Link} to={publishingPaths.trackSearch} data-testid="publishing-to-search">
            {t('pubw_register_composition')}
          </Button>
        </Group>
        <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-light)">
          <List size="sm" spacing={6}>
            {hints.map((hint) => (
              <List.Item key={hint}>{t(`pubw_tracks_hint_${hint}`)}</List.Item>
            ))}
          </List>
        </Card>
        {list.isPending ? (
          <PageLoader />
        ) : list.isError ? (
          <Text c="red">{t('pubw_load_failed')}</Text>
        ) : list.data.trackList.length === 0 && list.data.total === 0 ? (
          <Card withBorder padding="xl" radius="md" ta="center" data-testid="publishing-tracks-empty">
            <Stack align="center" gap="sm">
              <Text c="dimmed">{t('pubw_tracks_empty')}</Text>
              <Button component={Link} to={publishingPaths.trackSearch} variant="light">
                {t('pubw_register_composition')}
              </Button>
            </Stack>
          </Card>
        ) : mobile ? (
          <Box data-testid="publishing-track-cards">{table(list.data)}</Box>
        ) : (
          <Card withBorder radius="md" padding="xs">
            {table(list.data)}
          </Card>
        )}
      </Stack>
    </Container>
  );
}

export const PublishingTrackListPage = inPublishingArea(TrackList);
