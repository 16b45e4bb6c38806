import { useEffect, useRef, useState } from 'react';
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

import { useTranslation } from '../../../lib/use-translation.ts';
import { closeWindowOr, publicConfigQuery, SUPPORT_EMAIL_FALLBACK, verifyYoutube } from '../api.ts';
import { hashFailure, readHash } from '../oauth-helpers.ts';

const SETTINGS_PATH = '/settings#linked-accounts';

type Phase = { kind: 'loading' } | { kind: 'success' } | { kind: 'failure'; reason: string };

/**
 * Video-sharing OAuth result page (document 1 sections 2 and 4): loading, then the token and state from the
 * URL hash are saved through the verify call; success shows a hint and closes the window, failure (a hash
 * error, no hash, incomplete params or a refused verify) shows the failure hint with the support e-mail.
 */
export function YoutubeResultPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const started = useRef(false);
  const config = useQuery({ ...publicConfigQuery, enabled: phase.kind === 'failure' });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const result = readHash(hash || window.location.hash);
    const problem = hashFailure(result);
    if (problem) {
      setPhase({ kind: 'failure', reason: problem });
      return;
    }
    verifyYoutube(result.state!, result.accessToken!)
      .then((answer) => {
        if (answer.errorCode !== 0) {
          setPhase({ kind: 'failure', reason: `errorCode ${answer.errorCode}` });
          return;
        }
        setPhase({ kind: 'success' });
        closeWindowOr(() => {});
      })
      .catch((error: unknown) => setPhase({ kind: 'failure', reason: error instanceof Error ? error.message : 'request failed' }));
  }, [hash]);

  if (phase.kind === 'loading') {
    return (
      <div data-testid="youtube-result-loading">
        <PageLoader />
      </div>
    );
  }
  if (phase.kind === 'success') {
    return (
      <Container size="xs" py={{ base: 'lg', sm: 56 }}>
        <Card withBorder padding="xl" data-testid="youtube-result-success">
          <Stack>
            <Title order={1} size="h3">
              {t('youtube_result_success_title')}
            </Title>
            <Text c="dimmed">{t('oauth_window_closing')}</Text>
            <Button component={Link} to={SETTINGS_PATH} variant="light" data-testid="youtube-result-settings">
              {t('oauth_back_to_settings')}
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }
  if (config.isPending) {
    return (
      <div data-testid="youtube-result-loading">
        <PageLoader />
      </div>
    );
  }
  const email = config.data?.supportEmail || SUPPORT_EMAIL_FALLBACK;
  return (
    <Container size="xs" py={{ base: 'lg', sm: 56 }}>
      <Card withBorder padding="xl" data-testid="youtube-result-failure" data-reason={phase.reason}>
        <Stack>
          <Title order={1} size="h3" data-testid="youtube-result-failure-title">
            {t('oauth_failed_hint_title')}
          </Title>
          <Text data-testid="youtube-result-failure-body">{t('oauth_failed_hint_body', { email })}</Text>
          <Button component={Link} to={SETTINGS_PATH} variant="light" data-testid="youtube-result-settings">
            {t('oauth_back_to_settings')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
