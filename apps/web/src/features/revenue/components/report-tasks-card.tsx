import { useState } from 'react';
import { Alert, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TaskList } from '../../../components/task-list.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { monthLabel } from '../../../lib/money.ts';
import { refreshReportTasks, regenerateReport, reportDownloadUrl, reportTasksQuery, TASK_PAGE_SIZE, type ReportList, type ReportTask } from '../report-api.ts';
import { reportListOptions } from '../options.ts';

/** The account's report tasks, newest first, all or one list of them, asked again every 2 s while one is being built (Royalty View). */
export function ReportTasksCard({ canDownload }: { canDownload: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ReportList>('all');
  const [failure, setFailure] = useState<string | null>(null);
  const tasks = useQuery(reportTasksQuery(page, list));

  const again = useMutation({
    mutationFn: (task: ReportTask) => regenerateReport(task.id),
    onMutate: () => setFailure(null),
    onSuccess: async () => {
      setPage(1);
      await refreshReportTasks(client);
    },
    onError: (problem) => setFailure(errorMessageKey(problem, known)),
  });

  const range = (task: ReportTask) =>
    task.params.from === task.params.to ? monthLabel(task.params.from, language, true) : `${monthLabel(task.params.from, language, true)} – ${monthLabel(task.params.to, language, true)}`;

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
            data={reportListOptions(t)}
            aria-label={t('rev_reports_list_label')}
            data-testid="rep-tasks-list"
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" withCloseButton closeButtonLabel={t('rev_close')} onClose={() => setFailure(null)} data-testid="rep-tasks-error">
            {t(failure)}
          </Alert>
        )}
        <TaskList
          query={tasks}
          page={page}
          pageSize={TASK_PAGE_SIZE}
          onPage={setPage}
          headers={{ task: t('rep_col_report'), period: t('rep_col_months') }}
          period={range}
          failure={(task) => t(task.error && known(task.error) ? task.error : 'money_report_failed')}
          downloadUrl={canDownload ? (task) => reportDownloadUrl(task.id) : null}
          again={{ mutation: again, can: (task) => (task.status === 'done' || task.status === 'failed') && task.kind !== 'statement', label: t('rep_regenerate') }}
          empty={list === 'all' ? t('rep_tasks_empty') : t(`rev_reports_empty_${list}`)}
          testIds={{ list: 'rep-tasks', task: 'rep-task', failed: 'error', progress: true, download: 'rep-download', again: 'rep-regenerate' }}
        />
        {!canDownload && tasks.data?.tasks.some((task) => task.status === 'done') && (
          <Text size="xs" c="dimmed" data-testid="rep-no-download">
            {t('rep_no_download')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
