import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Pagination, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OacMergeStatus } from '@portal/domain/monetization/programmes';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { QueueBody } from './queue-body.tsx';
import { decideOacMerge, OAC_MERGE_KEY, OAC_MERGE_PAGE_SIZE, oacMergeQueueQuery, type OacMergeRequest } from '../api.ts';

const filters = ['open', String(OacMergeStatus.MERGED), String(OacMergeStatus.REJECTED)] as const;

/** Official Artist Channel merge requests (decision 031): take one into review, then merge or reject it with a note. */
export function OacMergePanel() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<string>('open');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OacMergeRequest | null>(null);
  const status = filter === 'open' ? undefined : Number(filter);
  const { data, error } = useQuery(oacMergeQueueQuery(status, page));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / OAC_MERGE_PAGE_SIZE));

  return (
    <Card withBorder padding={0} data-testid="admin-oac-merge">
      <Group p="md" pb={0}>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          data={filters.map((value) => ({ value, label: t(value === 'open' ? 'admin_oac_open' : `oac_status_${value}`) }))}
        />
      </Group>
      <QueueBody error={error} empty={data?.requests.length === 0} emptyText={t('admin_oac_empty')}>
        <Table verticalSpacing="sm" horizontalSpacing="md" miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin_identity_account')}</Table.Th>
              <Table.Th>{t('oac_channel_column')}</Table.Th>
              <Table.Th>{t('oac_artist_name')}</Table.Th>
              <Table.Th>{t('contract_status')}</Table.Th>
              <Table.Th>{t('admin_identity_submitted')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.requests.map((request) => (
              <Table.Tr key={request.id} data-testid={`admin-oac-row-${request.id}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {request.nickname ?? `#${request.userId}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {request.email ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{request.channelTitle}</Text>
                  <Text size="xs" c="dimmed">
                    {request.channelId}
                  </Text>
                </Table.Td>
                <Table.Td>{request.artistName}</Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none">
                    {t(`oac_status_${request.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(request.createdAt)}</Table.Td>
                <Table.Td ta="end">
                  {(request.status === OacMergeStatus.SUBMITTED || request.status === OacMergeStatus.IN_REVIEW) && (
                    <Button size="xs" onClick={() => setOpen(request)} data-testid="admin-oac-open">
                      {t('admin_identity_review')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </QueueBody>
      {pages > 1 && (
        <Group justify="center" p="md">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      {open && <DecideModal request={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function DecideModal({ request, onClose }: { request: OacMergeRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const decide = async (status: 3 | 4 | 5) => {
    setBusy(status);
    setFailure(null);
    try {
      await decideOacMerge({ id: request.id, status, note });
      await client.invalidateQueries({ queryKey: OAC_MERGE_KEY });
      onClose();
    } catch (problem) {
      setFailure(errorMessageKey(problem));
      setBusy(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('oac_title')} data-testid="admin-oac-modal">
      <Stack>
        <Text size="sm">
          {request.channelTitle} ({request.channelId}) → {request.artistName}
        </Text>
        <Textarea label={t('admin_oac_note')} description={t('admin_oac_note_hint')} value={note} onChange={(event) => setNote(event.currentTarget.value)} autosize minRows={2} />
        {failure && <Alert color="red">{t(failure)}</Alert>}
        <Group justify="flex-end">
          {request.status === OacMergeStatus.SUBMITTED && (
            <Button variant="default" loading={busy === 3} onClick={() => decide(3)} data-testid="admin-oac-review">
              {t('admin_oac_take')}
            </Button>
          )}
          <Button color="red" variant="light" loading={busy === 5} disabled={!note.trim()} onClick={() => decide(5)} data-testid="admin-oac-reject">
            {t('admin_oac_reject')}
          </Button>
          <Button color="teal" loading={busy === 4} onClick={() => decide(4)} data-testid="admin-oac-merge">
            {t('admin_oac_merge')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
