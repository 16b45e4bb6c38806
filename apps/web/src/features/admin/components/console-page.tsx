import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

/**
 * The one layout of a room of the operator console (decision 068; the console's frame and navigation are around it):
 * the title and what the room is for, the room's own actions on the reading end, then its content.
 */
export function ConsolePage({ title, subtitle, actions, testId, children }: { title: string; subtitle: string; actions?: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <Stack gap="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** A part of a room: its heading, what it is for, and its panel. Its id is the address's anchor (/admin/money#advances). */
export function ConsoleSection({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 'calc(var(--sp-header-height) + 16px)' }}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {hint}
      </Text>
      {children}
    </section>
  );
}
