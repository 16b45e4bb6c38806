import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { codesIn, outboxQuery } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';

const PAGE_SIZE = 20;
const CHANNELS = ['email', 'sms'];
const STATUSES = ['pending', 'logged', 'sent', 'failed'];

export function OutboxPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [recipient, setRecipient] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching, error, refetch } = useQuery(outboxQuery(recipient, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  // Known server values get a translated label; anything new shows as the server spells it.
  const label = (prefix: string, value: string, known: string[]) => (known.includes(value) ? t(`${prefix}${value}`) : value);
  const columns: DataColumn<NonNullable<typeof data>['messages'][number]>[] = [
    { key: 'time', header: t('admin_outbox_time'), nowrap: true, cell: (message) => <Text size="sm">{formatDateTime(message.createdAt)}</Text> },
    { key: 'recipient', header: t('admin_outbox_recipient'), nowrap: true, cell: (message) => <Text size="sm">{message.recipient}</Text> },
    {
      key: 'code',
      header: t('admin_outbox_code'),
      cell: (message) => (
        <Group gap={4}>
          {codesIn(`${message.subject} ${message.body}`).map((code) => (
            <Code key={code} fz="sm" fw={700} data-testid="admin-outbox-code">
              {code}
            </Code>
          ))}
        </Group>
      ),
    },
    {
      key: 'channel',
      header: t('admin_outbox_channel'),
      cell: (message) => (
        <Badge variant="light" tt="none" color={message.channel === 'sms' ? 'grape' : 'blue'}>
          {label('admin_outbox_channel_', message.channel, CHANNELS)}
        </Badge>
      ),
    },
    {
      key: 'message',
      header: t('admin_outbox_message'),
      width: 360,
      cell: (message) => (
        <>
          {message.subject && (
            <Text size="sm" fw={600}>
              {message.subject}
            </Text>
          )}
          <Text size="xs" c="dimmed" lineClamp={3}>
            {message.body}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: t('admin_outbox_status'),
      cell: (message) => (
        <Badge variant="dot" tt="none" color={message.status === 'sent' || message.status === 'logged' ? 'teal' : message.status === 'failed' ? 'red' : 'gray'}>
          {label('admin_outbox_status_', message.status, STATUSES)}
        </Badge>
      ),
    },
  ];

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(draft.trim());
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <form onSubmit={filter}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('admin_outbox_recipient')}
              placeholder={t('admin_outbox_recipient_placeholder')}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
              data-testid="admin-outbox-recipient"
            />
            <Button type="submit" data-testid="admin-outbox-filter">
              {t('admin_outbox_filter')}
            </Button>
            <Button variant="default" onClick={() => void refetch()} loading={isFetching && !isPending}>
              {t('admin_refresh')}
            </Button>
          </Group>
        </form>
      </Card>
      <Card withBorder padding="md" data-testid="admin-outbox">
        {error ? (
          <FormError error={error} />
        ) : (
          <DataTable
            columns={columns}
            rows={data?.messages}
            rowKey={(message) => message.id}
            empty={t('admin_outbox_empty')}
            rowProps={() => ({ 'data-testid': 'admin-outbox-row' })}
            paging={{ page, total: data?.total ?? 0, pageSize: PAGE_SIZE, onPage: setPage }}
            striped
            verticalSpacing="sm"
            minWidth={820}
          />
        )}
      </Card>
    </Stack>
  );
}
