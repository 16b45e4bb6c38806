import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { loginPathFor } from '../../../lib/public-paths.ts';
import { userQuery } from '../../../lib/queries.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { bindShortVideo, broadcastTtOAuth } from '../api.ts';
import { bindContinuation, cancelTarget, decodeShortVideoState, tiktokRedirectUri } from '../oauth-helpers.ts';

/**
 * Third-party bind page (document 1 section 2). With a code and a signed-in user: code -> token, bind,
 * scopes, fresh user basics, then on to the overview, the music-tab page or the mobile overview.
 * Visitors go through login first; cancel (or a provider error) goes to the cancel address; a failure
 * shows the server's message (or internal_error) with an OK that returns to the (mobile) overview.
 */
export function ThirdPartyBindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const isMobile = useIsMobile();
  const { user, loading } = useSession();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const started = useRef(false);

  const code = params.get('code');
  const cancelled = Boolean(params.get('cancel')) || params.has('error');

  useEffect(() => {
    if (started.current) return;
    if (cancelled) {
      started.current = true;
      navigate(cancelTarget(params.get('cancel')), { replace: true });
      return;
    }
    if (loading) return;
    started.current = true;
    if (!user) {
      navigate(loginPathFor(location.pathname + location.search), { replace: true });
      return;
    }
    const next = bindContinuation(params.get('next'));
    if (!code) {
      navigate(next, { replace: true });
      return;
    }
    const state = params.get('state');
    const redirectURI = decodeShortVideoState(state)?.redirectURI ?? tiktokRedirectUri(window.location.origin);
    bindShortVideo({ code, state, redirectURI })
      .then(async (bound) => {
        await client.invalidateQueries({ queryKey: userQuery.queryKey });
        broadcastTtOAuth({ bound: true, platform: bound.platform });
        navigate(next, { replace: true });
      })
      .catch((error: unknown) => setFailure({ error }));
  }, [cancelled, loading, user, code, params, location.pathname, location.search, navigate, client]);

  const message = failure && isApiError(failure.error) && failure.error.serverMessage ? failure.error.serverMessage : t('internal_error');

  return (
    <div data-testid="third-party-bind">
      <PageLoader />
      <Modal
        opened={failure !== null}
        onClose={() => navigate(isMobile ? '/mobile' : '/overview', { replace: true })}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        radius="lg"
        title={t('third_party_bind_error_title')}
      >
        <Stack gap="md" data-testid="third-party-bind-error">
          <Text size="sm" data-testid="third-party-bind-error-message">
            {message}
          </Text>
          <Button fullWidth onClick={() => navigate(isMobile ? '/mobile' : '/overview', { replace: true })} data-testid="third-party-bind-error-ok">
            {t('ok_action')}
          </Button>
        </Stack>
      </Modal>
    </div>
  );
}
