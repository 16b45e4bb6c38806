import { useState, type ReactNode } from 'react';
import { Alert, Badge, Checkbox, Code, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/money.ts';
import { LINES_PAGE, pageCount, suspenseQuery, type RateResult, type SalesImport, type SuspenseLine } from '../sales-imports-api.ts';
import { CreditedLines } from './credited-lines.tsx';
import { AssignForm, LateRateForm } from './sales-import-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';

type View = 'credited' | 'all' | 'open';

/**
 * One import's detail: what its lines became and the rates it was valued at, then its lines — those credited to our
 * catalogue when it ran, or those in suspense (every one, or only those still to assign), with the operator's actions.
 */
export function ImportDetailModal({ salesImport, onClose }: { salesImport: SalesImport | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<View | null>(null);
  // An import with lines in suspense opens on them: they are what waits for the operator.
  const view: View = chosen ?? (salesImport && salesImport.linesUnmatched + salesImport.linesInvalid > 0 ? 'all' : 'credited');
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Modal
      opened={salesImport !== null}
      onClose={close}
      size={960}
      title={salesImport ? t('admin_money_sales_detail_title', { id: salesImport.id, file: salesImport.fileName }) : ''}
      data-testid="admin-sales-detail-modal"
    >
      {salesImport && (
        <Stack gap="sm">
          <Text size="xs" c="dimmed" data-testid="admin-sales-import-outcome">
            {t('admin_money_sales_counts', {
              read: formatNumber(salesImport.linesRead, i18n.language),
              matched: formatNumber(salesImport.linesMatched, i18n.language),
              unmatched: formatNumber(salesImport.linesUnmatched, i18n.language),
              invalid: formatNumber(salesImport.linesInvalid, i18n.language),
            })}
            {' · '}
            {t('admin_money_sales_rates_used', {
              rates:
                Object.entries(salesImport.rates)
                  .map(([currency, rate]) => `${currency} ${rate}`)
                  .join(', ') || t('admin_money_sales_rates_none'),
            })}
          </Text>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setChosen(value as View)}
            data={[
              { value: 'credited', label: t('admin_money_sales_show_credited') },
              { value: 'all', label: t('admin_money_sales_show_suspense') },
              { value: 'open', label: t('admin_money_sales_suspense_only_open') },
            ]}
            data-testid="admin-sales-detail-view"
          />
          {view === 'credited' ? <CreditedLines importId={salesImport.id} /> : <SuspenseLines key={view} importId={salesImport.id} state={view} />}
        </Stack>
      )}
    </Modal>
  );
}

const assignable = (line: SuspenseLine) => line.reason === 'no_match' && line.resolvedAt === null;

function SuspenseLines({ importId, state }: { importId: number; state: 'all' | 'open' }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // What the last late rate did; kept here, as the rate form goes once no currency lacks a rate.
  const [rated, setRated] = useState<RateResult | null>(null);
  const { data, error, isPending } = useQuery(suspenseQuery(importId, state, page));
  const pages = pageCount(data?.total ?? 0);
  const onPage = data?.lines.filter(assignable) ?? [];
  const allOnPage = onPage.length > 0 && onPage.every((line) => selected.has(line.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // An unreadable line has no fields: the report's own text shows what was there, where the codes go.
  const field = (value: (line: SuspenseLine) => ReactNode) => (line: SuspenseLine) => (line.reason === 'invalid' ? null : value(line));
  const columns: DataColumn<SuspenseLine>[] = [
    {
      key: 'select',
      width: 32,
      header: (
        <Checkbox
          size="xs"
          aria-label={t('admin_money_sales_suspense_select_all')}
          checked={allOnPage}
          disabled={onPage.length === 0}
          onChange={() => setSelected(allOnPage ? new Set() : new Set([...selected, ...onPage.map((line) => line.id)]))}
          data-testid="admin-sales-suspense-select-all"
        />
      ),
      cell: (line) =>
        assignable(line) && (
          <Checkbox
            size="xs"
            aria-label={t('admin_money_sales_suspense_select_line', { line: line.lineNumber })}
            checked={selected.has(line.id)}
            onChange={() => toggle(line.id)}
            data-testid={`admin-sales-suspense-select-${line.lineNumber}`}
          />
        ),
    },
    { key: 'line', header: t('admin_money_sales_col_line'), cell: (line) => line.lineNumber },
    {
      key: 'reason',
      header: t('admin_money_sales_col_reason'),
      cell: (line) => (
        <>
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
        </>
      ),
    },
    { key: 'store', header: t('admin_money_sales_col_store'), cell: field((line) => line.store ?? '—') },
    {
      key: 'codes',
      header: t('admin_money_sales_col_codes'),
      cell: (line) =>
        line.reason === 'invalid' ? (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }} data-testid={`admin-sales-suspense-raw-${line.lineNumber}`}>
            {line.raw ?? ''}
          </Code>
        ) : (
          <span style={{ overflowWrap: 'anywhere' }}>{[line.isrc, line.upc, line.storeItemId].filter(Boolean).join(' / ') || '—'}</span>
        ),
    },
    { key: 'country', header: t('admin_money_sales_col_country'), cell: field((line) => line.country ?? '—') },
    {
      key: 'revenue',
      header: t('admin_money_sales_col_revenue'),
      align: 'end',
      nowrap: true,
      cell: field((line) => (line.revenue !== null ? `${line.revenue} ${line.currency ?? ''}`.trim() : '—')),
    },
  ];
  return (
    <>
      {error ? (
        <FormError error={error} />
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
          <DataTable
            columns={columns}
            rows={data.lines}
            rowKey={(line) => line.id}
            rowProps={(line) => ({ 'data-testid': 'admin-sales-suspense-line', 'data-line': line.lineNumber })}
            paging={{ page: Math.min(page, pages), total: data?.total ?? 0, pageSize: LINES_PAGE, onPage: setPage }}
            // The select-all box is the first column's header: a phone scrolls the table sideways rather than lose it.
            phone="scroll"
            testId="admin-sales-suspense"
            minWidth={760}
            verticalSpacing={4}
          />
        </>
      )}
      {data && data.missingRates.length > 0 && <LateRateForm importId={importId} currencies={data.missingRates} onRecorded={setRated} />}
      {rated && (
        <Alert color="teal" variant="light" data-testid="admin-sales-late-rate-done">
          {t('admin_money_sales_rate_late_done', {
            gross: formatMoney(rated.gross, SETTLEMENT_CURRENCY, i18n.language),
            credited: formatNumber(rated.credited, i18n.language),
            waiting: formatNumber(rated.waiting, i18n.language),
          })}
        </Alert>
      )}
      <AssignForm importId={importId} lineIds={[...selected]} onAssigned={() => setSelected(new Set())} />
    </>
  );
}
