import { useState } from 'react';
import { ActionIcon, Alert, Badge, Box, Button, Card, FileInput, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isCurrencyCode } from '@portal/domain/money/exchange-rates';
import { parseMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useFileImport } from '../use-file-import.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/money.ts';
import { isActive, isRate, SALES_IMPORTS_KEY, salesImportsQuery, uploadSalesReport, type SalesImport } from '../sales-imports-api.ts';
import { ImportDetailModal } from './sales-import-detail.tsx';
import { ImportedFileCell } from './imported-file-cell.tsx';
import { FormError } from '../../../components/form-error.tsx';

type RateRow = { id: number; currency: string; rate: string };

const STATUS_COLORS: Record<SalesImport['status'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

let nextRowId = 1;
const newRow = (): RateRow => ({ id: nextRowId++, currency: '', rate: '' });

/** Stores' sales reports (decision 022): upload one with its exchange rates, follow the imports, open each one's lines. */
export function SalesImportsPanel() {
  const [detailId, setDetailId] = useState<number | null>(null);
  // The import as the list has it now: its counts follow the operator's assignments and late rates.
  const { data } = useQuery({ ...salesImportsQuery, enabled: false });
  const detailOf = data?.imports.find((entry) => entry.id === detailId) ?? null;
  return (
    <Stack gap="lg">
      <UploadCard />
      <ImportsCard onDetail={(entry) => setDetailId(entry.id)} />
      <ImportDetailModal salesImport={detailOf} onClose={() => setDetailId(null)} />
    </Stack>
  );
}

function UploadCard() {
  const { t } = useTranslation();
  const [rates, setRates] = useState<RateRow[]>([]);

  const filled = rates.filter((row) => row.currency.trim() || row.rate.trim());
  const rowProblem = (row: RateRow) => {
    if (!row.currency.trim() && !row.rate.trim()) return null;
    if (!isCurrencyCode(row.currency.trim().toUpperCase())) return 'currency';
    if (!isRate(row.rate)) return 'rate';
    return null;
  };
  const ratesValid = filled.every((row) => rowProblem(row) === null);
  const update = (id: number, patch: Partial<RateRow>) => setRates((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const upload = useFileImport(async (file) => {
    const fields: Record<string, string> = { fileName: file.name };
    if (filled.length > 0) fields.rates = JSON.stringify(Object.fromEntries(filled.map((row) => [row.currency.trim().toUpperCase(), row.rate.trim()])));
    const { salesImport, duplicate } = await uploadSalesReport(file, fields);
    return { duplicate, id: salesImport.id, fileName: salesImport.fileName };
  }, SALES_IMPORTS_KEY);
  const { file, setFile, sending, notice, failure } = upload;
  // The import list (polled while imports run) says when the one just sent has finished: "queued" then stops showing.
  const { data: list } = useQuery({ ...salesImportsQuery, enabled: false });
  const listed = list?.imports.find((entry) => entry.id === notice?.id);
  const stillQueued = !listed || isActive(listed);
  const submit = async () => {
    if (ratesValid) await upload.submit();
  };

  return (
    <Card withBorder padding="md" data-testid="admin-sales-upload">
      <Stack gap="sm">
        <Text fw={600}>{t('admin_money_sales_upload')}</Text>
        <FileInput
          label={t('admin_money_sales_file')}
          placeholder={t('admin_money_sales_file_placeholder')}
          value={file}
          onChange={setFile}
          clearable
          accept=".csv,.tsv,.txt,.gz,.zip,.tab"
          data-testid="admin-sales-file"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('admin_money_sales_rates')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('admin_money_sales_rates_hint')}
          </Text>
          {rates.map((row, index) => {
            const problem = rowProblem(row);
            return (
              <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap" data-testid={`admin-sales-rate-${index}`}>
                <TextInput
                  aria-label={t('admin_money_sales_currency')}
                  placeholder="EUR"
                  value={row.currency}
                  onChange={(event) => update(row.id, { currency: event.currentTarget.value.toUpperCase() })}
                  maxLength={3}
                  w={90}
                  error={problem === 'currency' ? t('admin_money_sales_currency_invalid') : undefined}
                  data-testid={`admin-sales-rate-currency-${index}`}
                />
                <TextInput
                  aria-label={t('admin_money_sales_rate')}
                  placeholder="1.083215"
                  inputMode="decimal"
                  value={row.rate}
                  onChange={(event) => update(row.id, { rate: event.currentTarget.value.trim() })}
                  maxLength={21}
                  style={{ flex: 1 }}
                  error={problem === 'rate' ? t('admin_money_sales_rate_invalid') : undefined}
                  data-testid={`admin-sales-rate-value-${index}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => setRates((current) => current.filter((entry) => entry.id !== row.id))}
                  aria-label={t('admin_money_sales_rate_remove')}
                  data-testid={`admin-sales-rate-remove-${index}`}
                >
                  ×
                </ActionIcon>
              </Group>
            );
          })}
          <Group>
            <Button size="xs" variant="subtle" onClick={() => setRates((current) => [...current, newRow()])} data-testid="admin-sales-rate-add">
              {t('admin_money_sales_rate_add')}
            </Button>
          </Group>
        </Stack>
        {notice && (notice.duplicate || stillQueued) && (
          <Alert color={notice.duplicate ? 'yellow' : 'teal'} variant="light" data-testid="admin-sales-notice" data-duplicate={notice.duplicate}>
            {t(notice.duplicate ? 'admin_money_sales_duplicate' : 'admin_money_sales_queued', { id: notice.id, file: notice.fileName })}
          </Alert>
        )}
        <FormError messageKey={failure} data-testid="admin-sales-error" />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} disabled={!file || !ratesValid} loading={sending} data-testid="admin-sales-import">
            {t('admin_money_sales_submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ImportsCard({ onDetail }: { onDetail: (entry: SalesImport) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error } = useQuery({
    ...salesImportsQuery,
    // Progress moves while an import is queued or running; the list polls until none is.
    refetchInterval: (query) => (query.state.data?.imports.some(isActive) ? 2000 : false),
  });
  const percentOf = (entry: SalesImport) => (entry.sizeBytes > 0 ? Math.min(100, (entry.bytesRead / entry.sizeBytes) * 100) : entry.status === 'done' ? 100 : 0);
  const columns: DataColumn<SalesImport>[] = [
    {
      key: 'file',
      header: t('admin_money_sales_col_file'),
      width: 260,
      sortValue: (entry) => entry.fileName,
      cell: (entry) => <ImportedFileCell file={entry} error={entry.error ? { text: entry.error, testId: `admin-sales-error-${entry.id}` } : null} />,
    },
    { key: 'format', header: t('admin_money_sales_col_format'), cell: (entry) => entry.format ?? '—' },
    {
      key: 'status',
      header: t('admin_money_sales_col_status'),
      cell: (entry) => (
        <Badge variant="light" color={STATUS_COLORS[entry.status]} tt="none" data-testid={`admin-sales-status-${entry.id}`} data-status={entry.status}>
          {t(`admin_money_sales_status_${entry.status}`)}
        </Badge>
      ),
    },
    {
      key: 'progress',
      header: t('admin_money_sales_col_progress'),
      width: 140,
      cell: (entry) => (
        <Box miw={140}>
          <Progress value={percentOf(entry)} size="sm" animated={entry.status === 'running'} aria-label={t('admin_money_sales_col_progress')} data-testid={`admin-sales-progress-${entry.id}`} />
          <Text size="xs" c="dimmed" mt={2}>
            {formatNumber(Math.round(percentOf(entry)), language)}%
          </Text>
        </Box>
      ),
    },
    {
      key: 'lines',
      header: t('admin_money_sales_col_lines'),
      align: 'end',
      nowrap: true,
      sortValue: (entry) => entry.linesRead,
      cell: (entry) => (
        <Text size="xs" style={{ whiteSpace: 'nowrap' }} data-testid={`admin-sales-counts-${entry.id}`}>
          {t('admin_money_sales_counts', {
            read: formatNumber(entry.linesRead, language),
            matched: formatNumber(entry.linesMatched, language),
            unmatched: formatNumber(entry.linesUnmatched, language),
            invalid: formatNumber(entry.linesInvalid, language),
          })}
        </Text>
      ),
    },
    {
      key: 'gross',
      header: t('admin_money_sales_col_gross'),
      align: 'end',
      nowrap: true,
      sortValue: (entry) => parseMicros(entry.gross) ?? 0n,
      testId: (entry) => `admin-sales-gross-${entry.id}`,
      cell: (entry) => formatMoney(entry.gross, SETTLEMENT_CURRENCY, language),
    },
    {
      key: 'detail',
      header: '',
      align: 'end',
      cell: (entry) => (
        <Button size="xs" variant="light" onClick={() => onDetail(entry)} disabled={isActive(entry)} data-testid={`admin-sales-detail-${entry.id}`}>
          {t('admin_money_sales_details')}
        </Button>
      ),
    },
  ];
  return (
    <Card withBorder padding="md" data-testid="admin-sales-imports">
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={600}>{t('admin_money_sales_list')}</Text>
        {data && (
          <Text size="sm" c={data.suspense.openLines > 0 ? 'orange' : 'dimmed'} data-testid="admin-sales-suspense-open">
            {t('admin_money_sales_suspense_open', { lines: formatNumber(data.suspense.openLines, language), amount: formatMoney(data.suspense.openGross, SETTLEMENT_CURRENCY, language) })}
            {data.suspense.waitingForRate > 0 && <> · {t('admin_money_sales_waiting_rate', { lines: formatNumber(data.suspense.waitingForRate, language) })}</>}
          </Text>
        )}
      </Group>
      <FormError error={error} mb="sm" />
      {(data || error === null) && (
        <DataTable
          columns={columns}
          rows={data?.imports}
          rowKey={(entry) => entry.id}
          empty={t('admin_money_sales_none')}
          rowProps={(entry) => ({ 'data-testid': `admin-sales-row-${entry.id}` })}
          minWidth={900}
        />
      )}
    </Card>
  );
}
