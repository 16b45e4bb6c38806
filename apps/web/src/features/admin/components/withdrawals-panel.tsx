import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, ScrollArea, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { parseMicros } from '@portal/domain/money/micros';
import { nextWithdrawStatuses, type WithdrawStatus } from '@portal/domain/money/withdrawal';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/money.ts';
import { askAboutWithdrawal, moveWithdrawal, WITHDRAWALS_KEY, withdrawalsQuery } from '../money-api.ts';
import { CONSOLE_COUNTS_KEY } from '../api.ts';
import { decisionQueue } from '../decision-queue.ts';
import { FormError } from '../../../components/form-error.tsx';
import { withdrawStatusOptions } from '../options.ts';

const STATUS_COLORS: Record<WithdrawStatus, string> = { Notified: 'blue', Collected: 'indigo', BankFeedback: 'cyan', Success: 'teal', Failed: 'red' };

/** Payouts for operators (decision 021): withdrawals by status, moved on one step at a time; Failed gives the money back. */
export function WithdrawalsPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const client = useQueryClient();
  const [status, setStatus] = useState<WithdrawStatus>('Notified');
  const [failing, setFailing] = useState<number | null>(null);
  const [paying, setPaying] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [question, setQuestion] = useState('');
  const { data, error } = useQuery({
    ...withdrawalsQuery(status),
    // New requests and moves by other operators show up without a reload.
    refetchInterval: 15_000,
  });
  // The demo provider has no address: its name says where the money went.
  const destinationText = (withdrawal: { method: string; destination: string }) =>
    withdrawal.method === 'local' || !withdrawal.destination ? t(`rev_method_${withdrawal.method}`) : withdrawal.destination;
  const payingRow = data?.withdrawals.find((withdrawal) => withdrawal.id === paying) ?? null;

  /**
   * Money moves are not deferred like the reviews' decisions (decision 068): a payout's step is sent at once, after
   * its dialog where it has one, and a notice names what was done so the row does not just vanish.
   */
  const move = async (id: number, to: WithdrawStatus, note?: string) => {
    if (busy !== null) return;
    const row = data?.withdrawals.find((withdrawal) => withdrawal.id === id);
    setBusy(id);
    setFailure(null);
    try {
      await moveWithdrawal({ id, status: to, ...(note ? { note } : {}) });
      setFailing(null);
      setPaying(null);
      setReason('');
      const who = row ? (row.account.nickname ?? row.account.email ?? `#${row.userId}`) : '';
      decisionQueue.announce({
        key: `withdrawal:${id}`,
        item: [`W${id}`, row ? formatMoney(row.amount, row.currency, language) : null, who].filter(Boolean).join(' · '),
        statusKey: `admin_money_status_${to}`,
      });
      await Promise.all([client.invalidateQueries({ queryKey: WITHDRAWALS_KEY }), client.invalidateQueries({ queryKey: CONSOLE_COUNTS_KEY })]);
    } catch (problem) {
      setFailure(problem);
    } finally {
      setBusy(null);
    }
  };

  const ask = async (id: number) => {
    setFailure(null);
    try {
      await askAboutWithdrawal({ id, question: question.trim() });
      setAsking(null);
      setQuestion('');
      await client.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
    } catch (problem) {
      setFailure(problem);
    }
  };

  type Withdrawal = NonNullable<typeof data>['withdrawals'][number];
  const money = (amount: (withdrawal: Withdrawal) => string) => ({
    align: 'end' as const,
    nowrap: true,
    sortValue: (withdrawal: Withdrawal) => parseMicros(amount(withdrawal)) ?? 0n,
    cell: (withdrawal: Withdrawal) => formatMoney(amount(withdrawal), withdrawal.currency, language),
  });
  const columns: DataColumn<Withdrawal>[] = [
    {
      key: 'account',
      header: t('admin_money_col_account'),
      sortValue: (withdrawal) => withdrawal.account.nickname ?? withdrawal.account.email ?? `#${withdrawal.userId}`,
      cell: (withdrawal) => (
        <>
          <Text size="sm" fw={600}>
            {withdrawal.account.nickname ?? withdrawal.account.email ?? `#${withdrawal.userId}`}
          </Text>
          <Text size="xs" c="dimmed">
            {[withdrawal.account.nickname ? withdrawal.account.email : null, `#${withdrawal.userId}`, `W${withdrawal.id}`].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    { key: 'amount', header: t('admin_money_col_amount'), ...money((withdrawal) => withdrawal.amount) },
    { key: 'fee', header: t('admin_money_col_fee'), ...money((withdrawal) => withdrawal.fee) },
    { key: 'method', header: t('admin_money_col_method'), cell: (withdrawal) => t(`rev_method_${withdrawal.method}`) },
    {
      key: 'destination',
      header: t('admin_money_col_destination'),
      cell: (withdrawal) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {destinationText(withdrawal)}
          {withdrawal.rfiOpen && (
            <Badge ml={6} size="xs" variant="outline" color="orange" tt="none">
              {t('admin_money_rfi_open')}
            </Badge>
          )}
          {withdrawal.failureReason && (
            <Text size="xs" c="red">
              {withdrawal.failureReason}
            </Text>
          )}
        </span>
      ),
    },
    { key: 'created', header: t('admin_money_col_created'), nowrap: true, sortValue: (withdrawal) => withdrawal.createdAt, cell: (withdrawal) => formatDateTime(withdrawal.createdAt) },
    {
      key: 'actions',
      header: '',
      align: 'end',
      cell: (withdrawal) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {nextWithdrawStatuses(withdrawal.status).length === 0 && (
            <Badge variant="light" color={STATUS_COLORS[withdrawal.status]} tt="none">
              {t(`admin_money_status_${withdrawal.status}`)}
            </Badge>
          )}
          {!withdrawal.rfiOpen && nextWithdrawStatuses(withdrawal.status).length > 0 && (
            <Button size="xs" variant="subtle" onClick={() => setAsking(withdrawal.id)} data-testid={`admin-withdrawal-${withdrawal.id}-rfi`}>
              {t('admin_money_rfi_ask')}
            </Button>
          )}
          {nextWithdrawStatuses(withdrawal.status).map((to) => (
            <Button
              key={to}
              size="xs"
              variant={to === 'Failed' ? 'light' : 'filled'}
              color={to === 'Failed' ? 'red' : to === 'Success' ? 'teal' : undefined}
              loading={busy === withdrawal.id && to !== 'Failed'}
              disabled={busy !== null && busy !== withdrawal.id}
              onClick={() => (to === 'Failed' ? setFailing(withdrawal.id) : to === 'Success' ? setPaying(withdrawal.id) : void move(withdrawal.id, to))}
              data-testid={`admin-withdrawal-${withdrawal.id}-${to}`}
            >
              {t(`admin_money_move_${to}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];

  return (
    <Card withBorder padding="md" data-testid="admin-withdrawals">
      <Stack gap="sm">
        <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={4}>
          <SegmentedControl
            size="xs"
            value={status}
            onChange={(value) => setStatus(value as WithdrawStatus)}
            data={withdrawStatusOptions(t).map((option) => ({ ...option, label: <span data-testid={`admin-withdrawals-filter-${option.value}`}>{option.label}</span> }))}
          />
        </ScrollArea>
        {(error !== null || failure !== null) && <FormError messageKey={errorMessageKey(error ?? failure, (key) => i18n.exists(key))} data-testid="admin-withdrawals-error" />}
        {data?.withdrawals.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="admin-withdrawals-empty">
            {t('admin_money_withdrawals_none')}
          </Text>
        ) : (
          (data || error === null) && (
            <DataTable
              columns={columns}
              rows={data?.withdrawals}
              rowKey={(withdrawal) => withdrawal.id}
              rowProps={(withdrawal) => ({ 'data-testid': `admin-withdrawal-${withdrawal.id}` })}
              minWidth={900}
            />
          )
        )}
      </Stack>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t('admin_money_rfi_title')} centered data-testid="admin-rfi-modal">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin_money_rfi_hint')}
          </Text>
          <Textarea
            label={t('admin_money_rfi_question')}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={3}
            data-testid="admin-rfi-question"
          />
          <Group justify="flex-end">
            <Button disabled={question.trim().length < 5} onClick={() => asking !== null && void ask(asking)} data-testid="admin-rfi-send">
              {t('admin_money_rfi_send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={paying !== null} onClose={() => setPaying(null)} title={t('admin_money_pay_title')} centered>
        {payingRow && (
          <Stack>
            <Text size="sm" data-testid="admin-withdrawal-pay-text">
              {t('admin_money_pay_confirm', { amount: formatMoney(payingRow.amount, payingRow.currency, language), destination: destinationText(payingRow), id: payingRow.id })}
            </Text>
            <FormError error={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPaying(null)}>
                {t('action_cancel')}
              </Button>
              <Button color="teal" loading={busy !== null} onClick={() => void move(payingRow.id, 'Success')} data-testid="admin-withdrawal-pay-confirm">
                {t('admin_money_move_Success')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={failing !== null} onClose={() => setFailing(null)} title={t('admin_money_fail_title')} centered>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('admin_money_fail_hint')}
          </Text>
          <FormError error={failure} />
          <Textarea
            label={t('admin_money_fail_reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            data-testid="admin-withdrawal-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setFailing(null)}>
              {t('action_cancel')}
            </Button>
            <Button
              color="red"
              disabled={!reason.trim()}
              loading={busy !== null}
              onClick={() => failing !== null && void move(failing, 'Failed', reason.trim())}
              data-testid="admin-withdrawal-fail-confirm"
            >
              {t('admin_money_move_Failed')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
