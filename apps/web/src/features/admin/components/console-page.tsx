import type { ReactNode } from 'react';
import { Anchor, Container, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * The one layout of the operator console's pages: a way back to the console (on pages under it), the title and what
 * the page is for, the page's own actions on the reading end, then its content.
 */
export function ConsolePage({ title, subtitle, actions, back, testId, children }: { title: string; subtitle: string; actions?: ReactNode; back?: boolean; testId?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} data-testid={testId}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
            {back && (
              <Anchor component={Link} to="/admin" size="sm" data-testid="console-back">
                {`${dir === 'rtl' ? '→' : '←'} ${t('admin_title')}`}
              </Anchor>
            )}
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{subtitle}</Text>
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** A part of a console page: its heading, what it is for, and its panel. */
export function ConsoleSection({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
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
