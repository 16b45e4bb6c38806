import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryTime } from '../../../lib/delivery-labels.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterDeliveryChange, collectAcknowledgements, setStoreHold, type DeliveryList } from '../deliveries-api.ts';
import { storeChoices } from './deliveries-overview.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** Reads the stores' acknowledgements now rather than at the next round, and tells what it found. */
export function CollectAcknowledgements() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const collect = useMutation({ mutationFn: collectAcknowledgements, onSuccess: () => afterDeliveryChange(client) });
  return (
    <Stack gap="xs" align="flex-end" style={{ minWidth: 0 }}>
      <Button variant="light" onClick={() => collect.mutate()} loading={collect.isPending} data-testid="deliveries-collect">
        {t('admin_deliveries_collect')}
      </Button>
      <FormError error={collect.error} w="100%" />
      {collect.data && (
        <Alert color={collect.data.problems.length > 0 ? 'yellow' : 'teal'} variant="light" w="100%" withCloseButton onClose={() => collect.reset()} data-testid="deliveries-collect-result">
          <Text size="sm">{t('admin_deliveries_collected', { files: collect.data.files, applied: collect.data.applied })}</Text>
          {collect.data.problems.length > 0 && (
            <List size="xs" mt={4} spacing={2}>
              {collect.data.problems.map((problem, index) => (
                <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                  {problem}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** The stores on hold with Lift hold, and the form that holds one more. */
export function StoreHolds({ holds }: { holds: DeliveryList['holds'] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [store, setStore] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [told, setTold] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (input: { platformId: number; held: boolean; note: string; name: string }) => setStoreHold(input.platformId, input.held, input.note),
    onSuccess: async (result, input) => {
      setTold(input.held ? t('admin_deliveries_hold_set', { store: input.name }) : t('admin_deliveries_hold_lifted', { store: input.name, queued: result.queued }));
      if (input.held) {
        setStore(null);
        setNote('');
      }
      await afterDeliveryChange(client);
    },
  });
  const held = new Set(holds.map((hold) => String(hold.platformId)));
  const hold = (event: FormEvent) => {
    event.preventDefault();
    if (!store) return;
    const name = storeChoices.find((choice) => choice.value === store)?.label ?? store;
    change.mutate({ platformId: Number(store), held: true, note: note.trim(), name });
  };

  return (
    <Card withBorder padding="md" data-testid="store-holds">
      <Text fw={600}>{t('admin_deliveries_holds_title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('admin_deliveries_holds_hint')}
      </Text>
      <FormError error={change.error} mb="sm" />
      {told && (
        <Alert color="teal" variant="light" mb="sm" withCloseButton onClose={() => setTold(null)} data-testid="store-hold-result">
          {told}
        </Alert>
      )}
      {holds.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm" data-testid="store-holds-none">
          {t('admin_deliveries_holds_none')}
        </Text>
      ) : (
        <Stack gap={0} mb="sm">
          {holds.map((entry) => (
            <Group
              key={entry.platformId}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              data-testid={`store-hold-${entry.platformId}`}
            >
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600}>
                  {entry.platformName}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[t('admin_deliveries_held_since', { date: deliveryTime(entry.heldAt) }), entry.note].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="default"
                onClick={() => change.mutate({ platformId: entry.platformId, held: false, note: '', name: entry.platformName })}
                loading={change.isPending && change.variables?.platformId === entry.platformId && !change.variables.held}
                data-testid={`store-hold-lift-${entry.platformId}`}
              >
                {t('admin_deliveries_lift_hold')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={hold} data-testid="store-hold-form">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('admin_deliveries_hold_store')}
            placeholder={t('admin_deliveries_pick_store')}
            data={storeChoices.filter((choice) => !held.has(choice.value))}
            value={store}
            onChange={setStore}
            searchable
            nothingFoundMessage={t('admin_deliveries_no_store')}
            style={{ flex: '1 1 200px', minWidth: 0 }}
            data-testid="store-hold-select"
          />
          <TextInput
            label={t('admin_deliveries_hold_note')}
            placeholder={t('admin_deliveries_hold_note_placeholder')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            style={{ flex: '2 1 240px', minWidth: 0 }}
            data-testid="store-hold-note"
          />
          <Button type="submit" color="yellow" disabled={!store} loading={change.isPending && change.variables?.held === true} data-testid="store-hold-submit">
            {t('admin_deliveries_hold')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
