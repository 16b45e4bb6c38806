import { useState } from 'react';
import { Badge, Button, Card, Group, Image, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { idDocumentTypeMessageKey, type IdDocumentType } from '@portal/domain/identity';
import { settlementStatusKey } from '@portal/domain/user-state';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { formatDateTime, regionName } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { decideIdentity, identityCaseQuery, identityQueueQuery, startIdentityReview } from '../api.ts';
import { decisionQueue, useHeldKeys } from '../decision-queue.ts';
import { DecisionConfirm } from './decision-confirm.tsx';

const PAGE_SIZE = 20;
/** What the server asks of a rejection's reason (identity/review.ts). */
const MIN_REASON = 5;
const decisionKey = (userId: number) => `identity:${userId}`;

/** The identity review queue: oldest submissions first; open one to see the document and pass or reject it. */
export function IdentityReviewPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error } = useQuery(identityQueueQuery((page - 1) * PAGE_SIZE, PAGE_SIZE));
  const held = useHeldKeys();
  const columns: DataColumn<NonNullable<typeof data>['cases'][number]>[] = [
    {
      key: 'account',
      header: t('admin_identity_account'),
      cell: (entry) => (
        <>
          <Text size="sm" fw={600}>
            {entry.nickname}
          </Text>
          <Text size="xs" c="dimmed">
            {entry.email ?? `#${entry.userId}`}
          </Text>
        </>
      ),
    },
    { key: 'region', header: t('overview_region'), cell: (entry) => entry.region },
    {
      key: 'status',
      header: t('contract_status'),
      cell: (entry) => (
        <Badge variant="light" tt="none">
          {t(settlementStatusKey(entry.status))}
        </Badge>
      ),
    },
    { key: 'submitted', header: t('admin_identity_submitted'), nowrap: true, cell: (entry) => formatDateTime(entry.submittedAt) },
    {
      key: 'open',
      header: '',
      align: 'end',
      cell: (entry) => (
        <Button size="xs" onClick={() => setOpen(entry.userId)} data-testid="admin-identity-open">
          {t('admin_identity_review')}
        </Button>
      ),
    },
  ];
  return (
    <Card withBorder padding="md" data-testid="admin-identity-queue">
      {error ? (
        <FormError error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.cases.filter((entry) => !held.has(decisionKey(entry.userId)))}
          rowKey={(entry) => entry.userId}
          empty={t('admin_identity_empty')}
          rowProps={(entry) => ({ 'data-testid': `admin-identity-row-${entry.userId}` })}
          paging={{ page, total: data?.total ?? 0, pageSize: PAGE_SIZE, onPage: setPage }}
          verticalSpacing="sm"
          minWidth={640}
        />
      )}
      {open !== null && <CaseModal userId={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function CaseModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data, error } = useQuery(identityCaseQuery(userId));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'pass' | 'reject' | null>(null);
  const item = data ? (data.info.legalName && data.info.legalName !== data.case.nickname ? `${data.info.legalName} (${data.case.nickname})` : data.case.nickname) : '';

  const start = async () => {
    setBusy('start');
    setProblem({ messageKey: null, fields: {} });
    try {
      await startIdentityReview(userId);
      await client.invalidateQueries({ queryKey: [...SESSION_KEY, 'admin'] });
    } catch (failure) {
      setProblem(describeError(failure, ['reason']));
    } finally {
      setBusy(null);
    }
  };

  /** Asks first (decision 068); a rejection needs the reason the person will read. */
  const ask = (decision: 'pass' | 'reject') => {
    if (decision === 'reject' && reason.trim().length < MIN_REASON) return setProblem({ messageKey: null, fields: { reason: 'admin_reject_reason_required' } });
    setProblem({ messageKey: null, fields: {} });
    setConfirming(decision);
  };

  const decide = (decision: 'pass' | 'reject') => {
    decisionQueue.submit({
      key: decisionKey(userId),
      item,
      statusKey: decision === 'pass' ? 'settlement_status_IDENTIFICATION_PASSED' : 'settlement_status_IDENTIFICATION_REJECTED',
      undoable: true,
      send: ({ keepalive }) => decideIdentity(decision === 'pass' ? { userId, decision } : { userId, decision, reason: reason.trim() }, { keepalive }),
      after: () => client.invalidateQueries({ queryKey: [...SESSION_KEY, 'admin'] }),
    });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} size={confirming ? 'md' : 'xl'} title={data?.case.nickname ?? ''} data-testid="admin-identity-case">
      <FormError error={error} />
      {confirming && (
        <DecisionConfirm
          action={t(confirming === 'pass' ? 'admin_identity_pass' : 'admin_identity_reject')}
          item={item}
          undoable
          color={confirming === 'pass' ? 'teal' : 'red'}
          detail={
            confirming === 'reject' && (
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {reason.trim()}
              </Text>
            )
          }
          onBack={() => setConfirming(null)}
          onConfirm={() => decide(confirming)}
        />
      )}
      {!confirming && data && (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Text size="sm">
              <b>{t('identity_legal_name')}:</b> {data.info.legalName}
            </Text>
            <Text size="sm">
              <b>{t('identity_birth_date')}:</b> {data.info.birthDate}
            </Text>
            <Text size="sm">
              <b>{t('identity_id_type')}:</b> {t(idDocumentTypeMessageKey(data.info.idType as IdDocumentType))} · {data.info.idNumber}
            </Text>
            <Text size="sm">
              <b>{t('identity_section_address')}:</b>{' '}
              {[data.info.address.line1, data.info.address.line2, data.info.address.city, data.info.address.state, data.info.address.postalCode, regionName(data.info.address.country, i18n.language)]
                .filter(Boolean)
                .join(', ')}
            </Text>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {Object.entries(data.photoUrls).map(([slot, url]) => (
              <a key={slot} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={slot} radius="sm" h={160} fit="contain" bg="gray.1" />
              </a>
            ))}
          </SimpleGrid>
          <Textarea
            label={t('admin_identity_reason')}
            description={t('admin_identity_reason_hint')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setProblem({ messageKey: null, fields: {} });
            }}
            error={problem.fields.reason && t(problem.fields.reason)}
            autosize
            minRows={2}
            data-testid="admin-identity-reason"
          />
          <FormError messageKey={problem.messageKey} />
          <Group justify="flex-end">
            {data.case.status !== 3 && (
              <Button variant="default" loading={busy === 'start'} onClick={() => void start()}>
                {t('admin_identity_start')}
              </Button>
            )}
            <Button color="red" variant="light" disabled={busy !== null} data-testid="admin-identity-reject" onClick={() => ask('reject')}>
              {t('admin_identity_reject')}
            </Button>
            <Button color="teal" disabled={busy !== null} data-testid="admin-identity-pass" onClick={() => ask('pass')}>
              {t('admin_identity_pass')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
