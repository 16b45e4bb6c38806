import type { MouseEvent } from 'react';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { BatchTask } from '../api.ts';
import { methodKey } from '../labels.ts';
import { taskPath } from '../paths.ts';
import { TaskProgress, TaskStatusBadge } from './task-status.tsx';

export const taskName = (task: BatchTask, t: (key: string, vars?: Record<string, unknown>) => string) => task.name || t('bulk_ui_task_untitled', { id: task.taskId });

/** "3 releases · 2 passed · 1 to fix · 0 imported" */
function Counts({ task }: { task: BatchTask }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const { releases, tracks, passed, rejected, imported, failed } = task.counts;
  return (
    <Text fz="sm" data-testid="bulk-task-counts">
      {[
        t('bulk_ui_count_releases', { number: n(releases) }),
        t('bulk_ui_count_tracks', { number: n(tracks) }),
        t('bulk_ui_count_passed', { number: n(passed) }),
        rejected > 0 ? t('bulk_ui_count_rejected', { number: n(rejected) }) : null,
        imported > 0 ? t('bulk_ui_count_imported', { number: n(imported) }) : null,
        failed > 0 ? t('bulk_ui_count_failed', { number: n(failed) }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
}

/** Keeps a click on the task's own link from opening it a second time through its row. */
const alone = (event: MouseEvent) => event.stopPropagation();

/** The account's tasks: a row per task (the whole row opens it), and on a phone a card per task. */
export function TaskTable({ tasks }: { tasks: BatchTask[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: DataColumn<BatchTask>[] = [
    {
      key: 'task',
      header: t('bulk_ui_col_task'),
      cell: (task) => (
        <Anchor component={Link} to={taskPath(task.taskId)} fw={500} onClick={alone} data-testid="bulk-task-open">
          {taskName(task, t)}
        </Anchor>
      ),
    },
    { key: 'method', header: t('bulk_ui_col_method'), cell: (task) => t(methodKey(task.method)) },
    {
      key: 'status',
      header: t('bulk_ui_col_status'),
      cell: (task) => (
        <Stack gap={6} miw={140}>
          <TaskStatusBadge status={task.status} />
          <TaskProgress task={task} />
        </Stack>
      ),
    },
    { key: 'counts', header: t('bulk_ui_col_counts'), cell: (task) => <Counts task={task} /> },
    { key: 'created', header: t('bulk_ui_col_created'), nowrap: true, cell: (task) => formatDateTime(task.createdAt) },
  ];
  return (
    <DataTable
      testId="bulk-task-list"
      verticalSpacing="sm"
      columns={columns}
      rows={tasks}
      rowKey={(task) => task.taskId}
      rowProps={(task) => ({ 'data-testid': `bulk-task-${task.taskId}` })}
      onRowClick={(task) => navigate(taskPath(task.taskId))}
      renderCard={(task) => <TaskCard task={task} />}
    />
  );
}

/** A task on a phone: its name and state, how and when it was started, its counts and progress. */
function TaskCard({ task }: { task: BatchTask }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component={Link} to={taskPath(task.taskId)} fw={600} c="var(--mantine-color-text)" truncate="end" onClick={alone} data-testid="bulk-task-open">
          {taskName(task, t)}
        </Anchor>
        <TaskStatusBadge status={task.status} />
      </Group>
      <Text fz="xs" c="dimmed">
        {t(methodKey(task.method))} · {formatDateTime(task.createdAt)}
      </Text>
      <Counts task={task} />
      <TaskProgress task={task} />
    </Stack>
  );
}

/** The same list where the page has picked a phone: the cards, inset from the card that holds them. */
export function TaskCards({ tasks }: { tasks: BatchTask[] }) {
  return (
    <Box p="sm">
      <TaskTable tasks={tasks} />
    </Box>
  );
}
