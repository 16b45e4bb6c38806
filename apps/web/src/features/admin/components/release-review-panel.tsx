import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Flex, Group, List, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { releaseReviewQueue } from '@portal/contract/releases';
import type { ResponseOf } from '@portal/contract/route';
import { platformById } from '@portal/domain/catalog/platforms';
import { artistLine } from '@portal/domain/release/artist-line';
import { Explicitness } from '@portal/domain/release/model';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { TrackPreview } from '../../../components/audio-preview.tsx';
import { CoverArt } from '../../../components/cover-art.tsx';
import { formatDateTime, regionName } from '../../../lib/format.ts';
import { genreText } from '../../../lib/genre-text.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { releaseTimeText } from '../../../lib/release-time-text.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { decideRelease, releaseCaseQuery, releaseQueueQuery } from '../api.ts';
import { decisionQueue, useHeldKeys } from '../decision-queue.ts';
import { reasonsProblem, rejectionReasons } from '../release-review.ts';
import { FormError } from '../../../components/form-error.tsx';
import { DecisionConfirm } from './decision-confirm.tsx';

const PAGE_SIZE = 20;

type QueueEntry = ResponseOf<typeof releaseReviewQueue>['releases'][number];
/** Reasons operators give most often; they reach the account in the operator's words, like a written reason. */
const COMMON_REASONS = ['cover', 'audio', 'metadata', 'artist', 'rights'] as const;
const decisionKey = (albumId: number) => `release:${albumId}`;

