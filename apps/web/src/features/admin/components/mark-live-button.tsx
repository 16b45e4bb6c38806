import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReleaseStatus } from '@portal/domain/enums';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterDeliveryChange, markLiveOnStore, type AdminDelivery } from '../deliveries-api.ts';

/** A delivery the store holds but has not said is live: an operator may record that it is. */
const canMarkLive = (state: string) => state === 'delivered' || state === 'acknowledged';

/**
 * Records by hand that the store published the release (it told us by e-mail or on its own dashboard rather than in an
 * acknowledgement file), after the operator confirms; the account is told as it would be by the store's file.
 */
export function MarkLiveButton({ delivery }: { delivery: Pick<AdminDelivery, 'releaseId' | 'platformId' | 'state' | 'title' | 'platformName'> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [told, setTold] = useState<string | null>(null);
  const names = { store: delivery.platformName, title: delivery.title };
  const mark = useMutation({
    mutationFn: () => markLiveOnStore(delivery.releaseId, delivery.platformId),
    onSuccess: async (result) => {
      setTold([t('admin_live_done', names), ...(result.status === ReleaseStatus.Live ? [t('admin_live_release_live')] : [])].join(' '));
      await afterDeliveryChange(client);
    },
  });
  if (!canMarkLive(delivery.state) && !told && !mark.error) return null;
  return (
    <Stack gap={6} data-testid="delivery-mark-live">
      {canMarkLive(delivery.state) && (
        <Group justify="flex-end">
          <Button size="sm" variant="light" color="teal" onClick={() => setConfirming(true)} loading={mark.isPending} data-testid="delivery-mark-live-open">
            {t('admin_live_action')}
          </Button>
        </Group>
      )}
      {told && (
        <Text size="sm" c="teal.7" role="status" data-testid="delivery-mark-live-result">
          {told}
        </Text>
      )}
      <FormError error={mark.error} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('admin_live_confirm_title', names)} centered>
        <Stack gap="sm">
          <Text size="sm">{t('admin_live_confirm', names)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('action_cancel')}
            </Button>
            <Button
              color="teal"
              onClick={() => {
                setConfirming(false);
                setTold(null);
                mark.mutate();
              }}
              data-testid="delivery-mark-live-confirm"
            >
              {t('admin_live_action')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
