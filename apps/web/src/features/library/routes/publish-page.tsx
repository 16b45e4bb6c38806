import { Alert, Anchor, Button, Card, Container, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AudioPreview } from '../../../components/audio-preview.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { artistPagesQuery, librarySongsQuery } from '../api.ts';

/**
 * /library/publish: where the account's released music can be shared from. The copy-link banner of document 1
 * carries each published artist page's address; below, the songs in the stores that those pages lead to.
 */
export function PublishPage() {
  const { t } = useTranslation();
  const pages = useQuery(artistPagesQuery);
  const live = useQuery(librarySongsQuery({ offset: 0, count: 50, search: '', status: 'Live', artist: '' }));
  const published = (pages.data?.artists ?? []).filter((artist) => artist.published && artist.path);

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <PageHeading back={{ to: '/library', label: t('library_back') }} title={t('library_publish_title')} subtitle={t('library_publish_subtitle')} />
        <FormError error={pages.error ?? live.error} />
        {pages.data && published.length === 0 && (
          <Alert color="blue" data-testid="copy-link-banner-none">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('library_publish_no_page')}</Text>
              {pages.data.canEdit && (
                <Button component={Link} to="/promotion/artist-page" size="xs" variant="light">
                  {t('library_publish_build_page')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {published.map((artist) => (
          <CopyLinkBanner key={artist.artistId} artistName={artist.artistName} link={`${window.location.origin}/artist/${artist.path}`} />
        ))}
        <Text fw={700} mt="sm">
          {t('library_publish_songs_title')}
        </Text>
        <DataTable
          testId="library-publish-songs"
          rows={live.data?.songs}
          rowKey={(song) => song.songId}
          columns={[
            { key: 'play', header: '', width: 48, hideInCard: true, cell: (song) => <AudioPreview src={song.audioUrl} durationMs={song.durationMs} title={song.title} size="sm" withTime={false} /> },
            {
              key: 'title',
              header: t('library_column_song'),
              cell: (song) => (
                <Anchor component={Link} to={`/library/${song.songId}`} size="sm">
                  {song.title}
                </Anchor>
              ),
            },
            { key: 'artists', header: t('library_column_artists'), cell: (song) => song.artists },
            { key: 'release', header: t('library_column_release'), cell: (song) => song.albumTitle },
          ]}
          empty={
            <Text c="dimmed" ta="center" py="md">
              {t('library_publish_songs_empty')}
            </Text>
          }
        />
      </Stack>
    </Container>
  );
}

/** The copy-link banner of document 1 ("A copy-link banner appears on /library/publish"). */
function CopyLinkBanner({ artistName, link }: { artistName: string; link: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" bg="var(--mantine-color-brand-0)" data-testid="copy-link-banner">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Text size="sm" fw={600}>
            {t('library_publish_banner_title', { artist: artistName })}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} dir="ltr" data-testid="copy-link-value">
            {link}
          </Text>
        </Stack>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : undefined} data-testid="copy-link-button">
              {copied ? t('library_publish_copied') : t('library_publish_copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Card>
  );
}
