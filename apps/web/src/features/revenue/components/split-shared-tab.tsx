import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type DataPaging } from '../../../components/data-table.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/money.ts';
import { answerInvite, refreshSplits, sharedSongsQuery, SPLIT_CURRENCY, SPLIT_PAGE_SIZE, type InviteeSong } from '../split-api.ts';
import { isLiveSplit, isOpenInvite } from '../split-form-model.ts';
import { InviteStatusBadge } from './split-badges.tsx';
import { FormError } from '../../../components/form-error.tsx';

const SEARCH_DELAY_MS = 300;

/** "Shared with me": songs the signed-in person is invited to share, 20 a page, searchable; open invitations can be answered. */
export function SplitSharedTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<InviteeSong | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [answered, setAnswered] = useState<InviteeSong | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const { data, error, isPending, isPlaceholderData } = useQuery(sharedSongsQuery(search, page));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / SPLIT_PAGE_SIZE));

  const answer = useMutation({
    mutationFn: ({ inviteId, action }: { inviteId: number; action: 'accept' | 'decline' }) => answerInvite(inviteId, action),
    onMutate: () => {
      setFailure(null);
      setAnswered(null);
    },
    onSuccess: async (song) => {
      setDeclining(null);
      setAnswered(song);
      await refreshSplits(client);
    },
    onError: (problem) => {
      setDeclining(null);
      setFailure(errorMessageKey(problem, known));
    },
  });
  const busy = (inviteId: number, action: 'accept' | 'decline') => answer.isPending && answer.variables?.inviteId === inviteId && answer.variables.action === action;
  const money = (amount: string) => formatMoney(amount, SPLIT_CURRENCY, language);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('split_ui_shared_hint')}
      </Text>
      <TextInput
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder={t('split_ui_search')}
        aria-label={t('split_ui_search')}
        maxLength={100}
        maw={420}
        data-testid="split-shared-search"
      />
      {answered && (
        <Alert color="teal" variant="light" withCloseButton onClose={() => setAnswered(null)} closeButtonLabel={t('rev_close')} data-testid="split-shared-done">
          {answered.status === 'ACCEPTED' ? t('split_ui_accepted_row', { song: answered.songTitle, amount: money(answered.earned) }) : t('split_ui_declined_row', { song: answered.songTitle })}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" withCloseButton onClose={() => setFailure(null)} closeButtonLabel={t('rev_close')} data-testid="split-shared-error">
          {t(failure)}
        </Alert>
      )}
      {error ? (
        <FormError error={error} />
      ) : isPending ? (
        <Center py={32}>
          <Loader size="sm" />
        </Center>
      ) : data.songs.length === 0 && data.total === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="split-shared-empty">
          {search ? t('split_ui_shared_none_found') : t('split_ui_shared_empty')}
        </Text>
      ) : (
        <SharedList
          songs={data.songs}
          dimmed={isPlaceholderData}
          paging={{ page: Math.min(page, pages), total: data.total, pageSize: SPLIT_PAGE_SIZE, onPage: setPage }}
          empty={search ? t('split_ui_shared_none_found') : t('split_ui_shared_empty')}
          actions={(song) => (
            <Group gap={6} wrap="nowrap" justify="flex-end">
              <Button
                size="xs"
                loading={busy(song.inviteId, 'accept')}
                disabled={answer.isPending && !busy(song.inviteId, 'accept')}
                onClick={() => answer.mutate({ inviteId: song.inviteId, action: 'accept' })}
                data-testid={`split-accept-${song.inviteId}`}
              >
                {t('split_ui_accept')}
              </Button>
              <Button size="xs" variant="default" disabled={answer.isPending} onClick={() => setDeclining(song)} data-testid={`split-decline-${song.inviteId}`}>
                {t('split_ui_decline')}
              </Button>
            </Group>
          )}
        />
      )}

      <Modal opened={declining !== null} onClose={() => !answer.isPending && setDeclining(null)} title={t('split_ui_decline_title')} centered data-testid="split-decline-modal">
        {declining && (
          <Stack gap="sm">
            <Text size="sm">{t('split_ui_decline_body', { song: declining.songTitle, amount: money(declining.earned) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(null)} disabled={answer.isPending} data-testid="split-decline-dismiss">
                {t('action_cancel')}
              </Button>
              <Button color="red" loading={busy(declining.inviteId, 'decline')} onClick={() => answer.mutate({ inviteId: declining.inviteId, action: 'decline' })} data-testid="split-decline-confirm">
                {t('split_ui_decline')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

const isAnswerable = (song: InviteeSong) => isOpenInvite(song.status) && isLiveSplit(song.splitStatus);

/** The invitations as a table, or as cards on a phone (the answer buttons stay in reach without scrolling sideways). */
function SharedList({ songs, dimmed, paging, empty, actions }: { songs: readonly InviteeSong[]; dimmed: boolean; paging: DataPaging; empty: string; actions: (song: InviteeSong) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const money = (amount: string) => formatMoney(amount, SPLIT_CURRENCY, i18n.language);
  const earned = (song: InviteeSong) => (
    <>
      <span data-testid={`split-shared-earned-${song.inviteId}`}>{money(song.earned)}</span>
      {isAnswerable(song) && (
        <Text size="xs" c="dimmed">
          {t('split_ui_held')}
        </Text>
      )}
    </>
  );
  const status = (song: InviteeSong) => (
    <>
      <InviteStatusBadge status={song.status} testId={`split-shared-status-${song.inviteId}`} />
      {song.status === 'ACCEPTED' && !isLiveSplit(song.splitStatus) && (
        <Text size="xs" c="dimmed" mt={4}>
          {t(`split_ui_status_${song.splitStatus}`)}
        </Text>
      )}
    </>
  );
  const share = (song: InviteeSong) => t('split_ui_percent', { share: song.share });

  const wrap = (text: ReactNode) => <span style={{ overflowWrap: 'anywhere' }}>{text}</span>;

  return (
    <Box style={{ opacity: dimmed ? 0.6 : 1 }} data-testid={mobile ? 'split-shared-cards' : undefined}>
      <DataTable
        columns={[
          {
            key: 'song',
            header: t('split_ui_col_song'),
            cell: (song) => (
              <Text span inherit fw={500} style={{ overflowWrap: 'anywhere' }}>
                {song.songTitle}
              </Text>
            ),
          },
          { key: 'release', header: t('split_ui_col_release'), cell: (song) => wrap(song.albumTitle) },
          { key: 'owner', header: t('split_ui_col_owner'), cell: (song) => wrap(song.ownerName ?? '—') },
          { key: 'share', header: t('split_ui_col_share'), align: 'end', nowrap: true, cell: share },
          { key: 'earned', header: t('split_ui_col_earned'), align: 'end', nowrap: true, cell: earned },
          { key: 'status', header: t('rev_col_status'), cell: status },
          { key: 'actions', header: '', cell: (song) => isAnswerable(song) && actions(song) },
        ]}
        rows={songs}
        rowKey={(song) => song.inviteId}
        rowProps={(song) => ({ 'data-testid': `split-shared-${song.inviteId}` })}
        paging={paging}
        empty={empty}
        minWidth={760}
        testId="split-shared-table"
        renderCard={(song) => (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {song.songTitle}
              </Text>
              <div>{status(song)}</div>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {song.ownerName ? t('split_ui_release_by', { release: song.albumTitle, owner: song.ownerName }) : song.albumTitle}
            </Text>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('split_ui_col_share')}
                </Text>
                <Text size="sm" fw={600}>
                  {share(song)}
                </Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text size="xs" c="dimmed">
                  {t('split_ui_col_earned')}
                </Text>
                <Text size="sm" fw={600} ta="end" component="div">
                  {earned(song)}
                </Text>
              </Stack>
            </Group>
            {isAnswerable(song) && actions(song)}
          </Stack>
        )}
      />
    </Box>
  );
}
