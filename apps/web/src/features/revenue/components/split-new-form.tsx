import { useMemo, useRef, useState } from 'react';
import { Badge, Button, Card, Center, Checkbox, CloseButton, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_COLLABORATORS } from '@portal/domain/money/splits';
import { isApiError } from '../../../lib/api-client.ts';
import { useAbilities } from '../../../lib/abilities.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { monthFromNow } from '../../../lib/money.ts';
import { albumSongSplitsQuery, createSplits, refreshSplits, releaseTracksQuery, useAcceptedReleases, type SongSplit } from '../split-api.ts';
import {
  copySongDraft,
  createBody,
  createIssues,
  emptySongDraft,
  formatBp,
  isLiveSplit,
  newRow,
  ownerKeepsBp,
  serverFieldErrors,
  songErrors,
  type FieldErrors,
  type SongDraft,
} from '../split-form-model.ts';
import { FormError } from '../../../components/form-error.tsx';
import { SplitSongFinder } from './split-song-finder.tsx';

interface Track {
  songId: number;
  title: string;
}

/**
 * A new split (RoyaltySplit Edit): one of the account's accepted releases, some of its songs, and for each song the
 * collaborators by e-mail with their shares (the owner keeps the rest), an optional recoup and the first month.
 */
export function SplitNewForm({ onCreated, onCancel }: { onCreated: (songs: number) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const { user, isOwner, can } = useAbilities();
  const [albumId, setAlbumId] = useState<number | null>(null);
  const [effectiveFrom, setEffectiveFrom] = useState(() => monthFromNow(0));
  const [selected, setSelected] = useState<number[]>([]);
  const [drafts, setDrafts] = useState<Record<number, SongDraft>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);

  const releases = useAcceptedReleases();
  const detail = useQuery({ ...releaseTracksQuery(albumId ?? 0), enabled: albumId !== null });
  // Songs that already have a live split cannot get a second one; shown, not offered (needs View, which Edit implies in practice).
  const existing = useQuery({ ...albumSongSplitsQuery(albumId ?? 0), enabled: albumId !== null && can('RoyaltySplit', 'View'), retry: false });

  const tracks = useMemo<Track[]>(
    () => (detail.data?.tracks ?? []).flatMap((track) => (track.songId === null ? [] : [{ songId: track.songId, title: track.title || track.englishTitle || '' }])),
    [detail.data],
  );
  const liveSplit = useMemo(() => {
    const live = new Map<number, SongSplit>();
    for (const split of existing.data?.splits ?? []) if (isLiveSplit(split.status)) live.set(split.songId, split);
    return live;
  }, [existing.data]);
  /** The chosen songs in track order: their index is the index the server's field errors use. */
  const chosen = tracks.filter((track) => selected.includes(track.songId));

  const message = (key: string | undefined) => (key ? t(known(key) ? key : 'split_ui_field_invalid') : undefined);
  const clearErrors = (...fields: string[]) =>
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  /** Rows or songs moved: every song's field paths may point elsewhere now. */
  const clearSongErrors = () => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('songs'))));

  const pickRelease = (value: string | null) => {
    setAlbumId(value ? Number(value) : null);
    setSelected([]);
    setDrafts({});
    setErrors({});
    setFailure(null);
  };
  const toggleSong = (songId: number, on: boolean) => {
    setSelected((current) => (on ? [...current, songId] : current.filter((id) => id !== songId)));
    if (on) setDrafts((current) => (current[songId] ? current : { ...current, [songId]: emptySongDraft() }));
    clearSongErrors();
  };
  /** A song found by title, ISRC or artist: its release is chosen and the song ticked. */
  const pickSong = (song: { albumId: number; songId: number }) => {
    pickRelease(String(song.albumId));
    toggleSong(song.songId, true);
  };
  const updateDraft = (songId: number, change: (draft: SongDraft) => SongDraft) => setDrafts((current) => ({ ...current, [songId]: change(current[songId] ?? emptySongDraft()) }));

  const create = useMutation({
    mutationFn: createSplits,
    onSuccess: async (answer) => {
      await refreshSplits(client);
      onCreated(answer.splits.length);
    },
    onError: (error) => {
      const fields = isApiError(error) ? serverFieldErrors(error.details) : {};
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setFailure('split_ui_check_fields');
      } else setFailure(errorMessageKey(error, known));
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const submit = () => {
    if (albumId === null || sending.current) return;
    setFailure(null);
    const body = createBody(
      albumId,
      effectiveFrom,
      chosen.map((track) => ({ songId: track.songId, draft: drafts[track.songId] ?? emptySongDraft() })),
    );
    const found = createIssues(body, isOwner ? (user?.email ?? null) : null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(found.songs && Object.keys(found).length === 1 ? found.songs : 'split_ui_check_fields');
      return;
    }
    sending.current = true;
    create.mutate(body);
  };

  return (
    <Card withBorder padding="md" data-testid="split-new-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SplitSongFinder onPick={pickSong} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('split_ui_release')}
              placeholder={releases.isPending ? t('split_ui_loading') : t('split_ui_release_pick')}
              value={albumId === null ? null : String(albumId)}
              onChange={pickRelease}
              data={releases.releases.map((release) => ({ value: String(release.albumId), label: release.title }))}
              searchable
              nothingFoundMessage={t('split_ui_release_none')}
              error={message(errors.albumId)}
              comboboxProps={{ withinPortal: true }}
              data-testid="split-release"
            />
            <TextInput
              type="month"
              label={t('split_ui_effective')}
              description={t('split_ui_effective_hint')}
              placeholder="YYYY-MM"
              value={effectiveFrom}
              onChange={(event) => {
                setEffectiveFrom(event.currentTarget.value);
                clearErrors('effectiveFrom');
              }}
              error={message(errors.effectiveFrom)}
              data-testid="split-effective"
            />
          </SimpleGrid>
          <FormError error={releases.error} />
          {!releases.isPending && !releases.error && releases.releases.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="split-no-releases">
              {t('split_ui_release_none')}
            </Text>
          )}

          {albumId !== null &&
            (detail.error ? (
              <FormError error={detail.error} />
            ) : detail.isPending ? (
              <Center py="md">
                <Loader size="sm" />
              </Center>
            ) : (
              <Stack gap={6} data-testid="split-songs">
                <Text size="sm" fw={500}>
                  {t('split_ui_songs')}
                </Text>
                {tracks.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('split_ui_no_tracks')}
                  </Text>
                )}
                {tracks.map((track) => {
                  const live = liveSplit.get(track.songId);
                  return (
                    <Group key={track.songId} gap="xs" wrap="nowrap">
                      <Checkbox
                        label={track.title}
                        checked={selected.includes(track.songId)}
                        disabled={!!live}
                        onChange={(event) => toggleSong(track.songId, event.currentTarget.checked)}
                        styles={{ label: { overflowWrap: 'anywhere' } }}
                        data-testid={`split-song-check-${track.songId}`}
                      />
                      {live && (
                        <Badge variant="light" color="gray" tt="none" data-testid={`split-song-has-split-${track.songId}`}>
                          {t('split_ui_already_split')}
                        </Badge>
                      )}
                    </Group>
                  );
                })}
                {errors.songs && (
                  <Text size="sm" c="red" data-testid="split-songs-error">
                    {message(errors.songs)}
                  </Text>
                )}
              </Stack>
            ))}

          {chosen.map((track, songIndex) => (
            <SongCard
              key={track.songId}
              title={track.title}
              songIndex={songIndex}
              draft={drafts[track.songId] ?? emptySongDraft()}
              errors={songErrors(errors, songIndex)}
              message={message}
              onChange={(change, fields) => {
                updateDraft(track.songId, change);
                if (fields === 'all') clearSongErrors();
                else clearErrors(...fields.map((field) => `songs.${songIndex}.${field}`));
              }}
              onCopyToAll={
                songIndex === 0 && chosen.length > 1
                  ? () => {
                      const source = drafts[track.songId] ?? emptySongDraft();
                      setDrafts((current) => ({ ...current, ...Object.fromEntries(chosen.slice(1).map((other) => [other.songId, copySongDraft(source)])) }));
                      clearSongErrors();
                    }
                  : undefined
              }
            />
          ))}

          {failure && <FormError messageKey={known(failure) ? failure : 'split_ui_check_fields'} data-testid="split-form-error" />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={create.isPending} data-testid="split-form-cancel">
              {t('action_cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={albumId === null} data-testid="split-submit">
              {t('split_ui_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

type Change = (draft: SongDraft) => SongDraft;

/** One chosen song: collaborator rows, what the owner keeps, the optional recoup. */
function SongCard(props: {
  title: string;
  songIndex: number;
  draft: SongDraft;
  errors: FieldErrors;
  message: (key: string | undefined) => string | undefined;
  /** `fields`: the song's error paths this change answers, or 'all' when rows moved. */
  onChange: (change: Change, fields: string[] | 'all') => void;
  onCopyToAll?: () => void;
}) {
  const { t } = useTranslation();
  const { title, songIndex: i, draft, errors, message, onChange } = props;
  const keeps = ownerKeepsBp(draft.rows);
  const emails = [...new Set(draft.rows.map((row) => row.email.trim()).filter(Boolean))];
  const setRow = (index: number, field: 'email' | 'share', value: string) =>
    onChange(
      (current) => ({ ...current, rows: current.rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)) }),
      [`collaborators.${index}.${field}`, 'collaborators', ...(field === 'email' ? ['recoup.email'] : [])],
    );

  return (
    <Card withBorder padding="sm" radius="md" data-testid={`split-song-form-${i}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {props.onCopyToAll && (
            <Button variant="subtle" size="compact-xs" onClick={props.onCopyToAll} data-testid={`split-copy-${i}`}>
              {t('split_ui_copy_to_all')}
            </Button>
          )}
        </Group>
        {errors.songId && (
          <Text size="sm" c="red">
            {message(errors.songId)}
          </Text>
        )}
        {draft.rows.map((row, r) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              type="email"
              label={r === 0 ? t('split_ui_email') : undefined}
              aria-label={t('split_ui_email')}
              placeholder="name@example.com"
              value={row.email}
              onChange={(event) => setRow(r, 'email', event.currentTarget.value)}
              error={message(errors[`collaborators.${r}.email`])}
              maxLength={254}
              autoComplete="off"
              style={{ flex: 1, minWidth: 0 }}
              data-testid={`split-email-${i}-${r}`}
            />
            <TextInput
              label={r === 0 ? t('split_ui_share') : undefined}
              aria-label={t('split_ui_share')}
              placeholder="25.00"
              inputMode="decimal"
              value={row.share}
              onChange={(event) => setRow(r, 'share', event.currentTarget.value)}
              error={message(errors[`collaborators.${r}.share`])}
              rightSection={
                <Text size="sm" c="dimmed">
                  %
                </Text>
              }
              maxLength={10}
              w={{ base: 96, sm: 120 }}
              data-testid={`split-share-${i}-${r}`}
            />
            <CloseButton
              aria-label={t('split_ui_remove_row')}
              disabled={draft.rows.length <= 1}
              onClick={() => onChange((current) => ({ ...current, rows: current.rows.filter((_, at) => at !== r) }), 'all')}
              mt={r === 0 ? 28 : 4}
              data-testid={`split-remove-row-${i}-${r}`}
            />
          </Group>
        ))}
        {errors.collaborators && (
          <Text size="sm" c="red" data-testid={`split-song-error-${i}`}>
            {message(errors.collaborators)}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Button
            variant="light"
            size="xs"
            disabled={draft.rows.length >= MAX_COLLABORATORS}
            onClick={() => onChange((current) => ({ ...current, rows: [...current.rows, newRow()] }), ['collaborators'])}
            data-testid={`split-add-row-${i}`}
          >
            {t('split_ui_add_row')}
          </Button>
          <Text size="sm" fw={600} c={keeps < 0 ? 'red' : undefined} data-testid={`split-keep-${i}`} data-bp={keeps}>
            {t('split_ui_keep', { share: formatBp(keeps) })}
          </Text>
        </Group>
        <Checkbox
          label={t('split_ui_recoup_toggle')}
          description={t('split_ui_recoup_hint')}
          checked={draft.recoup}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            onChange((current) => ({ ...current, recoup: on, recoupEmail: current.recoupEmail || (current.rows[0]?.email.trim() ?? '') }), ['recoup.email', 'recoup.amount']);
          }}
          data-testid={`split-recoup-toggle-${i}`}
        />
        {draft.recoup && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('split_ui_recoup_payee')}
              value={emails.includes(draft.recoupEmail.trim()) ? draft.recoupEmail.trim() : null}
              onChange={(value) => onChange((current) => ({ ...current, recoupEmail: value ?? '' }), ['recoup.email'])}
              data={emails}
              placeholder={t('split_ui_recoup_payee_pick')}
              error={message(errors['recoup.email'])}
              comboboxProps={{ withinPortal: true }}
              data-testid={`split-recoup-email-${i}`}
            />
            <TextInput
              label={t('split_ui_recoup_amount')}
              placeholder="0.00"
              inputMode="decimal"
              value={draft.recoupAmount}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange((current) => ({ ...current, recoupAmount: value }), ['recoup.amount']);
              }}
              error={message(errors['recoup.amount'])}
              maxLength={20}
              data-testid={`split-recoup-amount-${i}`}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
