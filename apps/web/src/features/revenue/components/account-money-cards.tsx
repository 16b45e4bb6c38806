import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, microsOf } from '../../../lib/money.ts';
import { answerRfi, directTransfersQuery, rfiQuery } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';

/** The operators' questions about withdrawals: an open one holds its payout until it is answered here. */
export function RfiCard({ canAnswer }: { canAnswer: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(rfiQuery);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  if (!data?.requests.length) return null;
  const send = async (withdrawalId: number) => {
    setFailure(null);
    try {
      await answerRfi(withdrawalId, (answers[withdrawalId] ?? '').trim());
      await client.invalidateQueries({ queryKey: [...SESSION_KEY, 'revenue'] });
    } catch (problem) {
      setFailure(problem);
    }
  };
  return (
    <Card withBorder padding="md" data-testid="rev-rfi">
      <Stack gap="sm">
        <Text fw={600}>{t('rev_rfi_title')}</Text>
        {data.requests.map((request) => (
          <Stack key={`${request.withdrawalId}-${request.askedAt}`} gap={6} data-testid={`rev-rfi-${request.withdrawalId}`}>
            <Text size="sm">
              <Text span c="dimmed" size="xs">
                W{request.withdrawalId} · {formatDateTime(request.askedAt)}
              </Text>
              <br />
              {request.question}
            </Text>
            {request.open && canAnswer ? (
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Textarea
                  style={{ flex: 1 }}
                  label={t('rev_rfi_answer_label')}
                  value={answers[request.withdrawalId] ?? ''}
                  onChange={(event) => setAnswers({ ...answers, [request.withdrawalId]: event.currentTarget.value })}
                  maxLength={2000}
                  autosize
                  minRows={2}
                  data-testid={`rev-rfi-answer-${request.withdrawalId}`}
                />
                <Button disabled={(answers[request.withdrawalId] ?? '').trim().length < 2} onClick={() => void send(request.withdrawalId)} data-testid={`rev-rfi-send-${request.withdrawalId}`}>
                  {t('rev_rfi_send')}
                </Button>
              </Group>
            ) : request.answer ? (
              <Text size="sm" c="dimmed">
                {t('rev_rfi_answered', { answer: request.answer })}
              </Text>
            ) : null}
          </Stack>
        ))}
        <FormError error={failure} />
      </Stack>
    </Card>
  );
}

/** Royalties the operators paid to the account outside the portal, from its balance. */
export function DirectTransfersCard() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(directTransfersQuery);
  if (!data?.transfers.length) return null;
  return (
    <Card withBorder padding="md" data-testid="rev-direct">
      <Text fw={600}>{t('rev_direct_title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rev_direct_hint')}
      </Text>
      <DataTable
        columns={[
          { key: 'date', header: t('rev_col_date'), nowrap: true, sortValue: (transfer) => transfer.at, cell: (transfer) => formatDateTime(transfer.at) },
          {
            key: 'amount',
            header: t('rev_col_amount'),
            align: 'end',
            nowrap: true,
            sortValue: (transfer) => microsOf(transfer.amount) ?? 0n,
            cell: (transfer) => formatMoney(transfer.amount, transfer.currency, i18n.language),
          },
          { key: 'note', header: t('rev_recoup_col_note'), cell: (transfer) => transfer.note },
          {
            key: 'reference',
            header: '',
            cell: (transfer) => (
              <Text span inherit c="dimmed">
                {transfer.reference ?? ''}
              </Text>
            ),
          },
        ]}
        rows={data.transfers}
        rowKey={(transfer) => transfer.id}
        rowProps={() => ({ 'data-testid': 'rev-direct-row' })}
        minWidth={520}
      />
    </Card>
  );
}
