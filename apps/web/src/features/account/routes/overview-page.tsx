import { Anchor, Badge, Card, Container, Divider, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SettlementStatus } from '@portal/domain/enums';
import { settlementStatusKey } from '@portal/domain/user-state';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatCompact, regionName } from '../../../lib/format.ts';
import { CountryLabel } from '../../../components/country-flag.tsx';
import { userQuery } from '../../../lib/queries.ts';
import { signStatusKey, userTypeKey } from '../../../lib/user-labels.ts';
import { SurveyBanner } from '../../../components/survey-banner.tsx';
import { catalogueCountsQuery } from '../api.ts';

const statusColor = (status: number) =>
  status === SettlementStatus.SETTLED || status === SettlementStatus.IDENTIFICATION_PASSED ? 'teal' : status === SettlementStatus.IDENTIFICATION_REJECTED ? 'red' : 'brand';

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap={4} py={10}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="end" ms="auto" maw="100%" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Step({ done, title, hint, to, testId }: { done: boolean; title: string; hint: string; to?: string; testId?: string }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon size={28} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : 'gray'}>
        {done ? <CheckIcon size={16} /> : <span style={{ width: 8, height: 8, borderRadius: 8, background: 'currentColor' }} />}
      </ThemeIcon>
      <div>
        {to ? (
          <Anchor component={Link} to={to} fw={600} size="sm" data-testid={testId}>
            {title}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {title}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </div>
    </Group>
  );
}

/** An account made in the last day that has no release yet is greeted as new, not "welcome back". */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
const isNewAccount = (createdAt: string, albumCount: number) => albumCount === 0 && Date.now() - Date.parse(createdAt) < NEW_ACCOUNT_MS;

/** The signed-in home: who the user is, their settlement (account) state, contract state and contact details. */
export function OverviewPage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useQuery(userQuery);
  // Someone who may see the releases gets the counts fresh; anyone else keeps the user answer's copy.
  const fresh = useQuery({ ...catalogueCountsQuery, enabled: user?.permissions.Release?.includes('View') === true });
  if (!user) return <PageLoader />;
  const counts = fresh.data ?? user.albumSongCounts;
  const songs = Object.values(counts.songStatusCount).reduce((sum, n) => sum + n, 0);
  const byStatus = Object.entries(counts.songStatusCount).filter(([, n]) => n > 0);
  const steps = [
    { done: true, title: t('overview_step_profile'), hint: t('overview_step_profile_hint') },
    {
      done: user.profilePassed,
      title: t('overview_step_identity'),
      hint: t('overview_step_identity_hint'),
      to: user.team === null ? '/user/pi-info' : undefined,
      testId: 'overview-step-identity',
    },
    {
      done: user.hasSigned,
      title: t('overview_step_contract'),
      hint: t('overview_step_contract_hint'),
      to: user.permissions.Contract?.includes('View') ? '/contract/management' : undefined,
      testId: 'overview-step-contract',
    },
    { done: counts.albumCount > 0, title: t('overview_step_release'), hint: t('overview_step_release_hint') },
  ];
  const done = steps.filter((s) => s.done).length;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <SurveyBanner page="overview" />
      <Stack gap={4} mb="xl">
        <Text c="dimmed" size="sm" fw={500} data-testid="overview-welcome">
          {t(isNewAccount(user.createdAt, counts.albumCount) ? 'overview_welcome_new' : 'overview_welcome')}
        </Text>
        <Title order={1} size="h2" data-testid="overview-name">
          {user.nickname}
        </Title>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
          <Card withBorder padding="lg" h="100%">
            <Group justify="space-between" mb="xs">
              <Text fw={700}>{t('overview_account_title')}</Text>
              <Badge color={statusColor(user.status)} variant="light" tt="none" size="lg" data-testid="overview-status">
                {t(settlementStatusKey(user.status))}
              </Badge>
            </Group>
            <Divider />
            <Row label={t('overview_type')} testId="overview-type">
              {t(userTypeKey(user))}
            </Row>
            <Row label={t('overview_region')} testId="overview-region">
              <CountryLabel code={user.region}>{regionName(user.region, i18n.language)}</CountryLabel>
            </Row>
            <Row label={t('overview_sign_status')} testId="overview-sign-status">
              {t(signStatusKey(user.signStatus))}
            </Row>
            {user.email && (
              <Row label={t('field_email')} testId="overview-email">
                {user.email}
              </Row>
            )}
            {user.phone && (
              <Row label={t('field_phone')} testId="overview-phone">
                {user.phone}
              </Row>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <Card withBorder padding="lg" h="100%">
            <Group justify="space-between" mb="md">
              <Text fw={700}>{t('overview_steps_title')}</Text>
              <Text size="sm" c="dimmed">
                {t('overview_steps_progress', { done, total: steps.length })}
              </Text>
            </Group>
            <Stack gap="md">
              {steps.map((step) => (
                <Step key={step.title} {...step} />
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Card withBorder padding="lg" h="100%">
            <Text fw={700} mb="md">
              {t('overview_catalog_title')}
            </Text>
            <SimpleGrid cols={2} spacing="md">
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('overview_releases')}
                </Text>
                <Text fz={32} fw={800} data-testid="overview-album-count">
                  {formatCompact(counts.albumCount, i18n.language)}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('overview_tracks')}
                </Text>
                <Text fz={32} fw={800} data-testid="overview-song-count">
                  {formatCompact(songs, i18n.language)}
                </Text>
              </div>
            </SimpleGrid>
            {byStatus.length > 0 && (
              <Group gap={6} mt="sm" data-testid="overview-song-statuses">
                {byStatus.map(([status, n]) => (
                  <Badge key={status} variant="light" color="gray" tt="none" data-testid={`overview-songs-${status}`}>
                    {t('overview_songs_in_status', { status: i18n.exists(`release_status_${status}`) ? t(`release_status_${status}`) : status, number: formatCompact(n, i18n.language) })}
                  </Badge>
                ))}
              </Group>
            )}
            <Text size="xs" c="dimmed" mt="md">
              {t('overview_catalog_hint')}
            </Text>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
