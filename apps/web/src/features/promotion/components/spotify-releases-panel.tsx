import { Alert, Anchor, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { storeReleaseUrl } from '@portal/domain/store-tools';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { spotifyReleasesQuery } from '../api.ts';
import { releasedOnSpotify } from '../spotify-releases.ts';

const SHOWN = 5;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Beside the pitch form (decision 063): what the owner's linked Spotify account lists, so a song already out there
 * is caught before it is pitched (editors take only music that is not out yet), or the way to link Spotify.
 */
export function SpotifyReleasesPanel({ songTitle }: { songTitle: string }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(spotifyReleasesQuery());
  if (isPending) return <Skeleton height={48} />;
  if (error) return <FormError error={error} data-testid="pitch-spotify-error" />;
  if (!data.linked) {
    return (
      <Text size="sm" c="dimmed" data-testid="pitch-spotify-not-linked">
        {t('pitch_spotify_not_linked')}{' '}
        <Anchor component={Link} to="/settings#linked-accounts" size="sm" fw={600} data-testid="pitch-spotify-link">
          {t('pitch_spotify_link')}
        </Anchor>
      </Text>
    );
  }
  const out = releasedOnSpotify(data.releases, songTitle, today());
  return (
    <Stack gap={6} data-testid="pitch-spotify">
      {out && (
        <Alert color="orange" variant="light" data-testid="pitch-spotify-out">
          {t('pitch_spotify_already_out', { name: out.name, date: out.releaseDate ?? '' })}
        </Alert>
      )}
      <Text size="sm" fw={500}>
        {t('pitch_spotify_title')}
      </Text>
      {data.releases.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="pitch-spotify-none">
          {t('pitch_spotify_none')}
        </Text>
      ) : (
        <List size="sm" spacing={2} data-testid="pitch-spotify-releases">
          {data.releases.slice(0, SHOWN).map((release) => (
            <List.Item key={release.id}>
              <Group gap={6} wrap="wrap">
                <Anchor href={storeReleaseUrl('spotify', release.id)} target="_blank" rel="noopener noreferrer" size="sm">
                  {release.name}
                </Anchor>
                {release.releaseDate && (
                  <Text span size="xs" c="dimmed">
                    {release.releaseDate}
                  </Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
