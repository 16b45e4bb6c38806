import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platforms } from '@portal/domain/catalog/platforms';
import { deliveryStates } from '@portal/domain/release/delivery';
import { deliveryStateColor, deliveryStateKey } from '../../../lib/delivery-labels.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterDeliveryChange, retryDeliveriesForReason, type DeliveryList } from '../deliveries-api.ts';
import type { DeliveryListParams } from '../deliveries-filter.ts';
import { deliveryReasonOptions, deliveryStateOptions, reasonLabelKey } from '../options.ts';
import { FormError } from '../../../components/form-error.tsx';

/** The stores an operator may pick: those still running, real stores only, in the catalogue's order. */
export const storeChoices = platforms
  .filter((platform) => !platform.deprecated && !platform.pseudo)
  .sort((a, b) => a.rank - b.rank)
  .map((platform) => ({ value: String(platform.id), label: platform.name }));

/** How many deliveries stand in each state; a state is a filter, picked again to clear it. */
export function StateCounts({ counts, active, onPick }: { counts: DeliveryList['stateCounts']; active: string; onPick: (state: string) => void }) {
  const { t, i18n } = useTranslation();
  const countOf = new Map(counts.map((entry) => [entry.state, entry.count]));
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const chip = (state: string, label: string, count: number, color: string) => {
    const selected = active === state;
    return (
      <UnstyledButton
        key={state || 'all'}
        onClick={() => onPick(state)}
        aria-pressed={selected}
        px="sm"
        py={6}
        style={{
          border: `1px solid ${selected ? `var(--mantine-color-${color}-filled)` : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: selected ? `var(--mantine-color-${color}-light)` : undefined,
          minWidth: 88,
          maxWidth: '100%',
        }}
        data-testid={`deliveries-state-count-${state || 'all'}`}
        data-count={count}
      >
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="lg" lh={1.2} c={count > 0 && state === 'failed' ? 'red.7' : undefined}>
          {formatNumber(count, i18n.language)}
        </Text>
      </UnstyledButton>
    );
  };
  return (
    <Group gap="xs" wrap="wrap" data-testid="deliveries-state-counts">
      {chip('', t('admin_deliveries_all_states'), total, 'blue')}
      {deliveryStates.map((state) => chip(state, t(deliveryStateKey(state)), countOf.get(state) ?? 0, deliveryStateColor(state)))}
    </Group>
  );
}

/** State, store and reason, each a select that can be cleared. */
export function DeliveriesFilters({ filter, onChange }: { filter: DeliveryListParams; onChange: (name: 'state' | 'store' | 'reason', value: string) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label={t('admin_deliveries_filter_state')}
        placeholder={t('admin_deliveries_all_states')}
        data={deliveryStateOptions(t)}
        value={filter.state || null}
        onChange={(value) => onChange('state', value ?? '')}
        clearable
        data-testid="deliveries-filter-state"
      />
      <Select
        label={t('admin_deliveries_filter_store')}
        placeholder={t('admin_deliveries_all_stores')}
        data={storeChoices}
        value={filter.platformId === null ? null : String(filter.platformId)}
        onChange={(value) => onChange('store', value ?? '')}
        searchable
        clearable
        nothingFoundMessage={t('admin_deliveries_no_store')}
        data-testid="deliveries-filter-store"
      />
      <Select
        label={t('admin_deliveries_filter_reason')}
        placeholder={t('admin_deliveries_all_reasons')}
        data={deliveryReasonOptions(t)}
        value={filter.reason || null}
        onChange={(value) => onChange('reason', value ?? '')}
        clearable
        data-testid="deliveries-filter-reason"
      />
    </SimpleGrid>
  );
}

type Requeued = { reasonCode: string; queued: number; skipped: number };

/**
 * The failures grouped by reason, each with what the account is told and a Retry all. The answer of a Retry all
 * stays above the cards: the group it emptied is gone from the next list.
 */
export function FailureGroups({ groups, activeReason, onPick }: { groups: DeliveryList['failureGroups']; activeReason: string; onPick: (reason: string) => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<Requeued | null>(null);
  if (groups.length === 0 && !done) return null;
  return (
    <Stack gap="xs" data-testid="delivery-failure-groups">
      <Text fw={600}>{t('admin_deliveries_failures_title')}</Text>
      {done && (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setDone(null)} data-testid="delivery-retry-all-result">
          {`${t(reasonLabelKey(done.reasonCode))}: ${t('admin_deliveries_requeued', { queued: done.queued, skipped: done.skipped })}`}
        </Alert>
      )}
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin_deliveries_no_failures')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {groups.map((group) => (
            <FailureGroupCard key={group.reasonCode} group={group} active={activeReason === group.reasonCode} onPick={() => onPick(group.reasonCode)} onDone={setDone} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FailureGroupCard({ group, active, onPick, onDone }: { group: DeliveryList['failureGroups'][number]; active: boolean; onPick: () => void; onDone: (result: Requeued) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryDeliveriesForReason(group.reasonCode),
    onSuccess: async (result) => {
      onDone({ reasonCode: group.reasonCode, ...result });
      await afterDeliveryChange(client);
    },
  });
  return (
    <Card withBorder padding="md" style={{ borderColor: active ? 'var(--mantine-color-red-filled)' : undefined }} data-testid={`delivery-failure-group-${group.reasonCode}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <UnstyledButton onClick={onPick} aria-pressed={active} style={{ minWidth: 0 }} data-testid={`delivery-failure-filter-${group.reasonCode}`}>
            <Text fw={600} size="sm">
              {t(reasonLabelKey(group.reasonCode))}
            </Text>
          </UnstyledButton>
          <Badge color="red" variant="filled" style={{ flex: 'none' }} data-testid="delivery-failure-count">
            {formatNumber(group.count, i18n.language)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', flex: 1 }}>
          {group.reason}
        </Text>
        <FormError error={retry.error} p="xs" />
        <Group justify="flex-end">
          <Button size="xs" color="red" variant="light" onClick={() => retry.mutate()} loading={retry.isPending} data-testid={`delivery-retry-all-${group.reasonCode}`}>
            {t('admin_deliveries_retry_all')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
