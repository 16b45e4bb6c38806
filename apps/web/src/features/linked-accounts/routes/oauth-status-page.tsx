import { useEffect, useRef } from 'react';
import { Badge, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isPlatform, oauthStatusMessageKey, parseErrorCode, platformNameKey } from '../oauth-helpers.ts';

const SETTINGS_PATH = '/settings#linked-accounts';

/**
 * Generic OAuth status page (document 1 section 2), where the server-side code flows end:
 * errorCode 0 shows success and closes the window; other codes show an error, with their own messages for
 * scope invalid (30) and state mismatch (20) and a generic one otherwise.
 */
export function OAuthStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = parseErrorCode(params.get('errorCode'));
  const platform = params.get('platform');
  const success = code === 0;
  const closed = useRef(false);

  useEffect(() => {
    if (!success || closed.current) return;
    closed.current = true;
    window.close();
  }, [success]);

  return (
    <Container size="xs" py={{ base: 'lg', sm: 56 }}>
      <Card withBorder padding="xl" data-testid={success ? 'oauth-status-success' : 'oauth-status-error'} data-error-code={code ?? ''}>
        <Stack>
          {isPlatform(platform) && (
            <div>
              <Badge variant="light" tt="none" data-testid="oauth-status-platform">
                {t(platformNameKey(platform))}
              </Badge>
            </div>
          )}
          <Title order={1} size="h3" data-testid="oauth-status-title">
            {t(success ? 'oauth_status_success_title' : 'oauth_status_error_title')}
          </Title>
          <Text c={success ? 'dimmed' : undefined} data-testid="oauth-status-message">
            {t(success ? 'oauth_window_closing' : oauthStatusMessageKey(code))}
          </Text>
          <Button component={Link} to={SETTINGS_PATH} variant={success ? 'light' : 'filled'} data-testid="oauth-status-settings">
            {t('oauth_back_to_settings')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
