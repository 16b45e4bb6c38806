import { Badge, Box, Code, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { deliveryMessageKindKey, deliverySourceKey, deliveryStateColor, deliveryStateKey, deliveryTime } from '../lib/delivery-labels.ts';
import { useTranslation } from '../lib/use-translation.ts';

export interface TimelineStep {
  state: string;
  at: string;
  reason: string | null;
  source: 'portal' | 'store' | 'operator';
  messageKind: string | null;
  /** Operators only: the technical cause or the store's own words. */
  detail?: string | null;
}

/**
 * One store's delivery step by step, oldest first (decision 047): each step's state, when, why it failed, and who
 * it came from when that was the store (its acknowledgement) or our team. Drawn with logical properties, so the line
 * runs along the start side in both directions; no Mantine Timeline, which would bring the forms chunk along.
 */
export function DeliveryTimeline({ steps, testId, extra }: { steps: TimelineStep[]; testId?: string; extra?: (step: TimelineStep, index: number) => ReactNode }) {
  const { t } = useTranslation();
  if (steps.length === 0) {
    return (
      <Text size="xs" c="dimmed" data-testid={testId}>
        {t('delivery_timeline_empty')}
      </Text>
    );
  }
  return (
    <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid={testId} aria-label={t('delivery_timeline_title')}>
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const kind = deliveryMessageKindKey(step.messageKind);
        return (
          <Box
            component="li"
            key={`${step.at}-${index}`}
            pos="relative"
            ps={20}
            pb={last ? 0 : 12}
            style={{ marginInlineStart: 5, borderInlineStart: last ? '2px solid transparent' : '2px solid var(--mantine-color-default-border)' }}
            data-testid="delivery-step"
            data-state={step.state}
            data-source={step.source}
          >
            <Box
              aria-hidden
              pos="absolute"
              top={3}
              w={12}
              h={12}
              style={{ insetInlineStart: -7, borderRadius: '50%', background: `var(--mantine-color-${deliveryStateColor(step.state)}-filled)`, boxShadow: '0 0 0 2px var(--mantine-color-body)' }}
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
                <Text size="sm" fw={600}>
                  {t(deliveryStateKey(step.state))}
                </Text>
                {step.source !== 'portal' && (
                  <Badge size="xs" variant="outline" tt="none" color={step.source === 'store' ? 'teal' : 'violet'} data-testid="delivery-step-source">
                    {t(deliverySourceKey(step.source))}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {[deliveryTime(step.at), kind && t(kind)].filter(Boolean).join(' · ')}
              </Text>
              {step.reason && (
                <Text size="xs" c={step.state === 'failed' ? 'red.7' : undefined} style={{ overflowWrap: 'anywhere' }}>
                  {step.reason}
                </Text>
              )}
              {step.detail && (
                <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="ltr" data-testid="delivery-step-detail">
                  {step.detail}
                </Code>
              )}
              {extra?.(step, index)}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
