import { useState, type MouseEvent, type ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Group, Menu, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { CoverArt } from '../../../components/cover-art.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMediumDate } from '../../../lib/zoned-time.ts';
import type { ReleaseSummary } from '../api.ts';
import { releaseLink } from '../release-labels.ts';
import { ReleaseStatusBadge } from './release-status-badge.tsx';
import { RemoveReleaseDialog } from './remove-release-button.tsx';

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

/**
 * A draft's row opens the form; its menu also reaches the draft's page and deletes it (with the page's question and
 * DELETE /draft-release), so neither needs a typed address.
 */
function DraftMenu({ release, canEdit, onDelete }: { release: ReleaseSummary; canEdit: boolean; onDelete: (release: ReleaseSummary) => void }) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    // Clicks in the menu (rendered in a portal, but bubbling through React) do not open the row as well.
    <Box onClick={alone} style={{ display: 'inline-block' }}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('releases_more_actions', { title: text.title(release) })} data-testid="release-menu">
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={`/release-management/${release.albumId}`} data-testid="release-menu-open">
            {t('releases_open_details')}
          </Menu.Item>
          {canEdit && (
            <>
              <Menu.Item component={Link} to={`/release/edit/${release.albumId}`} data-testid="release-menu-edit">
                {t('release_continue_action')}
              </Menu.Item>
              <Menu.Item color="red" onClick={() => onDelete(release)} data-testid="release-menu-delete">
                {t('release_delete_action')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}

/** The releases: a row per release on wide screens and a card per release on a phone; the whole row (or card) opens it. */
function ReleaseList({ albums, canEdit, testId }: { albums: ReleaseSummary[]; canEdit: boolean; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useRowText();
  // The draft being deleted stays named while its dialog closes.
  const [deleting, setDeleting] = useState<{ release: ReleaseSummary; open: boolean } | null>(null);
  const menu = (release: ReleaseSummary) => (release.isDraft ? <DraftMenu release={release} canEdit={canEdit} onDelete={(chosen) => setDeleting({ release: chosen, open: true })} /> : null);
  const closeDialog = () => setDeleting((current) => current && { ...current, open: false });
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
    { key: 'menu', header: '', width: 48, align: 'end', cell: menu },
  ];
  return (
    <>
      <DataTable
        testId={testId}
        verticalSpacing="sm"
        layout="fixed"
        columns={columns}
        rows={albums}
        rowKey={(release) => release.albumId}
        rowProps={(release) => ({ 'data-testid': `release-row-${release.albumId}` })}
        onRowClick={(release) => navigate(releaseLink(release))}
        renderCard={(release) => <ReleaseCard release={release} menu={menu(release)} />}
      />
      <RemoveReleaseDialog
        albumId={deleting?.release.albumId ?? 0}
        title={deleting ? text.title(deleting.release) : ''}
        kind="delete"
        isDraft
        opened={deleting?.open === true}
        onClose={closeDialog}
        onDone={closeDialog}
      />
    </>
  );
}

/** A release on a phone: its cover, title, artists, state, kind, date and songs. */
function ReleaseCard({ release, menu }: { release: ReleaseSummary; menu: ReactNode }) {
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
      {menu}
    </Group>
  );
}

/** The release list on wide screens: one row per release, the whole row opens it. `canEdit`: the account may edit releases. */
export function ReleaseTable({ albums, canEdit = false }: { albums: ReleaseSummary[]; canEdit?: boolean }) {
  return <ReleaseList albums={albums} canEdit={canEdit} testId="release-table" />;
}

/** The release list on a phone: one tappable card per release, inset from the card that holds them. */
export function ReleaseCards({ albums, canEdit = false }: { albums: ReleaseSummary[]; canEdit?: boolean }) {
  return (
    <Box px="sm" pb="sm">
      <ReleaseList albums={albums} canEdit={canEdit} testId="release-cards" />
    </Box>
  );
}
