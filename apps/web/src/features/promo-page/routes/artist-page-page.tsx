import { Alert, Container, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { accessQuery, pageQuery } from '../api.ts';
import { PageEditor } from '../components/page-editor.tsx';
import { PageOverview } from '../components/page-overview.tsx';
import { FormError } from '../../../components/form-error.tsx';

/**
 * /promotion/artist-page (decision 029): the account's artists, and for the one chosen (?artistId=) the editor of its
 * public promo page and the page's numbers.
 */
export function ArtistPagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const access = useQuery(accessQuery());
  const artists = access.data?.artists ?? [];
  const asked = Number(params.get('artistId'));
  const artistId = artists.some((artist) => artist.artistId === asked) ? asked : artists[0]?.artistId;
  const state = useQuery({ ...pageQuery(artistId ?? 0), enabled: Boolean(artistId && access.data?.canView) });
  const failure = access.error ?? state.error;

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('promo_page_title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('promo_page_intro')}
          </Text>
        </div>
        <FormError error={failure} />
        {access.data && !access.data.canView && (
          <Alert color="yellow" variant="light" data-testid="promo-no-access">
            {t('promo_no_view')}
          </Alert>
        )}
        {access.data?.canView && artists.length === 0 && (
          <Alert color="blue" variant="light" data-testid="promo-no-artists">
            {t('promo_no_artists')}
          </Alert>
        )}
        {artists.length > 0 && (
          <Select
            label={t('promo_artist')}
            data={artists.map((artist) => ({
              value: String(artist.artistId),
              label: artist.pageId ? `${artist.artistName} · /artist/${artist.path}${artist.published ? '' : ` (${t('promo_status_draft')})`}` : artist.artistName,
            }))}
            value={artistId ? String(artistId) : null}
            onChange={(value) => value && setParams({ artistId: value })}
            allowDeselect={false}
            w={{ base: '100%', sm: 420 }}
            data-testid="promo-artist"
          />
        )}
        {(access.isPending || (artistId && state.isPending)) && !failure && <PageLoader />}
        {access.data && state.data && (
          <>
            <PageEditor key={state.data.artist.artistId} state={state.data} access={access.data} />
            {state.data.page && <PageOverview pageId={state.data.page.pageId} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
