import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Card, Divider, Group, List, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMicros, parseMicros } from '@portal/domain/money/micros';
import { destinationIssues, largestWithdrawal, payoutFee, type PayoutDestination } from '@portal/domain/money/withdrawal';
import { useAbilities } from '../../../lib/abilities.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { balanceQuery, fetchQuote, refreshWallet, requestWithdrawal, type PayoutMethod, type Quote, type Withdrawal, type WithdrawalBody } from '../api.ts';
import { AMOUNT_PATTERN, formatMoney, normaliseAmount } from '../../../lib/money.ts';
import { FormError } from '../../../components/form-error.tsx';
import { payoutMethodOptions } from '../../../lib/money.ts';

type TextField = 'amount' | 'accountName' | 'bankName' | 'accountNumber' | 'routingCode' | 'email';
type Form = Record<TextField, string> & { method: PayoutMethod };
type FieldErrors = Partial<Record<TextField | 'method', string>>;

const EMPTY: Form = { amount: '', method: 'bank_transfer', accountName: '', bankName: '', accountNumber: '', routingCode: '', email: '' };
const FORM_FIELDS = new Set<string>(['amount', 'method', 'accountName', 'bankName', 'accountNumber', 'routingCode', 'email']);

/** A server field path to the form's field: `body.amount` → amount, `body.destination.email` → email. */
function formField(path: string): keyof FieldErrors | null {
  const name = path.replace(/^(body|query)\./, '').replace(/^destination\.?/, '') || 'method';
  return FORM_FIELDS.has(name) ? (name as keyof FieldErrors) : null;
}

