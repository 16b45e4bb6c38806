import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Checkbox, Code, FileInput, Group, Modal, Pagination, Progress, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@portal/contract/route';
import type * as salesImports from '@portal/contract/sales-imports';
import { SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { api } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { salesImportRoutes as routes } from '../../../lib/revenue-routes.ts';
import { useFileImport } from '../use-file-import.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../revenue/money.ts';

const KEY = [...SESSION_KEY, 'admin', 'sales-imports'] as const;
const SUSPENSE_PAGE = 100;
const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d{1,9}(\.\d{1,10})?$/;

type SalesImport = ResponseOf<typeof salesImports.listSalesImports>['imports'][number];
type RateRow = { id: number; currency: string; rate: string };

const STATUS_COLORS: Record<SalesImport['status'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

let nextRowId = 1;
const newRow = (): RateRow => ({ id: nextRowId++, currency: '', rate: '' });

/** Stores' sales reports (decision 022): upload one with its exchange rates, follow the imports, read their suspense lines. */
export function SalesImportsPanel() {
  const [suspenseOf, setSuspenseOf] = useState<SalesImport | null>(null);
  return (
    <Stack gap="lg">
      <UploadCard />
      <ImportsCard onSuspense={setSuspenseOf} />
      <SuspenseModal salesImport={suspenseOf} onClose={() => setSuspenseOf(null)} />
    </Stack>
  );
}

function UploadCard() {
  const { t } = useTranslation();
  const [rates, setRates] = useState<RateRow[]>([]);

  const filled = rates.filter((row) => row.currency.trim() || row.rate.trim());
  const rowProblem = (row: RateRow) => {
    if (!row.currency.trim() && !row.rate.trim()) return null;
    if (!CURRENCY.test(row.currency.trim().toUpperCase())) return 'currency';
    if (!RATE.test(row.rate.trim()) || /^0+(\.0+)?$/.test(row.rate.trim())) return 'rate';
    return null;
  };
  const ratesValid = filled.every((row) => rowProblem(row) === null);
  const update = (id: number, patch: Partial<RateRow>) => setRates((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const upload = useFileImport(async (file) => {
    const fields: Record<string, string> = { fileName: file.name };
    if (filled.length > 0) fields.rates = JSON.stringify(Object.fromEntries(filled.map((row) => [row.currency.trim().toUpperCase(), row.rate.trim()])));
    const { salesImport, duplicate } = await apiUpload(routes.createSalesImport, file, fields);
    return { duplicate, id: salesImport.id, fileName: salesImport.fileName };
  }, KEY);
  const { file, setFile, sending, notice, failure } = upload;
  // The import list (polled while imports run) says when the one just sent has finished: "queued" then stops showing.
  const { data: list } = useQuery({ queryKey: [...KEY, 'list'], queryFn: ({ signal }) => api(routes.listSalesImports, { query: { count: 50 }, signal }), enabled: false });
  const listed = list?.imports.find((entry) => entry.id === notice?.id);
  const stillQueued = !listed || active(listed);
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
        {failure && (
          <Alert color="red" variant="light" data-testid="admin-sales-error">
            {t(failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} disabled={!file || !ratesValid} loading={sending} data-testid="admin-sales-import">
            {t('admin_money_sales_submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const active = (entry: SalesImport) => entry.status === 'queued' || entry.status === 'running';

function ImportsCard({ onSuspense }: { onSuspense: (entry: SalesImport) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error } = useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => api(routes.listSalesImports, { query: { count: 50 }, signal }),
    staleTime: 0,
    // Progress moves while an import is queued or running; the list polls until none is.
    refetchInterval: (query) => (query.state.data?.imports.some(active) ? 2000 : false),
  });
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
      {error !== null && (
        <Alert color="red" variant="light" mb="sm">
          {t(errorMessageKey(error, (key) => i18n.exists(key)))}
        </Alert>
      )}
      {data?.imports.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin_money_sales_none')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table miw={900} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_money_sales_col_file')}</Table.Th>
                <Table.Th>{t('admin_money_sales_col_format')}</Table.Th>
                <Table.Th>{t('admin_money_sales_col_status')}</Table.Th>
                <Table.Th>{t('admin_money_sales_col_progress')}</Table.Th>
                <Table.Th ta="end">{t('admin_money_sales_col_lines')}</Table.Th>
                <Table.Th ta="end">{t('admin_money_sales_col_gross')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.imports.map((entry) => {
                const percent = entry.sizeBytes > 0 ? Math.min(100, (entry.bytesRead / entry.sizeBytes) * 100) : entry.status === 'done' ? 100 : 0;
                return (
                  <Table.Tr key={entry.id} data-testid={`admin-sales-row-${entry.id}`}>
                    <Table.Td maw={260}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {entry.fileName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        #{entry.id} · {formatDateTime(entry.createdAt)} · {t(`admin_money_sales_source_${entry.source}`)}
                      </Text>
                      {entry.error && (
                        <Text size="xs" c="red" data-testid={`admin-sales-error-${entry.id}`}>
                          {entry.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{entry.format ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[entry.status]} tt="none" data-testid={`admin-sales-status-${entry.id}`} data-status={entry.status}>
                        {t(`admin_money_sales_status_${entry.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td miw={140}>
                      <Progress value={percent} size="sm" animated={entry.status === 'running'} aria-label={t('admin_money_sales_col_progress')} data-testid={`admin-sales-progress-${entry.id}`} />
                      <Text size="xs" c="dimmed" mt={2}>
                        {formatNumber(Math.round(percent), language)}%
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text size="xs" style={{ whiteSpace: 'nowrap' }} data-testid={`admin-sales-counts-${entry.id}`}>
                        {t('admin_money_sales_counts', {
                          read: formatNumber(entry.linesRead, language),
                          matched: formatNumber(entry.linesMatched, language),
                          unmatched: formatNumber(entry.linesUnmatched, language),
                          invalid: formatNumber(entry.linesInvalid, language),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} data-testid={`admin-sales-gross-${entry.id}`}>
                      {formatMoney(entry.gross, SETTLEMENT_CURRENCY, language)}
                    </Table.Td>
                    <Table.Td ta="end">
                      <Button size="xs" variant="light" onClick={() => onSuspense(entry)} data-testid={`admin-sales-suspense-${entry.id}`}>
                        {t('admin_money_sales_suspense')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}

type SuspenseLine = ResponseOf<typeof salesImports.salesSuspense>['lines'][number];
const assignable = (line: SuspenseLine) => line.reason === 'no_match' && line.resolvedAt === null;

function SuspenseModal({ salesImport, onClose }: { salesImport: SalesImport | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'all' | 'open'>('all');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // What the last late rate did; kept here, as the rate form goes once no currency lacks a rate.
  const [rated, setRated] = useState<RateResult | null>(null);
  const importId = salesImport?.id ?? 0;
  const { data, error, isPending } = useQuery({
    queryKey: [...KEY, 'suspense', importId, state, page],
    queryFn: ({ signal }) => api(routes.salesSuspense, { query: { importId, state, count: SUSPENSE_PAGE, offset: (page - 1) * SUSPENSE_PAGE }, signal }),
    enabled: importId > 0,
    staleTime: 0,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / SUSPENSE_PAGE));
  const close = () => {
    setPage(1);
    setState('all');
    setSelected(new Set());
    setRated(null);
    onClose();
  };
  const showing = (next: 'all' | 'open') => {
    setState(next);
    setPage(1);
    setSelected(new Set());
  };
  const onPage = data?.lines.filter(assignable) ?? [];
  const allOnPage = onPage.length > 0 && onPage.every((line) => selected.has(line.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Modal opened={salesImport !== null} onClose={close} size={960} title={t('admin_money_sales_suspense_title', { file: salesImport?.fileName ?? '' })} data-testid="admin-sales-suspense-modal">
      <Stack gap="sm">
        <SegmentedControl
          size="xs"
          value={state}
          onChange={(value) => showing(value as 'all' | 'open')}
          data={[
            { value: 'all', label: t('admin_money_sales_suspense_show_all') },
            { value: 'open', label: t('admin_money_sales_suspense_only_open') },
          ]}
          data-testid="admin-sales-suspense-state"
        />
        {salesImport && (
          // The import's outcome at a glance: what its lines became and the rates it was valued at.
          <Text size="xs" c="dimmed" data-testid="admin-sales-import-outcome">
            {t('admin_money_sales_counts', {
              read: formatNumber(salesImport.linesRead, i18n.language),
              matched: formatNumber(salesImport.linesMatched, i18n.language),
              unmatched: formatNumber(salesImport.linesUnmatched, i18n.language),
              invalid: formatNumber(salesImport.linesInvalid, i18n.language),
            })}
            {' · '}
            {t('admin_money_sales_rates_used', {
              rates: Object.entries(salesImport.rates).map(([currency, rate]) => `${currency} ${rate}`).join(', ') || t('admin_money_sales_rates_none'),
            })}
          </Text>
        )}
        {error ? (
          <Alert color="red" variant="light">
            {t(errorMessageKey(error, (key) => i18n.exists(key)))}
          </Alert>
        ) : isPending ? (
          <Text size="sm" c="dimmed">
            {t('admin_money_loading')}
          </Text>
        ) : data.lines.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="admin-sales-suspense-empty">
            {t('admin_money_sales_suspense_none')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {t('admin_money_sales_suspense_lines', { total: formatNumber(data.total, i18n.language) })}
            </Text>
            <ScrollArea type="auto" offsetScrollbars>
              <Table miw={760} verticalSpacing={4} fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={32}>
                      <Checkbox
                        size="xs"
                        aria-label={t('admin_money_sales_suspense_select_all')}
                        checked={allOnPage}
                        disabled={onPage.length === 0}
                        onChange={() => setSelected(allOnPage ? new Set() : new Set([...selected, ...onPage.map((line) => line.id)]))}
                        data-testid="admin-sales-suspense-select-all"
                      />
                    </Table.Th>
                    <Table.Th>{t('admin_money_sales_col_line')}</Table.Th>
                    <Table.Th>{t('admin_money_sales_col_reason')}</Table.Th>
                    <Table.Th>{t('admin_money_sales_col_store')}</Table.Th>
                    <Table.Th>{t('admin_money_sales_col_codes')}</Table.Th>
                    <Table.Th>{t('admin_money_sales_col_country')}</Table.Th>
                    <Table.Th ta="end">{t('admin_money_sales_col_revenue')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.map((line) => (
                    <Table.Tr key={line.id} data-testid="admin-sales-suspense-line" data-line={line.lineNumber}>
                      <Table.Td>
                        {assignable(line) && (
                          <Checkbox
                            size="xs"
                            aria-label={t('admin_money_sales_suspense_select_line', { line: line.lineNumber })}
                            checked={selected.has(line.id)}
                            onChange={() => toggle(line.id)}
                            data-testid={`admin-sales-suspense-select-${line.lineNumber}`}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>{line.lineNumber}</Table.Td>
                      <Table.Td>
                        {line.resolvedTo ? (
                          <Badge variant="light" color="teal" tt="none" size="sm" data-testid={`admin-sales-suspense-resolved-${line.lineNumber}`}>
                            {t('admin_money_sales_suspense_resolved', { title: line.resolvedTo.title })}
                          </Badge>
                        ) : (
                          <Badge variant="light" color={line.reason === 'invalid' ? 'red' : line.reason === 'no_rate' ? 'yellow' : 'gray'} tt="none" size="sm">
                            {t(`admin_money_sales_reason_${line.reason}`)}
                          </Badge>
                        )}
                        {line.issue && i18n.exists(line.issue.key) && (
                          <Text size="xs" c="dimmed" mt={2} data-testid={`admin-sales-suspense-issue-${line.lineNumber}`}>
                            {t(line.issue.key, line.issue.params)}
                          </Text>
                        )}
                      </Table.Td>
                      {line.reason === 'invalid' ? (
                        // An unreadable line has no fields: the report's own text shows what was there.
                        <Table.Td colSpan={4}>
                          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }} data-testid={`admin-sales-suspense-raw-${line.lineNumber}`}>
                            {line.raw ?? ''}
                          </Code>
                        </Table.Td>
                      ) : (
                        <>
                          <Table.Td>{line.store ?? '—'}</Table.Td>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{[line.isrc, line.upc, line.storeItemId].filter(Boolean).join(' / ') || '—'}</Table.Td>
                          <Table.Td>{line.country ?? '—'}</Table.Td>
                          <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                            {line.revenue !== null ? `${line.revenue} ${line.currency ?? ''}`.trim() : '—'}
                          </Table.Td>
                        </>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" data-testid="admin-sales-suspense-pagination" />
              </Group>
            )}
          </>
        )}
        {salesImport && data && data.missingRates.length > 0 && <LateRateForm importId={salesImport.id} currencies={data.missingRates} onRecorded={setRated} />}
        {rated && (
          <Alert color="teal" variant="light" data-testid="admin-sales-late-rate-done">
            {t('admin_money_sales_rate_late_done', {
              gross: formatMoney(rated.gross, SETTLEMENT_CURRENCY, i18n.language),
              credited: formatNumber(rated.credited, i18n.language),
              waiting: formatNumber(rated.waiting, i18n.language),
            })}
          </Alert>
        )}
        {salesImport && <AssignForm importId={salesImport.id} lineIds={[...selected]} onAssigned={() => setSelected(new Set())} />}
      </Stack>
    </Modal>
  );
}

/**
 * A console action that changes sales data: one at a time, its failure as a translated message key, and the sales
 * imports' queries refreshed after it.
 */
function useSalesAction() {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await action();
      await client.invalidateQueries({ queryKey: KEY });
    } catch (error) {
      setFailure(errorMessageKey(error, (key) => i18n.exists(key)));
    } finally {
      setSending(false);
    }
  };
  return { sending, failure, run };
}

/** Credits the selected suspense lines to one of our tracks (ISRC) or releases (UPC). */
function AssignForm({ importId, lineIds, onAssigned }: { importId: number; lineIds: number[]; onAssigned: () => void }) {
  const { t, i18n } = useTranslation();
  const { sending, failure, run } = useSalesAction();
  const [kind, setKind] = useState<'isrc' | 'upc'>('isrc');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ lines: number; amount: string; title: string } | null>(null);

  const submit = () => {
    if (lineIds.length === 0 || !code.trim()) return;
    setResult(null);
    return run(async () => {
      const answer = await api(routes.assignSuspense, { body: { importId, lineIds, [kind]: code.trim() } });
      setResult({ lines: answer.assigned, amount: answer.gross, title: answer.target.title });
      setCode('');
      onAssigned();
    });
  };

  return (
    <Card withBorder padding="sm" data-testid="admin-sales-suspense-assign">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('admin_money_sales_suspense_assign_title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin_money_sales_suspense_assign_hint')}
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <SegmentedControl
            size="xs"
            value={kind}
            onChange={(value) => setKind(value as 'isrc' | 'upc')}
            aria-label={t('admin_money_sales_suspense_target_kind')}
            data={[
              { value: 'isrc', label: t('admin_money_sales_suspense_target_isrc') },
              { value: 'upc', label: t('admin_money_sales_suspense_target_upc') },
            ]}
            data-testid="admin-sales-suspense-kind"
          />
          <TextInput
            size="xs"
            aria-label={t(kind === 'isrc' ? 'admin_money_sales_suspense_target_isrc' : 'admin_money_sales_suspense_target_upc')}
            placeholder={kind === 'isrc' ? 'USRC17607839' : '602445123456'}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            maxLength={20}
            style={{ flex: 1, minWidth: 160 }}
            data-testid="admin-sales-suspense-code"
          />
          <Button size="xs" onClick={() => void submit()} disabled={lineIds.length === 0 || !code.trim()} loading={sending} data-testid="admin-sales-suspense-assign-button">
            {t('admin_money_sales_suspense_assign', { lines: formatNumber(lineIds.length, i18n.language) })}
          </Button>
        </Group>
        {result && (
          <Alert color="teal" variant="light" data-testid="admin-sales-suspense-assigned">
            {t('admin_money_sales_suspense_assigned', { lines: formatNumber(result.lines, i18n.language), amount: formatMoney(result.amount, SETTLEMENT_CURRENCY, i18n.language), title: result.title })}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" data-testid="admin-sales-suspense-assign-error">
            {t(failure)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** Records the rate an import lacked for one currency: its lines are valued, ours credited, the rest wait here. */
type RateResult = ResponseOf<typeof salesImports.recordSalesRate>;

function LateRateForm({ importId, currencies, onRecorded }: { importId: number; currencies: string[]; onRecorded: (result: RateResult) => void }) {
  const { t } = useTranslation();
  const { sending, failure, run } = useSalesAction();
  const [currency, setCurrency] = useState(currencies[0]!);
  const [rate, setRate] = useState('');
  const chosen = currencies.includes(currency) ? currency : currencies[0]!;
  const rateValid = RATE.test(rate.trim()) && !/^0+(\.0+)?$/.test(rate.trim());

  const submit = () => {
    if (!rateValid) return;
    return run(async () => {
      onRecorded(await api(routes.recordSalesRate, { body: { importId, currency: chosen, rate: rate.trim() } }));
      setRate('');
    });
  };

  return (
    <Card withBorder padding="sm" data-testid="admin-sales-late-rate">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('admin_money_sales_rate_late_title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin_money_sales_rate_late_hint')}
        </Text>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <SegmentedControl size="xs" value={chosen} onChange={setCurrency} data={currencies} aria-label={t('admin_money_sales_currency')} data-testid="admin-sales-late-rate-currency" />
          <TextInput
            size="xs"
            aria-label={t('admin_money_sales_rate')}
            placeholder={t('admin_money_sales_rate_for', { currency: chosen })}
            inputMode="decimal"
            value={rate}
            onChange={(event) => setRate(event.currentTarget.value)}
            maxLength={21}
            error={rate.trim() && !rateValid ? t('admin_money_sales_rate_invalid') : undefined}
            style={{ flex: 1, minWidth: 140 }}
            data-testid="admin-sales-late-rate-value"
          />
          <Button size="xs" onClick={() => void submit()} disabled={!rateValid} loading={sending} data-testid="admin-sales-late-rate-submit">
            {t('admin_money_sales_rate_late_submit')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" variant="light" data-testid="admin-sales-late-rate-error">
            {t(failure)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
