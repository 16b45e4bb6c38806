import type { ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { FormError } from './form-error.tsx';

/**
 * A card's list while it is asked for: why it failed, a spinner while it loads, a quiet line when there is nothing in
 * it, else the list itself (`children`).
 */
export function ListState({
  error,
  pending,
  isEmpty,
  empty,
  emptyTestId,
  children,
}: {
  error: unknown;
  pending: boolean;
  isEmpty: boolean;
  /** The line shown when there is nothing. */
  empty: ReactNode;
  emptyTestId: string;
  children: ReactNode;
}) {
  if (error) return <FormError error={error} />;
  if (pending)
    return (
      <Center py={32}>
        <Loader size="sm" />
      </Center>
    );
  if (isEmpty)
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg" data-testid={emptyTestId}>
        {empty}
      </Text>
    );
  return children;
}
