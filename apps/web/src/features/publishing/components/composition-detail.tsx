import { Badge, Text } from '@mantine/core';
import { fromBasisPoints } from '@portal/domain/publishing/limits';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export interface SubmittedSplit {
  songwriterId: number;
  name: string;
  isSelf: boolean;
  percentage: number;
}

/** The read-only composition of a submitted track: each songwriter and their share. Two narrow columns: a table on a phone too. */
export function CompositionDetail({ splits }: { splits: SubmittedSplit[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<SubmittedSplit>[] = [
    {
      key: 'songwriter',
      header: t('pubw_col_songwriter'),
      sortValue: (split) => split.name,
      cell: (split) => (
        <>
          <Text size="sm" span fw={500}>
            {split.name}
          </Text>{' '}
          {split.isSelf && (
            <Badge size="xs" variant="light" tt="none">
              {t('pubw_you')}
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'percentage',
      header: t('pubw_col_percentage'),
      align: 'end',
      nowrap: true,
      sortValue: (split) => split.percentage,
      cell: (split) => <Text size="sm">{t('pubw_percent', { value: fromBasisPoints(split.percentage).toFixed(2) })}</Text>,
    },
  ];
  return <DataTable columns={columns} rows={splits} rowKey={(split) => split.songwriterId} verticalSpacing="sm" phone="scroll" testId="publishing-composition-detail" />;
}
