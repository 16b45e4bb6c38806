import type { MouseEvent } from 'react';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { CoverArt } from '../../../components/cover-art.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMediumDate } from '../../../lib/zoned-time.ts';
import type { ReleaseSummary } from '../api.ts';
import { releaseLink } from '../release-labels.ts';
import { ReleaseStatusBadge } from './release-status-badge.tsx';

function useRowText() {
  const { t, i18n } = useTranslation();
  return {
    title: (release: ReleaseSummary) => release.title || t('releases_untitled'),
    artists: (release: ReleaseSummary) => release.artists.join(', '),
    kind: (release: ReleaseSummary) => t(release.kind === 'ALBUM' ? 'rf_kind_album' : 'rf_kind_single'),
    date: (release: ReleaseSummary) => (release.releaseTime !== null ? formatMediumDate(release.releaseTime, i18n.language) : '—'),
    songs: (release: ReleaseSummary) => t('releases_song_count', { songs: release.songCount ?? 0 }),
  };
}

/** Keeps a click on the release's own link from opening it a second time through its row. */
const alone = (event: MouseEvent) => event.stopPropagation();

/** The releases: a row per release on wide screens and a card per release on a phone; the whole row (or card) opens it. */
function ReleaseList({ albums, testId }: { albums: ReleaseSummary[]; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useRowText();
  const columns: DataColumn<ReleaseSummary>[] = [
    {
      key: 'release',
      header: t('releases_col_release'),
      cell: (release) => (
        <Group gap="sm" wrap="nowrap">
          <CoverArt src={release.coverUrl} alt="" size={48} radius={6} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={releaseLink(release)} fw={600} size="sm" c="var(--mantine-color-text)" onClick={alone} lineClamp={1} data-testid="release-title">
              {text.title(release)}
            </Anchor>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {[text.artists(release), text.kind(release)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { key: 'status', header: t('releases_col_status'), width: 170, cell: (release) => <ReleaseStatusBadge status={release.status} /> },
    {
      key: 'date',
      header: t('releases_col_release_date'),
      width: 150,
      nowrap: true,
      cell: (release) => <Text size="sm">{text.date(release)}</Text>,
    },
    { key: 'songs', header: t('releases_col_songs'), width: 90, align: 'end', nowrap: true, cell: (release) => <Text size="sm">{release.songCount ?? 0}</Text> },
  ];
  return (
    <DataTable
      testId={testId}
      verticalSpacing="sm"
      layout="fixed"
      columns={columns}
      rows={albums}
      rowKey={(release) => release.albumId}
      rowProps={(release) => ({ 'data-testid': `release-row-${release.albumId}` })}
      onRowClick={(release) => navigate(releaseLink(release))}
      renderCard={(release) => <ReleaseCard release={release} />}
    />
  );
}

/** A release on a phone: its cover, title, artists, state, kind, date and songs. */
function ReleaseCard({ release }: { release: ReleaseSummary }) {
  const text = useRowText();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <CoverArt src={release.coverUrl} alt="" size={64} radius={6} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={releaseLink(release)} fw={600} size="sm" c="var(--mantine-color-text)" onClick={alone} lineClamp={2} data-testid="release-title">
          {text.title(release)}
        </Anchor>
        {release.artists.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {text.artists(release)}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          <ReleaseStatusBadge status={release.status} size="sm" />
          <Text size="xs" c="dimmed">
            {[text.kind(release), text.date(release), text.songs(release)].join(' · ')}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

/** The release list on wide screens: one row per release, the whole row opens it. */
export function ReleaseTable({ albums }: { albums: ReleaseSummary[] }) {
  return <ReleaseList albums={albums} testId="release-table" />;
}

/** The release list on a phone: one tappable card per release, inset from the card that holds them. */
export function ReleaseCards({ albums }: { albums: ReleaseSummary[] }) {
  return (
    <Box px="sm" pb="sm">
      <ReleaseList albums={albums} testId="release-cards" />
    </Box>
  );
}
