import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEXT_PATCH_SOURCE, type FeedbackStatus } from '@portal/domain/support';
import { formatBytes } from '@portal/domain/release/file-checks';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { faqStatsQuery, feedbackDetailQuery, feedbackInboxQuery, replyToFeedback, setFeedbackStatus, SUPPORT_KEY, SUPPORT_PAGE_SIZE } from '../support-api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { feedbackStatusFilterOptions } from '../options.ts';

const statusColor: Record<FeedbackStatus, string> = { OPEN: 'orange', ANSWERED: 'blue', CLOSED: 'gray' };

function FeedbackDetail({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const detail = useQuery(feedbackDetailQuery(id));
  const [answer, setAnswer] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: SUPPORT_KEY });
  const reply = useMutation({
    mutationFn: (close: boolean) => replyToFeedback({ id, body: answer.trim(), close }),
    onSuccess: () => {
      setAnswer('');
      void refresh();
    },
  });
  const status = useMutation({
    mutationFn: (next: 'OPEN' | 'CLOSED') => setFeedbackStatus({ id, status: next }),
    onSuccess: () => void refresh(),
  });
  if (detail.isError) return <FormError error={detail.error} />;
  if (!detail.data) return null;
  const item = detail.data;
  return (
    <Card withBorder padding="lg" data-testid="admin-support-detail">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {item.subject}
            </Title>
            <Text size="sm" c="dimmed">
              {item.email || '—'} · {t(`feedback_category_${item.category}`)} · {formatDateTime(item.createdAt)}
              {item.source === 'assistant' ? ` · ${t('admin_support_via_assistant')}` : ''}
              {item.source === TEXT_PATCH_SOURCE ? ` · ${t('text_patch_source')}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={statusColor[item.status]}>{t(`feedback_status_${item.status}`)}</Badge>
            <Button size="compact-sm" variant="default" onClick={onDone}>
              {t('admin_support_back')}
            </Button>
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="admin-support-message">
          {item.message}
        </Text>
        {item.attachments.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('admin_support_attachments')}
            </Text>
            {item.attachments.map((file) => (
              <Anchor key={file.id} href={file.url} size="sm" target="_blank" rel="noopener" data-testid="admin-support-attachment">
                {file.fileName} ({formatBytes(file.size)})
              </Anchor>
            ))}
          </Stack>
        )}
        {item.replies.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('admin_support_replies')}
            </Text>
            {item.replies.map((r) => (
              <Card key={r.id} withBorder padding="sm" bg="var(--mantine-color-gray-0)" data-testid="admin-support-reply">
                <Text size="xs" c="dimmed">
                  {formatDateTime(r.createdAt)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.body}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
        {item.email && (
          <Textarea
            label={t('admin_support_reply')}
            placeholder={t('admin_support_reply_placeholder')}
            autosize
            minRows={4}
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            data-testid="admin-support-answer"
          />
        )}
        {(reply.isError || status.isError) && <FormError error={reply.error ?? status.error} />}
        <Group justify="flex-end" gap="xs">
          {item.status === 'CLOSED' ? (
            <Button variant="default" onClick={() => status.mutate('OPEN')} loading={status.isPending}>
              {t('admin_support_reopen')}
            </Button>
          ) : (
            <Button variant="default" onClick={() => status.mutate('CLOSED')} loading={status.isPending} data-testid="admin-support-close">
              {t('admin_support_close')}
            </Button>
          )}
          {item.email && (
            <>
              <Button variant="light" disabled={!answer.trim()} loading={reply.isPending && reply.variables} onClick={() => reply.mutate(true)} data-testid="admin-support-send-close">
                {t('admin_support_send_close')}
              </Button>
              <Button disabled={!answer.trim()} loading={reply.isPending && !reply.variables} onClick={() => reply.mutate(false)} data-testid="admin-support-send">
                {t('admin_support_send_reply')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function FaqStats() {
  const { t } = useTranslation();
  const stats = useQuery(faqStatsQuery);
  if (!stats.data) return null;
  const voted = [...stats.data.answers].sort((a, b) => b.helpful + b.unhelpful - (a.helpful + a.unhelpful));
  const faqColumns: DataColumn<(typeof voted)[number]>[] = [
    { key: 'question', header: t('admin_support_faq_question'), sortValue: (row) => row.question, cell: (row) => row.question },
    { key: 'source', header: t('admin_support_faq_source'), sortValue: (row) => row.faq, cell: (row) => t(`admin_support_faq_source_${row.faq}`) },
    { key: 'helpful', header: t('admin_support_faq_helpful'), align: 'end', nowrap: true, sortValue: (row) => row.helpful, cell: (row) => row.helpful },
    { key: 'unhelpful', header: t('admin_support_faq_unhelpful'), align: 'end', nowrap: true, sortValue: (row) => row.unhelpful, cell: (row) => row.unhelpful },
  ];
  return (
    <Card withBorder padding="lg" data-testid="admin-support-faq-stats">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('admin_support_faq_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin_support_chat_stats', { replies: stats.data.chat.replies, human: stats.data.chat.human, good: stats.data.chat.good, bad: stats.data.chat.bad })}
        </Text>
        <DataTable columns={faqColumns} rows={voted} rowKey={(row) => `${row.faq}-${row.questionId}`} rowProps={(row) => ({ 'data-testid': `admin-faq-${row.questionId}` })} striped minWidth={600} />
      </Stack>
    </Card>
  );
}

/** Support: the feedback inbox (filter, read, answer by e-mail, close) and the FAQ-answer statistics. */
export function SupportInboxPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus | null>('OPEN');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const inbox = useQuery(feedbackInboxQuery(status, page));
  const inboxColumns: DataColumn<NonNullable<typeof inbox.data>['items'][number]>[] = [
    { key: 'received', header: t('admin_support_received'), nowrap: true, cell: (item) => formatDateTime(item.createdAt) },
    { key: 'from', header: t('admin_support_from'), cell: (item) => item.email || '—' },
    {
      key: 'subject',
      header: t('admin_support_subject'),
      cell: (item) => (
        <>
          <Anchor component="button" type="button" size="sm" onClick={() => setSelected(item.id)}>
            {item.subject}
          </Anchor>
          {item.attachmentCount > 0 && ` 📎${item.attachmentCount}`}
          {item.source === TEXT_PATCH_SOURCE && (
            <Badge size="xs" variant="light" color="grape" ms={6} data-testid="admin-support-text-patch">
              {t('text_patch_source')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'category', header: t('admin_support_category'), cell: (item) => t(`feedback_category_${item.category}`) },
    { key: 'status', header: t('admin_support_status'), cell: (item) => <Badge color={statusColor[item.status]}>{t(`feedback_status_${item.status}`)}</Badge> },
  ];

  return (
    <Stack gap="lg">
      {selected !== null ? (
        <FeedbackDetail id={selected} onDone={() => setSelected(null)} />
      ) : (
        <Card withBorder padding="md" data-testid="admin-support-inbox">
          <Group mb="sm" justify="space-between">
            <SegmentedControl
              value={status ?? 'ALL'}
              onChange={(value) => {
                setStatus(value === 'ALL' ? null : (value as FeedbackStatus));
                setPage(1);
              }}
              data={feedbackStatusFilterOptions(t, inbox.data?.counts)}
              data-testid="admin-support-status"
            />
          </Group>
          {inbox.isError ? (
            <FormError error={inbox.error} />
          ) : (
            <DataTable
              columns={inboxColumns}
              rows={inbox.data?.items}
              rowKey={(item) => item.id}
              empty={t('admin_support_empty')}
              rowProps={() => ({ 'data-testid': 'admin-support-row' })}
              onRowClick={(item) => setSelected(item.id)}
              paging={{ page, total: inbox.data?.total ?? 0, pageSize: SUPPORT_PAGE_SIZE, onPage: setPage }}
              striped
              verticalSpacing="sm"
              minWidth={720}
            />
          )}
        </Card>
      )}
      <FaqStats />
    </Stack>
  );
}
