import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { videoTasksQuery } from '../api.ts';
import { TaskStateBadge, VideoTaskPanel } from './video-task-panel.tsx';

/** Tasks a page of the list holds (the server's pages). */
const PAGE_SIZE = 10;

/** The account's video tasks with their states; one opens below the table with its player. */
export function TaskList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const tasks = useQuery({ ...videoTasksQuery(page), refetchInterval: (q) => (q.state.data?.items.some((i) => i.state === 'Init' || i.state === 'Processing') ? 2000 : false) });
  return (
    <Stack gap="md">
      <DataTable
        testId="mv-task-list"
        minWidth={520}
        rows={tasks.data?.items}
        rowKey={(item) => item.taskId}
        empty={t('mv_tasks_empty')}
        paging={{ page, total: tasks.data?.total ?? 0, pageSize: PAGE_SIZE, onPage: setPage }}
        columns={[
          { key: 'song', header: t('mv_task_song'), cell: (item) => item.songTitle },
          { key: 'kind', header: t('mv_task_kind'), cell: (item) => t(`mv_task_kind_${item.kind}`) },
          {
            key: 'state',
            header: t('mv_task_state'),
            cell: (item) => (
              <Group gap={6}>
                <TaskStateBadge state={item.state} />
                {item.state === 'Processing' && <Text size="xs">{item.progress}%</Text>}
              </Group>
            ),
          },
          { key: 'created', header: t('mv_task_created'), nowrap: true, cell: (item) => formatDateTime(item.createdAt) },
          {
            key: 'open',
            header: '',
            cell: (item) => (
              <Button size="xs" variant="subtle" onClick={() => setOpen(open === item.taskId ? null : item.taskId)}>
                {t(open === item.taskId ? 'mv_task_close' : 'mv_task_open')}
              </Button>
            ),
          },
        ]}
      />
      {open !== null && <VideoTaskPanel key={open} taskId={open} />}
    </Stack>
  );
}
