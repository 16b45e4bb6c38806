import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AccountPicker, accountLabel, accountName, type FoundAccount } from './account-picker.tsx';

/** Whole cents: up to 13 digits, then at most two decimals. */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

type Vars = Record<string, string | number>;
type Payment = { userId: number; amount: string; note: string };

/**
 * The state the console's money panels share: the account, an amount in whole cents above zero and a note of two
 * characters or more, the confirmation step, the call, the fields' errors, the success message and the cleared form.
 */
export function usePaymentForm<Field extends string>({
  fields,
  pay,
  done,
  fieldWords = {},
  unknownFieldKey,
  onPaid,
}: {
  /** The request's fields an error can name (`userId`, `amount` and `note` among them). */
  fields: readonly Field[];
  pay: (payment: Payment) => Promise<{ id: number; amount: string; currency: string }>;
  /** The success message, given the payment's id, its amount and the account. */
  done: (vars: Vars) => string;
  /** Message keys of the server shown in other words to an operator. */
  fieldWords?: Record<string, string>;
  /** Said on a field when the server's key for it has no text. */
  unknownFieldKey: string;
  /** Clears the panel's own fields once paid. */
  onPaid?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const [account, setAccount] = useState<FoundAccount | null>(null);
  const [picking, setPicking] = useState(0);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  const amountText = amount.trim().replace(',', '.');
  const ready = account !== null && AMOUNT.test(amountText) && !/^0*(\.0*)?$/.test(amountText) && note.trim().length >= 2;

  const send = useMutation({
    mutationFn: (to: FoundAccount) => pay({ userId: to.userId, amount: amountText, note: note.trim() }),
    onMutate: () => setSuccess(null),
    onSuccess: (paid, to) => {
      setSuccess(done({ id: paid.id, amount: formatMoney(paid.amount, paid.currency, i18n.language), user: accountLabel(to) }));
      setAccount(null);
      setPicking((round) => round + 1);
      setAmount('');
      setNote('');
      onPaid?.();
    },
  });
  const problem = send.error ? describeError(send.error, fields, known) : { messageKey: null, fields: {} as Record<string, string> };
  const fieldError = (field: Field) => {
    const key = problem.fields[field];
    if (!key) return undefined;
    const words = fieldWords[key] ?? key;
    return t(known(words) ? words : unknownFieldKey);
  };

  return {
    account,
    setAccount,
    picking,
    amount,
    setAmount,
    amountText,
    note,
    setNote,
    ready,
    confirming,
    setConfirming,
    send,
    success,
    messageKey: problem.messageKey,
    fieldError,
  };
}

export type PaymentFormState = ReturnType<typeof usePaymentForm<'userId' | 'amount' | 'note'>>;

/**
 * A money panel's form: the account and the amount, the note (and the panel's own field beside it), the outcome, and
 * the confirmation naming the account before anything is sent. Test ids are `${testId}-user`, `-amount`, `-note`,
 * `-success`, `-error`, `-submit`, `-confirm-text` and `-confirm`.
 */
export function PaymentForm({
  form,
  testId,
  words,
  beside,
}: {
  form: PaymentFormState;
  testId: string;
  words: { account: string; note: string; noteHint?: string; submit: string; confirmTitle: string; confirm: (vars: Vars) => string };
  /** A field of the panel's own, beside the note. */
  beside?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { account, send } = form;
  const note = (
    <Textarea
      label={words.note}
      description={words.noteHint}
      value={form.note}
      onChange={(event) => form.setNote(event.currentTarget.value)}
      maxLength={200}
      autosize
      minRows={2}
      error={form.fieldError('note')}
      data-testid={`${testId}-note`}
    />
  );
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.ready && !send.isPending) form.setConfirming(true);
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AccountPicker key={form.picking} label={words.account} value={account} onChange={form.setAccount} error={form.fieldError('userId')} testId={`${testId}-user`} />
            <TextInput
              label={t('admin_money_advance_amount')}
              value={form.amount}
              onChange={(event) => form.setAmount(event.currentTarget.value)}
              inputMode="decimal"
              placeholder="0.00"
              maxLength={20}
              error={form.fieldError('amount')}
              data-testid={`${testId}-amount`}
            />
          </SimpleGrid>
          {beside ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {note}
              {beside}
            </SimpleGrid>
          ) : (
            note
          )}
          {form.success && (
            <Alert color="teal" variant="light" data-testid={`${testId}-success`}>
              {form.success}
            </Alert>
          )}
          <FormError messageKey={form.messageKey} data-testid={`${testId}-error`} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!form.ready} loading={send.isPending} data-testid={`${testId}-submit`}>
              {words.submit}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={form.confirming} onClose={() => form.setConfirming(false)} title={words.confirmTitle} centered>
        {account && (
          <Stack gap="sm">
            <Text size="sm" data-testid={`${testId}-confirm-text`}>
              {words.confirm({ amount: formatMoney(form.amountText, 'USD', i18n.language), name: accountName(account), email: account.email ?? '—', id: account.userId })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.setConfirming(false)}>
                {t('action_cancel')}
              </Button>
              <Button
                onClick={() => {
                  form.setConfirming(false);
                  send.mutate(account);
                }}
                data-testid={`${testId}-confirm`}
              >
                {words.submit}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
