import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OacMergeStatus } from '@portal/domain/monetization/programmes';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CONSOLE_COUNTS_KEY, decideOacMerge, OAC_MERGE_KEY, OAC_MERGE_PAGE_SIZE, oacMergeQueueQuery, type OacMergeRequest } from '../api.ts';
import { decisionQueue, useHeldKeys } from '../decision-queue.ts';
import { oacMergeFilterOptions } from '../options.ts';
import { DecisionConfirm } from './decision-confirm.tsx';

const decisionKey = (id: number) => `oac:${id}`;

/** Official Artist Channel merge requests (decision 031): take one into review, then merge or reject it with a note. */
export function OacMergePanel() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<string>('open');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OacMergeRequest | null>(null);
  const status = filter === 'open' ? undefined : Number(filter);
  const { data, error } = useQuery(oacMergeQueueQuery(status, page));
  const held = useHeldKeys();
  const columns: DataColumn<OacMergeRequest>[] = [
    {
      key: 'account',
      header: t('admin_identity_account'),
      cell: (request) => (
        <>
          <Text size="sm" fw={600}>
            {request.nickname ?? `#${request.userId}`}
          </Text>
          <Text size="xs" c="dimmed">
            {request.email ?? ''}
          </Text>
        </>
      ),
    },
    {
      key: 'channel',
      header: t('oac_channel_column'),
      cell: (request) => (
        <>
          <Text size="sm">{request.channelTitle}</Text>
          <Text size="xs" c="dimmed">
            {request.channelId}
          </Text>
        </>
      ),
    },
    { key: 'artist', header: t('oac_artist_name'), cell: (request) => request.artistName },
    {
      key: 'status',
      header: t('contract_status'),
      cell: (request) => (
        <Badge variant="light" tt="none">
          {t(`oac_status_${request.status}`)}
        </Badge>
      ),
    },
    { key: 'submitted', header: t('admin_identity_submitted'), nowrap: true, cell: (request) => formatDateTime(request.createdAt) },
    {
      key: 'open',
      header: '',
      align: 'end',
      cell: (request) =>
        (request.status === OacMergeStatus.SUBMITTED || request.status === OacMergeStatus.IN_REVIEW) && (
          <Button size="xs" onClick={() => setOpen(request)} data-testid="admin-oac-open">
            {t('admin_identity_review')}
          </Button>
        ),
    },
  ];

  return (
    <Card withBorder padding="md" data-testid="admin-oac-merge">
      <Group mb="sm">
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          data={oacMergeFilterOptions(t)}
        />
      </Group>
      {error ? (
        <FormError error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.requests.filter((request) => !held.has(decisionKey(request.id)))}
          rowKey={(request) => request.id}
          empty={t('admin_oac_empty')}
          rowProps={(request) => ({ 'data-testid': `admin-oac-row-${request.id}` })}
          paging={{ page, total: data?.total ?? 0, pageSize: OAC_MERGE_PAGE_SIZE, onPage: setPage }}
          verticalSpacing="sm"
          minWidth={640}
        />
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
  const [confirming, setConfirming] = useState<4 | 5 | null>(null);
  const item = `${request.channelTitle} → ${request.artistName}`;

  /** Taking a request into review is a step of the operator's own: it goes at once. */
  const takeIntoReview = async () => {
    setBusy(OacMergeStatus.IN_REVIEW);
    setFailure(null);
    try {
      await decideOacMerge({ id: request.id, status: OacMergeStatus.IN_REVIEW, note });
      await client.invalidateQueries({ queryKey: OAC_MERGE_KEY });
      onClose();
    } catch (problem) {
      setFailure(errorMessageKey(problem));
      setBusy(null);
    }
  };

  /** Merging or rejecting is asked first and can be undone for a moment (decision 068). */
  const decide = (status: 4 | 5) => {
    decisionQueue.submit({
      key: decisionKey(request.id),
      item,
      statusKey: `oac_status_${status}`,
      undoable: true,
      send: ({ keepalive }) => decideOacMerge({ id: request.id, status, note }, { keepalive }),
      after: () => Promise.all([client.invalidateQueries({ queryKey: OAC_MERGE_KEY }), client.invalidateQueries({ queryKey: CONSOLE_COUNTS_KEY })]),
    });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('oac_title')} data-testid="admin-oac-modal">
      {confirming && (
        <DecisionConfirm
          action={t(confirming === 4 ? 'admin_oac_merge' : 'admin_oac_reject')}
          item={item}
          undoable
          color={confirming === 4 ? 'teal' : 'red'}
          detail={
            note.trim() && (
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {note.trim()}
              </Text>
            )
          }
          onBack={() => setConfirming(null)}
          onConfirm={() => decide(confirming)}
        />
      )}
      <Stack display={confirming ? 'none' : undefined}>
        <Text size="sm">
          {request.channelTitle} ({request.channelId}) → {request.artistName}
        </Text>
        <Textarea label={t('admin_oac_note')} description={t('admin_oac_note_hint')} value={note} onChange={(event) => setNote(event.currentTarget.value)} autosize minRows={2} />
        <FormError messageKey={failure} />
        <Group justify="flex-end">
          {request.status === OacMergeStatus.SUBMITTED && (
            <Button variant="default" loading={busy === 3} onClick={() => void takeIntoReview()} data-testid="admin-oac-review">
              {t('admin_oac_take')}
            </Button>
          )}
          <Button color="red" variant="light" disabled={!note.trim() || busy !== null} onClick={() => setConfirming(5)} data-testid="admin-oac-reject">
            {t('admin_oac_reject')}
          </Button>
          <Button color="teal" disabled={busy !== null} onClick={() => setConfirming(4)} data-testid="admin-oac-merge">
            {t('admin_oac_merge')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
