import { useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { api } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/error-message.ts';
import { revenueRoutes as routes } from '../../../lib/revenue-routes.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../revenue/money.ts';

const FIELDS = ['userId', 'amount', 'note'] as const;
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** An advance (decision 021): paid into an account's balance now, recouped from its own earnings later. */
export function AdvancesPanel() {
  const { t, i18n } = useTranslation();
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [granted, setGranted] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });
  const known = (key: string) => i18n.exists(key);

  const idValid = /^[1-9]\d{0,15}$/.test(userId.trim());
  const amountText = amount.trim().replace(',', '.');
  const ready = idValid && AMOUNT.test(amountText) && !/^0*(\.0*)?$/.test(amountText) && note.trim().length >= 2;

  const submit = async () => {
    if (!ready || sending) return;
    setSending(true);
    setGranted(null);
    setProblem({ messageKey: null, fields: {} });
    try {
      const result = await api(routes.grantAdvance, { body: { userId: Number(userId.trim()), amount: amountText, note: note.trim() } });
      setGranted(t('admin_money_advance_granted', { id: result.id, amount: formatMoney(result.amount, result.currency, i18n.language), user: userId.trim() }));
      setUserId('');
      setAmount('');
      setNote('');
    } catch (error) {
      setProblem(describeError(error, FIELDS, known));
    } finally {
      setSending(false);
    }
  };
  const fieldError = (field: (typeof FIELDS)[number]) => {
    const key = problem.fields[field];
    return key ? t(known(key) ? key : 'money_destination_invalid') : undefined;
  };

  return (
    <Card withBorder padding="md" data-testid="admin-advances">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('admin_money_advance_user')}
              value={userId}
              onChange={(event) => setUserId(event.currentTarget.value)}
              inputMode="numeric"
              maxLength={16}
              error={fieldError('userId') ?? (userId.trim() && !idValid ? t('admin_money_advance_user_invalid') : undefined)}
              data-testid="admin-advance-user"
            />
            <TextInput
              label={t('admin_money_advance_amount')}
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              inputMode="decimal"
              placeholder="0.00"
              maxLength={20}
              error={fieldError('amount')}
              data-testid="admin-advance-amount"
            />
          </SimpleGrid>
          <Textarea
            label={t('admin_money_advance_note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={200}
            autosize
            minRows={2}
            error={fieldError('note')}
            data-testid="admin-advance-note"
          />
          {granted && (
            <Alert color="teal" variant="light" data-testid="admin-advance-success">
              {granted}
            </Alert>
          )}
          {problem.messageKey && (
            <Alert color="red" variant="light" data-testid="admin-advance-error">
              {t(problem.messageKey)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!ready} loading={sending} data-testid="admin-advance-submit">
              {t('admin_money_advance_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