/** The field messages of a failed call, or null when the problem is not about one of the form's fields. */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isApiError(error)) return null;
  const fields: FieldErrors = {};
  for (const detail of error.details) {
    const field = formField(detail.field);
    if (field && !fields[field]) fields[field] = detail.messageKey;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

function destinationOf(form: Form): PayoutDestination {
  switch (form.method) {
    case 'bank_transfer':
      return {
        method: 'bank_transfer',
        accountName: form.accountName.trim(),
        bankName: form.bankName.trim(),
        accountNumber: form.accountNumber.trim(),
        ...(form.routingCode.trim() ? { routingCode: form.routingCode.trim() } : {}),
      };
    case 'paypal':
    case 'payoneer':
      return { method: form.method, email: form.email.trim() };
    case 'local':
      return { method: 'local' };
  }
}

/** One key per confirmation dialog: the server answers a repeated key with the first withdrawal, so nothing pays twice. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** "123.450000" → "123.45": an amount as the form's field takes it. */
const centsText = (micros: bigint) => formatMicros(micros).replace(/(\.\d{2})\d*$/, '$1');

interface Requirement {
  key: string;
  to?: string;
}

/** What the account still needs before it can withdraw, each with the page that does it (checked again by the server). */
function useWithdrawRequirements(): Requirement[] {
  const { user, can } = useAbilities();
  if (!user) return [];
  const needs: Requirement[] = [];
  if (!user.isSettled) {
    if (!user.profilePassed) needs.push({ key: 'overview_step_identity', to: user.team === null ? '/user/pi-info' : undefined });
    if (!user.hasSigned) needs.push({ key: 'overview_step_contract', to: can('Contract', 'View') ? '/contract/management' : undefined });
    if (user.profilePassed && user.hasSigned) needs.push({ key: 'rev_requirement_review' });
  }
  if (!user.emailProven) needs.push({ key: 'email_proof_title' });
  else if (!user.accountEmailProven) needs.push({ key: 'email_not_proven_owner' });
  return needs;
}

interface Pending {
  body: WithdrawalBody;
  quote: Quote;
}

/** The withdrawal form (EWallet Withdraw): amount, method and destination, a quote to confirm, then the request. */
export function WithdrawForm({ onDone }: { onDone: (withdrawal: Withdrawal) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const { data: balance } = useQuery(balanceQuery);
  const available = balance ? parseMicros(balance.available) : null;
  const requirements = useWithdrawRequirements();
  const most = (method: PayoutMethod) => (available === null ? null : largestWithdrawal(available, method));

  const known = (key: string) => i18n.exists(key);
  const fieldMessage = (field: keyof FieldErrors) => {
    const key = errors[field];
    if (!key) return undefined;
    const largest = most(form.method);
    return t(known(key) ? key : field === 'amount' ? 'money_amount_invalid' : 'money_destination_invalid', {
      amount: largest === null ? '' : formatMoney(formatMicros(largest), balance?.currency ?? 'USD', i18n.language),
    });
  };
  const set = (field: TextField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showError = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields) setErrors(fields);
    else setFailure(errorMessageKey(error, known));
  };

  const proceed = async () => {
    setFailure(null);
    const amount = normaliseAmount(form.amount);
    const destination = destinationOf(form);
    const found: FieldErrors = {};
    if (!AMOUNT_PATTERN.test(amount) || /^0*(\.0*)?$/.test(amount)) found.amount = 'money_amount_invalid';
    else if (available !== null) {
      // Said on the form, not after the confirmation: the amount and its fee must fit the balance.
      const micros = parseMicros(amount)!;
      if (micros + payoutFee(micros, form.method) > available) found.amount = most(form.method) === null ? 'rev_withdraw_all_none' : 'rev_withdraw_over_balance';
    }
    for (const issue of destinationIssues(destination)) if (FORM_FIELDS.has(issue.field)) found[issue.field as TextField] ??= issue.key;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setQuoting(true);
    try {
      const quote = await fetchQuote(amount, form.method);
      setIdempotencyKey(newIdempotencyKey());
      setConfirmFailure(null);
      setPending({ body: { amount, destination, idempotencyKey: '' }, quote });
    } catch (error) {
      showError(error);
    } finally {
      setQuoting(false);
    }
  };

  const withdraw = useMutation({
    mutationFn: (body: WithdrawalBody) => requestWithdrawal(body),
    onSuccess: async (withdrawal) => {
      setPending(null);
      setForm(EMPTY);
      setErrors({});
      onDone(withdrawal);
      await refreshWallet(client);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) {
        // Refused for the amount or the destination: nothing was paid; the user corrects the form.
        setPending(null);
        setErrors(fields);
      } else {
        // Unknown outcome (network) or a refusal of the whole request: the dialog stays, a retry sends the same key.
        setConfirmFailure(errorMessageKey(error, known));
      }
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const confirm = () => {
    if (!pending || sending.current) return;
    sending.current = true;
    setConfirmFailure(null);
    withdraw.mutate({ ...pending.body, idempotencyKey });
  };

  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);

  const withdrawEverything = () => {
    const largest = most(form.method);
    setForm((current) => ({ ...current, amount: largest === null ? current.amount : centsText(largest) }));
    setErrors((current) => ({ ...current, amount: largest === null ? 'rev_withdraw_all_none' : undefined }));
  };
  const methodLabel = (method: PayoutMethod) => t(`rev_method_${method}`);

  return (
    <Card withBorder padding="md" data-testid="rev-withdraw-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void proceed();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>{t('rev_withdraw_title')}</Text>
          {requirements.length > 0 && (
            <Alert color="yellow" variant="light" title={t('rev_requirements_title')} data-testid="rev-withdraw-requirements">
              <List size="sm" spacing={2}>
                {requirements.map((requirement) => (
                  <List.Item key={requirement.key} data-testid={`rev-requirement-${requirement.key}`}>
                    {requirement.to ? (
                      <Anchor component={Link} to={requirement.to} size="sm">
                        {t(requirement.key)}
                      </Anchor>
                    ) : (
                      t(requirement.key)
                    )}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <FormError messageKey={failure} data-testid="rev-withdraw-error" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('rev_amount')}
              value={form.amount}
              onChange={set('amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              maxLength={20}
              error={fieldMessage('amount')}
              rightSection={
                <Button variant="subtle" size="compact-xs" onClick={withdrawEverything} disabled={available === null} data-testid="rev-withdraw-all">
                  {t('rev_withdraw_all')}
                </Button>
              }
              rightSectionWidth="auto"
              rightSectionProps={{ style: { paddingInlineEnd: 4 } }}
              data-testid="rev-amount"
            />
            <Select
              label={t('rev_method')}
              value={form.method}
              onChange={(value) => {
                if (!value) return;
                setForm((current) => ({ ...current, method: value as PayoutMethod }));
                setErrors({});
              }}
              allowDeselect={false}
              data={payoutMethodOptions(t)}
              error={fieldMessage('method')}
              comboboxProps={{ withinPortal: true }}
              data-testid="rev-method"
            />
          </SimpleGrid>
          {form.method === 'bank_transfer' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('rev_dest_account_name')}
                value={form.accountName}
                onChange={set('accountName')}
                maxLength={100}
                autoComplete="name"
                error={fieldMessage('accountName')}
                data-testid="rev-dest-accountName"
              />
              <TextInput label={t('rev_dest_bank_name')} value={form.bankName} onChange={set('bankName')} maxLength={100} error={fieldMessage('bankName')} data-testid="rev-dest-bankName" />
              <TextInput
                label={t('rev_dest_account_number')}
                value={form.accountNumber}
                onChange={set('accountNumber')}
                maxLength={40}
                autoComplete="off"
                error={fieldMessage('accountNumber')}
                data-testid="rev-dest-accountNumber"
              />
              <TextInput
                label={t('rev_dest_routing_code')}
                value={form.routingCode}
                onChange={set('routingCode')}
                maxLength={20}
                autoComplete="off"
                error={fieldMessage('routingCode')}
                data-testid="rev-dest-routingCode"
              />
            </SimpleGrid>
          )}
          {(form.method === 'paypal' || form.method === 'payoneer') && (
            <TextInput
              label={t('rev_dest_email')}
              type="email"
              value={form.email}
              onChange={set('email')}
              maxLength={100}
              autoComplete="email"
              error={fieldMessage('email')}
              data-testid="rev-dest-email"
            />
          )}
          {form.method === 'local' && (
            <Text size="sm" c="dimmed" data-testid="rev-dest-local">
              {t('rev_local_hint')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={quoting} disabled={requirements.length > 0} data-testid="rev-withdraw-continue">
              {t('rev_continue')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal opened={pending !== null} onClose={() => !withdraw.isPending && setPending(null)} title={t('rev_confirm_title')} centered data-testid="rev-confirm-modal">
        {pending && (
          <Stack gap="xs">
            <Group justify="space-between" gap={4}>
              <Text size="sm" c="dimmed">
                {t('rev_amount')}
              </Text>
              <Text size="sm" fw={600} data-testid="rev-confirm-amount">
                {money(pending.quote.amount, pending.quote.currency)}
              </Text>
            </Group>
            <Group justify="space-between" gap={4}>
              <Text size="sm" c="dimmed">
                {t('rev_fee')}
              </Text>
              <Text size="sm" fw={600} data-testid="rev-confirm-fee">
                {money(pending.quote.fee, pending.quote.currency)}
              </Text>
            </Group>
            <Divider />
            <Group justify="space-between" gap={4}>
              <Text size="sm" fw={600}>
                {t('rev_total_debited')}
              </Text>
              <Text size="sm" fw={700} data-testid="rev-confirm-total">
                {money(pending.quote.total, pending.quote.currency)}
              </Text>
            </Group>
            <Group justify="space-between" gap={4} align="flex-start" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('rev_destination')}
              </Text>
              <Text size="sm" ta="end" style={{ overflowWrap: 'anywhere' }} data-testid="rev-confirm-destination">
                {methodLabel(pending.body.destination.method)}
                <br />
                {describeDestination(pending.body.destination)}
              </Text>
            </Group>
            <FormError messageKey={confirmFailure} data-testid="rev-confirm-error" />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setPending(null)} disabled={withdraw.isPending} data-testid="rev-withdraw-cancel">
                {t('action_cancel')}
              </Button>
              <Button onClick={confirm} loading={withdraw.isPending} data-testid="rev-withdraw-confirm">
                {t('rev_confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}

/** Where the money goes, as the confirmation shows it (the account number by its last four digits). */
function describeDestination(destination: PayoutDestination): string {
  switch (destination.method) {
    case 'bank_transfer': {
      const digits = destination.accountNumber.replace(/[\s-]/g, '');
      return [destination.accountName, destination.bankName, `••••${digits.slice(-4)}`, destination.routingCode].filter(Boolean).join(' · ');
    }
    case 'paypal':
    case 'payoneer':
      return destination.email;
    case 'local':
      return '';
  }
}
