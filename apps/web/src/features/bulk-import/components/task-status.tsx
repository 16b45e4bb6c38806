import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { BatchTaskStatus } from '@portal/domain/bulk-import/model';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isRunning, type BatchTask } from '../api.ts';
import { TASK_STATUS_COLORS, taskStatusKey } from '../labels.ts';

export function TaskStatusBadge({ status }: { status: BatchTaskStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={TASK_STATUS_COLORS[status]} variant="light" data-testid="bulk-task-status" data-status={status} style={{ textTransform: 'none' }}>
      {t(taskStatusKey(status))}
    </Badge>
  );
}

/** The running job's progress: "Verifying: 12 of 40 releases" with a bar; nothing once the job has ended. */
export function TaskProgress({ task }: { task: BatchTask }) {
  const { t } = useTranslation();
  if (!isRunning(task.status)) return null;
  const { done, total } = task.progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const key = task.status === 'IMPORTING' ? 'bulk_ui_progress_importing' : total > 0 ? 'bulk_ui_progress_verifying' : 'bulk_ui_progress_reading';
  return (
    <Stack gap={4} data-testid="bulk-task-progress">
      <Text fz="xs" c="dimmed">
        {t(key, { done, total })}
      </Text>
      <Progress value={Math.max(3, percent)} animated aria-label={t(key, { done, total })} />
    </Stack>
  );
}
