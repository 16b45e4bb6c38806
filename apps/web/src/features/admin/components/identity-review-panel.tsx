import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Image, Modal, Pagination, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { idDocumentTypeMessageKey, type IdDocumentType } from '@portal/domain/identity';
import { settlementStatusKey } from '@portal/domain/user-state';
import { describeError, errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime, regionName } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { QueueBody } from './queue-body.tsx';
import { decideIdentity, identityCaseQuery, identityQueueQuery, startIdentityReview } from '../api.ts';

const PAGE_SIZE = 20;

/** The identity review queue: oldest submissions first; open one to see the document and pass or reject it. */
export function IdentityReviewPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error } = useQuery(identityQueueQuery((page - 1) * PAGE_SIZE, PAGE_SIZE));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <Card withBorder padding={0} data-testid="admin-identity-queue">
      <QueueBody error={error} empty={data?.cases.length === 0} emptyText={t('admin_identity_empty')}>
        <Table verticalSpacing="sm" horizontalSpacing="md" miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin_identity_account')}</Table.Th>
              <Table.Th>{t('overview_region')}</Table.Th>
              <Table.Th>{t('contract_status')}</Table.Th>
              <Table.Th>{t('admin_identity_submitted')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.cases.map((entry) => (
              <Table.Tr key={entry.userId} data-testid={`admin-identity-row-${entry.userId}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {entry.nickname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.email ?? `#${entry.userId}`}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.region}</Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none">
                    {t(settlementStatusKey(entry.status))}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(entry.submittedAt)}</Table.Td>
                <Table.Td ta="end">
                  <Button size="xs" onClick={() => setOpen(entry.userId)} data-testid="admin-identity-open">
                    {t('admin_identity_review')}
                  </Button>
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

  const run = async (name: string, call: () => Promise<unknown>) => {
    setBusy(name);
    setProblem({ messageKey: null, fields: {} });
    try {
      await call();
      await client.invalidateQueries({ queryKey: [...SESSION_KEY, 'admin'] });
      if (name !== 'start') onClose();
    } catch (failure) {
      setProblem(describeError(failure, ['reason']));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={data?.case.nickname ?? ''} data-testid="admin-identity-case">
      {error && <Alert color="red">{t(errorMessageKey(error))}</Alert>}
      {data && (
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
            onChange={(e) => setReason(e.currentTarget.value)}
            error={problem.fields.reason && t(problem.fields.reason)}
            autosize
            minRows={2}
            data-testid="admin-identity-reason"
          />
          {problem.messageKey && <Alert color="red">{t(problem.messageKey)}</Alert>}
          <Group justify="flex-end">
            {data.case.status !== 3 && (
              <Button variant="default" loading={busy === 'start'} onClick={() => void run('start', () => startIdentityReview(userId))}>
                {t('admin_identity_start')}
              </Button>
            )}
            <Button
              color="red"
              variant="light"
              loading={busy === 'reject'}
              data-testid="admin-identity-reject"
              onClick={() => void run('reject', () => decideIdentity({ userId, decision: 'reject', reason }))}
            >
              {t('admin_identity_reject')}
            </Button>
            <Button color="teal" loading={busy === 'pass'} data-testid="admin-identity-pass" onClick={() => void run('pass', () => decideIdentity({ userId, decision: 'pass' }))}>
              {t('admin_identity_pass')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
