import { Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { videoTasksQuery } from '../api.ts';
import { TaskStateBadge, VideoTaskPanel } from './video-task-panel.tsx';

/** The account's video tasks with their states; one opens below the table with its player. */
export function TaskList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const tasks = useQuery({ ...videoTasksQuery(page), refetchInterval: (q) => (q.state.data?.items.some((i) => i.state === 'Init' || i.state === 'Processing') ? 2000 : false) });
  const items = tasks.data?.items ?? [];
  if (tasks.isSuccess && items.length === 0) return <Text c="dimmed">{t('mv_tasks_empty')}</Text>;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={520}>
        <Table data-testid="mv-task-list" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mv_task_song')}</Table.Th>
              <Table.Th>{t('mv_task_kind')}</Table.Th>
              <Table.Th>{t('mv_task_state')}</Table.Th>
              <Table.Th>{t('mv_task_created')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.taskId}>
                <Table.Td>{item.songTitle}</Table.Td>
                <Table.Td>{t(`mv_task_kind_${item.kind}`)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <TaskStateBadge state={item.state} />
                    {item.state === 'Processing' && <Text size="xs">{item.progress}%</Text>}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" onClick={() => setOpen(open === item.taskId ? null : item.taskId)}>
                    {t(open === item.taskId ? 'mv_task_close' : 'mv_task_open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(tasks.data?.total ?? 0) > 10 && <Pagination value={page} onChange={setPage} total={Math.ceil((tasks.data?.total ?? 0) / 10)} />}
      {open !== null && <VideoTaskPanel key={open} taskId={open} />}
    </Stack>
  );
}
