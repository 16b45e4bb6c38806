import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Container, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { PageLoader } from '../../../components/page-loader.tsx';

import { errorMessageKey } from '../../../lib/error-message.ts';
import { readStorage, removeStorage, StorageKey, writeStorage } from '../../../lib/storage.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { authorizeAddress, confirmMusicTab, musicTabInfoQuery } from '../api.ts';
import { decideMusicTab, type MusicTabInfo } from '../music-tab-decision.ts';
import { BIND_PATH } from '../oauth-helpers.ts';

const PAGE_PATH = '/music-tab';

/**
 * Short-video music-tab middle page (document 1 section 2, admin only): decides from GET /user/music-tab/info
 * between the status, active and confirm views, the labels' not-supported notice and the linking page.
 */
export function MusicTabPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const info = useQuery({ ...musicTabInfoQuery, enabled: !isMobile });
  // Desktop only: a phone goes to the overview without waiting for the info.
  const step = isMobile ? 'overview' : info.data ? decideMusicTab(info.data, { isMobile }) : null;
  const labelNoticeSeen = useRef(readStorage(StorageKey.musicTabLabelNotice) !== null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (step === 'overview') navigate('/overview', { replace: true });
    else if (step === 'label' && labelNoticeSeen.current) navigate('/', { replace: true });
    else if (step === 'link' && !leaving.current) {
      leaving.current = true;
      // Back from the linking page with a code (the callback kept it): bind it, then come back here.
      const code = readStorage(StorageKey.ttOAuthCode, 'session');
      const returning = readStorage(StorageKey.musicTabLinking, 'session') !== null;
      removeStorage(StorageKey.musicTabLinking, 'session');
      if (returning && code) {
        const state = readStorage(StorageKey.ttOAuthState, 'session');
        removeStorage(StorageKey.ttOAuthCode, 'session');
        removeStorage(StorageKey.ttOAuthState, 'session');
        const query = new URLSearchParams({ platform: 'tiktok', code, ...(state ? { state } : {}), next: PAGE_PATH });
        navigate(`${BIND_PATH}?${query.toString()}`, { replace: true });
        return;
      }
      authorizeAddress('tiktok', PAGE_PATH)
        .then((url) => {
          writeStorage(StorageKey.musicTabLinking, '1', 'session');
          window.location.assign(url);
        })
        .catch((error: unknown) => setLinkError(errorMessageKey(error)));
    }
  }, [step, navigate]);

  if (info.isError && !isMobile) return <MusicTabMessage testId="music-tab-error" titleKey="music_tab_title" bodyKey={errorMessageKey(info.error)} />;
  if (linkError) return <MusicTabMessage testId="music-tab-error" titleKey="music_tab_title" bodyKey={linkError} />;
  if (!info.data || !step || step === 'overview' || step === 'link' || (step === 'label' && labelNoticeSeen.current)) {
    return (
      <div data-testid="music-tab-loading">
        <PageLoader />
      </div>
    );
  }
  if (step === 'label') {
    const acknowledge = () => {
      writeStorage(StorageKey.musicTabLabelNotice, new Date().toISOString());
      navigate('/', { replace: true });
    };
    return (
      <Modal opened onClose={acknowledge} withCloseButton={false} closeOnClickOutside={false} centered radius="lg" title={t('music_tab_label_title')}>
        <Stack gap="md" data-testid="music-tab-label-modal">
          <Text size="sm">{t('music_tab_label_body')}</Text>
          <Button fullWidth onClick={acknowledge} data-testid="music-tab-label-ok">
            {t('ok_action')}
          </Button>
        </Stack>
      </Modal>
    );
  }
  if (step === 'status') return <MusicTabStatus info={info.data} />;
  if (step === 'active') {
    return (
      <MusicTabMessage testId="music-tab-active" titleKey="music_tab_active_title" bodyKey="music_tab_active_body">
        <Button component={Link} to="/overview" variant="light" data-testid="music-tab-active-overview">
          {t('nav_overview')}
        </Button>
      </MusicTabMessage>
    );
  }
  return <MusicTabConfirm />;
}

function MusicTabMessage({ testId, titleKey, bodyKey, children }: { testId: string; titleKey: string; bodyKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 'lg', sm: 56 }}>
      <Card withBorder padding="xl" data-testid={testId}>
        <Stack>
          <Title order={1} size="h3">
            {t(titleKey)}
          </Title>
          <Text c="dimmed" data-testid={`${testId}-body`}>
            {t(bodyKey)}
          </Text>
          {children && <div>{children}</div>}
        </Stack>
      </Card>
    </Container>
  );
}

function MusicTabStatus({ info }: { info: MusicTabInfo }) {
  return <MusicTabMessage testId="music-tab-status" titleKey="music_tab_status_title" bodyKey={info.activated ? 'music_tab_status_activated' : 'music_tab_status_pending'} />;
}

function MusicTabConfirm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await confirmMusicTab();
      await client.invalidateQueries({ queryKey: musicTabInfoQuery.queryKey });
    } catch (error) {
      setProblem(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <MusicTabMessage testId="music-tab-confirm" titleKey="music_tab_confirm_title" bodyKey="music_tab_confirm_body">
      <Stack gap="xs" align="flex-start">
        <Button loading={busy} onClick={() => void confirm()} data-testid="music-tab-confirm-button">
          {t('music_tab_confirm_action')}
        </Button>
        {problem && (
          <Text size="sm" c="red" role="alert" data-testid="music-tab-confirm-error">
            {t(problem)}
          </Text>
        )}
      </Stack>
    </MusicTabMessage>
  );
}
