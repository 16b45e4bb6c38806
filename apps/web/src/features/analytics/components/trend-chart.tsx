import { Group, Text, VisuallyHidden } from '@mantine/core';
import { formatCompact, formatNumber } from '../../../lib/format.ts';
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
 * Each day has a hover title with every series; screen readers get the numbers as a hidden table.
 */
export function TrendChart({ dates, series, ariaLabel, testId = 'an-trend-chart' }: { dates: readonly string[]; series: readonly TrendSeries[]; ariaLabel: string; testId?: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const slot = dates.length > 0 ? WIDTH / dates.length : WIDTH;
  const day = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
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
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} role="img" aria-label={ariaLabel} style={{ display: 'block', overflow: 'visible' }}>
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
        {dates.map((date, index) => (
          <rect key={date} x={index * slot} y={0} width={slot} height={HEIGHT} fill="transparent">
            <title>{[day(date), ...series.map((line) => `${line.label}: ${formatNumber(line.values[index] ?? 0, language)}`)].join('\n')}</title>
          </rect>
        ))}
      </svg>
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
