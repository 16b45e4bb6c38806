import { useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, hasFractionOfCent, monthLabel } from '../../../lib/money.ts';
import { creditedQuery, LINES_PAGE, pageCount, type CreditedLine } from '../sales-imports-api.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * The lines an import credited to our catalogue when it ran, in report order: the track or release, the account it
 * earned for, and the store's money to the micro-unit as commission, collaborators' shares and the account's part.
 */
export function CreditedLines({ importId }: { importId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery(creditedQuery(importId, page));
  if (error) {
    return <FormError error={error} />;
  }
  if (isPending) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin_money_loading')}
      </Text>
    );
  }
  if (data.lines.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="admin-sales-credited-empty">
        {t('admin_money_sales_credited_none')}
      </Text>
    );
  }
  const pages = pageCount(data.total);
  // Operators reconcile to the micro-unit: a page with a fraction of a cent anywhere shows all six places.
  const digits = data.lines.some((line) => [line.gross, line.commission, line.splitShares, line.ownerAmount].some(hasFractionOfCent)) ? 6 : 2;
  const money = (amount: string) => formatMoney(amount, SETTLEMENT_CURRENCY, language, digits, digits);
  const amount = (key: string, header: string, value: (line: CreditedLine) => string): DataColumn<CreditedLine> => ({
    key,
    header,
    align: 'end',
    nowrap: true,
    cell: (line) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{money(value(line))}</span>,
  });
  const columns: DataColumn<CreditedLine>[] = [
    { key: 'item', header: t('admin_money_sales_col_item'), width: 240, cell: (line) => <ItemCell line={line} /> },
    {
      key: 'owner',
      header: t('admin_money_sales_col_owner'),
      cell: (line) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {line.owner.name}{' '}
          <Text span size="xs" c="dimmed">
            #{line.owner.userId}
          </Text>
        </span>
      ),
    },
    { key: 'store', header: t('admin_money_sales_col_store'), cell: (line) => line.store },
    { key: 'country', header: t('admin_money_sales_col_country'), cell: (line) => line.country },
    { key: 'period', header: t('admin_money_sales_col_period'), nowrap: true, cell: (line) => monthLabel(line.periodMonth.slice(0, 7), language, true) },
    { key: 'units', header: t('admin_money_sales_col_units'), align: 'end', nowrap: true, cell: (line) => formatNumber(line.units, language) },
    amount('gross', t('admin_money_sales_col_gross'), (line) => line.gross),
    amount('commission', t('admin_money_sales_col_commission'), (line) => line.commission),
    amount('split', t('admin_money_sales_col_split'), (line) => line.splitShares),
    amount('ownerAmount', t('admin_money_sales_col_owner_amount'), (line) => line.ownerAmount),
  ];
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('admin_money_sales_credited_lines', { total: formatNumber(data.total, language) })} {t('admin_money_sales_credited_later')}
      </Text>
      <DataTable
        columns={columns}
        rows={data.lines}
        rowKey={(line) => line.id}
        rowProps={() => ({ 'data-testid': 'admin-sales-credited-line' })}
        paging={{ page: Math.min(page, pages), total: data.total, pageSize: LINES_PAGE, onPage: setPage }}
        testId="admin-sales-credited"
        minWidth={900}
        verticalSpacing={4}
      />
    </>
  );
}

/** The track (with its ISRC), or the release (with its UPC) for a sale of the whole release. */
function ItemCell({ line }: { line: CreditedLine }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {line.track ? line.track.title : line.release.title}
        {!line.track && (
          <Badge ms={6} size="xs" variant="light" color="gray" tt="none">
            {t('admin_money_sales_release_sale')}
          </Badge>
        )}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {line.track ? [line.track.isrc ?? '—', line.release.title !== line.track.title ? line.release.title : null].filter(Boolean).join(' · ') : (line.release.upc ?? '—')}
      </Text>
    </>
  );
}
