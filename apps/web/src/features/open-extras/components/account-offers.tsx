import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { accountOffersQuery } from '../api.ts';

/**
 * The account's production-music library offers (GET /content-supply/user/lead): each offer with its share and where
 * it stands. `except` leaves out the offer the page already shows.
 */
export function AccountOffers({ except }: { except?: number }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(accountOffersQuery);
  const offers = (data?.leads ?? []).filter((offer) => offer.leadId !== except);
  if (error) return <FormError error={error} />;
  if (!data || (except !== undefined && offers.length === 0)) return null;
  return (
    <Stack gap="sm" data-testid="content-supply-mine">
      <Title order={2} size="h4">
        {t(except === undefined ? 'content_supply_mine_title' : 'content_supply_mine_other')}
      </Title>
      {offers.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="content-supply-mine-empty">
          {t('content_supply_mine_empty')}
        </Text>
      ) : (
        offers.map((offer) => (
          <Card key={offer.leadId} withBorder padding="md" data-testid={`content-supply-mine-${offer.leadId}`}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {offer.offerTitle}
              </Text>
              <Badge variant="light" tt="none" data-testid={`content-supply-mine-status-${offer.leadId}`}>
                {t(`content_supply_status_${offer.status}`)}
              </Badge>
            </Group>
            <Text size="sm" mt={4}>
              {t('content_supply_mine_share', { share: offer.revenueSharePercent })}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('content_supply_mine_sent', { email: offer.email, date: formatDateTime(offer.createdAt) })}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
