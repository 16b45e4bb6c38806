import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROMOTION_NOTE_MAX } from '@portal/domain/promotion/center';
import { useTranslation } from '../../../lib/use-translation.ts';
import { applyForCampaign, KEY, songsQuery, type Campaign } from '../center-api.ts';
import { errorText } from '../promo-text.ts';

/** Applying for a campaign: the track picker (qualifying tracks only), a note and the terms. */
export function ApplyModal({ campaign, onClose }: { campaign: Campaign; onClose: (sent: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [terms, setTerms] = useState(false);
  const { data } = useQuery(songsQuery({ campaignId: campaign.id, search: search.trim(), offset: 0, count: 100 }));
  const max = campaign.rules.maxTracks;
  const send = useMutation({
    mutationFn: () => applyForCampaign(campaign.id, chosen, note),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      onClose(true);
    },
  });
  const toggle = (songId: number) => setChosen((list) => (list.includes(songId) ? list.filter((id) => id !== songId) : list.length < max ? [...list, songId] : list));
  const ready = chosen.length >= campaign.rules.minTracks && chosen.length <= max && terms;
  return (
    <Modal opened onClose={() => onClose(false)} title={t('promo_apply_title', { title: campaign.title })} size="lg">
      <Stack gap="sm" data-testid="promo-apply-modal">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t('promo_apply_tracks')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('promo_apply_chosen', { chosen: chosen.length, max })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('promo_apply_tracks_hint')}
        </Text>
        <TextInput placeholder={t('promo_apply_search')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} size="sm" data-testid="promo-apply-search" />
        <ScrollArea.Autosize mah={300} type="auto">
          {!data ? (
            <Skeleton height={120} />
          ) : data.songs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('promo_apply_no_songs')}
            </Text>
          ) : (
            <Stack gap={6} data-testid="promo-apply-songs">
              {data.songs.map((song) => {
                const applied = campaign.appliedSongIds.includes(song.songId);
                return (
                  <Group key={song.songId} justify="space-between" gap="xs" wrap="nowrap" data-testid="promo-apply-song" data-eligible={song.eligible && !applied ? '1' : '0'}>
                    <Checkbox
                      label={song.version ? `${song.title} (${song.version})` : song.title}
                      description={`${song.artists} · ${song.albumTitle}`}
                      checked={chosen.includes(song.songId)}
                      disabled={!song.eligible || applied || (!chosen.includes(song.songId) && chosen.length >= max)}
                      onChange={() => toggle(song.songId)}
                    />
                    {applied ? (
                      <Badge size="xs" variant="outline" color="teal">
                        {t('promo_apply_already')}
                      </Badge>
                    ) : (
                      song.block && (
                        <Text size="xs" c="dimmed" ta="end">
                          {t(`promo_block_${song.block}`)}
                        </Text>
                      )
                    )}
                  </Group>
                );
              })}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Textarea
          label={t('promo_apply_note')}
          description={t('promo_apply_note_hint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value.slice(0, PROMOTION_NOTE_MAX))}
          autosize
          minRows={2}
          data-testid="promo-apply-note"
        />
        <Checkbox label={t('promo_apply_terms')} checked={terms} onChange={(event) => setTerms(event.currentTarget.checked)} data-testid="promo-apply-terms" />
        {send.error && (
          <Alert color="red" variant="light" data-testid="promo-apply-error">
            {errorText(send.error, t, (key) => i18n.exists(key))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => send.mutate()} disabled={!ready} loading={send.isPending} data-testid="promo-apply-submit">
            {t('promo_apply_submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
