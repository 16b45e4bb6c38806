import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { StorageKey, writeStorage } from '../../../lib/storage.ts';
import { broadcastTtOAuth, closeWindowOr } from '../api.ts';
import { callbackTarget, decodeShortVideoState } from '../oauth-helpers.ts';

/**
 * Short-video OAuth callback (document 1 section 2): the code and state are broadcast on 'tt-oauth' and the
 * code kept in session storage, then the page goes to the state's next path (the bind page gets platform,
 * code and state in its query). Without a code the window closes, or goes home when it cannot.
 */
export function TiktokCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? '';
    if (!code) {
      closeWindowOr(() => navigate('/', { replace: true }));
      return;
    }
    const decoded = decodeShortVideoState(state);
    broadcastTtOAuth({ code, state });
    writeStorage(StorageKey.ttOAuthCode, code, 'session');
    writeStorage(StorageKey.ttOAuthState, state, 'session');
    navigate(callbackTarget(decoded, code, state), { replace: true });
  }, [params, navigate]);

  return (
    <div data-testid="tiktok-callback">
      <PageLoader />
    </div>
  );
}
