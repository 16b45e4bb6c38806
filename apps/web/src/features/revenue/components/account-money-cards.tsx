import { useState } from 'react';
import { Alert, Button, Card, Group, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/money.ts';
import { answerRfi, directTransfersQuery, recoupQuery, rfiQuery } from '../api.ts';

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
        {failure !== null && (
          <Alert color="red" variant="light">
            {t(errorMessageKey(failure))}
          </Alert>
        )}
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
      <ScrollArea type="auto">
        <Table miw={520} verticalSpacing="xs">
          <Table.Tbody>
            {data.transfers.map((transfer) => (
              <Table.Tr key={transfer.id} data-testid="rev-direct-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(transfer.at)}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(transfer.amount, transfer.currency, i18n.language)}
                </Table.Td>
                <Table.Td>{transfer.note}</Table.Td>
                <Table.Td c="dimmed">{transfer.reference ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}

/** The account's advances and how much of each its earnings have paid back (oldest first). */
export function RecoupCard() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(recoupQuery);
  if (!data?.advances.length) return null;
  const money = (amount: string) => formatMoney(amount, data.currency, i18n.language);
  return (
    <Card withBorder padding="md" data-testid="rev-recoup">
      <Text fw={600}>{t('rev_recoup_title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rev_recoup_hint')}
      </Text>
      <ScrollArea type="auto">
        <Table miw={560} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rev_col_date')}</Table.Th>
              <Table.Th>{t('rev_recoup_col_note')}</Table.Th>
              <Table.Th ta="end">{t('rev_recoup_col_advance')}</Table.Th>
              <Table.Th ta="end">{t('rev_recoup_col_recouped')}</Table.Th>
              <Table.Th ta="end">{t('rev_recoup_col_remaining')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.advances.map((advance) => (
              <Table.Tr key={advance.id} data-testid="rev-recoup-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(advance.createdAt)}</Table.Td>
                <Table.Td>{advance.note}</Table.Td>
                <Table.Td ta="end">{money(advance.amount)}</Table.Td>
                <Table.Td ta="end">{money(advance.recouped)}</Table.Td>
                <Table.Td ta="end" data-testid="rev-recoup-remaining">
                  {money(advance.remaining)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  );
}
