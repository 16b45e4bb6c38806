import { useState } from 'react';
import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { describeError } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/money.ts';
import { grantAdvance } from '../money-api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { AccountPicker, accountLabel, type FoundAccount } from './account-picker.tsx';

const FIELDS = ['userId', 'amount', 'note'] as const;

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * An advance (decision 021): paid into an account's balance now, recouped from its own earnings later. The operator
 * finds the account by e-mail, name or id and confirms the grant against the account's name (issue 25 §4).
 */
export function AdvancesPanel() {
  const { t, i18n } = useTranslation();
  const [account, setAccount] = useState<FoundAccount | null>(null);
  const [picking, setPicking] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const userId = account ? String(account.userId) : '';
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [granted, setGranted] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });
  const known = (key: string) => i18n.exists(key);

  const idValid = account !== null;
  const amountText = amount.trim().replace(',', '.');
  const ready = idValid && AMOUNT.test(amountText) && !/^0*(\.0*)?$/.test(amountText) && note.trim().length >= 2;

  const submit = async () => {
    if (!ready || sending) return;
    setConfirming(false);
    setSending(true);
    setGranted(null);
    setProblem({ messageKey: null, fields: {} });
    try {
      const result = await grantAdvance({ userId: Number(userId.trim()), amount: amountText, note: note.trim() });
      setGranted(t('admin_money_advance_granted', { id: result.id, amount: formatMoney(result.amount, result.currency, i18n.language), user: account ? accountLabel(account) : userId }));
      setAccount(null);
      setPicking((round) => round + 1);
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
          if (ready) setConfirming(true);
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AccountPicker key={picking} label={t('admin_money_advance_user')} value={account} onChange={setAccount} error={fieldError('userId')} testId="admin-advance-user" />
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
          <FormError messageKey={problem.messageKey} data-testid="admin-advance-error" />
          <Group justify="flex-end">
            <Button type="submit" disabled={!ready} loading={sending} data-testid="admin-advance-submit">
              {t('admin_money_advance_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('admin_money_advance_confirm_title')} centered>
        {account && (
          <Stack gap="sm">
            <Text size="sm" data-testid="admin-advance-confirm-text">
              {t('admin_money_advance_confirm', {
                amount: formatMoney(amountText, 'USD', i18n.language),
                name: account.nickname || account.email || `#${account.userId}`,
                email: account.email ?? '—',
                id: account.userId,
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('action_cancel')}
              </Button>
              <Button onClick={() => void submit()} data-testid="admin-advance-confirm">
                {t('admin_money_advance_submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
