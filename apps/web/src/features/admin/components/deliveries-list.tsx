import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { deliveryStateColor, deliveryStateKey, deliveryTime } from '../../../lib/delivery-labels.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterDeliveryChange, retryDelivery, type AdminDelivery } from '../deliveries-api.ts';
import { canRetry } from '../deliveries-filter.ts';

type Target = { releaseId: number; platformId: number };
const rowId = (delivery: Target) => `${delivery.releaseId}-${delivery.platformId}`;

/** A delivery's state; `fit` keeps its whole label (a table cell), otherwise it may shorten to its container. */
export function DeliveryStateBadge({ state, size = 'sm', fit = false }: { state: string; size?: 'xs' | 'sm' | 'md'; fit?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      tt="none"
      size={size}
      color={deliveryStateColor(state)}
      maw={fit ? undefined : '100%'}
      style={{ flex: 'none', minWidth: fit ? 'max-content' : undefined }}
      data-testid="delivery-state"
      data-state={state}
    >
      {t(deliveryStateKey(state))}
    </Badge>
  );
}

/** When the portal tries again, or that it waits for us; nothing when neither. */
export function useNextText() {
  const { t } = useTranslation();
  return (delivery: Pick<AdminDelivery, 'next'>) => (delivery.next?.kind === 'retry' ? deliveryTime(delivery.next.at) : delivery.next?.kind === 'operator' ? t('admin_deliveries_next_operator') : '—');
}

/** Sends one delivery again; its answer is told beside the button. */
export function RetryButton({ delivery, size = 'xs' }: { delivery: Target & { state: string }; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [told, setTold] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: () => retryDelivery(delivery.releaseId, delivery.platformId),
    onSuccess: async (result) => {
      setTold(result.queued > 0 ? t('admin_deliveries_retried') : t('admin_deliveries_retry_skipped'));
      await afterDeliveryChange(client);
    },
    onError: (error) => setTold(t(errorMessageKey(error))),
  });
  if (!canRetry(delivery.state) && !told) return null;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {told && (
        <Text size="xs" c={retry.isError ? 'red.7' : 'teal.7'} data-testid="delivery-retry-result">
          {told}
        </Text>
      )}
      {canRetry(delivery.state) && (
        <Button
          size={size}
          variant="light"
          color="red"
          onClick={(event) => {
            event.stopPropagation();
            retry.mutate();
          }}
          loading={retry.isPending}
          data-testid="delivery-retry"
        >
          {t('admin_deliveries_retry')}
        </Button>
      )}
    </Group>
  );
}

/** The deliveries of the page: a table on a wide screen, cards on a phone. A row opens its detail. */
export function DeliveriesList({
  deliveries,
  total,
  loading,
  stale,
  onOpen,
}: {
  deliveries: AdminDelivery[];
  total: number;
  loading: boolean;
  /** The previous filter's rows, shown dimmed while the new ones load. */
  stale: boolean;
  onOpen: (target: Target) => void;
}) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  const next = useNextText();
  // aria-busy while the rows are the previous filter's: the new ones are on their way.
  const busy = { 'aria-busy': stale, style: { opacity: stale ? 0.55 : 1, transition: 'opacity 120ms ease' } } as const;
  const heading = (
    <Group justify="space-between" mb="xs">
      <Text fw={600}>{t('admin_deliveries_list_title')}</Text>
      <Text size="sm" c="dimmed" data-testid="deliveries-total">
        {t('admin_deliveries_total', { total: formatNumber(total, i18n.language) })}
      </Text>
    </Group>
  );
  if (loading) {
    return (
      <Stack gap={0}>
        {heading}
        <Loader size="sm" />
      </Stack>
    );
  }
  if (deliveries.length === 0) {
    return (
      <Stack gap={0}>
        {heading}
        <Card withBorder padding="lg" data-testid="deliveries-list" {...busy}>
          <Text c="dimmed" ta="center">
            {t('admin_deliveries_empty')}
          </Text>
        </Card>
      </Stack>
    );
  }
  if (isMobile) {
    return (
      <Stack gap={0}>
        {heading}
        <Stack gap="sm" data-testid="deliveries-list" {...busy}>
          {deliveries.map((delivery) => (
            <Card key={rowId(delivery)} withBorder padding="sm" data-testid={`delivery-row-${rowId(delivery)}`} data-state={delivery.state}>
              <UnstyledButton onClick={() => onOpen(delivery)} w="100%" data-testid="delivery-open">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {delivery.title}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {[delivery.platformName, delivery.upc, delivery.accountName].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <DeliveryStateBadge state={delivery.state} />
                </Group>
              </UnstyledButton>
              {delivery.reason && (
                <Text size="xs" c="red.7" mt={6} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                  {delivery.reason}
                </Text>
              )}
              <Text size="xs" c="dimmed" mt={6}>
                {[t('admin_deliveries_attempts_n', { attempts: delivery.attempts }), `${t('admin_deliveries_col_next')}: ${next(delivery)}`, deliveryTime(delivery.updatedAt)].join(' · ')}
              </Text>
              <Group justify="flex-end" mt={6}>
                <RetryButton delivery={delivery} />
              </Group>
            </Card>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap={0}>
      {heading}
      <Card withBorder padding={0} data-testid="deliveries-list" {...busy}>
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover miw={1080}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_deliveries_col_release')}</Table.Th>
                <Table.Th>{t('admin_deliveries_col_account')}</Table.Th>
                <Table.Th>{t('admin_deliveries_col_store')}</Table.Th>
                <Table.Th>{t('admin_deliveries_col_state')}</Table.Th>
                <Table.Th>{t('admin_deliveries_col_reason')}</Table.Th>
                <Table.Th ta="end">{t('admin_deliveries_col_attempts')}</Table.Th>
                <Table.Th>{t('admin_deliveries_col_next')}</Table.Th>
                <Table.Th>{t('admin_deliveries_col_updated')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <Table.Tr key={rowId(delivery)} onClick={() => onOpen(delivery)} style={{ cursor: 'pointer' }} data-testid={`delivery-row-${rowId(delivery)}`} data-state={delivery.state}>
                  <Table.Td maw={260}>
                    {/* The row opens the detail; the title is its button for the keyboard (its click reaches the row). */}
                    <UnstyledButton data-testid="delivery-open" style={{ maxWidth: '100%' }}>
                      <Text size="sm" fw={600} c="blue.7" style={{ overflowWrap: 'anywhere' }}>
                        {delivery.title}
                      </Text>
                    </UnstyledButton>
                    <Text size="xs" c="dimmed">
                      {delivery.upc ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Text size="sm" miw={150} style={{ overflowWrap: 'anywhere' }}>
                      {delivery.accountName}
                    </Text>
                    <Text size="xs" c="dimmed">{`#${delivery.accountId}`}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{delivery.platformName}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Group gap={4} wrap="nowrap">
                      <DeliveryStateBadge state={delivery.state} fit />
                      {delivery.held && delivery.state !== 'held' && (
                        <Badge size="sm" variant="outline" color="yellow" tt="none">
                          {t('release_delivery_held')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td maw={280}>
                    <Text size="xs" lineClamp={2} title={delivery.reason ?? undefined}>
                      {delivery.reason ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">{formatNumber(delivery.attempts, i18n.language)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{next(delivery)}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{deliveryTime(delivery.updatedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <RetryButton delivery={delivery} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Card>
    </Stack>
  );
}
