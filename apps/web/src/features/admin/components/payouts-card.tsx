import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PayoutMethod } from '@portal/domain/money/withdrawal';
import { useTranslation } from '../../../lib/use-translation.ts';
import { refreshPayouts, runPayouts, WITHDRAWALS_KEY } from '../money-api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { payoutMethodOptions } from '../../../lib/money.ts';

type Outcome = { kind: 'run'; sent: number; rejected: number; file: string | null } | { kind: 'refresh'; succeeded: number; failed: number };

/** Sends a method's waiting withdrawals to its payout provider, and reads back what PayPal and Payoneer did with them. */
export function PayoutsCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [method, setMethod] = useState<PayoutMethod>('bank_transfer');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const act = async (action: () => Promise<Outcome>) => {
    setBusy(true);
    setFailure(null);
    try {
      setOutcome(await action());
      await client.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
    } catch (problem) {
      setFailure(problem);
    } finally {
      setBusy(false);
    }
  };
  const run = () =>
    act(async () => {
      const result = await runPayouts({ method });
      const file = result.fileName ? `/api/admin/payouts/file?batchId=${encodeURIComponent(result.batchId)}&fileName=${encodeURIComponent(result.fileName)}` : null;
      return { kind: 'run', sent: result.sent, rejected: result.rejected, file };
    });
  const refresh = () => act(async () => ({ kind: 'refresh', ...(await refreshPayouts()) }));

  return (
    <Card withBorder padding="md" data-testid="admin-payouts">
      <Stack gap="sm">
        <Text fw={600}>{t('admin_money_payouts_title')}</Text>
        <Text size="sm" c="dimmed">
          {t('admin_money_payouts_hint')}
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('rev_method')}
            data={payoutMethodOptions(t)}
            value={method}
            onChange={(value) => value && setMethod(value as PayoutMethod)}
            allowDeselect={false}
            data-testid="admin-payouts-method"
          />
          <Button onClick={() => void run()} loading={busy} data-testid="admin-payouts-run">
            {t('admin_money_payouts_run')}
          </Button>
          <Button variant="light" onClick={() => void refresh()} loading={busy} data-testid="admin-payouts-refresh">
            {t('admin_money_payouts_refresh')}
          </Button>
        </Group>
        {outcome?.kind === 'run' && (
          <Alert color="teal" variant="light" data-testid="admin-payouts-result">
            {t('admin_money_payouts_sent', { sent: outcome.sent, rejected: outcome.rejected })}{' '}
            {outcome.file && (
              <Anchor href={outcome.file} data-testid="admin-payouts-file">
                {t('admin_money_payouts_file')}
              </Anchor>
            )}
          </Alert>
        )}
        {outcome?.kind === 'refresh' && (
          <Alert color="teal" variant="light" data-testid="admin-payouts-result">
            {t('admin_money_payouts_refreshed', { succeeded: outcome.succeeded, failed: outcome.failed })}
          </Alert>
        )}
        <FormError error={failure} />
      </Stack>
    </Card>
  );
}
