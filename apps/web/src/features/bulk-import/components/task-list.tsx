import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
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

export function TaskTable({ tasks }: { tasks: BatchTask[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="bulk-task-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bulk_ui_col_task')}</Table.Th>
          <Table.Th>{t('bulk_ui_col_method')}</Table.Th>
          <Table.Th>{t('bulk_ui_col_status')}</Table.Th>
          <Table.Th>{t('bulk_ui_col_counts')}</Table.Th>
          <Table.Th>{t('bulk_ui_col_created')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tasks.map((task) => (
          <Table.Tr key={task.taskId} data-testid={`bulk-task-${task.taskId}`}>
            <Table.Td>
              <Anchor component={Link} to={taskPath(task.taskId)} fw={500} data-testid="bulk-task-open">
                {taskName(task, t)}
              </Anchor>
            </Table.Td>
            <Table.Td>{t(methodKey(task.method))}</Table.Td>
            <Table.Td>
              <Stack gap={6} miw={140}>
                <TaskStatusBadge status={task.status} />
                <TaskProgress task={task} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Counts task={task} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(task.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function TaskCards({ tasks }: { tasks: BatchTask[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" p="sm" data-testid="bulk-task-list">
      {tasks.map((task) => (
        <Card key={task.taskId} withBorder padding="sm" component={Link} to={taskPath(task.taskId)} data-testid={`bulk-task-${task.taskId}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate="end" data-testid="bulk-task-open">
                {taskName(task, t)}
              </Text>
              <TaskStatusBadge status={task.status} />
            </Group>
            <Text fz="xs" c="dimmed">
              {t(methodKey(task.method))} · {formatDateTime(task.createdAt)}
            </Text>
            <Counts task={task} />
            <TaskProgress task={task} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
