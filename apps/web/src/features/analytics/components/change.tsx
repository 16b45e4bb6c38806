import { Text } from '@mantine/core';
import { safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { change } from '../ranges.ts';

/** ▲ 12 % / ▼ 3 % from the comparison period, or — when there was nothing to compare with. */
export function Change({ value, before }: { value: number; before: number }) {
  const { i18n } = useTranslation();
  const delta = change(value, before);
  return (
    <Text span size="xs" c={delta === null ? 'dimmed' : delta >= 0 ? 'teal' : 'red'}>
      {delta === null ? '—' : `${delta >= 0 ? '▲' : '▼'} ${new Intl.NumberFormat(safeLocale(i18n.language), { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(delta))}`}
    </Text>
  );
}
