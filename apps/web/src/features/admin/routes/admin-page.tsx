import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
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
import { PromotionPanel } from '../components/promotion-panel.tsx';
import { ActivitiesPanel } from '../components/activities-panel.tsx';
import { OpenExtrasPanel } from '../components/open-extras-panel.tsx';
import { OacMergePanel } from '../components/oac-merge-panel.tsx';
import { SystemHealthPanel } from '../components/system-health-panel.tsx';

function Section({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {hint}
      </Text>
      {children}
    </section>
  );
}

/** Operator console: the server's health and the way to Deliveries first, then release reviews, identity reviews, the message outbox (with one-time codes), feature gates and portal settings. */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" align="flex-end" gap="md" mb="lg">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Title order={1} size="h2">
            {t('admin_title')}
          </Title>
          <Text c="dimmed">{t('admin_subtitle')}</Text>
        </Stack>
        <Button component={Link} to="/admin/deliveries" data-testid="admin-deliveries-link">
          {t('admin_deliveries_open')}
        </Button>
      </Group>
      {/* What the server relies on comes first: a missing schema or codec explains failures further down. */}
      <Stack gap="sm" mb={48}>
        <SystemHealthPanel />
      </Stack>
      <Stack gap={48}>
        <Section id="releases" title={t('admin_tab_releases')} hint={t('admin_releases_hint')}>
          <ReleaseReviewPanel />
        </Section>
        <Section id="identity" title={t('admin_tab_identity')} hint={t('admin_identity_hint')}>
          <IdentityReviewPanel />
        </Section>
        <Section id="publishing" title={t('admin_tab_publishing')} hint={t('admin_publishing_hint')}>
          <PublishingPanel />
        </Section>
        <Section id="sales-imports" title={t('admin_money_tab_sales')} hint={t('admin_money_sales_hint')}>
          <SalesImportsPanel />
        </Section>
        <Section id="analytics-imports" title={t('admin_tab_analytics')} hint={t('admin_analytics_hint')}>
          <AnalyticsImportsPanel />
        </Section>
        <Section id="withdrawals" title={t('admin_money_tab_withdrawals')} hint={t('admin_money_withdrawals_hint')}>
          <Stack gap="lg">
            <PayoutsCard />
            <WithdrawalsPanel />
          </Stack>
        </Section>
        <Section id="advances" title={t('admin_money_tab_advances')} hint={t('admin_money_advances_hint')}>
          <AdvancesPanel />
        </Section>
        <Section id="promotion" title={t('admin_tab_promotion')} hint={t('admin_promotion_hint')}>
          <PromotionPanel />
        </Section>
        <Section id="monetization" title={t('admin_tab_monetization')} hint={t('admin_monetization_hint')}>
          <OacMergePanel />
        </Section>
        <Section id="offline-contracts" title={t('admin_tab_offline')} hint={t('admin_offline_hint')}>
          <OfflineContractPanel />
        </Section>
        <Section id="support" title={t('admin_tab_support')} hint={t('admin_support_hint')}>
          <SupportInboxPanel />
        </Section>
        <Section id="outbox" title={t('admin_tab_outbox')} hint={t('admin_outbox_hint')}>
          <OutboxPanel />
        </Section>
        <Section id="feature-gates" title={t('admin_tab_gates')} hint={t('admin_gates_hint')}>
          <FeatureGatesPanel />
        </Section>
        <Section id="activities" title={t('admin_tab_activities')} hint={t('admin_activities_hint')}>
          <ActivitiesPanel />
        </Section>
        <Section id="open-extras" title={t('admin_tab_open_extras')} hint={t('admin_open_extras_hint')}>
          <OpenExtrasPanel />
        </Section>
        <Section id="settings" title={t('admin_tab_settings')} hint={t('admin_settings_hint')}>
          <PortalSettingsPanel />
        </Section>
      </Stack>
    </Container>
  );
}
