import type { ReactNode } from 'react';
import { Alert, ScrollArea, Text } from '@mantine/core';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** A console queue's body: the failure, the empty message, or the table (scrolling sideways on a narrow screen). */
export function QueueBody({ error, empty, emptyText, children }: { error: unknown; empty: boolean; emptyText: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (error)
    return (
      <Alert color="red" variant="light" m="md">
        {t(errorMessageKey(error))}
      </Alert>
    );
  if (empty)
    return (
      <Text c="dimmed" ta="center" p="lg">
        {emptyText}
      </Text>
    );
  return <ScrollArea>{children}</ScrollArea>;
}
