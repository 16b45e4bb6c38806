import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Code, Group, Pagination, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { codesIn, outboxQuery } from '../api.ts';

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
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

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
      <Card withBorder padding={0} data-testid="admin-outbox">
        {error ? (
          <Alert color="red" variant="light" m="md">
            {t(errorMessageKey(error))}
          </Alert>
        ) : (
          <ScrollArea>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped miw={820}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin_outbox_time')}</Table.Th>
                  <Table.Th>{t('admin_outbox_recipient')}</Table.Th>
                  <Table.Th>{t('admin_outbox_code')}</Table.Th>
                  <Table.Th>{t('admin_outbox_channel')}</Table.Th>
                  <Table.Th>{t('admin_outbox_message')}</Table.Th>
                  <Table.Th>{t('admin_outbox_status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(data?.messages ?? []).map((message) => (
                  <Table.Tr key={message.id} data-testid="admin-outbox-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatDateTime(message.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{message.recipient}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {codesIn(`${message.subject} ${message.body}`).map((code) => (
                          <Code key={code} fz="sm" fw={700} data-testid="admin-outbox-code">
                            {code}
                          </Code>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={message.channel === 'sms' ? 'grape' : 'blue'}>
                        {label('admin_outbox_channel_', message.channel, CHANNELS)}
                      </Badge>
                    </Table.Td>
                    <Table.Td maw={360}>
                      {message.subject && (
                        <Text size="sm" fw={600}>
                          {message.subject}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed" lineClamp={3}>
                        {message.body}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="dot" tt="none" color={message.status === 'sent' || message.status === 'logged' ? 'teal' : message.status === 'failed' ? 'red' : 'gray'}>
                        {label('admin_outbox_status_', message.status, STATUSES)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {!isPending && (data?.messages.length ?? 0) === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center" py="lg">
                        {t('admin_outbox_empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Card>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
