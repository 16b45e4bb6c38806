import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serviceKey } from '@portal/domain/promotion/center';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { campaignsQuery, type Campaign } from '../center-api.ts';
import { dayText, errorText, ruleLines } from '../promo-text.ts';
import { ApplyModal } from './apply-modal.tsx';

/** The campaigns open now, each with its rules and the way to apply. */
export function CampaignsTab() {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(campaignsQuery());
  const [applying, setApplying] = useState<Campaign | null>(null);
  const [sent, setSent] = useState(false);
  if (error)
    return (
      <Alert color="red" variant="light">
        {errorText(error, t, (key) => i18n.exists(key))}
      </Alert>
    );
  if (!data) return <Skeleton height={200} />;
  return (
    <Stack gap="md" data-testid="promo-campaigns">
      {sent && (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setSent(false)} data-testid="promo-apply-sent">
          {t('promo_apply_sent')}
        </Alert>
      )}
      {data.campaigns.length === 0 ? (
        <Text c="dimmed" data-testid="promo-campaigns-empty">
          {t('promo_campaigns_empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data.campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} onApply={() => setApplying(campaign)} />
          ))}
        </SimpleGrid>
      )}
      {applying && (
        <ApplyModal
          campaign={applying}
          onClose={(done) => {
            setApplying(null);
            if (done) setSent(true);
          }}
        />
      )}
    </Stack>
  );
}

function CampaignCard({ campaign, onApply }: { campaign: Campaign; onApply: () => void }) {
  const { t, i18n } = useTranslation();
  const { can } = useAbilities();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="promo-campaign" data-campaign-id={campaign.id}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light">{t(serviceKey(campaign.serviceType))}</Badge>
          {campaign.state === 'FULL' && <Badge color="gray">{t('promo_campaign_full_badge')}</Badge>}
        </Group>
        <Title order={3} size="h4" data-testid="promo-campaign-title">
          {campaign.title}
        </Title>
        {campaign.description && <Text size="sm">{campaign.description}</Text>}
        <Text size="xs" c="dimmed">
          {t(`${serviceKey(campaign.serviceType)}_hint`)}
        </Text>
        <List size="xs" spacing={2} c="dimmed">
          {ruleLines(campaign, t, i18n.language).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Group justify="space-between" gap="xs" mt="auto" pt="xs">
          <Stack gap={0}>
            <Text size="xs">{t('promo_campaign_until', { date: dayText(campaign.endAt, i18n.language) })}</Text>
            <Text size="xs" c="dimmed">
              {t('promo_campaign_slots', { taken: campaign.slotsTaken, slots: campaign.slots })}
            </Text>
          </Stack>
          {campaign.block ? (
            <Text size="xs" c="dimmed" data-testid="promo-campaign-block">
              {t(`promo_applicant_block_${campaign.block}`)}
            </Text>
          ) : (
            <Group gap="xs">
              {campaign.appliedSongIds.length > 0 && (
                <Badge variant="outline" color="teal">
                  {t('promo_campaign_applied', { songs: campaign.appliedSongIds.length })}
                </Badge>
              )}
              {can('Release', 'Edit') && (
                <Button size="xs" onClick={onApply} disabled={!campaign.canApply} data-testid="promo-campaign-apply">
                  {t('promo_campaign_apply')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
