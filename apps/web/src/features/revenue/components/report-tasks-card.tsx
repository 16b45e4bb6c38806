import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, Center, Group, Loader, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { monthLabel } from '../../../lib/money.ts';
import { REPORT_LISTS, refreshReportTasks, regenerateReport, reportDownloadUrl, reportTasksQuery, TASK_PAGE_SIZE, type ReportList, type ReportTask } from '../report-api.ts';
import { FormError } from '../../../components/form-error.tsx';

const STATUS_COLORS: Record<ReportTask['status'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

/** The account's report tasks, newest first, all or one list of them, asked again every 2 s while one is being built (Royalty View). */
export function ReportTasksCard({ canDownload }: { canDownload: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ReportList>('all');
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, isPending, isPlaceholderData } = useQuery(reportTasksQuery(page, list));
  const empty = list === 'all' ? t('rep_tasks_empty') : t(`rev_reports_empty_${list}`);
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
  const size = (task: ReportTask) => (task.status === 'done' && task.sizeBytes !== null ? formatFileSize(task.sizeBytes, language) : null);

  return (
    <Card withBorder padding="md" data-testid="rep-tasks">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('rep_tasks_title')}</Text>
          <SegmentedControl
            size="xs"
            value={list}
            onChange={(value) => {
              setList(value as ReportList);
              setPage(1);
            }}
            data={REPORT_LISTS.map((value) => ({ value, label: t(`rev_reports_list_${value}`) }))}
            aria-label={t('rev_reports_list_label')}
            data-testid="rep-tasks-list"
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" withCloseButton closeButtonLabel={t('rev_close')} onClose={() => setFailure(null)} data-testid="rep-tasks-error">
            {t(failure)}
          </Alert>
        )}
        {error ? (
          <FormError error={error} />
        ) : isPending ? (
          <Center py={32}>
            <Loader size="sm" />
          </Center>
        ) : data.tasks.length === 0 && data.total === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="rep-tasks-empty">
            {empty}
          </Text>
        ) : (
          <Box style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            <DataTable
              columns={[
                {
                  key: 'report',
                  header: t('rep_col_report'),
                  cell: (task) => (
                    <>
                      <Text size="sm">{kind(task)}</Text>
                      {size(task) && (
                        <Text size="xs" c="dimmed">
                          {size(task)}
                        </Text>
                      )}
                    </>
                  ),
                },
                { key: 'months', header: t('rep_col_months'), nowrap: true, cell: range },
                { key: 'status', header: t('rev_col_status'), cell: status },
                { key: 'created', header: t('rep_col_created'), nowrap: true, cell: (task) => formatDateTime(task.createdAt) },
                { key: 'actions', header: '', cell: actions },
              ]}
              rows={data.tasks}
              rowKey={(task) => task.id}
              rowProps={(task) => ({ 'data-testid': `rep-task-${task.id}` })}
              paging={{ page: Math.min(page, pages), total: data.total, pageSize: TASK_PAGE_SIZE, onPage: setPage }}
              empty={empty}
              minWidth={760}
              testId="rep-tasks-table"
              renderCard={(task) => (
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
              )}
            />
          </Box>
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
