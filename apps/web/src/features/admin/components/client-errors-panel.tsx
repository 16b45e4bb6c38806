import { useState } from 'react';
import { Badge, Button, Card, Code, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ClientReportKind } from '@portal/domain/client-reports';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { type ClientErrorFilter, clientErrorsQuery } from '../client-errors-api.ts';
import { clientErrorKindOptions } from '../options.ts';

const PAGE_SIZE = 20;
const kindColor: Record<ClientReportKind, string> = { error: 'red', render: 'orange', api: 'grape', missing_i18n: 'blue' };

/** The web app's reports, most frequent (or most recent) first, by kind and release (decision 059). */
export function ClientErrorsPanel() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ClientErrorFilter>({ kind: '', release: '', sort: 'count' });
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching, error, refetch } = useQuery(clientErrorsQuery(filter, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  const change = (next: Partial<ClientErrorFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  // The chosen release stays in the list even when it is no longer among the newest.
  const releases = [...new Set([...(data?.releases ?? []), ...(filter.release ? [filter.release] : [])])];

  const columns: DataColumn<NonNullable<typeof data>['reports'][number]>[] = [
    {
      key: 'count',
      header: t('admin_errors_count'),
      align: 'end',
      nowrap: true,
      cell: (row) => (
        <Text fw={700} data-testid="admin-errors-count">
          {formatNumber(row.count, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'report',
      header: t('admin_errors_report'),
      width: 420,
      cell: (row) => (
        <Stack gap={4}>
          <Badge variant="light" tt="none" color={kindColor[row.kind]} w="fit-content">
            {t(`admin_errors_kind_${row.kind}`)}
          </Badge>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="admin-errors-message">
            {row.message}
          </Text>
          {row.frame && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {row.frame}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'route', header: t('admin_errors_route'), cell: (row) => <Code>{row.route}</Code> },
    { key: 'release', header: t('admin_errors_release'), nowrap: true, cell: (row) => <Text size="sm">{row.release}</Text> },
    { key: 'language', header: t('admin_errors_language'), nowrap: true, cell: (row) => <Text size="sm">{row.language}</Text> },
    {
      key: 'seen',
      header: t('admin_errors_last_seen'),
      nowrap: true,
      cell: (row) => (
        <>
          <Text size="sm">{formatDateTime(row.lastSeenAt)}</Text>
          <Text size="xs" c="dimmed">
            {t('admin_errors_first_seen', { time: formatDateTime(row.firstSeenAt) })}
          </Text>
        </>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('admin_errors_kind')}
            value={filter.kind}
            onChange={(event) => change({ kind: event.currentTarget.value as ClientErrorFilter['kind'] })}
            data={clientErrorKindOptions(t)}
            data-testid="admin-errors-kind"
          />
          <NativeSelect
            label={t('admin_errors_release')}
            value={filter.release}
            onChange={(event) => change({ release: event.currentTarget.value })}
            data={[{ value: '', label: t('admin_errors_release_all') }, ...releases.map((release) => ({ value: release, label: release }))]}
            data-testid="admin-errors-release"
          />
          <NativeSelect
            label={t('admin_errors_sort')}
            value={filter.sort}
            onChange={(event) => change({ sort: event.currentTarget.value as ClientErrorFilter['sort'] })}
            data={[
              { value: 'count', label: t('admin_errors_sort_count') },
              { value: 'lastSeen', label: t('admin_errors_sort_last_seen') },
            ]}
            data-testid="admin-errors-sort"
          />
          <Button variant="default" onClick={() => void refetch()} loading={isFetching && !isPending}>
            {t('admin_refresh')}
          </Button>
        </Group>
      </Card>
      <Card withBorder padding="md" data-testid="admin-errors">
        {error ? (
          <FormError error={error} />
        ) : (
          <DataTable
            columns={columns}
            rows={data?.reports}
            rowKey={(row) => row.id}
            empty={t('admin_errors_empty')}
            rowProps={(row) => ({ 'data-testid': 'admin-errors-row', 'data-kind': row.kind })}
            paging={{ page, total: data?.total ?? 0, pageSize: PAGE_SIZE, onPage: setPage }}
            striped
            verticalSpacing="sm"
            minWidth={900}
          />
        )}
      </Card>
    </Stack>
  );
}
