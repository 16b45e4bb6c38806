import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Center, Container, Flex, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ReleaseStatus } from '@portal/domain/enums';
import { artistLine } from '@portal/domain/release/artist-line';
import { limitedEditable } from '@portal/domain/release/status';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { CoverArt } from '../../../components/cover-art.tsx';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { genreText } from '../../../lib/genre-text.ts';
import { releaseTimeText, zonedTimeText } from '../../../lib/release-time-text.ts';
import { formatInZone } from '../../../lib/zoned-time.ts';
import { albumDetailQuery, type ReleaseDetail } from '../api.ts';
import { RemoveReleaseButton } from '../components/remove-release-button.tsx';
import { ReleaseStatusBadge } from '../components/release-status-badge.tsx';
import { ReleaseTracks } from '../components/release-tracks.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { StoreDeliveries } from '../components/store-deliveries.tsx';
import { storeRows } from '../release-facts.ts';
import { editActionOf, removalOf } from '../release-labels.ts';
import { FormError } from '../../../components/form-error.tsx';

/** What another feature shows on a release that passed review: the pitch card of the promotion area. */
type Pitching = (albumId: number) => ReactNode;

/**
 * Music detail (route /release-management/:albumId): artwork, identifiers, tracks to listen to, stores and history.
 * The app passes in the promotion area's pitch card (`pitching`), composed in app/routes (decision 053).
 */
export function ReleaseDetailPage({ pitching }: { pitching?: Pitching }) {
  return (
    <PermissionGuard resource="Release" action="View">
      <ReleaseDetailLoader pitching={pitching} />
    </PermissionGuard>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/release-management" size="sm" data-testid="release-back">
      {`← ${t('releases_back')}`}
    </Anchor>
  );
}

