import { useState } from 'react';
import { Badge, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
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
  const columns: DataColumn<AdminDelivery>[] = [
    {
      key: 'release',
      header: t('admin_deliveries_col_release'),
      width: 260,
      cell: (delivery) => (
        <>
          {/* The row opens the detail; the title is its button for the keyboard (its click reaches the row). */}
          <UnstyledButton data-testid="delivery-open" style={{ maxWidth: '100%' }}>
            <Text size="sm" fw={600} c="blue.7" style={{ overflowWrap: 'anywhere' }}>
              {delivery.title}
            </Text>
          </UnstyledButton>
          <Text size="xs" c="dimmed">
            {delivery.upc ?? '—'}
          </Text>
        </>
      ),
    },
    {
      key: 'account',
      header: t('admin_deliveries_col_account'),
      width: 240,
      cell: (delivery) => (
        <>
          <Text size="sm" miw={150} style={{ overflowWrap: 'anywhere' }}>
            {delivery.accountName}
          </Text>
          <Text size="xs" c="dimmed">{`#${delivery.accountId}`}</Text>
        </>
      ),
    },
    { key: 'store', header: t('admin_deliveries_col_store'), nowrap: true, cell: (delivery) => <Text size="sm">{delivery.platformName}</Text> },
    {
      key: 'state',
      header: t('admin_deliveries_col_state'),
      nowrap: true,
      cell: (delivery) => (
        <Group gap={4} wrap="nowrap">
          <DeliveryStateBadge state={delivery.state} fit />
          {delivery.held && delivery.state !== 'held' && (
            <Badge size="sm" variant="outline" color="yellow" tt="none">
              {t('release_delivery_held')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'reason',
      header: t('admin_deliveries_col_reason'),
      width: 280,
      cell: (delivery) => (
        <Text size="xs" lineClamp={2} title={delivery.reason ?? undefined}>
          {delivery.reason ?? '—'}
        </Text>
      ),
    },
    { key: 'attempts', header: t('admin_deliveries_col_attempts'), align: 'end', nowrap: true, cell: (delivery) => formatNumber(delivery.attempts, i18n.language) },
    { key: 'next', header: t('admin_deliveries_col_next'), nowrap: true, cell: (delivery) => <Text size="sm">{next(delivery)}</Text> },
    { key: 'updated', header: t('admin_deliveries_col_updated'), nowrap: true, cell: (delivery) => <Text size="sm">{deliveryTime(delivery.updatedAt)}</Text> },
    { key: 'retry', header: '', cell: (delivery) => <RetryButton delivery={delivery} /> },
  ];
  /** A phone's card: the release and its state on top, why it failed, then the attempts and the next step. */
  const card = (delivery: AdminDelivery) => (
    <>
      <UnstyledButton w="100%" data-testid="delivery-open">
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
    </>
  );
  return (
    <Stack gap={0}>
      {heading}
      <Box data-testid="deliveries-list" {...busy}>
        <DataTable
          columns={columns}
          rows={loading ? undefined : deliveries}
          rowKey={rowId}
          empty={t('admin_deliveries_empty')}
          rowProps={(delivery) => ({ 'data-testid': `delivery-row-${rowId(delivery)}`, 'data-state': delivery.state })}
          onRowClick={onOpen}
          renderCard={card}
          striped
          verticalSpacing="sm"
          minWidth={1080}
        />
      </Box>
    </Stack>
  );
}
