import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { consoleCountsQuery } from '../api.ts';
import { ROOMS, type Room, type RoomId } from '../console-rooms.ts';
import { ActivitiesPanel } from '../components/activities-panel.tsx';
import { AdvancesPanel } from '../components/advances-panel.tsx';
import { AnalyticsImportsPanel } from '../components/analytics-imports-panel.tsx';
import { ArtistClaimsPanel } from '../components/artist-claims-panel.tsx';
import { ClientErrorsPanel } from '../components/client-errors-panel.tsx';
import { ConsolePage, ConsoleSection } from '../components/console-page.tsx';
import { DirectTransferPanel } from '../components/direct-transfer-panel.tsx';
import { FeatureGatesPanel } from '../components/feature-gates-panel.tsx';
import { IdentityReviewPanel } from '../components/identity-review-panel.tsx';
import { OacMergePanel } from '../components/oac-merge-panel.tsx';
import { OfflineContractPanel } from '../components/offline-contract-panel.tsx';
import { OpenExtrasPanel } from '../components/open-extras-panel.tsx';
import { OutboxPanel } from '../components/outbox-panel.tsx';
import { PayoutsCard } from '../components/payouts-card.tsx';
import { PlatformRulesPanel } from '../components/platform-rules-panel.tsx';
import { PortalSettingsPanel } from '../components/portal-settings-panel.tsx';
import { PromotionPanel } from '../components/promotion-panel.tsx';
import { PublishingPanel } from '../components/publishing-panel.tsx';
import { ReleaseReviewPanel } from '../components/release-review-panel.tsx';
import { SalesImportsPanel } from '../components/sales-imports-panel.tsx';
import { SupportInboxPanel } from '../components/support-inbox-panel.tsx';
import { SystemHealthPanel } from '../components/system-health-panel.tsx';
import { WithdrawalsPanel } from '../components/withdrawals-panel.tsx';

// The rooms of the operator console (decision 068). Each keeps the section ids of the one-page console, so an
// address with an anchor (/admin/money#advances) still points at the section.

interface Section {
  id: string;
  titleKey: string;
  hintKey: string;
  panel: ReactNode;
}

const roomById = (id: RoomId) => ROOMS.find((room) => room.id === id)!;

/** A room: with one section, the section's hint says what the room is for; with several, each has its heading. */
function RoomPage({ id, sections }: { id: RoomId; sections: Section[] }) {
  const { t } = useTranslation();
  const room = roomById(id);
  const [only] = sections;
  if (sections.length === 1 && only) {
    return (
      <ConsolePage title={t(room.labelKey)} subtitle={t(only.hintKey)} testId={`console-room-${id}`}>
        <section id={only.id}>{only.panel}</section>
      </ConsolePage>
    );
  }
  return (
    <ConsolePage title={t(room.labelKey)} subtitle={t(`console_room_${id}_hint`)} testId={`console-room-${id}`}>
      <Stack gap={48}>
        {sections.map((section) => (
          <ConsoleSection key={section.id} id={section.id} title={t(section.titleKey)} hint={t(section.hintKey)}>
            {section.panel}
          </ConsoleSection>
        ))}
      </Stack>
    </ConsolePage>
  );
}

export const ReviewsRoom = () => <RoomPage id="reviews" sections={[{ id: 'releases', titleKey: 'admin_tab_releases', hintKey: 'admin_releases_hint', panel: <ReleaseReviewPanel /> }]} />;

export const IdentityRoom = () => (
  <RoomPage
    id="identity"
    sections={[
      { id: 'identity', titleKey: 'admin_tab_identity', hintKey: 'admin_identity_hint', panel: <IdentityReviewPanel /> },
      { id: 'artist-claims', titleKey: 'admin_claims_title', hintKey: 'admin_claims_hint', panel: <ArtistClaimsPanel /> },
      { id: 'offline-contracts', titleKey: 'admin_tab_offline', hintKey: 'admin_offline_hint', panel: <OfflineContractPanel /> },
    ]}
  />
);

export const MoneyRoom = () => (
  <RoomPage
    id="money"
    sections={[
      {
        id: 'withdrawals',
        titleKey: 'admin_money_tab_withdrawals',
        hintKey: 'admin_money_withdrawals_hint',
        panel: (
          <Stack gap="lg">
            <PayoutsCard />
            <WithdrawalsPanel />
          </Stack>
        ),
      },
      { id: 'advances', titleKey: 'admin_money_tab_advances', hintKey: 'admin_money_advances_hint', panel: <AdvancesPanel /> },
      { id: 'direct-transfers', titleKey: 'admin_direct_title', hintKey: 'admin_direct_hint', panel: <DirectTransferPanel /> },
    ]}
  />
);

