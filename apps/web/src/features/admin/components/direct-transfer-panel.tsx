import { useState } from 'react';
import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { makeDirectTransfer } from '../money-api.ts';
import { AccountPicker, accountLabel, accountName, type FoundAccount } from './account-picker.tsx';

const FIELDS = ['userId', 'amount', 'note', 'reference'] as const;
type Field = (typeof FIELDS)[number];
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
/** The server's words for a balance too small are the account's own ("your balance"); an operator reads these. */
const OPERATOR_WORDS: Record<string, string> = { money_withdraw_insufficient: 'admin_direct_insufficient' };

/**
 * A royalty the operators paid to an account outside the portal (a bank transfer they made themselves): recorded
 * here, it leaves the account's balance and shows on the account's revenue page as paid directly.
 */
export function DirectTransferPanel() {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const [account, setAccount] = useState<FoundAccount | null>(null);
  const [picking, setPicking] = useState(0);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);

  const amountText = amount.trim().replace(',', '.');
  const ready = account !== null && AMOUNT.test(amountText) && !/^0*(\.0*)?$/.test(amountText) && note.trim().length >= 2;

  const send = useMutation({
    mutationFn: (to: FoundAccount) => makeDirectTransfer({ userId: to.userId, amount: amountText, note: note.trim(), ...(reference.trim() ? { reference: reference.trim() } : {}) }),
    onMutate: () => setRecorded(null),
    onSuccess: (transfer, to) => {
      setRecorded(t('admin_direct_done', { id: transfer.id, amount: formatMoney(transfer.amount, transfer.currency, i18n.language), user: accountLabel(to) }));
      setAccount(null);
      setPicking((round) => round + 1);
      setAmount('');
      setNote('');
      setReference('');
    },
  });
  const problem = send.error ? describeError(send.error, FIELDS, known) : { messageKey: null, fields: {} as Record<string, string> };
  const fieldError = (field: Field) => {
    const key = problem.fields[field];
    if (!key) return undefined;
    const words = OPERATOR_WORDS[key] ?? key;
    return t(known(words) ? words : 'error_invalid_request');
  };

  return (
    <Card withBorder padding="md" data-testid="admin-direct">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !send.isPending) setConfirming(true);
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AccountPicker key={picking} label={t('admin_direct_account')} value={account} onChange={setAccount} error={fieldError('userId')} testId="admin-direct-user" />
            <TextInput
              label={t('admin_money_advance_amount')}
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              inputMode="decimal"
              placeholder="0.00"
              maxLength={20}
              error={fieldError('amount')}
              data-testid="admin-direct-amount"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Textarea
              label={t('admin_direct_note')}
              description={t('admin_direct_note_hint')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={200}
              autosize
              minRows={2}
              error={fieldError('note')}
              data-testid="admin-direct-note"
            />
            <TextInput
              label={t('admin_direct_reference')}
              description={t('admin_direct_reference_hint')}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              maxLength={100}
              error={fieldError('reference')}
              data-testid="admin-direct-reference"
            />
          </SimpleGrid>
          {recorded && (
            <Alert color="teal" variant="light" data-testid="admin-direct-success">
              {recorded}
            </Alert>
          )}
          <FormError messageKey={problem.messageKey} data-testid="admin-direct-error" />
          <Group justify="flex-end">
            <Button type="submit" disabled={!ready} loading={send.isPending} data-testid="admin-direct-submit">
              {t('admin_direct_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('admin_direct_confirm_title')} centered>
        {account && (
          <Stack gap="sm">
            <Text size="sm" data-testid="admin-direct-confirm-text">
              {t('admin_direct_confirm', { amount: formatMoney(amountText, 'USD', i18n.language), name: accountName(account), email: account.email ?? '—', id: account.userId })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('action_cancel')}
              </Button>
              <Button
                onClick={() => {
                  setConfirming(false);
                  send.mutate(account);
                }}
                data-testid="admin-direct-confirm"
              >
                {t('admin_direct_submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
