import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FormError } from '../../../components/form-error.tsx';

/** A titled card of a data-insight page. */
export function Section({ title, testId, action, children }: { title: ReactNode; testId?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Text fw={600}>{title}</Text>
        {action && <div style={{ maxWidth: '100%', overflowX: 'auto' }}>{action}</div>}
      </Group>
      {children}
    </Card>
  );
}

/**
 * What a call gave: a skeleton while the first answer loads, the translated refusal (a bad range, a song that is
 * not the caller's), "no data" when `isEmpty` says so, otherwise the children.
 */
export function Loaded<T>({ query, isEmpty, height = 160, children }: { query: UseQueryResult<T>; isEmpty?: (data: T) => boolean; height?: number; children: (data: T) => ReactNode }) {
  const { i18n } = useTranslation();
  if (query.error) return <Refusal messageKey={errorMessageKey(query.error, (key) => i18n.exists(key))} />;
  if (query.data === undefined) return <Skeleton height={height} radius="sm" />;
  if (isEmpty?.(query.data)) return <NoData />;
  return <>{children(query.data)}</>;
}

/** Why nothing is shown: the server's refusal, or an address that names no song or artist. */
export function Refusal({ messageKey }: { messageKey: string }) {
  return <FormError messageKey={messageKey} data-testid="an-error" />;
}

export function NoData() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="an-no-data">
      {t('an_no_data')}
    </Text>
  );
}
