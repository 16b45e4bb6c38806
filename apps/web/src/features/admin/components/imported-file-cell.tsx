import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** An imported file in an import list: its name, number, when and how it came, why it failed, and what else to say. */
export function ImportedFileCell({
  file,
  error,
  children,
}: {
  file: { id: number; fileName: string; createdAt: string; source: string };
  error?: { text: string; testId: string } | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {file.fileName}
      </Text>
      <Text size="xs" c="dimmed">
        #{file.id} · {formatDateTime(file.createdAt)} · {t(`admin_money_sales_source_${file.source}`)}
      </Text>
      {error && (
        <Text size="xs" c="red" data-testid={error.testId}>
          {error.text}
        </Text>
      )}
      {children}
    </>
  );
}
