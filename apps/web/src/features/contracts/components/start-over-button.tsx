import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { abandonContracts, contractsKey } from '../api.ts';
import { contractTypeKey } from '../contract-labels.ts';

/**
 * "Start over" for an agreement waiting for its signature: after asking, every unsigned contract of the type is
 * discarded at once (/contract/only/abandoned), so a new one can be created. `onDone` learns how many went.
 */
export function StartOverButton({ type, onDone }: { type: number; onDone: (abandoned: number) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { abandoned } = await abandonContracts(type);
      setOpen(false);
      onDone(abandoned);
      await client.invalidateQueries({ queryKey: contractsKey });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setOpen(true)} data-testid={`contract-start-over-${type}`}>
        {t('contract_start_over_action')}
      </Button>
      <Modal opened={open} onClose={() => !busy && setOpen(false)} title={t('contract_start_over_title')} centered>
        <Stack>
          <Text size="sm">{t('contract_start_over_confirm', { agreement: t(contractTypeKey(type)) })}</Text>
          <FormError error={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              {t('action_cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm()} data-testid="contract-start-over-confirm">
              {t('contract_start_over_submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
