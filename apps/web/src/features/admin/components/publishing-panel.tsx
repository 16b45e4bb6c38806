import { useState } from 'react';
import { Alert, Badge, Button, Card, FileButton, Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationStatus } from '@portal/domain/publishing/registration';
import { ApiError } from '../../../lib/api-client.ts';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { decideRegistration, exportCwr, importAcknowledgements, PUBLISHING_KEY, registrationsQuery, worksQuery } from '../publishing-api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { decisionQueue, useHeldKeys } from '../decision-queue.ts';
import { ConfirmModal } from './decision-confirm.tsx';
import { registrationStatusOptions } from '../options.ts';

type Decision = { id: number; decision: 'info_sent' | 'fail' } | null;
type Registration = { id: number; writer: { firstName: string; middleName?: string; lastName: string }; account: { email: string | null } };
const writerName = (entry: Registration) => [entry.writer.firstName, entry.writer.middleName, entry.writer.lastName].filter(Boolean).join(' ');
const decisionKey = (id: number) => `registration:${id}`;
const STATUS_AFTER = { info_sent: 'INFO_SENT', success: 'SUCCESS', fail: 'FAILED' } as const;

/** Publishing for operators: sign-ups to move on, submitted works, the CWR file out and the societies' answers in. */
export function PublishingPanel() {
  return (
    <Stack gap="lg">
      <RegistrationsCard />
      <WorksCard />
    </Stack>
  );
}

function RegistrationsCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<RegistrationStatus>('INIT');
  const [deciding, setDeciding] = useState<Decision>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [activating, setActivating] = useState<Registration | null>(null);
  const { data, error } = useQuery(registrationsQuery(status));
  const held = useHeldKeys();
  const refresh = () => client.invalidateQueries({ queryKey: [...SESSION_KEY, 'admin'] });
  const nameOf = (id: number) => {
    const entry = data?.registrations.find((registration) => registration.id === id);
    return entry ? writerName(entry) : `#${id}`;
  };
  /** Information sent and failures carry what the operator typed in their dialog: sent at once, the server checks it. */
  const decide = async (body: { id: number; decision: 'info_sent' | 'fail'; lodId?: string; reason?: string }) => {
    setFailure(null);
    try {
      await decideRegistration(body);
      setDeciding(null);
      decisionQueue.announce({ key: decisionKey(body.id), item: nameOf(body.id), statusKey: `admin_pub_status_${STATUS_AFTER[body.decision]}` });
      await refresh();
    } catch (problem) {
      setFailure(problem);
    }
  };
  /** Activating is asked first and can be undone for a moment (decision 068). */
  const activate = (entry: Registration) => {
    setActivating(null);
    decisionQueue.submit({
      key: decisionKey(entry.id),
      item: writerName(entry),
      statusKey: 'admin_pub_status_SUCCESS',
      undoable: true,
      send: ({ keepalive }) => decideRegistration({ id: entry.id, decision: 'success' }, { keepalive }),
      after: refresh,
    });
  };
  const columns: DataColumn<NonNullable<typeof data>['registrations'][number]>[] = [
    {
      key: 'writer',
      header: '',
      cell: (entry) => (
        <>
          <Text size="sm" fw={600}>
            {writerName(entry)}
          </Text>
          <Text size="xs" c="dimmed">
            {entry.account.email ?? `#${entry.userId}`} · {entry.account.region}
          </Text>
        </>
      ),
    },
    {
      key: 'type',
      header: '',
      cell: (entry) => (
        <Badge variant="light" tt="none">
          {entry.type}
        </Badge>
      ),
    },
    {
      key: 'society',
      header: '',
      cell: (entry) => (
        <>
          <Text size="xs">{entry.lodInfo ? `${entry.lodInfo.pro.toUpperCase()} · IPI ${entry.lodInfo.ipi}` : t('admin_pub_ssn', { last: entry.ssnLastFour ?? '—' })}</Text>
          {entry.failureReason && (
            <Text size="xs" c="red">
              {entry.failureReason}
            </Text>
          )}
        </>
      ),
    },
    { key: 'created', header: '', nowrap: true, cell: (entry) => formatDateTime(entry.createdAt) },
    {
      key: 'actions',
      header: '',
      align: 'end',
      cell: (entry) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {entry.status === 'INIT' && (
            <Button size="xs" variant="light" onClick={() => setDeciding({ id: entry.id, decision: 'info_sent' })} data-testid="admin-pub-info-sent">
              {t('admin_pub_info_sent')}
            </Button>
          )}
          {(entry.status === 'INIT' || entry.status === 'INFO_SENT') && (
            <>
              <Button size="xs" color="teal" onClick={() => setActivating(entry)} data-testid="admin-pub-success">
                {t('admin_pub_success')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setDeciding({ id: entry.id, decision: 'fail' })} data-testid="admin-pub-fail">
                {t('admin_pub_fail')}
              </Button>
            </>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Card withBorder padding="md" data-testid="admin-publishing-registrations">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{t('admin_pub_registrations')}</Text>
        <SegmentedControl size="xs" value={status} onChange={(value) => setStatus(value as RegistrationStatus)} data={registrationStatusOptions(t)} />
      </Group>
      {(error !== null || failure !== null) && <FormError error={error ?? failure} mb="sm" />}
      {(data || error === null) && (
        <DataTable
          columns={columns}
          rows={data?.registrations.filter((entry) => !held.has(decisionKey(entry.id)))}
          rowKey={(entry) => entry.id}
          empty={t('admin_pub_none')}
          rowProps={(entry) => ({ 'data-testid': `admin-pub-registration-${entry.id}` })}
          minWidth={760}
        />
      )}
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} onDecide={decide} />
      {activating && (
        <ConfirmModal opened action={t('admin_pub_success')} item={writerName(activating)} undoable color="teal" onBack={() => setActivating(null)} onConfirm={() => activate(activating)} />
      )}
    </Card>
  );
}

function DecisionModal({
  deciding,
  onClose,
  onDecide,
}: {
  deciding: Decision;
  onClose: () => void;
  onDecide: (body: { id: number; decision: 'info_sent' | 'fail'; lodId?: string; reason?: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const sendingInfo = deciding?.decision === 'info_sent';
  return (
    <Modal opened={deciding !== null} onClose={onClose} title={t(sendingInfo ? 'admin_pub_info_sent' : 'admin_pub_fail')} centered>
      <Stack>
        {sendingInfo ? (
          <TextInput label={t('admin_pub_lod_id')} value={value} onChange={(event) => setValue(event.currentTarget.value)} data-testid="admin-pub-lod-id" />
        ) : (
          <Textarea label={t('admin_pub_reason')} value={value} onChange={(event) => setValue(event.currentTarget.value)} autosize minRows={2} data-testid="admin-pub-reason" />
        )}
        <Group justify="flex-end">
          <Button
            disabled={!value.trim()}
            onClick={() => deciding && void onDecide({ ...deciding, ...(sendingInfo ? { lodId: value.trim() } : { reason: value.trim() }) }).then(() => setValue(''))}
            data-testid="admin-pub-confirm"
          >
            {t('action_save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The export answers a file, not JSON: fetched and saved. */
async function downloadExport(): Promise<string | null> {
  const { name, file } = await exportCwr();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
  return name;
}

function WorksCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { data } = useQuery(worksQuery);
  const run = async (work: () => Promise<string>) => {
    setFailure(null);
    setNotice(null);
    try {
      setNotice(await work());
      await client.invalidateQueries({ queryKey: PUBLISHING_KEY });
    } catch (problem) {
      setFailure(problem);
    }
  };
  const importFile = (file: File | null) =>
    file &&
    void run(async () => {
      const result = await importAcknowledgements(await file.text());
      return t('admin_pub_imported', { society: result.society.name, applied: result.applied.length, unknown: result.unknownWorks.length });
    });
  const columns: DataColumn<NonNullable<typeof data>['works'][number]>[] = [
    {
      key: 'work',
      header: '',
      cell: (work) => (
        <>
          <Text size="sm" fw={600}>
            {work.title}
          </Text>
          <Text size="xs" c="dimmed">
            {[work.englishTitle, work.isrc, work.iswc].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    {
      key: 'writers',
      header: '',
      cell: (work) => (
        <>
          <Text size="xs">{work.writers.map((writer) => `${writer.name} ${(writer.percentage / 100).toFixed(2)}%`).join(', ')}</Text>
          {work.messages.map((message, index) => (
            <Text key={index} size="xs" c="dimmed">
              {message.society}: {message.text}
            </Text>
          ))}
        </>
      ),
    },
    {
      key: 'status',
      header: '',
      cell: (work) => (
        <Badge variant="light" tt="none" data-testid="admin-pub-work-status">
          {t(`admin_pub_work_${work.status}`)}
        </Badge>
      ),
    },
    { key: 'submitted', header: '', nowrap: true, cell: (work) => formatDateTime(work.submittedAt) },
  ];
  return (
    <Card withBorder padding="md" data-testid="admin-publishing-works">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{t('admin_pub_works')}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => void run(async () => t('admin_pub_exported', { file: (await downloadExport()) ?? '' }))} data-testid="admin-pub-export">
            {t('admin_pub_export')}
          </Button>
          <FileButton onChange={importFile} accept=".V21,.v21,.txt">
            {(props) => (
              <Button size="xs" variant="light" {...props} data-testid="admin-pub-import">
                {t('admin_pub_import')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {notice && (
        <Alert color="teal" variant="light" mb="sm" data-testid="admin-pub-notice">
          {notice}
        </Alert>
      )}
      {failure !== null && (
        <Alert color="red" variant="light" mb="sm">
          {failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t(errorMessageKey(failure))}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={data?.works}
        rowKey={(work) => work.songId}
        empty={t('admin_pub_none')}
        rowProps={(work) => ({ 'data-testid': `admin-pub-work-${work.songId}` })}
        minWidth={760}
      />
    </Card>
  );
}
