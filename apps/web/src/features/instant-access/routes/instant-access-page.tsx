import { Alert, Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StoreAccountKind } from '@portal/domain/artist-links';
import { artistToolLinks, SPOTIFY_FOR_ARTISTS_CLAIM_URL } from '@portal/domain/store-tools';
import { FormError } from '../../../components/form-error.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ownArtistQuery, rosterQuery, spotifyAccessQuery } from '../api.ts';
import { profilesOfArtist, profilesOfRoster, type StoreProfile } from '../store-profiles.ts';

const STORES: StoreAccountKind[] = ['spotify', 'apple'];

/**
 * Streaming-store instant access (document 3's lazily loaded pages, desktop only; decision 063): the account owner
 * opens each store's artist tools (Spotify for Artists, Apple Music for Artists) for the store profiles the account
 * holds, in one click. A phone is told the page is for a computer.
 */
export function InstantAccessPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { user, isOwner } = useAbilities();

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} data-testid="instant-access-page">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('instant_access_title')}
          </Title>
          <Text c="dimmed">{t('instant_access_subtitle')}</Text>
        </div>
        {isMobile ? (
          <Alert variant="light" data-testid="instant-access-desktop-only">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('instant_access_desktop_only')}</Text>
              <Button component={Link} to="/overview" size="xs" variant="default">
                {t('instant_access_back')}
              </Button>
            </Stack>
          </Alert>
        ) : !user ? (
          <Skeleton height={220} />
        ) : !isOwner ? (
          <Alert variant="light" color="gray" data-testid="instant-access-owner-only">
            {t('instant_access_owner_only')}
          </Alert>
        ) : (
          <StoreTools userId={user.userId} isArtist={user.type === 0} />
        )}
      </Stack>
    </Container>
  );
}

function StoreTools({ userId, isArtist }: { userId: number; isArtist: boolean }) {
  const own = useQuery({ ...ownArtistQuery(userId), enabled: isArtist });
  const roster = useQuery({ ...rosterQuery, enabled: !isArtist });
  const source = isArtist ? own : roster;
  if (source.error) return <FormError error={source.error} data-testid="instant-access-error" />;
  if (!source.data) return <Skeleton height={220} />;
  const profiles = own.data ? profilesOfArtist(own.data) : roster.data ? profilesOfRoster(roster.data.artists) : [];
  return (
    <SimpleGrid cols={2} spacing="lg">
      {STORES.map((kind) => (
        <StoreCard key={kind} kind={kind} profiles={profiles.filter((profile) => profile.kind === kind)} addPath={isArtist ? '/settings#artist' : '/artists'} />
      ))}
    </SimpleGrid>
  );
}

function StoreCard({ kind, profiles, addPath }: { kind: StoreAccountKind; profiles: StoreProfile[]; addPath: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid={`instant-access-${kind}`}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t(`instant_access_${kind}_title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`instant_access_${kind}_hint`)}
          </Text>
        </div>
        {kind === 'spotify' && <SpotifyLogin />}
        {profiles.length === 0 ? (
          <Text size="sm" data-testid={`instant-access-${kind}-none`}>
            {t('instant_access_no_profile')}{' '}
            <Anchor component={Link} to={addPath} size="sm" fw={600} data-testid={`instant-access-${kind}-add`}>
              {t('instant_access_add_profile')}
            </Anchor>
          </Text>
        ) : (
          <Stack gap="sm">
            {profiles.map((profile) => (
              <ProfileRow key={`${profile.artistName}:${profile.artistId}`} profile={profile} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Spotify grants access at once to the Spotify login linked here; without one, the way to link it. */
function SpotifyLogin() {
  const { t } = useTranslation();
  const { data, error } = useQuery(spotifyAccessQuery);
  if (error) return <FormError error={error} data-testid="instant-access-spotify-error" />;
  if (!data) return <Skeleton height={36} />;
  if (!data.linked) {
    return (
      <Alert variant="light" color="yellow" data-testid="instant-access-spotify-login" data-linked="0">
        <Text size="sm">
          {t('instant_access_spotify_link')}{' '}
          <Anchor component={Link} to="/settings#linked-accounts" size="sm" fw={600} data-testid="instant-access-spotify-connect">
            {t('instant_access_spotify_connect')}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  return (
    <Group justify="space-between" gap="sm" data-testid="instant-access-spotify-login" data-linked="1">
      <Badge color="teal" variant="light" tt="none">
        {t('instant_access_spotify_linked')}
      </Badge>
      {data.eligible && (
        <Button component="a" href={data.accessUrl ?? SPOTIFY_FOR_ARTISTS_CLAIM_URL} target="_blank" rel="noopener noreferrer" size="xs" variant="light" data-testid="instant-access-spotify-claim">
          {t('instant_access_spotify_claim')}
        </Button>
      )}
    </Group>
  );
}

function ProfileRow({ profile }: { profile: StoreProfile }) {
  const { t } = useTranslation();
  const links = artistToolLinks(profile.kind, profile.artistId);
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" data-testid={`instant-access-profile-${profile.kind}-${profile.artistId}`}>
      <div style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={600} size="sm" truncate>
            {profile.artistName}
          </Text>
          {profile.verified && (
            <Badge size="xs" color="teal" variant="light" tt="none">
              {t('instant_access_verified')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {profile.artistId}
        </Text>
        <Anchor href={links.publicUrl} target="_blank" rel="noopener noreferrer" size="xs">
          {t('instant_access_fans_page')}
        </Anchor>
      </div>
      <Button component="a" href={links.toolsUrl} target="_blank" rel="noopener noreferrer" size="sm" style={{ flex: 'none' }} data-testid="instant-access-open">
        {t(`instant_access_${profile.kind}_open`)}
      </Button>
    </Group>
  );
}
