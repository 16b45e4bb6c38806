import { Alert, Badge, Container, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SplitReleasesTab } from '../components/split-releases-tab.tsx';
import { SplitSharedTab } from '../components/split-shared-tab.tsx';
import { SubpageHeader } from '../components/subpage-header.tsx';
import { inviteeSongsQuery } from '../split-api.ts';
import { isLiveSplit, isOpenInvite } from '../split-form-model.ts';

type Tab = 'mine' | 'shared';

/**
 * Royalty splits (route /revenue/splits): "My releases" (RoyaltySplit View) lists the account's splits and opens a new
 * one (Edit); "Shared with me" (anyone signed in) lists the songs others share with this person. ?tab=shared opens the second.
 */
export function SplitsPage() {
  const { t } = useTranslation();
  const { user, can } = useAbilities();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const invited = useQuery({ ...inviteeSongsQuery, enabled: Boolean(user) });
  if (!user) return null;
  // Invitations to this person that still wait for their answer, on a split that is still running.
  const waiting = (invited.data?.songs ?? []).filter((song) => isOpenInvite(song.status) && isLiveSplit(song.splitStatus)).length;
  const canView = can('RoyaltySplit', 'View');
  const tab: Tab = !canView || params.get('tab') === 'shared' ? 'shared' : 'mine';
  const created = (location.state as { createdSplits?: number } | null)?.createdSplits;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <SubpageHeader title={t('split_ui_title')} subtitle={t('split_ui_subtitle')} />
      {created !== undefined && (
        <Alert
          color="teal"
          variant="light"
          mb="md"
          withCloseButton
          closeButtonLabel={t('rev_close')}
          onClose={() => navigate(location.pathname + location.search, { replace: true, state: null })}
          data-testid="split-created"
        >
          {t('split_ui_created', { number: created })}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => setParams(value === 'shared' ? { tab: 'shared' } : {}, { replace: true })} keepMounted={false} data-testid="split-tabs">
        <Tabs.List mb="md">
          {canView && (
            <Tabs.Tab value="mine" data-testid="split-tab-mine">
              {t('split_ui_tab_mine')}
            </Tabs.Tab>
          )}
          <Tabs.Tab
            value="shared"
            data-testid="split-tab-shared"
            rightSection={
              waiting > 0 ? (
                <Badge size="sm" circle variant="filled" aria-label={t('split_waiting_answer', { number: waiting })} data-testid="split-tab-shared-waiting">
                  {waiting}
                </Badge>
              ) : null
            }
          >
            {t('split_ui_tab_shared')}
          </Tabs.Tab>
        </Tabs.List>
        {canView && (
          <Tabs.Panel value="mine">
            <SplitReleasesTab canEdit={can('RoyaltySplit', 'Edit')} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="shared">
          <SplitSharedTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
