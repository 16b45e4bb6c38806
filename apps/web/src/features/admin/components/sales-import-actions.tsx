import { useState } from 'react';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/money.ts';
import { assignSuspenseLines, isRate, recordLateRate, SALES_IMPORTS_KEY, type RateResult } from '../sales-imports-api.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * A console action that changes sales data: one at a time, its failure as a translated message key, and the sales
 * imports' queries refreshed after it.
 */
function useSalesAction() {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await action();
      await client.invalidateQueries({ queryKey: SALES_IMPORTS_KEY });
    } catch (error) {
      setFailure(errorMessageKey(error, (key) => i18n.exists(key)));
    } finally {
      setSending(false);
    }
  };
  return { sending, failure, run };
}

/** Credits the selected suspense lines to one of our tracks (ISRC) or releases (UPC). */
export function AssignForm({ importId, lineIds, onAssigned }: { importId: number; lineIds: number[]; onAssigned: () => void }) {
  const { t, i18n } = useTranslation();
  const { sending, failure, run } = useSalesAction();
  const [kind, setKind] = useState<'isrc' | 'upc'>('isrc');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ lines: number; amount: string; title: string } | null>(null);

  const submit = () => {
    if (lineIds.length === 0 || !code.trim()) return;
    setResult(null);
    return run(async () => {
      const answer = await assignSuspenseLines({ importId, lineIds, [kind]: code.trim() });
      setResult({ lines: answer.assigned, amount: answer.gross, title: answer.target.title });
      setCode('');
      onAssigned();
    });
  };

  return (
    <Card withBorder padding="sm" data-testid="admin-sales-suspense-assign">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('admin_money_sales_suspense_assign_title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin_money_sales_suspense_assign_hint')}
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <SegmentedControl
            size="xs"
            value={kind}
            onChange={(value) => setKind(value as 'isrc' | 'upc')}
            aria-label={t('admin_money_sales_suspense_target_kind')}
            data={[
              { value: 'isrc', label: t('admin_money_sales_suspense_target_isrc') },
              { value: 'upc', label: t('admin_money_sales_suspense_target_upc') },
            ]}
            data-testid="admin-sales-suspense-kind"
          />
          <TextInput
            size="xs"
            aria-label={t(kind === 'isrc' ? 'admin_money_sales_suspense_target_isrc' : 'admin_money_sales_suspense_target_upc')}
            placeholder={kind === 'isrc' ? 'USRC17607839' : '602445123456'}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            maxLength={20}
            style={{ flex: 1, minWidth: 160 }}
            data-testid="admin-sales-suspense-code"
          />
          <Button size="xs" onClick={() => void submit()} disabled={lineIds.length === 0 || !code.trim()} loading={sending} data-testid="admin-sales-suspense-assign-button">
            {t('admin_money_sales_suspense_assign', { lines: formatNumber(lineIds.length, i18n.language) })}
          </Button>
        </Group>
        {result && (
          <Alert color="teal" variant="light" data-testid="admin-sales-suspense-assigned">
            {t('admin_money_sales_suspense_assigned', {
              lines: formatNumber(result.lines, i18n.language),
              amount: formatMoney(result.amount, SETTLEMENT_CURRENCY, i18n.language),
              title: result.title,
            })}
          </Alert>
        )}
        <FormError messageKey={failure} data-testid="admin-sales-suspense-assign-error" />
      </Stack>
    </Card>
  );
}

/** Records the rate an import lacked for one currency: its lines are valued, ours credited, the rest wait here. */
export function LateRateForm({ importId, currencies, onRecorded }: { importId: number; currencies: string[]; onRecorded: (result: RateResult) => void }) {
  const { t } = useTranslation();
  const { sending, failure, run } = useSalesAction();
  const [currency, setCurrency] = useState(currencies[0]!);
  const [rate, setRate] = useState('');
  const chosen = currencies.includes(currency) ? currency : currencies[0]!;
  const rateValid = isRate(rate);

  const submit = () => {
    if (!rateValid) return;
    return run(async () => {
      onRecorded(await recordLateRate({ importId, currency: chosen, rate: rate.trim() }));
      setRate('');
    });
  };

  return (
    <Card withBorder padding="sm" data-testid="admin-sales-late-rate">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('admin_money_sales_rate_late_title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin_money_sales_rate_late_hint')}
        </Text>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <SegmentedControl size="xs" value={chosen} onChange={setCurrency} data={currencies} aria-label={t('admin_money_sales_currency')} data-testid="admin-sales-late-rate-currency" />
          <TextInput
            size="xs"
            aria-label={t('admin_money_sales_rate')}
            placeholder={t('admin_money_sales_rate_for', { currency: chosen })}
            inputMode="decimal"
            value={rate}
            onChange={(event) => setRate(event.currentTarget.value)}
            maxLength={21}
            error={rate.trim() && !rateValid ? t('admin_money_sales_rate_invalid') : undefined}
            style={{ flex: 1, minWidth: 140 }}
            data-testid="admin-sales-late-rate-value"
          />
          <Button size="xs" onClick={() => void submit()} disabled={!rateValid} loading={sending} data-testid="admin-sales-late-rate-submit">
            {t('admin_money_sales_rate_late_submit')}
          </Button>
        </Group>
        <FormError messageKey={failure} data-testid="admin-sales-late-rate-error" />
      </Stack>
    </Card>
  );
}
