import { Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { currentTeamQuery } from '../api.ts';
import { PermissionSummary } from './permission-matrix.tsx';

/**
 * What a member working in someone else's account sees on the team page: whose team it is and what they may do
 * there (GET /team/current). Only the owner manages the members.
 */
export function CurrentTeam() {
  const { t } = useTranslation();
  const { data, error } = useQuery(currentTeamQuery);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} size="h2" mb="lg">
        {t('nav_team')}
      </Title>
      {error ? (
        <FormError error={error} />
      ) : !data ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Card withBorder padding="lg" data-testid="team-current">
          <Stack gap="sm">
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="team-current-name">
              {data.teamInfo.name}
            </Text>
            <Text size="sm" c="dimmed" data-testid="team-current-owner">
              {t('team_current_owner', { name: data.teamInfo.ownerNickname })}
            </Text>
            <Text size="sm" fw={600} mt="xs">
              {t('team_current_permissions')}
            </Text>
            <PermissionSummary value={data.memberPermissions} testId="team-current-permissions" />
            <Text size="sm" c="dimmed" mt="xs">
              {t('team_current_owner_manages')}
            </Text>
          </Stack>
        </Card>
      )}
    </Container>
  );
}
