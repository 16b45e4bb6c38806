import { useState } from 'react';
import { Alert, Badge, Group, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, hasFractionOfCent, monthLabel } from '../../../lib/money.ts';
import { creditedQuery, pageCount, type CreditedLine } from '../sales-imports-api.ts';

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
    return (
      <Alert color="red" variant="light">
        {t(errorMessageKey(error, (key) => i18n.exists(key)))}
      </Alert>
    );
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
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('admin_money_sales_credited_lines', { total: formatNumber(data.total, language) })} {t('admin_money_sales_credited_later')}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Table miw={900} verticalSpacing={4} fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin_money_sales_col_item')}</Table.Th>
              <Table.Th>{t('admin_money_sales_col_owner')}</Table.Th>
              <Table.Th>{t('admin_money_sales_col_store')}</Table.Th>
              <Table.Th>{t('admin_money_sales_col_country')}</Table.Th>
              <Table.Th>{t('admin_money_sales_col_period')}</Table.Th>
              <Table.Th ta="end">{t('admin_money_sales_col_units')}</Table.Th>
              <Table.Th ta="end">{t('admin_money_sales_col_gross')}</Table.Th>
              <Table.Th ta="end">{t('admin_money_sales_col_commission')}</Table.Th>
              <Table.Th ta="end">{t('admin_money_sales_col_split')}</Table.Th>
              <Table.Th ta="end">{t('admin_money_sales_col_owner_amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.lines.map((line) => (
              <Table.Tr key={line.id} data-testid="admin-sales-credited-line">
                <Table.Td maw={240}>
                  <ItemCell line={line} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {line.owner.name}{' '}
                  <Text span size="xs" c="dimmed">
                    #{line.owner.userId}
                  </Text>
                </Table.Td>
                <Table.Td>{line.store}</Table.Td>
                <Table.Td>{line.country}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{monthLabel(line.periodMonth.slice(0, 7), language, true)}</Table.Td>
                <Table.Td ta="end">{formatNumber(line.units, language)}</Table.Td>
                {[line.gross, line.commission, line.splitShares, line.ownerAmount].map((amount, index) => (
                  <Table.Td key={index} ta="end" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {money(amount)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" data-testid="admin-sales-credited-pagination" />
        </Group>
      )}
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
