import { Alert, Anchor, Card, Center, Container, Group, List, Loader, Pagination, Paper, ScrollArea, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { batchRowStatuses, type BatchRowStatus } from '@portal/domain/bulk-import/model';
import { Link, useParams, useSearchParams } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { limitsQuery, ROW_PAGE_SIZE, taskDetailQuery, type BatchTask } from '../api.ts';
import { RowList } from '../components/row-list.tsx';
import { TaskActions } from '../components/task-actions.tsx';
import { taskName } from '../components/task-list.tsx';
import { TaskProgress, TaskStatusBadge } from '../components/task-status.tsx';
import { methodKey, placeText } from '../labels.ts';
import { BULK_IMPORT_PATH } from '../paths.ts';
import { FormError } from '../../../components/form-error.tsx';
import { ALL_ROWS as ALL, rowFilterOptions } from '../options.ts';

function readFilter(params: URLSearchParams): { status: BatchRowStatus | null; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return { status: (batchRowStatuses as readonly string[]).includes(status ?? '') ? (status as BatchRowStatus) : null, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function CountTiles({ task }: { task: BatchTask }) {
  const { t, i18n } = useTranslation();
  const tiles = [
    ['releases', 'bulk_ui_tile_releases'],
    ['tracks', 'bulk_ui_tile_tracks'],
    ['passed', 'bulk_ui_tile_passed'],
    ['rejected', 'bulk_ui_tile_rejected'],
    ['imported', 'bulk_ui_tile_imported'],
    ['failed', 'bulk_ui_tile_failed'],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
      {tiles.map(([count, key]) => (
        <Paper key={count} withBorder p="xs" radius="md" data-testid={`bulk-count-${count}`}>
          <Text fz="xl" fw={700} lh={1.2}>
            {formatNumber(task.counts[count], i18n.language)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(key)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function FileIssues({ task }: { task: BatchTask }) {
  const { t, i18n } = useTranslation();
  if (task.fileIssues.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('bulk_ui_file_issues')} data-testid="bulk-file-issues">
      <List size="sm" spacing={2}>
        {task.fileIssues.map((issue, index) => (
          <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
            {placeText(t, issue.place)}: {i18n.exists(issue.messageKey) ? t(issue.messageKey, issue.values ?? {}) : t('bulk_ui_finding_unknown')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** One task (route /release-management/import/:taskId): progress, counts, what to fix, the releases and their findings. */
export function TaskDetailPage() {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobile();
  const taskId = Number(useParams().taskId);
  const [params, setParams] = useSearchParams();
  const { status, page } = readFilter(params);
  const limits = useQuery(limitsQuery());
  const { data, error, isPending, isPlaceholderData } = useQuery({ ...taskDetailQuery(taskId, page, status), enabled: Number.isSafeInteger(taskId) && taskId > 0 });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / ROW_PAGE_SIZE));

  const setFilter = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (!value || value === ALL) next.delete('status');
      else next.set('status', value);
      next.delete('page');
      return next;
    });
  const setPage = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(value));
      return next;
    });
  const filters = rowFilterOptions(t);

  const back = (
    <Anchor component={Link} to={BULK_IMPORT_PATH} fz="sm">
      {t('bulk_ui_back_to_import')}
    </Anchor>
  );
  if (error || !Number.isSafeInteger(taskId) || taskId <= 0) {
    return (
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="md">
          {back}
          <FormError messageKey={error ? errorMessageKey(error, i18n.exists) : 'error_not_found'} />
        </Stack>
      </Container>
    );
  }
  if (isPending) {
    return (
      <Center py={64}>
        <Loader />
      </Center>
    );
  }
  const { task, rows } = data;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          {back}
          <Group gap="sm" align="center">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="bulk-task-title">
              {taskName(task, t)}
            </Title>
            <TaskStatusBadge status={task.status} />
          </Group>
          <Text c="dimmed" fz="sm">
            {[t(methodKey(task.method)), t(`bulk_ui_target_${task.target}`), formatDateTime(task.createdAt)].join(' · ')}
          </Text>
        </Stack>

        <TaskProgress task={task} />
        {task.status === 'DELETED' && <Alert color="gray">{t('bulk_ui_deleted_notice')}</Alert>}
        <CountTiles task={task} />
        <FileIssues task={task} />
        <TaskActions key={`${task.taskId}-${task.status}`} task={task} sourceBytesMax={limits.data?.task.sourceBytesMax ?? null} />

        <Stack gap="sm">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} size="h4">
              {t('bulk_ui_rows_title')}
            </Title>
            {isPlaceholderData && <Loader size="xs" />}
          </Group>
          {isMobile ? (
            <Select aria-label={t('bulk_ui_row_filter_label')} value={status ?? ALL} onChange={setFilter} allowDeselect={false} data={filters} data-testid="bulk-row-filter" />
          ) : (
            <ScrollArea type="never">
              <SegmentedControl value={status ?? ALL} onChange={setFilter} data={filters} aria-label={t('bulk_ui_row_filter_label')} data-testid="bulk-row-filter" />
            </ScrollArea>
          )}
          {rows.length === 0 ? (
            <Card withBorder>
              <Text c="dimmed" ta="center" py="lg" data-testid="bulk-rows-empty">
                {t(task.status === 'INIT' || task.status === 'VERIFYING' ? 'bulk_ui_rows_pending' : 'bulk_ui_rows_empty')}
              </Text>
            </Card>
          ) : (
            <RowList rows={rows} />
          )}
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size={isMobile ? 'sm' : 'md'} />
            </Group>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
