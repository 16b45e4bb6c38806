import { Card } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { grantAdvance } from '../money-api.ts';
import { PaymentForm, usePaymentForm } from './payment-form.tsx';

const FIELDS = ['userId', 'amount', 'note'] as const;

/**
 * An advance (decision 021): paid into an account's balance now, recouped from its own earnings later. The operator
 * finds the account by e-mail, name or id and confirms the grant against the account's name (issue 25 §4).
 */
export function AdvancesPanel() {
  const { t } = useTranslation();
  const form = usePaymentForm({
    fields: FIELDS,
    pay: grantAdvance,
    done: (vars) => t('admin_money_advance_granted', vars),
    unknownFieldKey: 'money_destination_invalid',
  });

  return (
    <Card withBorder padding="md" data-testid="admin-advances">
      <PaymentForm
        form={form}
        testId="admin-advance"
        words={{
          account: t('admin_money_advance_user'),
          note: t('admin_money_advance_note'),
          submit: t('admin_money_advance_submit'),
          confirmTitle: t('admin_money_advance_confirm_title'),
          confirm: (vars) => t('admin_money_advance_confirm', vars),
        }}
      />
    </Card>
  );
}
