import { Badge, Table, Text } from '@mantine/core';
import { fromBasisPoints } from '@portal/domain/publishing/limits';
import { useTranslation } from '../../../lib/use-translation.ts';

export interface SubmittedSplit {
  songwriterId: number;
  name: string;
  isSelf: boolean;
  percentage: number;
}

/** The read-only composition of a submitted track: each songwriter and their share. */
export function CompositionDetail({ splits }: { splits: SubmittedSplit[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" data-testid="publishing-composition-detail">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('pubw_col_songwriter')}</Table.Th>
          <Table.Th ta="end">{t('pubw_col_percentage')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {splits.map((split) => (
          <Table.Tr key={split.songwriterId}>
            <Table.Td>
              <Text size="sm" span fw={500}>
                {split.name}
              </Text>{' '}
              {split.isSelf && (
                <Badge size="xs" variant="light" tt="none">
                  {t('pubw_you')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td ta="end">
              <Text size="sm">{t('pubw_percent', { value: fromBasisPoints(split.percentage).toFixed(2) })}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
