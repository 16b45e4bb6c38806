import { useState } from 'react';
import { Card, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { limitsQuery, TASK_PAGE_SIZE, taskListQuery } from '../api.ts';
import { NewTaskCard } from '../components/new-task-card.tsx';
import { TaskCards, TaskTable } from '../components/task-list.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** Bulk import (route /release-management/import): start a task, and follow the account's tasks. */
export function BulkImportPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const limits = useQuery(limitsQuery());
  const { data, error, isPending } = useQuery(taskListQuery(page));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / TASK_PAGE_SIZE));

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeading back={{ to: '/release-management', label: t('rf_back_to_releases') }} title={t('bulk_ui_title')} subtitle={t('bulk_ui_subtitle')} />

        <NewTaskCard sourceBytesMax={limits.data?.task.sourceBytesMax ?? null} />

        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('bulk_ui_tasks_title')}
          </Title>
          <Card withBorder padding={0}>
            {error ? (
              <FormError error={error} m="sm" />
            ) : isPending ? (
              <Center py={48}>
                <Loader />
              </Center>
            ) : data.tasks.length === 0 ? (
              <Text c="dimmed" ta="center" py={40} px="md" data-testid="bulk-tasks-empty">
                {t('bulk_ui_tasks_empty')}
              </Text>
            ) : isMobile ? (
              <TaskCards tasks={data.tasks} />
            ) : (
              <TaskTable tasks={data.tasks} />
            )}
          </Card>
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
