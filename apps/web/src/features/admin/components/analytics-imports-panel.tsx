import { Alert, Badge, Button, Card, FileInput, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useFileImport } from '../use-file-import.ts';
import { ImportedFileCell } from './imported-file-cell.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ANALYTICS_IMPORTS_KEY, analyticsImportsQuery, uploadAnalyticsFile, type AnalyticsImport } from '../analytics-imports-api.ts';
import { FormError } from '../../../components/form-error.tsx';

const STATUS_COLORS: Record<AnalyticsImport['status'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

/** Daily analytics files (decision 025): upload one, follow the imports and the problems they met. */
export function AnalyticsImportsPanel() {
  return (
    <Stack gap="lg">
      <UploadCard />
      <ImportsCard />
    </Stack>
  );
}

function UploadCard() {
  const { t } = useTranslation();
  const { file, setFile, sending, notice, failure, submit } = useFileImport(async (chosen) => {
    const { analyticsImport, duplicate } = await uploadAnalyticsFile(chosen);
    return { duplicate, id: analyticsImport.id, fileName: analyticsImport.fileName };
  }, ANALYTICS_IMPORTS_KEY);

  return (
    <Card withBorder padding="md" data-testid="admin-analytics-upload">
      <Stack gap="sm">
        <Text fw={600}>{t('admin_analytics_upload')}</Text>
        <FileInput
          label={t('admin_analytics_file')}
          placeholder={t('admin_money_sales_file_placeholder')}
          value={file}
          onChange={setFile}
          clearable
          accept=".csv,.tsv,.txt,.json,.jsonl,.ndjson"
          data-testid="admin-analytics-file"
        />
        {notice && (
          <Alert color={notice.duplicate ? 'yellow' : 'teal'} variant="light" data-testid="admin-analytics-notice" data-duplicate={notice.duplicate}>
            {t(notice.duplicate ? 'admin_money_sales_duplicate' : 'admin_money_sales_queued', { id: notice.id, file: notice.fileName })}
          </Alert>
        )}
        <FormError messageKey={failure} data-testid="admin-analytics-error" />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} disabled={!file} loading={sending} data-testid="admin-analytics-import">
            {t('admin_money_sales_submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const active = (entry: AnalyticsImport) => entry.status === 'queued' || entry.status === 'running';

function ImportsCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error } = useQuery({
    ...analyticsImportsQuery,
    refetchInterval: (query) => (query.state.data?.imports.some(active) ? 2000 : false),
  });
  const columns: DataColumn<AnalyticsImport>[] = [
    {
      key: 'file',
      header: t('admin_money_sales_col_file'),
      width: 320,
      sortValue: (entry) => entry.fileName,
      cell: (entry) => (
        <ImportedFileCell
          file={entry}
          error={entry.error ? { text: i18n.exists(entry.error) ? t(entry.error) : t('import_failed_unexpected', { detail: entry.error }), testId: `admin-analytics-error-${entry.id}` } : null}
        >
          {entry.issues.length > 0 && (
            <details>
              <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>{t('admin_analytics_issues')}</summary>
              {entry.issues.map((issue, index) => (
                <Text key={index} size="xs" c="dimmed" data-testid="admin-analytics-issue">
                  {issue.line === null ? t('admin_analytics_issue_file') : t('admin_analytics_issue_line', { line: issue.line })}: {t(issue.messageKey, issue.params)}
                </Text>
              ))}
            </details>
          )}
        </ImportedFileCell>
      ),
    },
    { key: 'kind', header: t('admin_analytics_col_kind'), cell: (entry) => t(`admin_analytics_kind_${entry.kind ?? 'unknown'}`) },
    {
      key: 'status',
      header: t('admin_money_sales_col_status'),
      cell: (entry) => (
        <Badge variant="light" color={STATUS_COLORS[entry.status]} tt="none" data-status={entry.status} data-testid={`admin-analytics-status-${entry.id}`}>
          {t(`admin_money_sales_status_${entry.status}`)}
        </Badge>
      ),
    },
    { key: 'days', header: t('admin_analytics_col_days'), nowrap: true, sortValue: (entry) => entry.firstDay ?? '', cell: (entry) => (entry.firstDay ? `${entry.firstDay} – ${entry.lastDay}` : '—') },
    {
      key: 'rows',
      header: t('admin_analytics_col_rows'),
      align: 'end',
      nowrap: true,
      sortValue: (entry) => entry.rowsRead,
      cell: (entry) => (
        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
          {t('admin_money_sales_counts', {
            read: formatNumber(entry.rowsRead, language),
            matched: formatNumber(entry.rowsMatched, language),
            unmatched: formatNumber(entry.rowsUnmatched, language),
            invalid: formatNumber(entry.rowsInvalid, language),
          })}
        </Text>
      ),
    },
  ];
  return (
    <Card withBorder padding="md" data-testid="admin-analytics-imports">
      <Text fw={600} mb="sm">
        {t('admin_analytics_list')}
      </Text>
      <FormError error={error} mb="sm" />
      {(data || error === null) && (
        <DataTable
          columns={columns}
          rows={data?.imports}
          rowKey={(entry) => entry.id}
          empty={t('admin_analytics_none')}
          rowProps={(entry) => ({ 'data-testid': `admin-analytics-row-${entry.id}` })}
          minWidth={820}
        />
      )}
    </Card>
  );
}
