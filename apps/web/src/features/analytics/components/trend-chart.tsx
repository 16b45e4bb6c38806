import { Group, Text, useDirection, VisuallyHidden } from '@mantine/core';
import { ChartReader } from '../../../components/chart-reader.tsx';
import { formatCompact, formatNumber, safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

const WIDTH = 1000;
const HEIGHT = 220;

/** The SVG path of values drawn across the width, 0 at the bottom and `max` at the top. */
export function linePath(values: readonly number[], max: number): string {
  if (values.length === 0 || max <= 0) return '';
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)},${(HEIGHT - (value / max) * HEIGHT).toFixed(1)}`).join(' ');
}

export interface TrendSeries {
  key: string;
  label: string;
  values: readonly number[];
  color: string;
  /** Drawn thin and dashed behind the others (the comparison period). */
  dashed?: boolean;
}

/**
 * Daily values as lines over the days of a range (drawn without a chart library: the page's first load stays small).
 * Hovering, tapping or arrowing to a day shows its date and every series' value (ChartReader); screen readers also get
 * the numbers as a hidden table. In right-to-left the days run from the right, as the first and last dates below do.
 */
export function TrendChart({ dates, series, ariaLabel, testId = 'an-trend-chart' }: { dates: readonly string[]; series: readonly TrendSeries[]; ariaLabel: string; testId?: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const rtl = useDirection().dir === 'rtl';
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const day = (date: string, format: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(safeLocale(language), { ...format, timeZone: 'UTC' });
  const point = (index: number) => ({
    title: day(dates[index]!, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }),
    rows: series.map((line) => ({ label: line.label, value: formatNumber(line.values[index] ?? 0, language), color: line.color })),
  });
  const drawn = [...series.filter((line) => line.dashed), ...series.filter((line) => !line.dashed)];
  return (
    <div data-testid={testId}>
      <Group justify="space-between" mb={4} wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed">
          {formatCompact(max, language)}
        </Text>
        <Group gap="md" justify="flex-end">
          {series.map((line) => (
            <Text key={line.key} size="xs" style={{ color: line.color }}>
              {line.dashed ? '┅' : '━'} {line.label}
            </Text>
          ))}
        </Group>
      </Group>
      <ChartReader count={dates.length} pointAt={(index) => (dates.length > 1 ? index / (dates.length - 1) : 0)} point={point} label={ariaLabel} testId={`${testId}-reader`}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
          aria-hidden
          style={{ display: 'block', overflow: 'visible', transform: rtl ? 'scaleX(-1)' : undefined }}
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-default-border)" vectorEffect="non-scaling-stroke" />
          <line x1="0" x2={WIDTH} y1="0" y2="0" stroke="var(--mantine-color-default-border)" strokeDasharray="3 4" vectorEffect="non-scaling-stroke" />
          {drawn.map((line) => (
            <path
              key={line.key}
              d={linePath(line.values, max)}
              fill="none"
              stroke={line.color}
              strokeWidth={line.dashed ? 1.5 : 2.5}
              strokeDasharray={line.dashed ? '5 4' : undefined}
              vectorEffect="non-scaling-stroke"
              data-testid={`an-trend-line-${line.key}`}
            />
          ))}
        </svg>
      </ChartReader>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {dates[0] ? day(dates[0]) : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {dates.length ? day(dates[dates.length - 1]!) : ''}
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <thead>
            <tr>
              <th />
              {series.map((line) => (
                <th key={line.key}>{line.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, index) => (
              <tr key={date}>
                <td>{date}</td>
                {series.map((line) => (
                  <td key={line.key}>{line.values[index] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
