import { Group, Paper, Text, useDirection, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

/** What a point of a chart says: its date (or month), and each value, already formatted for the reader. */
export interface ChartPointText {
  title: string;
  rows: readonly { label: string; value: string; color?: string }[];
}

/** Where each point's column starts and ends (0 … 1 from the start of time), halfway to its neighbours. */
function columns(count: number, pointAt: (index: number) => number): { start: number; end: number }[] {
  return Array.from({ length: count }, (_, index) => ({
    start: index === 0 ? 0 : (pointAt(index - 1) + pointAt(index)) / 2,
    end: index === count - 1 ? 1 : (pointAt(index) + pointAt(index + 1)) / 2,
  }));
}

export const pointText = (point: ChartPointText) => [point.title, ...point.rows.map((row) => `${row.label}: ${row.value}`)].join(', ');

/**
 * Makes a chart's points readable. Hovering or tapping a point, or moving between points with the arrow keys once the
 * chart has focus, shows the point's date and values beside it and says them to screen readers; Escape (or leaving
 * with the mouse, or tapping elsewhere) hides them. The chart (`children`) draws `count` points at `pointAt(index)`
 * (0 … 1 of the width from the start of time); in right-to-left time runs from the right, so the chart draws itself
 * mirrored and the arrow keys follow what the reader sees.
 */
export function ChartReader({
  count,
  pointAt,
  point,
  label,
  testId,
  children,
}: {
  count: number;
  pointAt: (index: number) => number;
  point: (index: number) => ChartPointText;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const rtl = useDirection().dir === 'rtl';
  const [active, setActive] = useState<number | null>(null);
  const hintId = useId();
  const shown = active !== null && active < count ? active : null;
  // Distance from the chart's left edge, as drawn.
  const left = (fraction: number) => (rtl ? 1 - fraction : fraction);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const later = rtl ? 'ArrowLeft' : 'ArrowRight';
    const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null | undefined;
    if (event.key === later) next = shown === null ? 0 : Math.min(count - 1, shown + 1);
    else if (event.key === earlier) next = shown === null ? count - 1 : Math.max(0, shown - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key === 'Escape' && shown !== null) next = null;
    else return;
    // Arrows would scroll the page, and Escape would also close a dialog the chart sits in.
    event.preventDefault();
    event.stopPropagation();
    setActive(next);
  };
  const showOnPointer = (index: number) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || event.type === 'pointerdown') setActive(index);
  };

  const at = shown === null ? 0 : left(pointAt(shown));
  const text = shown === null ? null : point(shown);
  // Inside the chart (a card clips what leaves it); near an edge it grows inwards.
  const shift = at < 0.2 ? '0%' : at > 0.8 ? '-100%' : '-50%';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a chart read with the arrow keys, not a set of form fields (a fieldset)
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is read with the arrow keys once it has focus.
      tabIndex={0}
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setActive(null)}
      onBlur={() => setActive(null)}
      style={{ position: 'relative', outlineOffset: 4, touchAction: 'pan-y' }}
    >
      {children}
      <div aria-hidden style={{ position: 'absolute', inset: 0 }}>
        {columns(count, pointAt).map((column, index) => (
          <div
            key={index}
            data-testid={`${testId}-point-${index}`}
            onPointerEnter={showOnPointer(index)}
            onPointerMove={showOnPointer(index)}
            onPointerDown={showOnPointer(index)}
            style={{ position: 'absolute', top: 0, bottom: 0, left: `${Math.min(left(column.start), left(column.end)) * 100}%`, width: `${(column.end - column.start) * 100}%` }}
          />
        ))}
      </div>
      {text && (
        <>
          <div aria-hidden style={{ position: 'absolute', top: 0, bottom: 0, left: `${at * 100}%`, borderInlineStart: '1px dashed var(--mantine-color-dimmed)', pointerEvents: 'none' }} />
          <Paper
            role="tooltip"
            withBorder
            shadow="sm"
            p={6}
            data-testid={`${testId}-tooltip`}
            style={{ position: 'absolute', top: 4, left: `${at * 100}%`, transform: `translateX(${shift})`, pointerEvents: 'none', whiteSpace: 'nowrap', zIndex: 2 }}
          >
            <Text size="xs" fw={600} data-testid={`${testId}-tooltip-title`}>
              {text.title}
            </Text>
            {text.rows.map((row) => (
              <Group key={row.label} gap={6} wrap="nowrap" justify="space-between">
                <Text size="xs" style={row.color ? { color: row.color } : undefined}>
                  {row.label}
                </Text>
                <Text size="xs" fw={600} data-testid={`${testId}-tooltip-value`}>
                  {row.value}
                </Text>
              </Group>
            ))}
          </Paper>
        </>
      )}
      <VisuallyHidden id={hintId}>{t('chart_reader_hint')}</VisuallyHidden>
      <VisuallyHidden aria-live="polite" data-testid={`${testId}-live`}>
        {text ? pointText(text) : ''}
      </VisuallyHidden>
    </div>
  );
}
