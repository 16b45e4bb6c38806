import type { ReactNode } from 'react';
import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import { FormError } from '../../../components/form-error.tsx';

/**
 * A revenue card around a list that loads: its title and hint, then the error, a loader, the empty text, or the list.
 */
export function ListCard<T>({
  testId,
  title,
  hint,
  error,
  data,
  isEmpty,
  emptyText,
  children,
}: {
  testId: string;
  title: string;
  hint?: string;
  error: unknown;
  /** Undefined while loading. */
  data: T | undefined;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
        {error ? (
          <FormError error={error} />
        ) : data === undefined ? (
          <Center py={32}>
            <Loader size="sm" />
          </Center>
        ) : isEmpty(data) ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid={`${testId}-empty`}>
            {emptyText}
          </Text>
        ) : (
          children(data)
        )}
      </Stack>
    </Card>
  );
}
