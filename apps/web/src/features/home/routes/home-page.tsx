import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { ChartIcon } from '../../../components/icons/chart-icon.tsx';
import { GlobeIcon } from '../../../components/icons/globe-icon.tsx';
import { MusicIcon } from '../../../components/icons/music-icon.tsx';
import { WalletIcon } from '../../../components/icons/wallet-icon.tsx';
import { useSession } from '../../../lib/use-session.ts';

const features = [
  { icon: GlobeIcon, title: 'home_feature_distribution_title', body: 'home_feature_distribution_body' },
  { icon: ChartIcon, title: 'home_feature_analytics_title', body: 'home_feature_analytics_body' },
  { icon: WalletIcon, title: 'home_feature_royalties_title', body: 'home_feature_royalties_body' },
  { icon: MusicIcon, title: 'home_feature_publishing_title', body: 'home_feature_publishing_body' },
] as const;

/** Landing for visitors; a signed-in user gets a way to the overview instead of the sign-up call. */
export function HomePage() {
  const { t } = useTranslation();
  const { user, region } = useSession();
  const signedIn = Boolean(user);

  return (
    <>
      <Box className="sp-hero" py={{ base: 56, sm: 96 }}>
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Badge variant="light" size="lg" radius="xl" tt="none" h="auto" py={6} maw="100%" styles={{ label: { whiteSpace: 'normal' } }}>
              {t('home_badge')}
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1} style={{ letterSpacing: '-0.03em' }}>
              {t('home_title_start')} <span className="sp-gradient-text">{t('home_title_highlight')}</span>
            </Title>
            <Text size="lg" c="dimmed" maw={620}>
              {t('home_subtitle')}
            </Text>
            {region?.regionBanned && (
              <Text c="red" size="sm" data-testid="region-banned">
                {t('home_region_unavailable')}
              </Text>
            )}
            <Group gap="sm" justify="center">
              {signedIn ? (
                <Button component={Link} to={user?.needsProfile ? '/start' : '/overview'} size="lg" data-testid="home-overview">
                  {user?.needsProfile ? t('home_complete_profile') : t('home_go_overview')}
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/sign-up" size="lg" data-testid="home-sign-up">
                    {t('home_cta_sign_up')}
                  </Button>
                  <Button component={Link} to="/login" size="lg" variant="default" data-testid="home-login">
                    {t('login_action')}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack gap={6} ta="center" mb={40}>
          <Title order={2}>{t('home_features_title')}</Title>
          <Text c="dimmed">{t('home_features_subtitle')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {features.map(({ icon: Icon, title, body }) => (
            <Box key={title} p="lg" bg="white" style={{ borderRadius: 16, border: '1px solid var(--mantine-color-gray-2)' }}>
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <Icon size={22} />
              </ThemeIcon>
              <Text fw={700} mb={6}>
                {t(title)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(body)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
