import { Anchor, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
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

/** The release list on wide screens: one row per release, the whole row opens it. */
export function ReleaseTable({ albums }: { albums: ReleaseSummary[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useRowText();
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover layout="fixed" data-testid="release-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('releases_col_release')}</Table.Th>
          <Table.Th w={170}>{t('releases_col_status')}</Table.Th>
          <Table.Th w={150}>{t('releases_col_release_date')}</Table.Th>
          <Table.Th w={90} ta="end">
            {t('releases_col_songs')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {albums.map((release) => (
          <Table.Tr key={release.albumId} onClick={() => navigate(releaseLink(release))} style={{ cursor: 'pointer' }} data-testid={`release-row-${release.albumId}`}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <CoverArt src={release.coverUrl} alt="" size={48} radius={6} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={releaseLink(release)} fw={600} size="sm" c="var(--mantine-color-text)" onClick={(e) => e.stopPropagation()} lineClamp={1} data-testid="release-title">
                    {text.title(release)}
                  </Anchor>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {[text.artists(release), text.kind(release)].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td>
              <ReleaseStatusBadge status={release.status} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {text.date(release)}
              </Text>
            </Table.Td>
            <Table.Td ta="end">
              <Text size="sm">{release.songCount ?? 0}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The release list on a phone: one tappable card per release. */
export function ReleaseCards({ albums }: { albums: ReleaseSummary[] }) {
  const text = useRowText();
  return (
    <Stack gap={0} data-testid="release-cards">
      {albums.map((release, index) => (
        <UnstyledButton
          key={release.albumId}
          component={Link}
          to={releaseLink(release)}
          p="sm"
          style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}
          data-testid={`release-row-${release.albumId}`}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <CoverArt src={release.coverUrl} alt="" size={64} radius={6} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2} data-testid="release-title">
                {text.title(release)}
              </Text>
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
        </UnstyledButton>
      ))}
    </Stack>
  );
}
