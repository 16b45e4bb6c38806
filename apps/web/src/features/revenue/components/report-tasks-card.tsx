import { useState } from 'react';
import { Alert, Badge, Button, Card, Center, Group, Loader, Pagination, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { monthLabel } from '../../../lib/money.ts';
import { refreshReportTasks, regenerateReport, reportDownloadUrl, reportTasksQuery, TASK_PAGE_SIZE, type ReportTask } from '../report-api.ts';

const STATUS_COLORS: Record<ReportTask['status'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

/** "12.3 kB" for a finished file. */
function fileSize(bytes: number | null, language: string): string | null {
  if (bytes === null) return null;
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'narrow', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  } catch {
    return `${bytes} B`;
  }
}

/** The account's report tasks, newest first, asked again every 2 s while one is being built (Royalty View). */
export function ReportTasksCard({ canDownload }: { canDownload: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, isPending, isPlaceholderData } = useQuery(reportTasksQuery(page));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / TASK_PAGE_SIZE));

  const again = useMutation({
    mutationFn: regenerateReport,
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      setPage(1);
      await refreshReportTasks(client);
    },
    onError: (problem) => setFailure(errorMessageKey(problem, known)),
  });

  const range = (task: ReportTask) =>
    task.params.from === task.params.to ? monthLabel(task.params.from, language, true) : `${monthLabel(task.params.from, language, true)} – ${monthLabel(task.params.to, language, true)}`;
  const status = (task: ReportTask) => (
    <Stack gap={4} miw={120}>
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color={STATUS_COLORS[task.status]} tt="none" data-testid={`rep-task-status-${task.id}`} data-status={task.status}>
          {t(`rep_status_${task.status}`)}
        </Badge>
        {(task.status === 'queued' || task.status === 'running') && (
          <Text size="xs" c="dimmed">
            {t('rep_progress', { progress: task.progress })}
          </Text>
        )}
      </Group>
      <Progress
        value={task.status === 'done' ? 100 : task.progress}
        color={STATUS_COLORS[task.status]}
        size="sm"
        animated={task.status === 'running'}
        aria-label={t('rep_progress', { progress: task.status === 'done' ? 100 : task.progress })}
        data-testid={`rep-task-progress-${task.id}`}
      />
      {task.status === 'failed' && (
        <Text size="xs" c="red" data-testid={`rep-task-error-${task.id}`}>
          {t(task.error && known(task.error) ? task.error : 'money_report_failed')}
        </Text>
      )}
    </Stack>
  );
  const actions = (task: ReportTask) => (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {task.status === 'done' && canDownload && (
        <Button component="a" href={reportDownloadUrl(task.id)} size="xs" variant="light" data-testid={`rep-download-${task.id}`}>
          {t('rep_download')}
        </Button>
      )}
      {(task.status === 'done' || task.status === 'failed') && task.kind !== 'statement' && (
        <Button
          size="xs"
          variant="default"
          loading={again.isPending && again.variables === task.id}
          disabled={again.isPending && again.variables !== task.id}
          onClick={() => again.mutate(task.id)}
          data-testid={`rep-regenerate-${task.id}`}
        >
          {t('rep_regenerate')}
        </Button>
      )}
    </Group>
  );
  const kind = (task: ReportTask) => `${t(`rep_kind_${task.kind}`)} · ${t(`rep_format_${task.format}`)}`;
  const size = (task: ReportTask) => (task.status === 'done' ? fileSize(task.sizeBytes, language) : null);

  return (
    <Card withBorder padding="md" data-testid="rep-tasks">
      <Stack gap="sm">
        <Text fw={600}>{t('rep_tasks_title')}</Text>
        {failure && (
          <Alert color="red" variant="light" withCloseButton closeButtonLabel={t('rev_close')} onClose={() => setFailure(null)} data-testid="rep-tasks-error">
            {t(failure)}
          </Alert>
        )}
        {error ? (
          <Alert color="red" variant="light">
            {t(errorMessageKey(error, known))}
          </Alert>
        ) : isPending ? (
          <Center py={32}>
            <Loader size="sm" />
          </Center>
        ) : data.tasks.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="rep-tasks-empty">
            {t('rep_tasks_empty')}
          </Text>
        ) : mobile ? (
          <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            {data.tasks.map((task) => (
              <Card key={task.id} withBorder padding="sm" radius="md" data-testid={`rep-task-${task.id}`}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" align="flex-start">
                    <Text fw={600} size="sm">
                      {kind(task)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(task.createdAt)}
                    </Text>
                  </Group>
                  <Text size="sm">
                    {range(task)}
                    {size(task) && ` · ${size(task)}`}
                  </Text>
                  {status(task)}
                  {actions(task)}
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <ScrollArea type="auto">
            <Table miw={760} verticalSpacing="xs" style={{ opacity: isPlaceholderData ? 0.6 : 1 }} data-testid="rep-tasks-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rep_col_report')}</Table.Th>
                  <Table.Th>{t('rep_col_months')}</Table.Th>
                  <Table.Th>{t('rev_col_status')}</Table.Th>
                  <Table.Th>{t('rep_col_created')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.tasks.map((task) => (
                  <Table.Tr key={task.id} data-testid={`rep-task-${task.id}`}>
                    <Table.Td>
                      <Text size="sm">{kind(task)}</Text>
                      {size(task) && (
                        <Text size="xs" c="dimmed">
                          {size(task)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{range(task)}</Table.Td>
                    <Table.Td>{status(task)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(task.createdAt)}</Table.Td>
                    <Table.Td>{actions(task)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" data-testid="rep-tasks-pagination" />
          </Group>
        )}
        {!canDownload && data && data.tasks.some((task) => task.status === 'done') && (
          <Text size="xs" c="dimmed" data-testid="rep-no-download">
            {t('rep_no_download')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
