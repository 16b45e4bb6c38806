import type { ReactNode } from 'react';
import { ScrollArea, Text } from '@mantine/core';
import { FormError } from '../../../components/form-error.tsx';

/** A console queue's body: the failure, the empty message, or the table (scrolling sideways on a narrow screen). */
export function QueueBody({ error, empty, emptyText, children }: { error: unknown; empty: boolean; emptyText: string; children: ReactNode }) {
  if (error) return <FormError error={error} m="md" />;
  if (empty)
    return (
      <Text c="dimmed" ta="center" p="lg">
        {emptyText}
      </Text>
    );
  return <ScrollArea>{children}</ScrollArea>;
}
