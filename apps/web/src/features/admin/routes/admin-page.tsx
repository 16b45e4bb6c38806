import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FeatureGatesPanel } from '../components/feature-gates-panel.tsx';
import { OutboxPanel } from '../components/outbox-panel.tsx';
import { SupportInboxPanel } from '../components/support-inbox-panel.tsx';
import { PortalSettingsPanel } from '../components/portal-settings-panel.tsx';
import { IdentityReviewPanel } from '../components/identity-review-panel.tsx';
import { OfflineContractPanel } from '../components/offline-contract-panel.tsx';
import { ReleaseReviewPanel } from '../components/release-review-panel.tsx';
import { PublishingPanel } from '../components/publishing-panel.tsx';
import { SalesImportsPanel } from '../components/sales-imports-panel.tsx';
import { AnalyticsImportsPanel } from '../components/analytics-imports-panel.tsx';
import { WithdrawalsPanel } from '../components/withdrawals-panel.tsx';
import { PayoutsCard } from '../components/payouts-card.tsx';
import { AdvancesPanel } from '../components/advances-panel.tsx';
import { DirectTransferPanel } from '../components/direct-transfer-panel.tsx';
import { PlatformRulesPanel } from '../components/platform-rules-panel.tsx';
import { PromotionPanel } from '../components/promotion-panel.tsx';
import { ActivitiesPanel } from '../components/activities-panel.tsx';
import { OpenExtrasPanel } from '../components/open-extras-panel.tsx';
import { OacMergePanel } from '../components/oac-merge-panel.tsx';
import { SystemHealthPanel } from '../components/system-health-panel.tsx';
import { ClientErrorsPanel } from '../components/client-errors-panel.tsx';
import { ArtistClaimsPanel } from '../components/artist-claims-panel.tsx';
import { ConsolePage, ConsoleSection } from '../components/console-page.tsx';

/** Operator console: the server's health and the way to Deliveries first, then release reviews, identity reviews, the message outbox (with one-time codes), feature gates and portal settings. */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage
      title={t('admin_title')}
      subtitle={t('admin_subtitle')}
      actions={
        <Group gap="sm">
          <Button component={Link} to="/admin/streaming-quick-access" variant="default" data-testid="admin-quick-access-link">
            {t('admin_quick_access_title')}
          </Button>
          <Button component={Link} to="/youtube/channel-info" variant="default" data-testid="admin-channel-info-link">
            {t('channel_info_title')}
          </Button>
          <Button component={Link} to="/admin/deliveries" data-testid="admin-deliveries-link">
            {t('admin_deliveries_open')}
          </Button>
        </Group>
      }
    >
      {/* What the server relies on comes first: a missing schema or codec explains failures further down. */}
      <SystemHealthPanel />
      <Stack gap={48} mt="xl">
        <ConsoleSection id="releases" title={t('admin_tab_releases')} hint={t('admin_releases_hint')}>
          <ReleaseReviewPanel />
        </ConsoleSection>
        <ConsoleSection id="identity" title={t('admin_tab_identity')} hint={t('admin_identity_hint')}>
          <IdentityReviewPanel />
        </ConsoleSection>
        <ConsoleSection id="artist-claims" title={t('admin_claims_title')} hint={t('admin_claims_hint')}>
          <ArtistClaimsPanel />
        </ConsoleSection>
        <ConsoleSection id="publishing" title={t('admin_tab_publishing')} hint={t('admin_publishing_hint')}>
          <PublishingPanel />
        </ConsoleSection>
        <ConsoleSection id="sales-imports" title={t('admin_money_tab_sales')} hint={t('admin_money_sales_hint')}>
          <SalesImportsPanel />
        </ConsoleSection>
        <ConsoleSection id="analytics-imports" title={t('admin_tab_analytics')} hint={t('admin_analytics_hint')}>
          <AnalyticsImportsPanel />
        </ConsoleSection>
        <ConsoleSection id="withdrawals" title={t('admin_money_tab_withdrawals')} hint={t('admin_money_withdrawals_hint')}>
          <Stack gap="lg">
            <PayoutsCard />
            <WithdrawalsPanel />
          </Stack>
        </ConsoleSection>
        <ConsoleSection id="advances" title={t('admin_money_tab_advances')} hint={t('admin_money_advances_hint')}>
          <AdvancesPanel />
        </ConsoleSection>
        <ConsoleSection id="direct-transfers" title={t('admin_direct_title')} hint={t('admin_direct_hint')}>
          <DirectTransferPanel />
        </ConsoleSection>
        <ConsoleSection id="promotion" title={t('admin_tab_promotion')} hint={t('admin_promotion_hint')}>
          <PromotionPanel />
        </ConsoleSection>
        <ConsoleSection id="monetization" title={t('admin_tab_monetization')} hint={t('admin_monetization_hint')}>
          <OacMergePanel />
        </ConsoleSection>
        <ConsoleSection id="offline-contracts" title={t('admin_tab_offline')} hint={t('admin_offline_hint')}>
          <OfflineContractPanel />
        </ConsoleSection>
        <ConsoleSection id="support" title={t('admin_tab_support')} hint={t('admin_support_hint')}>
          <SupportInboxPanel />
        </ConsoleSection>
        <ConsoleSection id="client-errors" title={t('admin_errors_title')} hint={t('admin_errors_hint')}>
          <ClientErrorsPanel />
        </ConsoleSection>
        <ConsoleSection id="outbox" title={t('admin_tab_outbox')} hint={t('admin_outbox_hint')}>
          <OutboxPanel />
        </ConsoleSection>
        <ConsoleSection id="store-rules" title={t('admin_rules_title')} hint={t('admin_rules_hint')}>
          <PlatformRulesPanel />
        </ConsoleSection>
        <ConsoleSection id="feature-gates" title={t('admin_tab_gates')} hint={t('admin_gates_hint')}>
          <FeatureGatesPanel />
        </ConsoleSection>
        <ConsoleSection id="activities" title={t('admin_tab_activities')} hint={t('admin_activities_hint')}>
          <ActivitiesPanel />
        </ConsoleSection>
        <ConsoleSection id="open-extras" title={t('admin_tab_open_extras')} hint={t('admin_open_extras_hint')}>
          <OpenExtrasPanel />
        </ConsoleSection>
        <ConsoleSection id="settings" title={t('admin_tab_settings')} hint={t('admin_settings_hint')}>
          <PortalSettingsPanel />
        </ConsoleSection>
      </Stack>
    </ConsolePage>
  );
}
