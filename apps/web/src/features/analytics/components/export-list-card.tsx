import { useState } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { TaskList } from '../../../components/task-list.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EXPORT_PAGE_SIZE, exportDownloadUrl, exportsQuery, type ExportKind, type ExportTask, refreshExports, requestExport } from '../export-api.ts';
import { dayLabel } from '../labels.ts';

/** The account's analytics exports, newest first, followed every 2 s while one is being built; a finished one downloads. */
export function ExportListCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const exports = useQuery(exportsQuery(page));

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

  return (
    <Card withBorder padding="md" data-testid="analytics-exports">
      <Stack gap="sm">
        <Text fw={600}>{t('analytics_export_list_title')}</Text>
        <FormError messageKey={failure} data-testid="analytics-exports-error" />
        <TaskList
          query={exports}
          page={page}
          pageSize={EXPORT_PAGE_SIZE}
          onPage={setPage}
          headers={{ task: t('analytics_export_col_export'), period: t('analytics_export_col_days') }}
          period={days}
          failure={() => t('analytics_export_failed')}
          downloadUrl={(task) => exportDownloadUrl(task.id)}
          again={{ mutation: again, can: (task) => task.status === 'failed', label: t('analytics_export_again') }}
          empty={t('analytics_export_empty')}
          testIds={{ list: 'analytics-exports', task: 'analytics-export', failed: 'failed', download: 'analytics-export-download', again: 'analytics-export-again' }}
        />
      </Stack>
    </Card>
  );
}