/** The release review queue: oldest submissions first; open one to listen, look and approve or reject it. */
export function ReleaseReviewPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error } = useQuery(releaseQueueQuery((page - 1) * PAGE_SIZE, PAGE_SIZE));
  // A release decided a moment ago stays out of the list while its decision can still be undone (decision 068).
  const held = useHeldKeys();
  const releaseLine = (entry: QueueEntry) => [entry.artists.join(', '), t(entry.kind === 'ALBUM' ? 'rf_kind_album' : 'rf_kind_single')].filter(Boolean).join(' · ');
  const reviewButton = (entry: QueueEntry) => (
    <Button size="xs" onClick={() => setOpen(entry.albumId)} data-testid="admin-release-open">
      {t('admin_identity_review')}
    </Button>
  );
  const columns: DataColumn<QueueEntry>[] = [
    {
      key: 'release',
      header: t('releases_col_release'),
      cell: (entry) => (
        <Group gap="sm" wrap="nowrap">
          <CoverArt src={entry.coverUrl} alt="" size={40} radius={6} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} lineClamp={1}>
              {entry.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {releaseLine(entry)}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'account',
      header: t('admin_identity_account'),
      cell: (entry) => (
        <>
          <Text size="sm">{entry.accountName}</Text>
          <Text size="xs" c="dimmed">
            {entry.accountEmail ?? ''}
          </Text>
        </>
      ),
    },
    { key: 'songs', header: t('releases_col_songs'), align: 'end', nowrap: true, cell: (entry) => entry.songCount ?? 0 },
    { key: 'submitted', header: t('admin_identity_submitted'), nowrap: true, cell: (entry) => (entry.submittedAt ? formatDateTime(entry.submittedAt) : '—') },
    { key: 'open', header: '', align: 'end', cell: reviewButton },
  ];
  return (
    <Card withBorder padding="md" data-testid="admin-release-queue">
      {error ? (
        <FormError error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.releases.filter((entry) => !held.has(decisionKey(entry.albumId)))}
          rowKey={(entry) => entry.albumId}
          empty={t('admin_release_empty')}
          rowProps={(entry) => ({ 'data-testid': `admin-release-row-${entry.albumId}` })}
          renderCard={(entry) => (
            <Group gap="sm" wrap="nowrap">
              <CoverArt src={entry.coverUrl} alt="" size={56} radius={6} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {entry.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {releaseLine(entry)}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {[entry.accountName, entry.submittedAt ? formatDateTime(entry.submittedAt) : null].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              {reviewButton(entry)}
            </Group>
          )}
          paging={{ page, total: data?.total ?? 0, pageSize: PAGE_SIZE, onPage: setPage }}
          verticalSpacing="sm"
          minWidth={720}
        />
      )}
      {open !== null && <ReleaseCaseModal albumId={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">{`${label}: `}</Text>
      {value || '—'}
    </Text>
  );
}

function ReleaseCaseModal({ albumId, onClose }: { albumId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const isMobile = useIsMobile();
  const { data, error } = useQuery(releaseCaseQuery(albumId));
  const [common, setCommon] = useState<string[]>([]);
  const [written, setWritten] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);

  const release = data?.release;
  const album = release?.album;
  const stores = Object.entries(album?.stores ?? {})
    .filter(([, chosen]) => chosen)
    .map(([id]) => platformById(Number(id))?.name ?? `#${id}`);
  const item = [release?.title, album ? artistLine(album.uniMainArtistObjects) : ''].filter(Boolean).join(' — ');
  const reasons = rejectionReasons(common, written);

  /** Asks first (decision 068); a rejection needs its reasons before the question. */
  const ask = (decision: 'approve' | 'reject') => {
    const problem = decision === 'reject' ? reasonsProblem(reasons) : null;
    if (problem) return setReasonError(problem);
    setConfirming(decision);
  };

  /** Hands the decision to the console's queue: sent after the undo window, its outcome in a notice. */
  const decide = (decision: 'approve' | 'reject') => {
    decisionQueue.submit({
      key: decisionKey(albumId),
      item,
      statusKey: decision === 'approve' ? 'release_status_Approved' : 'release_status_NotApproved',
      undoable: true,
      send: ({ keepalive }) => decideRelease({ albumId, decision, reasons: decision === 'reject' ? reasons : [] }, { keepalive }),
      after: () => client.invalidateQueries({ queryKey: [...SESSION_KEY, 'admin'] }),
    });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} size={confirming ? 'md' : 'xl'} fullScreen={isMobile && !confirming} title={release?.title ?? ''} data-testid="admin-release-case">
      <FormError error={error} />
      {confirming && (
        <DecisionConfirm
          action={t(confirming === 'approve' ? 'admin_release_approve' : 'admin_release_reject')}
          item={item}
          undoable
          color={confirming === 'approve' ? 'teal' : 'red'}
          detail={
            confirming === 'reject' && (
              <List size="sm" spacing={4} data-testid="admin-release-confirm-reasons">
                {reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            )
          }
          onBack={() => setConfirming(null)}
          onConfirm={() => decide(confirming)}
        />
      )}
      {!confirming && data && release && album && (
        <Stack>
          <Flex direction={isMobile ? 'column' : 'row'} align={isMobile ? 'stretch' : 'flex-start'} gap="lg">
            <a
              href={release.coverUrl ?? undefined}
              target="_blank"
              rel="noreferrer"
              style={{ width: isMobile ? '100%' : 220, maxWidth: isMobile ? 200 : undefined, margin: isMobile ? '0 auto' : undefined, flex: 'none' }}
            >
              <CoverArt src={release.coverUrl} alt={t('release_detail_cover_alt', { title: release.title })} radius={10} />
            </a>
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {release.title}
                {album.version ? (
                  <Text span inherit c="dimmed" fw={400}>
                    {` (${album.version})`}
                  </Text>
                ) : null}
              </Title>
              <Text size="sm" c="dimmed">
                {[artistLine(album.uniMainArtistObjects), t(release.kind === 'ALBUM' ? 'rf_kind_album' : 'rf_kind_single')].filter(Boolean).join(' · ')}
              </Text>
              <Fact label={t('release_detail_upc')} value={release.upc ?? ''} />
              <Fact label={t('release_detail_release_time')} value={releaseTimeText(album, t)} />
              <Fact label={t('release_detail_genre')} value={genreText(album.mainGenre, album.subGenre, t)} />
              <Fact label={t('release_detail_label')} value={album.recordLabel ?? ''} />
              <Fact label={t('release_detail_stores')} value={stores.join(', ')} />
              <Card withBorder padding="sm" mt={6} data-testid="admin-release-account">
                <Text size="sm" fw={600}>
                  {data.account.nickname}
                </Text>
                <Text size="xs" c="dimmed">
                  {[data.account.email, regionName(data.account.region, i18n.language), `#${data.account.userId}`].filter(Boolean).join(' · ')}
                </Text>
              </Card>
            </Stack>
          </Flex>

          {data.findings.length > 0 ? (
            <Alert color="orange" variant="light" title={t('admin_release_findings', { findings: data.findings.length })} data-testid="admin-release-findings">
              <List size="sm" spacing={4}>
                {data.findings.map((finding, index) => (
                  <List.Item key={index}>
                    <Text span size="sm" ff="monospace" c="dimmed">{`${finding.field}: `}</Text>
                    {finding.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Alert color="teal" variant="light" data-testid="admin-release-findings">
              {t('admin_release_no_findings')}
            </Alert>
          )}

          <Stack gap={0}>
            <Text fw={600} size="sm" mb={4}>
              {t('release_detail_tracks', { tracks: release.tracks.length })}
            </Text>
            {release.tracks.map((track, index) => (
              <div key={track.songId ?? index} style={{ padding: '8px 0', borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}>
                <TrackPreview
                  number={index + 1}
                  trackTitle={track.title ?? ''}
                  trackVersion={track.version}
                  trackArtists={artistLine(track.uniMainArtistObjects, track.uniFeaturedArtistObjects)}
                  audioUrl={track.audioUrl}
                  audioDuration={track.durationMs}
                >
                  <Group gap={6}>
                    <Text size="xs" c="dimmed" ff="monospace">{`${t('release_detail_isrc')} ${track.isrc ?? ''}`}</Text>
                    {track.explicitness === Explicitness.YES && (
                      <Badge size="xs" color="dark" radius="sm">
                        {t('release_detail_explicit')}
                      </Badge>
                    )}
                  </Group>
                </TrackPreview>
              </div>
            ))}
          </Stack>

          <Card withBorder padding="md">
            <Text fw={600} size="sm" mb="xs">
              {t('admin_release_reject_reasons')}
            </Text>
            <Checkbox.Group
              value={common}
              onChange={(value) => {
                setCommon(value);
                setReasonError(null);
              }}
            >
              <Stack gap={6}>
                {COMMON_REASONS.map((reason) => (
                  <Checkbox key={reason} value={t(`admin_release_reason_${reason}`)} label={t(`admin_release_reason_${reason}`)} size="sm" data-testid={`admin-release-reason-${reason}`} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Textarea
              mt="sm"
              label={t('admin_release_other_reasons')}
              description={t('admin_release_other_reasons_hint')}
              value={written}
              onChange={(event) => {
                setWritten(event.currentTarget.value);
                setReasonError(null);
              }}
              error={reasonError ? t(reasonError) : undefined}
              autosize
              minRows={2}
              maxLength={2000}
              data-testid="admin-release-reason"
            />
          </Card>

          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={() => ask('reject')} data-testid="admin-release-reject">
              {t('admin_release_reject')}
            </Button>
            <Button color="teal" onClick={() => ask('approve')} data-testid="admin-release-approve">
              {t('admin_release_approve')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
