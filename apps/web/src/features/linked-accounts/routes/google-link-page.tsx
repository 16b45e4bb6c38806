import { useEffect, useRef, useState } from 'react';
import { Button, Card, Container, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';

import { useTranslation } from '../../../lib/use-translation.ts';
import { bindGoogle, closeWindowOr, googleLinkQuery } from '../api.ts';
import { readHash } from '../oauth-helpers.ts';

const SETTINGS_PATH = '/settings#linked-accounts';

/**
 * Link-Google-account middle page (document 1 section 2): the access token from the URL hash is bound with
 * platform app id 2243, then the window closes (or the settings open when it cannot). A failure shows an
 * error dialog whose OK goes to the start page.
 */
export function GoogleLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [phase, setPhase] = useState<'loading' | 'success' | { error: unknown }>('loading');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const result = readHash(hash || window.location.hash);
    if (result.error || !result.accessToken) {
      setPhase({ error: null });
      return;
    }
    bindGoogle(result.accessToken)
      .then(() => {
        setPhase('success');
        closeWindowOr(() => navigate(SETTINGS_PATH, { replace: true }));
      })
      .catch((error: unknown) => setPhase({ error }));
  }, [hash, navigate]);

  if (phase === 'loading') {
    return (
      <div data-testid="google-link-loading">
        <PageLoader />
      </div>
    );
  }
  if (phase === 'success') {
    return (
      <Container size="xs" py={{ base: 'lg', sm: 56 }}>
        <Card withBorder padding="xl" data-testid="google-link-success">
          <Stack>
            <Title order={1} size="h3">
              {t('google_link_success_title')}
            </Title>
            <LinkedGoogleAccount />
            <Text c="dimmed">{t('oauth_window_closing')}</Text>
            <Button component={Link} to={SETTINGS_PATH} variant="light" data-testid="google-link-settings">
              {t('oauth_back_to_settings')}
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }
  const error = phase.error;
  const message = isApiError(error) && error.serverMessage ? error.serverMessage : t(error === null ? 'oauth_auth_fail' : 'internal_error');
  return (
    <Modal
      opened
      onClose={() => navigate('/start', { replace: true })}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="lg"
      title={t('google_link_error_title')}
    >
      <Stack gap="md" data-testid="google-link-error">
        <Text size="sm" data-testid="google-link-error-message">
          {message}
        </Text>
        <Button fullWidth onClick={() => navigate('/start', { replace: true })} data-testid="google-link-error-ok">
          {t('ok_action')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** Which Google account the portal now holds, as the server reads it back after the bind. */
function LinkedGoogleAccount() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(googleLinkQuery);
  if (isPending) return <Skeleton height={18} width="70%" />;
  const account = data?.username ?? data?.displayName ?? data?.externalId;
  if (!data?.linked || !account) return null;
  return (
    <Text fw={600} data-testid="google-link-account">
      {t('linked_google_account', { account })}
    </Text>
  );
}
