import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Card, Container, Group, Loader, Modal, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PUBLISHING_LIMITS } from '@portal/domain/publishing/limits';
import { CoverArt } from '../../../components/cover-art.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isrcAlreadyRegistered, searchSongs, type PublishingSong } from '../api.ts';
import { inPublishingArea } from '../components/publishing-area.tsx';
import { faqQuestions, publishingPaths } from '../paths.ts';

/** Calls `onVisible` whenever the returned element scrolls into view (the infinite list's sentinel). */
function useSentinel(onVisible: () => void) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

function SongOption({ song }: { song: PublishingSong }) {
  const { t } = useTranslation();
  const code = song.iswc || song.isrc || '—';
  return (
    <Radio.Card value={String(song.songId)} radius="md" p="sm" data-testid={`publishing-song-${song.songId}`}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Radio.Indicator />
        <CoverArt src={song.albumCoverUrls.small} alt="" size={48} radius={6} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} lineClamp={1} data-testid="publishing-song-title">
            {song.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {song.displayArtistList.join(', ')}
          </Text>
          <Group gap="md" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('pubw_uploaded_at', { time: formatDateTime(song.createTime) })}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {song.iswc ? t('pubw_iswc_value', { code }) : song.isrc ? t('pubw_isrc_value', { code }) : code}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/** Track search (document 2 section 2): the account's eligible tracks by title, 100 at a time, one to register. */
function TrackSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const [value, setValue] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [duplicate, setDuplicate] = useState<string | null>(null);

  const songs = useInfiniteQuery({
    queryKey: [...SESSION_KEY, 'publishing', 'search', value],
    queryFn: ({ pageParam, signal }) => searchSongs(value, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.songList.length, 0);
      return last.songList.length === PUBLISHING_LIMITS.searchBatch && loaded < last.total ? loaded : undefined;
    },
    staleTime: 0,
  });
  const list = songs.data?.pages.flatMap((page) => page.songList) ?? [];
  const sentinel = useSentinel(() => {
    if (songs.hasNextPage && !songs.isFetchingNextPage) void songs.fetchNextPage();
  });
  const chosen = list.find((song) => String(song.songId) === selected) ?? null;

  const next = async () => {
    if (!chosen) return;
    if (chosen.isrc) {
      setChecking(true);
      // A failing check does not block the user (document 2 section 2).
      const taken = await isrcAlreadyRegistered(chosen.isrc).catch(() => false);
      setChecking(false);
      if (taken) {
        setDuplicate(chosen.isrc);
        return;
      }
    }
    navigate(publishingPaths.splits(chosen.songId));
  };

  const empty = !songs.isPending && list.length === 0;

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }} pb={120} data-testid="publishing-track-search">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('pubw_search_title')}
          </Title>
          <Text c="dimmed">{t('pubw_search_subtitle')}</Text>
        </Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSelected(null);
            setValue(draft.trim());
          }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('pubw_search_label')}
              placeholder={t('pubw_search_placeholder')}
              value={draft}
              maxLength={200}
              onChange={(event) => setDraft(event.currentTarget.value)}
              data-testid="publishing-search-input"
            />
            <Button type="submit" variant="light" data-testid="publishing-search-submit">
              {t('pubw_search_button')}
            </Button>
          </Group>
        </form>

        {songs.isPending && (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        )}
        {songs.isError && <Text c="red">{t('pubw_load_failed')}</Text>}
        {empty && !songs.isError && (
          <Card withBorder padding="xl" radius="md" ta="center" data-testid="publishing-search-empty">
            <Stack align="center" gap="xs">
              <Text fw={600}>{t(value ? 'pubw_search_no_match' : 'pubw_search_no_eligible')}</Text>
              <Anchor component={Link} to={publishingPaths.faqQuestion(faqQuestions.eligibleTracks)} size="sm">
                {t('pubw_search_which_eligible')}
              </Anchor>
            </Stack>
          </Card>
        )}
        {list.length > 0 && (
          <Radio.Group value={selected} onChange={setSelected} aria-label={t('pubw_search_title')}>
            <Stack gap="xs" data-testid="publishing-song-list">
              {list.map((song) => (
                <SongOption key={song.songId} song={song} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <div ref={sentinel} />
        {songs.isFetchingNextPage && (
          <Group justify="center">
            <Loader size="sm" />
          </Group>
        )}
      </Stack>
      <Card withBorder shadow="sm" radius={0} padding="sm" style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 100 }}>
        <Container size="md" w="100%">
          {/* Both on the left: the shell's floating contact-us button sits at the bottom right. */}
          <Group justify="flex-start" gap="sm">
            <Button variant="default" component={Link} to={publishingPaths.tracks}>
              {t('pubw_back')}
            </Button>
            <Button disabled={!chosen} loading={checking} onClick={() => void next()} data-testid="publishing-search-next">
              {t('pubw_next')}
            </Button>
          </Group>
        </Container>
      </Card>
      <Modal opened={duplicate !== null} onClose={() => setDuplicate(null)} title={t('pubw_duplicate_isrc_title')} centered data-testid="publishing-duplicate-isrc">
        <Stack gap="md">
          <Text size="sm">{t('pubw_duplicate_isrc_body', { isrc: duplicate ?? '' })}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setDuplicate(null)}>{t('pubw_close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

export const PublishingTrackSearchPage = inPublishingArea(TrackSearch);