export const ImportsRoom = () => (
  <RoomPage
    id="imports"
    sections={[
      { id: 'sales-imports', titleKey: 'admin_money_tab_sales', hintKey: 'admin_money_sales_hint', panel: <SalesImportsPanel /> },
      { id: 'analytics-imports', titleKey: 'admin_tab_analytics', hintKey: 'admin_analytics_hint', panel: <AnalyticsImportsPanel /> },
    ]}
  />
);

export const PublishingRoom = () => <RoomPage id="publishing" sections={[{ id: 'publishing', titleKey: 'admin_tab_publishing', hintKey: 'admin_publishing_hint', panel: <PublishingPanel /> }]} />;

export const PromotionRoom = () => (
  <RoomPage
    id="promotion"
    sections={[
      { id: 'promotion', titleKey: 'admin_tab_promotion', hintKey: 'admin_promotion_hint', panel: <PromotionPanel /> },
      { id: 'monetization', titleKey: 'admin_tab_monetization', hintKey: 'admin_monetization_hint', panel: <OacMergePanel /> },
      { id: 'activities', titleKey: 'admin_tab_activities', hintKey: 'admin_activities_hint', panel: <ActivitiesPanel /> },
      { id: 'open-extras', titleKey: 'admin_tab_open_extras', hintKey: 'admin_open_extras_hint', panel: <OpenExtrasPanel /> },
    ]}
  />
);

export const SupportRoom = () => (
  <RoomPage
    id="support"
    sections={[
      { id: 'support', titleKey: 'admin_tab_support', hintKey: 'admin_support_hint', panel: <SupportInboxPanel /> },
      { id: 'client-errors', titleKey: 'admin_errors_title', hintKey: 'admin_errors_hint', panel: <ClientErrorsPanel /> },
    ]}
  />
);

export const GatesRoom = () => (
  <RoomPage
    id="gates"
    sections={[
      { id: 'feature-gates', titleKey: 'admin_tab_gates', hintKey: 'admin_gates_hint', panel: <FeatureGatesPanel /> },
      { id: 'store-rules', titleKey: 'admin_rules_title', hintKey: 'admin_rules_hint', panel: <PlatformRulesPanel /> },
      { id: 'settings', titleKey: 'admin_tab_settings', hintKey: 'admin_settings_hint', panel: <PortalSettingsPanel /> },
    ]}
  />
);

export const OutboxRoom = () => <RoomPage id="outbox" sections={[{ id: 'outbox', titleKey: 'admin_tab_outbox', hintKey: 'admin_outbox_hint', panel: <OutboxPanel /> }]} />;

export const HealthRoom = () => <RoomPage id="health" sections={[{ id: 'health', titleKey: 'health_title', hintKey: 'console_room_health_hint', panel: <SystemHealthPanel /> }]} />;

/** /admin: the server's health, then a card per room with what waits there. */
export function OverviewRoom() {
  const { t } = useTranslation();
  const { data: counts } = useQuery(consoleCountsQuery);
  return (
    <ConsolePage
      title={t('admin_title')}
      subtitle={t('console_overview_subtitle')}
      testId="console-room-overview"
      actions={
        <Group gap="sm">
          <Button component={Link} to="/admin/streaming-quick-access" variant="default" data-testid="admin-quick-access-link">
            {t('admin_quick_access_title')}
          </Button>
          <Button component={Link} to="/youtube/channel-info" variant="default" data-testid="admin-channel-info-link">
            {t('channel_info_title')}
          </Button>
        </Group>
      }
    >
      <SystemHealthPanel />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {ROOMS.filter((room) => room.id !== 'overview').map((room) => (
          <RoomCard key={room.id} room={room} counts={counts} />
        ))}
      </SimpleGrid>
    </ConsolePage>
  );
}

function RoomCard({ room, counts }: { room: Room; counts: Parameters<NonNullable<Room['waiting']>>[0] | undefined }) {
  const { t, i18n } = useTranslation();
  const waiting = room.waiting && counts ? room.waiting(counts) : null;
  return (
    <Card component={Link} to={room.path} withBorder padding="md" radius="md" data-testid={`console-card-${room.id}`} style={{ color: 'inherit', textDecoration: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={600}>{t(room.labelKey)}</Text>
        {waiting !== null && (
          <Badge size="lg" variant={waiting > 0 ? 'filled' : 'light'} color={waiting === 0 ? 'gray' : room.id === 'health' ? 'red' : 'violet'} data-testid={`console-card-count-${room.id}`}>
            {formatNumber(waiting, i18n.language)}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={6}>
        {t(`console_room_${room.id}_hint`)}
      </Text>
      {room.id === 'imports' && counts && counts.suspenseLines > 0 && (
        <Text size="sm" c="orange" mt={4} data-testid="console-card-suspense">
          {t('console_suspense_lines', { lines: formatNumber(counts.suspenseLines, i18n.language) })}
        </Text>
      )}
    </Card>
  );
}