function ReleaseDetailLoader({ pitching }: { pitching?: Pitching }) {
  const { t } = useTranslation();
  const { albumId: raw } = useParams();
  const albumId = /^\d{1,15}$/.test(raw ?? '') ? Number(raw) : 0;
  const { data, error } = useQuery({ ...albumDetailQuery(albumId), enabled: albumId > 0 });
  const missing = albumId === 0 || (isApiError(error) && error.status === 404);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <BackLink />
      {missing ? (
        <Stack align="center" py={64} gap="sm" data-testid="release-missing">
          <Text c="dimmed">{t('release_not_found')}</Text>
          <Button component={Link} to="/release-management" variant="light">
            {t('releases_back')}
          </Button>
        </Stack>
      ) : error ? (
        <FormError error={error} mt="lg" />
      ) : !data ? (
        <Center py={64}>
          <Loader />
        </Center>
      ) : (
        <ReleaseDetailView release={data} pitching={pitching} />
      )}
    </Container>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ReleaseDetailView({ release, pitching }: { release: ReleaseDetail; pitching?: Pitching }) {
  const { t, i18n } = useTranslation();
  const { can } = useAbilities();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [takenDown, setTakenDown] = useState(false);
  const { album } = release;
  const canEdit = can('Release', 'Edit');
  const editAction = canEdit ? editActionOf(release.status, release.isDraft) : null;
  const removal = canEdit ? removalOf(release.status) : null;
  const canEditStores = canEdit && !release.isDraft && limitedEditable(release.status);
  const storesChanged = (useLocation().state as { storesChanged?: boolean } | null)?.storesChanged === true;
  const editLink = `/release/edit/${release.albumId}`;
  const title = release.title || t('releases_untitled');
  const zone = album.timezone || undefined;
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <Stack gap="lg" mt="md">
      <Card withBorder padding="lg">
        <Flex direction={isMobile ? 'column' : 'row'} align={isMobile ? 'stretch' : 'flex-start'} gap={isMobile ? 'md' : 'xl'}>
          <div style={{ width: isMobile ? '100%' : 240, maxWidth: isMobile ? 220 : undefined, margin: isMobile ? '0 auto' : undefined, flex: 'none' }}>
            <CoverArt src={release.coverUrl} alt={t('release_detail_cover_alt', { title })} radius={12} />
          </div>
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            <Group gap={8}>
              <ReleaseStatusBadge status={release.status} size="lg" />
              <Badge variant="outline" color="gray" tt="none" size="lg">
                {t(release.kind === 'ALBUM' ? 'rf_kind_album' : 'rf_kind_single')}
              </Badge>
            </Group>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="release-detail-title">
              {title}
              {album.version ? (
                <Text span inherit c="dimmed" fw={400}>
                  {` (${album.version})`}
                </Text>
              ) : null}
            </Title>
            {(album.uniMainArtistObjects?.length ?? 0) > 0 && <Text c="dimmed">{artistLine(album.uniMainArtistObjects)}</Text>}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" mt="xs">
              <Fact label={t('release_detail_upc')} testId="release-upc">
                {release.upc || t('release_detail_assigned_on_submit')}
              </Fact>
              <Fact label={t('release_detail_release_time')} testId="release-time">
                {releaseTimeText(album, t)}
              </Fact>
              <Fact label={t('release_detail_genre')}>{genreText(album.mainGenre, album.subGenre, t) || '—'}</Fact>
              <Fact label={t('release_detail_label')}>{album.recordLabel || '—'}</Fact>
              <Fact label={t('release_detail_language')}>{album.language ? languageName(album.language) : '—'}</Fact>
              {album.optInPrerelease && album.preReleaseTime != null && (
                <Fact label={t('release_detail_pre_release')} testId="release-pre-release-time">
                  {zonedTimeText(album.preReleaseTime, album.timezone, t)}
                </Fact>
              )}
              {album.isPreviouslyReleased && album.originalReleaseTime != null && (
                <Fact label={t('release_detail_original_release')}>{formatInZone(album.originalReleaseTime, zone).slice(0, 10)}</Fact>
              )}
              <Fact label={t('release_detail_submitted')}>{release.submittedAt ? formatDateTime(release.submittedAt) : '—'}</Fact>
            </SimpleGrid>
            {(editAction === 'continue' || editAction === 'update' || canEditStores || removal) && (
              <Group gap="sm" mt="xs">
                {editAction === 'continue' && (
                  <Button component={Link} to={editLink} data-testid="release-continue">
                    {t('release_continue_action')}
                  </Button>
                )}
                {editAction === 'update' && (
                  <Button component={Link} to={editLink} variant="default" data-testid="release-update">
                    {t('release_update_action')}
                  </Button>
                )}
                {canEditStores && (
                  <Button component={Link} to={`/release-management/${release.albumId}/stores`} variant="default" data-testid="release-edit-stores">
                    {t('edit_stores_action')}
                  </Button>
                )}
                {removal && (
                  <RemoveReleaseButton
                    albumId={release.albumId}
                    title={title}
                    kind={removal}
                    isDraft={release.isDraft}
                    onDone={(deleted) => (deleted ? navigate('/release-management', { replace: true }) : setTakenDown(true))}
                  />
                )}
              </Group>
            )}
          </Stack>
        </Flex>
      </Card>

      {storesChanged && (
        <Alert color="teal" variant="light" data-testid="release-stores-changed">
          {t('edit_stores_done')}
        </Alert>
      )}

      {takenDown && (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setTakenDown(false)} data-testid="release-takedown-done">
          {t('release_takedown_done')}
        </Alert>
      )}

      {release.status === ReleaseStatus.NotApproved && (
        <Alert color="red" variant="light" title={t('release_detail_rejected_title')} data-testid="release-review-reasons">
          <List size="sm" spacing={4} mb={editAction === 'resubmit' ? 'sm' : 0} data-testid="release-review-reason-list">
            {release.reviewReasons.map((reason, index) => (
              <List.Item key={index}>{reason}</List.Item>
            ))}
          </List>
          {editAction === 'resubmit' && (
            <Button component={Link} to={editLink} size="sm" color="red" data-testid="release-resubmit">
              {t('release_resubmit_action')}
            </Button>
          )}
        </Alert>
      )}

      {(release.status === ReleaseStatus.Approved || release.status === ReleaseStatus.Delivered) && pitching?.(release.albumId)}

      <Section title={t('release_detail_tracks', { tracks: release.tracks.length })}>
        <ReleaseTracks tracks={release.tracks} clipEditable={canEdit && limitedEditable(release.status)} />
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('release_detail_stores')}>
          <StoreDeliveries rows={storeRows(release)} />
        </Section>
        <Section title={t('release_detail_history')}>
          <StatusHistory history={release.history ?? []} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
