import { useState } from 'react';
import { Alert, Badge, Button, Card, Chip, Group, NativeSelect, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PITCH_DESCRIPTION_MAX, PITCH_INSTRUMENTS, PITCH_MAX_CHOICES, PITCH_MOODS, PITCH_STYLES, PitchResult } from '@portal/domain/promotion/pitching';
import { useAbilities } from '../../../lib/abilities.ts';
import { formatDateTime, safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { albumPitchingQuery, pitchSong, songPitchingAllowQuery, type PitchState } from '../api.ts';
import { PitchProfile } from './pitch-profile.tsx';
import { SpotifyReleasesPanel } from './spotify-releases-panel.tsx';
import { FormError } from '../../../components/form-error.tsx';

const dayText = (day: string, language: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(safeLocale(language), { dateStyle: 'long', timeZone: 'UTC' });

/**
 * "Pitch to editors" on an upcoming release's page (decision 027): what was pitched, or why it cannot be, or the
 * form for the one song a release may send, with the account's pitch profile.
 */
export function PitchCard({ albumId }: { albumId: number }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(albumPitchingQuery(albumId));
  return (
    <Card withBorder padding="lg" data-testid="pitch-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('pitch_title')}
          </Title>
          {data?.lastDay && data.canPitch && (
            <Badge variant="light" data-testid="pitch-last-day">
              {t('pitch_last_day', { date: dayText(data.lastDay, i18n.language) })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('pitch_hint')}
        </Text>
        {error ? <FormError error={error} /> : !data ? <Skeleton height={120} /> : <PitchBody state={data} />}
        <PitchProfile />
      </Stack>
    </Card>
  );
}

function PitchBody({ state }: { state: PitchState }) {
  const { t, i18n } = useTranslation();
  const { can } = useAbilities();
  if (state.pitch) {
    return (
      <Alert color="teal" variant="light" data-testid="pitch-sent">
        <Text size="sm" fw={600}>
          {t('pitch_sent', { song: state.pitch.songTitle, date: formatDateTime(state.pitch.createdAt) })}
        </Text>
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {state.pitch.description}
        </Text>
        <Group gap={4} mt={6}>
          {[
            ...state.pitch.moods.map((mood) => t(`pitch_mood_${mood}`)),
            ...state.pitch.styles.map((style) => t(`pitch_style_${style}`)),
            ...state.pitch.instruments.map((instrument) => t(`pitch_instrument_${instrument}`)),
          ].map((label) => (
            <Badge key={label} size="sm" variant="outline">
              {label}
            </Badge>
          ))}
        </Group>
      </Alert>
    );
  }
  if (state.block) {
    return (
      <Alert color="gray" variant="light" data-testid="pitch-blocked" data-block={state.block}>
        {t(`pitch_block_${state.block}`, { date: state.lastDay ? dayText(state.lastDay, i18n.language) : '' })}
      </Alert>
    );
  }
  if (!can('Release', 'Edit')) {
    return (
      <Text size="sm" c="dimmed" data-testid="pitch-no-edit">
        {t('pitch_no_edit')}
      </Text>
    );
  }
  return <PitchForm state={state} />;
}

function Choices<T extends string>({
  label,
  options,
  value,
  max,
  keyOf,
  onChange,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: T[];
  max: number;
  keyOf: (option: T) => string;
  onChange: (value: T[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={500} mb={6}>
        {label}
      </Text>
      <Chip.Group multiple value={value} onChange={(next) => onChange((next as T[]).slice(0, max))}>
        <Group gap={6} data-testid={testId}>
          {options.map((option) => (
            <Chip key={option} value={option} size="xs" disabled={!value.includes(option) && value.length >= max} data-testid={`${testId}-${option}`}>
              {t(keyOf(option))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}

type Mood = (typeof PITCH_MOODS)[number];
type Style = (typeof PITCH_STYLES)[number];
type Instrument = (typeof PITCH_INSTRUMENTS)[number];

/** The picked song's own check: it may have been pitched (or the release changed) since the card loaded. */
function SongCheck({ songId, lastDay }: { songId: number; lastDay: string | null }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery({ ...songPitchingAllowQuery(songId), enabled: songId > 0 });
  if (error) return <FormError error={error} data-testid="pitch-song-check-error" />;
  if (!data || data.allow) return null;
  const key = data.pitched ? 'pitch_song_pitched' : data.block ? `pitch_block_${data.block}` : 'pitch_invalid';
  return (
    <Alert color="orange" variant="light" data-testid="pitch-song-blocked" data-block={data.block ?? (data.pitched ? 'pitched' : '')}>
      {t(key, { date: lastDay ? dayText(lastDay, i18n.language) : '' })}
    </Alert>
  );
}

function PitchForm({ state }: { state: PitchState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isOwner } = useAbilities();
  const [songId, setSongId] = useState(state.songs[0]?.songId ?? 0);
  const song = state.songs.find((candidate) => candidate.songId === songId);
  const check = useQuery({ ...songPitchingAllowQuery(songId), enabled: songId > 0 });
  const [description, setDescription] = useState('');
  const [moods, setMoods] = useState<Mood[]>([]);
  const [styles, setStyles] = useState<Style[]>([]);
  const [instruments, setInstruments] = useState<Instrument[]>([]);
  const [answer, setAnswer] = useState<{ result: number } | null>(null);
  const send = useMutation({
    mutationFn: () => pitchSong({ albumId: state.albumId, songId, description, moods, styles, instruments }),
    onSuccess: (data) => {
      setAnswer(data);
      queryClient.setQueryData(albumPitchingQuery(state.albumId).queryKey, data.state);
    },
  });
  return (
    <Stack gap="sm" data-testid="pitch-form">
      {state.songs.length > 1 && (
        <NativeSelect
          label={t('pitch_song')}
          value={String(songId)}
          onChange={(event) => setSongId(Number(event.currentTarget.value))}
          data={state.songs.map((song) => ({ value: String(song.songId), label: song.version ? `${song.title} (${song.version})` : song.title }))}
          data-testid="pitch-song"
        />
      )}
      <SongCheck songId={songId} lastDay={state.lastDay} />
      {isOwner && song && <SpotifyReleasesPanel songTitle={song.title} />}
      <Textarea
        label={t('pitch_description')}
        description={t('pitch_description_hint', { max: PITCH_DESCRIPTION_MAX })}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value.slice(0, PITCH_DESCRIPTION_MAX))}
        autosize
        minRows={3}
        rightSection={<Text size="xs" c="dimmed">{`${description.length}/${PITCH_DESCRIPTION_MAX}`}</Text>}
        rightSectionWidth={70}
        data-testid="pitch-description"
      />
      <Choices
        label={t('pitch_moods', { max: PITCH_MAX_CHOICES.moods })}
        options={PITCH_MOODS}
        value={moods}
        max={PITCH_MAX_CHOICES.moods}
        keyOf={(mood) => `pitch_mood_${mood}`}
        onChange={setMoods}
        testId="pitch-moods"
      />
      <Choices
        label={t('pitch_styles', { max: PITCH_MAX_CHOICES.styles })}
        options={PITCH_STYLES}
        value={styles}
        max={PITCH_MAX_CHOICES.styles}
        keyOf={(style) => `pitch_style_${style}`}
        onChange={setStyles}
        testId="pitch-styles"
      />
      <Choices
        label={t('pitch_instruments', { max: PITCH_MAX_CHOICES.instruments })}
        options={PITCH_INSTRUMENTS}
        value={instruments}
        max={PITCH_MAX_CHOICES.instruments}
        keyOf={(instrument) => `pitch_instrument_${instrument}`}
        onChange={setInstruments}
        testId="pitch-instruments"
      />
      <FormError error={send.error} data-testid="pitch-error" />
      {answer && answer.result !== PitchResult.SUCCESS && (
        <Alert color="orange" variant="light" data-testid="pitch-answer" data-result={answer.result}>
          {t(answer.result === PitchResult.EXISTING_REQUEST ? 'pitch_existing' : 'pitch_invalid')}
        </Alert>
      )}
      <Group>
        <Button onClick={() => send.mutate()} loading={send.isPending} disabled={description.trim() === '' || !songId || check.data?.allow === false} data-testid="pitch-submit">
          {t('pitch_submit')}
        </Button>
      </Group>
    </Stack>
  );
}
