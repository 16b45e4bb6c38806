import { Badge, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatDateTime, formatFileSize } from '../lib/format.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { DataTable } from './data-table.tsx';
import { ListState } from './list-state.tsx';

/** A file built in the background (a report or an analytics export), as the task lists show it. */
export interface BackgroundTask {
  id: number;
  kind: string;
  format: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** 0 to 100. */
  progress: number;
  sizeBytes: number | null;
  createdAt: string;
}

export interface TaskListTestIds {
  /** The list: `${list}-empty` when it has no tasks, `${list}-table` its table. */
  list: string;
  /** A task: `${task}-${id}` its row, `${task}-status-${id}` its status badge. */
  task: string;
  /** The line under a failed task: `${task}-${failed}-${id}`. */
  failed: string;
  /** Whether the progress bar carries `${task}-progress-${id}`. */
  progress?: boolean;
  /** A task's download link: `${download}-${id}`. */
  download: string;
  /** A task's button that asks for it again: `${again}-${id}`. */
  again: string;
}

/** Asking for a task again: the call (its variables are the task asked for), which tasks can be, and the button's label. */
export interface TaskAgain<Task> {
  mutation: { isPending: boolean; variables: Task | undefined; mutate: (task: Task) => void };
  can: (task: Task) => boolean;
  label: string;
}

const STATUS_COLORS: Record<BackgroundTask['status'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' };

/**
 * A page of background tasks, newest first: what each is (kind, format and, once built, its size), the period it
 * covers, its status and progress, when it was asked for; a finished one downloads and one may be asked for again. A
 * card a task on a phone.
 */
export function TaskList<Task extends BackgroundTask>({
  query: { data, error, isPending, isPlaceholderData },
  page,
  pageSize,
  onPage,
  headers,
  period,
  failure,
  downloadUrl,
  again,
  empty,
  testIds,
}: {
  query: { data: { tasks: readonly Task[]; total: number } | undefined; error: unknown; isPending: boolean; isPlaceholderData: boolean };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The headers of the first two columns: what the task is, and the period it covers. */
  headers: { task: string; period: string };
  period: (task: Task) => string;
  /** Why a failed task failed, in the reader's words. */
  failure: (task: Task) => string;
  /** Where a finished task downloads; null where the reader may not download it. */
  downloadUrl: ((task: Task) => string) | null;
  again: TaskAgain<Task>;
  /** Said when there are no tasks. */
  empty: string;
  testIds: TaskListTestIds;
}) {
  const { t, i18n } = useTranslation();
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const kind = (task: Task) => `${t(`rep_kind_${task.kind}`)} · ${t(`rep_format_${task.format}`)}`;
  const size = (task: Task) => (task.status === 'done' && task.sizeBytes !== null ? formatFileSize(task.sizeBytes, i18n.language) : null);
  const progress = (task: Task) => (task.status === 'done' ? 100 : task.progress);
  const status = (task: Task) => (
    <Stack gap={4} miw={120}>
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color={STATUS_COLORS[task.status]} tt="none" data-testid={`${testIds.task}-status-${task.id}`} data-status={task.status}>
          {t(`rep_status_${task.status}`)}
        </Badge>
        {(task.status === 'queued' || task.status === 'running') && (
          <Text size="xs" c="dimmed">
            {t('rep_progress', { progress: task.progress })}
          </Text>
        )}
      </Group>
      <Progress
        value={progress(task)}
        color={STATUS_COLORS[task.status]}
        size="sm"
        animated={task.status === 'running'}
        aria-label={t('rep_progress', { progress: progress(task) })}
        data-testid={testIds.progress ? `${testIds.task}-progress-${task.id}` : undefined}
      />
      {task.status === 'failed' && (
        <Text size="xs" c="red" data-testid={`${testIds.task}-${testIds.failed}-${task.id}`}>
          {failure(task)}
        </Text>
      )}
    </Stack>
  );

  const actions = (task: Task) => {
    const { isPending, variables, mutate } = again.mutation;
    return (
      <Group gap={6} wrap="nowrap" justify="flex-end">
        {task.status === 'done' && downloadUrl && (
          <Button component="a" href={downloadUrl(task)} size="xs" variant="light" data-testid={`${testIds.download}-${task.id}`}>
            {t('rep_download')}
          </Button>
        )}
        {again.can(task) && (
          <Button
            size="xs"
            variant="default"
            loading={isPending && variables?.id === task.id}
            disabled={isPending && variables?.id !== task.id}
            onClick={() => mutate(task)}
            data-testid={`${testIds.again}-${task.id}`}
          >
            {again.label}
          </Button>
        )}
      </Group>
    );
  };

  return (
    <ListState error={error} pending={isPending} isEmpty={!data || (data.tasks.length === 0 && total === 0)} empty={empty} emptyTestId={`${testIds.list}-empty`}>
      <Box style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
        <DataTable
          columns={[
            {
              key: 'task',
              header: headers.task,
              cell: (task) => (
                <>
                  <Text size="sm">{kind(task)}</Text>
                  {size(task) && (
                    <Text size="xs" c="dimmed">
                      {size(task)}
                    </Text>
                  )}
                </>
              ),
            },
            { key: 'period', header: headers.period, nowrap: true, cell: period },
            { key: 'status', header: t('rev_col_status'), cell: status },
            { key: 'created', header: t('rep_col_created'), nowrap: true, cell: (task) => formatDateTime(task.createdAt) },
            { key: 'actions', header: '', cell: actions },
          ]}
          rows={data?.tasks}
          rowKey={(task) => task.id}
          rowProps={(task) => ({ 'data-testid': `${testIds.task}-${task.id}` })}
          paging={{ page: Math.min(page, pages), total, pageSize, onPage }}
          empty={empty}
          minWidth={760}
          testId={`${testIds.list}-table`}
          renderCard={(task) => (
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Text fw={600} size="sm">
                  {kind(task)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(task.createdAt)}
                </Text>
              </Group>
              <Text size="sm">
                {period(task)}
                {size(task) && ` · ${size(task)}`}
              </Text>
              {status(task)}
              {actions(task)}
            </Stack>
          )}
        />
      </Box>
    </ListState>
  );
}
