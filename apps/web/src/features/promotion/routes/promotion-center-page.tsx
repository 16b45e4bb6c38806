import { lazy, Suspense } from 'react';
import { Anchor, Card, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

const CampaignsTab = lazy(() => import('../components/campaigns-tab.tsx').then((m) => ({ default: m.CampaignsTab })));
const ApplicationsTab = lazy(() => import('../components/applications-tab.tsx').then((m) => ({ default: m.ApplicationsTab })));
const SongsTab = lazy(() => import('../components/songs-tab.tsx').then((m) => ({ default: m.SongsTab })));
const DiscoveryTab = lazy(() => import('../components/discovery-tab.tsx').then((m) => ({ default: m.DiscoveryTab })));

const TABS = ['campaigns', 'applications', 'songs', 'discovery'] as const;
type Tab = (typeof TABS)[number];
const panels: Record<Tab, React.ComponentType> = { campaigns: CampaignsTab, applications: ApplicationsTab, songs: SongsTab, discovery: DiscoveryTab };

/**
 * The promotion center (decision 030): /promotion (campaigns open now), /promotion/applications, /promotion/songs and
 * /promotion/discovery, with a card to the artist promo pages.
 */
export function PromotionCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const tab: Tab = (TABS as readonly string[]).includes(rest) ? (rest as Tab) : 'campaigns';
  const Panel = panels[tab];
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1} size="h2">
              {t('promo_center_title')}
            </Title>
            <Text c="dimmed">{t('promo_center_subtitle')}</Text>
          </Stack>
          <Card withBorder padding="sm" radius="md" style={{ flex: '0 1 300px' }} data-testid="promo-artist-page-card">
            <Text fw={600} size="sm">
              {t('promo_artist_page_card_title')}
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              {t('promo_artist_page_card_body')}
            </Text>
            <Anchor component={Link} to="/promotion/artist-page" size="sm" data-testid="promo-artist-page-link">
              {t('promo_artist_page_card_open')}
            </Anchor>
          </Card>
        </Group>
        <PermissionGuard resource="Release" action="View">
          <Tabs value={tab} onChange={(value) => navigate(value === 'campaigns' ? '/promotion' : `/promotion/${value}`)} keepMounted={false}>
            <Tabs.List>
              {TABS.map((name) => (
                <Tabs.Tab key={name} value={name} data-testid={`promo-tab-${name}`}>
                  {t(`promo_tab_${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Suspense fallback={<PageLoader />}>
            <Panel />
          </Suspense>
        </PermissionGuard>
      </Stack>
    </Container>
  );
}
