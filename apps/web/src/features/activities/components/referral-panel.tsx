import { Button, Card, CopyButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ACTIVITIES_KEY, takeInvite, type ActivityDetail } from '../api.ts';
import { formatReward } from './activity-money.ts';
import { FormError } from '../../../components/form-error.tsx';

const STATS = ['invitees', 'approvedAccounts', 'qualifiedTracks', 'pendingPayments'] as const;

/** A referral activity: the owner's invite link to copy, how the reward is earned, and the figures so far. */
export function ReferralPanel({ detail }: { detail: ActivityDetail }) {
  const { t, i18n } = useTranslation();
  const { isOwner } = useAbilities();
  const client = useQueryClient();
  const { activity, invite, statistics } = detail;
  const take = useMutation({
    mutationFn: () => takeInvite(activity.activityId),
    onSuccess: () => client.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  });
  const reward = formatReward(activity.rewardAmount, activity.currency, i18n.language);

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('activity_referral_how_title')}
          </Title>
          <Text size="sm">{t('activity_referral_how', { amount: reward })}</Text>
          {invite ? (
            <>
              <Group align="flex-end" wrap="nowrap" gap="sm">
                <TextInput
                  label={t('activity_invite_link')}
                  value={invite.inviteLink}
                  readOnly
                  style={{ flex: 1 }}
                  data-testid="activity-invite-link"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={invite.inviteLink}>
                  {({ copied, copy }) => (
                    <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy} data-testid="activity-invite-copy">
                      {copied ? t('copy_success') : t('activity_invite_copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed">
                {t('activity_invite_code', { code: invite.inviteCode })}
              </Text>
            </>
          ) : activity.status !== 'ONGOING' ? (
            <Text size="sm" c="dimmed">
              {t('activity_not_running')}
            </Text>
          ) : isOwner ? (
            <Group>
              <Button onClick={() => take.mutate()} loading={take.isPending} data-testid="activity-invite-take">
                {t('activity_invite_take')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('activity_invite_owner_only')}
            </Text>
          )}
          <FormError error={take.error} />
        </Stack>
      </Card>
      {statistics && (
        <Card withBorder padding="lg" radius="md" data-testid="activity-statistics">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('activity_statistics_title')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
              {STATS.map((name) => (
                <Stat key={name} name={name} label={t(`activity_stat_${name}`)} value={String(statistics[name])} />
              ))}
              <Stat name="rewardsPaid" label={t('activity_stat_rewardsPaid')} value={formatReward(statistics.rewardsPaid, activity.currency, i18n.language)} />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('activity_statistics_hint')}
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function Stat({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`activity-stat-${name}`}>
        {value}
      </Text>
    </Stack>
  );
}
