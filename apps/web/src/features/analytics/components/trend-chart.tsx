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

/**
 * Daily streams as a line, the comparison period dashed behind it (drawn without a chart library: the page's
 * first load stays small). Each day has a hover title; screen readers get the numbers as a hidden table.
 */
export function TrendChart({ points, comparison }: { points: { date: string; streams: number }[]; comparison: { date: string; streams: number }[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const max = Math.max(1, ...points.map((point) => point.streams), ...comparison.map((point) => point.streams));
  const slot = points.length > 0 ? WIDTH / points.length : WIDTH;
  const day = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <div data-testid="an-trend-chart">
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          {formatCompact(max, language)}
        </Text>
        <Group gap="md">
          <Text size="xs" c="blue">
            ━ {t('an_this_period')}
          </Text>
          <Text size="xs" c="dimmed">
            ┅ {t('an_previous_period')}
          </Text>
        </Group>
      </Group>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} role="img" aria-label={t('an_trend_aria')} style={{ display: 'block', overflow: 'visible' }}>
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-default-border)" vectorEffect="non-scaling-stroke" />
        <line x1="0" x2={WIDTH} y1="0" y2="0" stroke="var(--mantine-color-default-border)" strokeDasharray="3 4" vectorEffect="non-scaling-stroke" />
        <path d={linePath(comparison.map((point) => point.streams), max)} fill="none" stroke="var(--mantine-color-gray-5)" strokeWidth={1.5} strokeDasharray="5 4" vectorEffect="non-scaling-stroke" />
        <path d={linePath(points.map((point) => point.streams), max)} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={2.5} vectorEffect="non-scaling-stroke" data-testid="an-trend-line" />
        {points.map((point, index) => (
          <rect key={point.date} x={index * slot} y={0} width={slot} height={HEIGHT} fill="transparent">
            <title>{`${day(point.date)}: ${formatNumber(point.streams, language)}`}</title>
          </rect>
        ))}
      </svg>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {points[0] ? day(points[0].date) : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {points.length ? day(points[points.length - 1]!.date) : ''}
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{point.date}</td>
                <td>{point.streams}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
