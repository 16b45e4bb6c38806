import { Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney, microsOf } from '../../../lib/money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { recoupDetailQuery, recoupQuery, recoupSummaryQuery } from '../api.ts';

const SALES_KINDS = new Set(['sales_import', 'sales_rate', 'suspense_assign']);

/**
 * Recoupment: what the advances add up to and what is left, each advance with how much is paid back, and for one
 * advance the earnings that paid it (oldest advance first). Shown once the account has had an advance.
 */
export function RecoupCard() {
  const { t, i18n } = useTranslation();
  const summary = useQuery(recoupSummaryQuery);
  const list = useQuery(recoupQuery);
  const [openId, setOpenId] = useState<number | null>(null);
  if (list.error || summary.error) return <FormError error={list.error ?? summary.error} />;
  if (!list.data?.advances.length || !summary.data) return null;
  const money = (amount: string) => formatMoney(amount, list.data.currency, i18n.language);
  const totals = [
    { key: 'advanced', label: t('rev_recoup_total_advanced'), value: summary.data.advanced },
    { key: 'recouped', label: t('rev_recoup_total_recouped'), value: summary.data.recouped },
    { key: 'outstanding', label: t('rev_recoup_total_outstanding'), value: summary.data.outstanding },
  ];
  return (
    <Card withBorder padding="md" data-testid="rev-recoup">
      <Text fw={600}>{t('rev_recoup_title')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rev_recoup_hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="md">
        {totals.map((total) => (
          <Stack key={total.key} gap={0} data-testid={`rev-recoup-${total.key}`}>
            <Text size="xs" c="dimmed">
              {total.label}
            </Text>
            <Text fw={700}>{money(total.value)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <DataTable
        columns={[
          { key: 'date', header: t('rev_col_date'), nowrap: true, sortValue: (advance) => advance.createdAt, cell: (advance) => formatDateTime(advance.createdAt) },
          { key: 'note', header: t('rev_recoup_col_note'), cell: (advance) => advance.note },
          { key: 'advance', header: t('rev_recoup_col_advance'), align: 'end', nowrap: true, sortValue: (advance) => microsOf(advance.amount) ?? 0n, cell: (advance) => money(advance.amount) },
          { key: 'recouped', header: t('rev_recoup_col_recouped'), align: 'end', nowrap: true, sortValue: (advance) => microsOf(advance.recouped) ?? 0n, cell: (advance) => money(advance.recouped) },
          {
            key: 'remaining',
            header: t('rev_recoup_col_remaining'),
            align: 'end',
            nowrap: true,
            testId: 'rev-recoup-remaining',
            sortValue: (advance) => microsOf(advance.remaining) ?? 0n,
            cell: (advance) => money(advance.remaining),
          },
        ]}
        rows={list.data.advances}
        rowKey={(advance) => advance.id}
        rowProps={() => ({ 'data-testid': 'rev-recoup-row' })}
        onRowClick={(advance) => setOpenId(advance.id)}
        minWidth={560}
      />
      <Modal opened={openId !== null} onClose={() => setOpenId(null)} title={t('rev_recoup_detail_title')} size="lg">
        {openId !== null && <RecoupDetail id={openId} currency={list.data.currency} />}
      </Modal>
    </Card>
  );
}

function RecoupDetail({ id, currency }: { id: number; currency: string }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery(recoupDetailQuery(id));
  if (detail.error) return <FormError error={detail.error} />;
  const money = (amount: string) => formatMoney(amount, currency, i18n.language);
  return (
    <Stack gap="sm" data-testid="rev-recoup-detail">
      {detail.data && (
        <Group gap="lg">
          <Text size="sm">{t('rev_recoup_detail_advance', { amount: money(detail.data.advance.amount), date: formatDateTime(detail.data.advance.createdAt) })}</Text>
          <Text size="sm" fw={600}>
            {t('rev_recoup_detail_remaining', { amount: money(detail.data.advance.remaining) })}
          </Text>
        </Group>
      )}
      <DataTable
        testId="rev-recoup-movements"
        rows={detail.data?.movements}
        rowKey={(movement) => `${movement.at}-${movement.amount}`}
        columns={[
          { key: 'date', header: t('rev_col_date'), nowrap: true, cell: (movement) => formatDateTime(movement.at) },
          { key: 'source', header: t('rev_recoup_col_source'), cell: (movement) => t(SALES_KINDS.has(movement.kind) ? 'rev_recoup_from_sales' : 'rev_recoup_from_other') },
          { key: 'amount', header: t('rev_recoup_col_recouped'), align: 'end', nowrap: true, cell: (movement) => money(movement.amount) },
        ]}
        empty={
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('rev_recoup_detail_empty')}
          </Text>
        }
      />
    </Stack>
  );
}
