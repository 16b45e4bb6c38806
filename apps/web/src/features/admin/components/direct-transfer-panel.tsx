import { useState } from 'react';
import { Card, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { makeDirectTransfer } from '../money-api.ts';
import { PaymentForm, usePaymentForm } from './payment-form.tsx';

const FIELDS = ['userId', 'amount', 'note', 'reference'] as const;
/** The server's words for a balance too small are the account's own ("your balance"); an operator reads these. */
const OPERATOR_WORDS: Record<string, string> = { money_withdraw_insufficient: 'admin_direct_insufficient' };

/**
 * A royalty the operators paid to an account outside the portal (a bank transfer they made themselves): recorded
 * here, it leaves the account's balance and shows on the account's revenue page as paid directly.
 */
export function DirectTransferPanel() {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const form = usePaymentForm({
    fields: FIELDS,
    pay: (payment) => makeDirectTransfer({ ...payment, ...(reference.trim() ? { reference: reference.trim() } : {}) }),
    done: (vars) => t('admin_direct_done', vars),
    fieldWords: OPERATOR_WORDS,
    unknownFieldKey: 'error_invalid_request',
    onPaid: () => setReference(''),
  });

  return (
    <Card withBorder padding="md" data-testid="admin-direct">
      <PaymentForm
        form={form}
        testId="admin-direct"
        words={{
          account: t('admin_direct_account'),
          note: t('admin_direct_note'),
          noteHint: t('admin_direct_note_hint'),
          submit: t('admin_direct_submit'),
          confirmTitle: t('admin_direct_confirm_title'),
          confirm: (vars) => t('admin_direct_confirm', vars),
        }}
        beside={
          <TextInput
            label={t('admin_direct_reference')}
            description={t('admin_direct_reference_hint')}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            maxLength={100}
            error={form.fieldError('reference')}
            data-testid="admin-direct-reference"
          />
        }
      />
    </Card>
  );
}
