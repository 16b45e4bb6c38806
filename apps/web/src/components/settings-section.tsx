import type { ReactNode } from 'react';
import { Card, Text, Title } from '@mantine/core';

/** One titled card of the settings page. */
export function SettingsSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" id={id} data-testid={`settings-${id}`}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {!hint && <div style={{ height: 'var(--mantine-spacing-md)' }} />}
      {children}
    </Card>
  );
}
