import { useEffect, useRef, useState } from 'react';
import { Button, Card, Center, Container, Group, Loader, Pagination, ScrollArea, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { albumListQuery } from '../api.ts';
import { ReleaseCards, ReleaseTable } from '../components/release-list.tsx';
import { readListParams, withListParam } from '../release-labels.ts';
import { SurveyBanner } from '../../../components/survey-banner.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { statusFilterOptions } from '../../../lib/release-status-labels.ts';

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/** Music management (route /release-management): the account's releases by status, with title search and paging. */
export function ReleaseManagementPage() {
  return (
    <PermissionGuard resource="Release" action="View">
      <ReleaseManagement />
    </PermissionGuard>
  );
}

function ReleaseManagement() {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { status, search, page } = readListParams(params);
  const [typed, setTyped] = useState(search);
  const { data, error, isPending, isPlaceholderData } = useQuery(albumListQuery({ status, search }, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  const pushed = useRef(search);

  // The search waits until typing pauses; it replaces the history entry so Back leaves the page, not the letters.
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => {
      pushed.current = wanted;
      setParams((current) => withListParam(current, 'q', wanted), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);
  // Back and forward change the URL under the field; our own change must not undo what was typed since.
  useEffect(() => {
    if (search !== pushed.current) setTyped(search);
    pushed.current = search;
  }, [search]);
  // A page past the end (the list shrank) shows the last one.
  useEffect(() => {
    if (data && !isPlaceholderData && page > pages) setParams((current) => withListParam(current, 'page', String(pages)), { replace: true });
  }, [data, isPlaceholderData, page, pages, setParams]);

  const setStatus = (value: string | null) => setParams((current) => withListParam(current, 'status', value ?? 'all'));
  const filterOptions = statusFilterOptions(t, data?.counts);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <SurveyBanner page="release-management" />
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('releases_title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('releases_subtitle')}
          </Text>
        </Stack>
        {can('Release', 'Edit') && (
          <Group gap="sm">
            <Button component={Link} to="/release-management/import" variant="default" data-testid="release-bulk-import">
              {t('bulk_ui_entry')}
            </Button>
            <Button component={Link} to="/release/new" data-testid="release-create">
              {t('releases_create')}
            </Button>
          </Group>
        )}
      </Group>

      <Card withBorder padding={0}>
        <Stack gap={0}>
          {isMobile ? (
            <Select m="sm" mb={0} aria-label={t('releases_filter_label')} value={status} onChange={setStatus} allowDeselect={false} data={filterOptions} data-testid="release-status-filter" />
          ) : (
            <ScrollArea type="never">
              <Tabs value={status} onChange={setStatus} data-testid="release-status-filter">
                <Tabs.List style={{ flexWrap: 'nowrap' }}>
                  {filterOptions.map((option) => (
                    <Tabs.Tab key={option.value} value={option.value} data-testid={`release-filter-${option.value}`} style={{ whiteSpace: 'nowrap' }}>
                      {option.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Tabs>
            </ScrollArea>
          )}
          <TextInput
            m="sm"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            placeholder={t('releases_search_placeholder')}
            aria-label={t('releases_search_placeholder')}
            maxLength={200}
            rightSection={isPlaceholderData ? <Loader size={14} /> : null}
            data-testid="release-search"
          />
          {error ? (
            <FormError error={error} m="sm" />
          ) : isPending ? (
            <Center py={48}>
              <Loader />
            </Center>
          ) : data.albums.length === 0 ? (
            <Stack align="center" gap="sm" py={48} data-testid="release-empty">
              <Text c="dimmed">{t('releases_empty')}</Text>
              {status === 'all' && !search && can('Release', 'Edit') && (
                <Button component={Link} to="/release/new" variant="light">
                  {t('releases_create')}
                </Button>
              )}
            </Stack>
          ) : isMobile ? (
            <ReleaseCards albums={data.albums} canEdit={can('Release', 'Edit')} />
          ) : (
            <ReleaseTable albums={data.albums} canEdit={can('Release', 'Edit')} />
          )}
        </Stack>
      </Card>

      {pages > 1 && (
        <Group justify="center" mt="lg">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(value) => setParams((current) => withListParam(current, 'page', String(value)))}
            size={isMobile ? 'sm' : 'md'}
            data-testid="release-pagination"
          />
        </Group>
      )}
    </Container>
  );
}
