import { useEffect, useState, type MouseEvent } from 'react';
import { Alert, Badge, Box, Button, Card, Container, Group, Pagination, SegmentedControl, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { noticeCategoryKey } from '@portal/domain/notices';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterRead, noticesQuery, readNotices, type Notice } from '../api.ts';
import { noticeCategories, readNoticeParams, withNoticeParam } from '../notice-filters.ts';
import { FormError } from '../../../components/form-error.tsx';

const PAGE_SIZE = 10;

/** Internal links stay in the app; other links open in a new tab, and only http(s) ones are shown. */
const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

/**
 * The caller's notices (route /notice). Category, read filter and page live in the URL, so the split banner's
 * /notice?isRead=0 opens the unread ones. Marking read also updates the header's unread count.
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { category, isRead, page } = readNoticeParams(params);
  const { data, isPending, error } = useQuery(noticesQuery({ category, isRead }, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  const [marking, setMarking] = useState<Set<number>>(() => new Set());
  const [markingAll, setMarkingAll] = useState(false);
  const [markError, setMarkError] = useState<unknown>(null);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  // Marking read under "Unread" shortens the list; stay on a page that still has notices.
  useEffect(() => {
    if (data && page > pages) setParams(withNoticeParam(params, 'page', String(pages)), { replace: true });
  }, [data, page, pages, params, setParams]);

  const setFilter = (name: 'category' | 'isRead' | 'page', value: string | undefined) => setParams(withNoticeParam(params, name, value));
  const unreadIn = (value: number | undefined) => (value === undefined ? (data?.unreadCount ?? 0) : (data?.unreadByCategory[String(value)] ?? 0));
  const unreadHere = unreadIn(category);

  const markRead = async (notice: Notice) => {
    if (notice.isRead || marking.has(notice.id)) return;
    setMarking((old) => new Set(old).add(notice.id));
    setMarkError(null);
    try {
      const answer = await readNotices({ ids: [notice.id] });
      await afterRead(client, answer.unreadCount);
    } catch (failure) {
      setMarkError(failure);
    } finally {
      setMarking((old) => {
        const next = new Set(old);
        next.delete(notice.id);
        return next;
      });
    }
  };

  const markAll = async () => {
    setMarkingAll(true);
    setMarkError(null);
    try {
      const answer = await readNotices(category === undefined ? { all: true } : { all: true, category });
      await afterRead(client, answer.unreadCount);
    } catch (failure) {
      setMarkError(failure);
    } finally {
      setMarkingAll(false);
    }
  };

  const notices = data?.noticeList ?? [];

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('nav_notices')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="notice-unread-count">
            {t('notice_unread_count', { unread: data?.unreadCount ?? 0 })}
          </Text>
        </Stack>
        <Button variant="light" onClick={() => void markAll()} loading={markingAll} disabled={unreadHere === 0} data-testid="notice-mark-all">
          {t('notice_mark_all')}
        </Button>
      </Group>

      <Stack gap="sm" mb="lg">
        <Group gap={6} role="group" aria-label={t('notice_filter_category_label')} data-testid="notice-filter-category">
          {[undefined, ...noticeCategories].map((value) => {
            const active = value === category;
            const unread = unreadIn(value);
            return (
              <Button
                key={value ?? 'all'}
                size="compact-sm"
                radius="xl"
                variant={active ? 'filled' : 'default'}
                aria-pressed={active}
                onClick={() => setFilter('category', value === undefined ? undefined : String(value))}
                rightSection={
                  unread > 0 ? (
                    <Badge size="xs" circle={unread < 10} color={active ? 'gray' : 'red'} variant={active ? 'white' : 'filled'}>
                      {unread > 99 ? '99+' : unread}
                    </Badge>
                  ) : undefined
                }
                data-testid={`notice-filter-category-${value ?? 'all'}`}
              >
                {value === undefined ? t('notice_filter_all') : t(noticeCategoryKey(value))}
              </Button>
            );
          })}
        </Group>
        <SegmentedControl
          value={isRead ?? 'all'}
          onChange={(value) => setFilter('isRead', value === 'all' ? undefined : value)}
          data={[
            { value: 'all', label: t('notice_filter_all') },
            { value: '0', label: t('notice_filter_unread') },
            { value: '1', label: t('notice_filter_read') },
          ]}
          aria-label={t('notice_filter_read_label')}
          style={{ alignSelf: 'flex-start' }}
          data-testid="notice-filter-read"
        />
      </Stack>

      {markError !== null && (
        <Alert color="red" variant="light" mb="md" withCloseButton onClose={() => setMarkError(null)} data-testid="notice-error">
          {t(errorMessageKey(markError))}
        </Alert>
      )}

      <Card withBorder padding={0} data-testid="notice-list">
        {error ? (
          <FormError error={error} m="md" />
        ) : !isPending && notices.length === 0 ? (
          <Text c="dimmed" ta="center" px="md" py={48} data-testid="notice-empty">
            {t(isRead === '0' ? 'notice_empty_unread' : 'notice_empty')}
          </Text>
        ) : (
          notices.map((notice, index) => <NoticeItem key={notice.id} notice={notice} first={index === 0} busy={marking.has(notice.id)} onRead={() => void markRead(notice)} />)
        )}
      </Card>

      {pages > 1 && (
        <Group justify="center" mt="lg">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={(value) => setFilter('page', String(value))} data-testid="notice-pagination" />
        </Group>
      )}
    </Container>
  );
}

function NoticeItem({ notice, first, busy, onRead }: { notice: Notice; first: boolean; busy: boolean; onRead: () => void }) {
  const { t } = useTranslation();
  const unread = !notice.isRead;
  const link = notice.link && (isInternal(notice.link) || isWebLink(notice.link)) ? notice.link : null;

  return (
    <Box
      p="md"
      onClick={unread ? onRead : undefined}
      style={{
        borderTop: first ? undefined : '1px solid var(--mantine-color-default-border)',
        background: unread ? 'var(--mantine-color-brand-light)' : undefined,
        cursor: unread ? 'pointer' : undefined,
        opacity: busy ? 0.7 : undefined,
      }}
      data-testid="notice-item"
      data-notice-id={notice.id}
      data-read={notice.isRead ? 'true' : 'false'}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box mt={7} w={8} h={8} style={{ flex: 'none', borderRadius: 8, background: unread ? 'var(--mantine-color-red-6)' : 'transparent' }} data-testid={unread ? 'notice-unread-dot' : undefined} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap={4}>
            {unread ? (
              // The whole row reacts to a click; this button gives keyboard users the same way to mark it read.
              <UnstyledButton
                onClick={(e: MouseEvent) => {
                  e.stopPropagation();
                  onRead();
                }}
                ta="start"
                style={{ minWidth: 0 }}
                data-testid="notice-title"
              >
                <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {notice.title}
                </Text>
                <VisuallyHidden>{t('notice_filter_unread')}</VisuallyHidden>
              </UnstyledButton>
            ) : (
              <Text fw={500} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="notice-title">
                {notice.title}
              </Text>
            )}
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="notice-time">
              {formatDateTime(notice.createdAt)}
            </Text>
          </Group>
          <Text size="sm" c={unread ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {notice.content}
          </Text>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Badge variant="light" color="gray" tt="none" size="sm">
              {t(noticeCategoryKey(notice.category))}
            </Badge>
            {link &&
              (isInternal(link) ? (
                <Button component={Link} to={link} size="compact-sm" variant="light" data-testid="notice-link">
                  {t('notice_open_link')}
                </Button>
              ) : (
                <Button component="a" href={link} target="_blank" rel="noopener noreferrer" size="compact-sm" variant="light" data-testid="notice-link">
                  {t('notice_open_link')}
                </Button>
              ))}
          </Group>
        </Stack>
      </Group>
    </Box>
  );
}
