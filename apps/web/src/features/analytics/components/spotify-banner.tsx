import { useState } from 'react';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isAccountOwner, useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { spotifyInstantAccessQuery } from '../api.ts';

const DISMISSED = 'an-spotify-banner-dismissed';

const dismissedBefore = () => {
  try {
    return localStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
};

/**
 * The streaming service's quick-access banner (document 1 section 2) on the streaming and short-video pages: the
 * account owner gets instant access to their Spotify for Artists profile once Spotify is linked, or is shown where
 * to link it, and the way to every store's artist tools (the instant-access page). Closing it is remembered on this device.
 */
export function SpotifyBanner() {
  const { t } = useTranslation();
  const { user } = useAbilities();
  const owner = isAccountOwner(user);
  const [dismissed, setDismissed] = useState(dismissedBefore);
  const { data } = useQuery({ ...spotifyInstantAccessQuery, enabled: owner && !dismissed });
  if (!owner || dismissed || !data) return null;
  const close = () => {
    try {
      localStorage.setItem(DISMISSED, '1');
    } catch {}
    setDismissed(true);
  };
  const ready = data.eligible && data.accessUrl;
  return (
    <Alert variant="light" color="green" withCloseButton onClose={close} closeButtonLabel={t('an_banner_close')} data-testid="an-spotify-banner" data-ready={ready ? '1' : '0'}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{ready ? t('an_spotify_ready') : t('an_spotify_link')}</Text>
        <Group gap="sm">
          {ready ? (
            <Button component="a" href={data.accessUrl!} target="_blank" rel="noopener noreferrer" size="xs" color="green" data-testid="an-spotify-open">
              {t('an_spotify_open')}
            </Button>
          ) : (
            <Anchor component={Link} to="/settings#linked-accounts" size="sm" fw={600} data-testid="an-spotify-connect">
              {t('an_spotify_connect')}
            </Anchor>
          )}
          <Anchor component={Link} to="/instant-access" size="sm" data-testid="an-instant-access">
            {t('instant_access_banner_link')}
          </Anchor>
        </Group>
      </Group>
    </Alert>
  );
}
