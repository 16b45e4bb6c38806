import { useState } from 'react';
import { Badge, Box, Button, Card, Center, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EXPORT_PAGE_SIZE, exportDownloadUrl, exportsQuery, type ExportKind, type ExportTask, refreshExports, requestExport } from '../export-api.ts';
import { dayLabel } from '../labels.ts';

const STATUS_COLORS: Record<ExportTask['status'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

/** The account's analytics exports, newest first, followed every 2 s while one is being built; a finished one downloads. */
export function ExportListCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, isPending, isPlaceholderData } = useQuery(exportsQuery(page));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / EXPORT_PAGE_SIZE));

  // A failed export is asked for again with the same kind, format and days.
  const again = useMutation({
    mutationFn: (task: ExportTask) => requestExport(task.kind as ExportKind, task.format === 'csv' ? 'csv' : 'excel', task.params.from, task.params.to),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      setPage(1);
      await refreshExports(client);
    },
    onError: (problem) => setFailure(isApiError(problem) && problem.messageKey === 'money_report_too_many' ? 'analytics_export_too_many' : errorMessageKey(problem, (key) => i18n.exists(key))),
  });

  const days = (task: ExportTask) => (task.params.from === task.params.to ? dayLabel(task.params.from, language) : `${dayLabel(task.params.from, language)} – ${dayLabel(task.params.to, language)}`);
  const kind = (task: ExportTask) => `${t(`rep_kind_${task.kind}`)} · ${t(`rep_format_${task.format}`)}`;
  const size = (task: ExportTask) => (task.status === 'done' && task.sizeBytes !== null ? formatFileSize(task.sizeBytes, language) : null);
  const progress = (task: ExportTask) => (task.status === 'done' ? 100 : task.progress);
  const status = (task: ExportTask) => (
    <Stack gap={4} miw={120}>
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color={STATUS_COLORS[task.status]} tt="none" data-testid={`analytics-export-status-${task.id}`} data-status={task.status}>
          {t(`rep_status_${task.status}`)}
        </Badge>
        {(task.status === 'queued' || task.status === 'running') && (
          <Text size="xs" c="dimmed">
            {t('rep_progress', { progress: task.progress })}
          </Text>
        )}
      </Group>
      <Progress value={progress(task)} color={STATUS_COLORS[task.status]} size="sm" animated={task.status === 'running'} aria-label={t('rep_progress', { progress: progress(task) })} />
      {task.status === 'failed' && (
        <Text size="xs" c="red" data-testid={`analytics-export-failed-${task.id}`}>
          {t('analytics_export_failed')}
        </Text>
      )}
    </Stack>
  );
  const actions = (task: ExportTask) => (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {task.status === 'done' && (
        <Button component="a" href={exportDownloadUrl(task.id)} size="xs" variant="light" data-testid={`analytics-export-download-${task.id}`}>
          {t('rep_download')}
        </Button>
      )}
      {task.status === 'failed' && (
        <Button
          size="xs"
          variant="default"
          loading={again.isPending && again.variables?.id === task.id}
          disabled={again.isPending && again.variables?.id !== task.id}
          onClick={() => again.mutate(task)}
          data-testid={`analytics-export-again-${task.id}`}
        >
          {t('analytics_export_again')}
        </Button>
      )}
    </Group>
  );

  return (
    <Card withBorder padding="md" data-testid="analytics-exports">
      <Stack gap="sm">
        <Text fw={600}>{t('analytics_export_list_title')}</Text>
        <FormError messageKey={failure} data-testid="analytics-exports-error" />
        {error ? (
          <FormError error={error} />
        ) : isPending ? (
          <Center py={32}>
            <Loader size="sm" />
          </Center>
        ) : data.total === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="analytics-exports-empty">
            {t('analytics_export_empty')}
          </Text>
        ) : (
          <Box style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            <DataTable
              columns={[
                {
                  key: 'export',
                  header: t('analytics_export_col_export'),
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
                { key: 'days', header: t('analytics_export_col_days'), nowrap: true, cell: days },
                { key: 'status', header: t('rev_col_status'), cell: status },
                { key: 'created', header: t('rep_col_created'), nowrap: true, cell: (task) => formatDateTime(task.createdAt) },
                { key: 'actions', header: '', cell: actions },
              ]}
              rows={data.tasks}
              rowKey={(task) => task.id}
              rowProps={(task) => ({ 'data-testid': `analytics-export-${task.id}` })}
              paging={{ page: Math.min(page, pages), total: data.total, pageSize: EXPORT_PAGE_SIZE, onPage: setPage }}
              empty={t('analytics_export_empty')}
              minWidth={760}
              testId="analytics-exports-table"
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
                    {days(task)}
                    {size(task) && ` · ${size(task)}`}
                  </Text>
                  {status(task)}
                  {actions(task)}
                </Stack>
              )}
            />
          </Box>
        )}
      </Stack>
    </Card>
  );
}
