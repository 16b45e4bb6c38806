import { useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { audioPlayer } from '../lib/audio-player.ts';
import { formatDuration } from '@portal/domain/format-duration';
import { useTranslation } from '../lib/use-translation.ts';
import { formatMediumDate } from '../lib/zoned-time.ts';
import { Icon } from './icons/icon.tsx';
import { CoverArt } from './cover-art.tsx';

const PlayIcon = ({ size }: { size: number }) => (
  <Icon size={size} fill="currentColor" strokeWidth={0}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5z" />
  </Icon>
);
const PauseIcon = ({ size }: { size: number }) => (
  <Icon size={size} fill="currentColor" strokeWidth={0}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </Icon>
);

interface AudioPreviewProps {
  /** Where the audio is served (the API's audioUrl or clipUrl); null when there is none. */
  src: string | null | undefined;
  durationMs?: number | null;
  /** The track's title, for the button's accessible name. */
  title: string;
  size?: 'sm' | 'md' | 'lg';
  /** Show the time next to the button (elapsed / duration while it plays). */
  withTime?: boolean;
}

/** The play, pause and loading button of document 3; only one preview on the page plays at a time. */
export function AudioPreview({ src, durationMs, title, size = 'md', withTime = true }: AudioPreviewProps) {
  const { t } = useTranslation();
  const owner = useId();
  const playback = useSyncExternalStore(
    audioPlayer.subscribe,
    () => audioPlayer.snapshot(owner),
    () => audioPlayer.snapshot(owner),
  );
  // A preview that leaves the page, or whose file changes, stops its own track.
  useEffect(() => () => audioPlayer.stop(owner), [owner, src]);

  const { phase } = playback;
  const active = phase === 'playing' || phase === 'loading' || phase === 'paused';
  const label = !src ? t('audio_preview_unavailable') : phase === 'playing' || phase === 'loading' ? t('audio_preview_pause', { title }) : t('audio_preview_play', { title });
  const iconSize = size === 'lg' ? 22 : size === 'sm' ? 14 : 18;
  const duration = formatDuration(durationMs);
  const time = active ? [formatDuration(playback.positionMs), duration].filter(Boolean).join(' / ') : duration;

  return (
    <Group gap={8} wrap="nowrap" style={{ flex: 'none' }}>
      <ActionIcon
        size={size === 'lg' ? 44 : size === 'sm' ? 28 : 36}
        radius="xl"
        variant={active ? 'filled' : 'light'}
        color={phase === 'error' ? 'red' : undefined}
        disabled={!src}
        aria-label={label}
        title={phase === 'error' ? t('audio_preview_error') : label}
        onClick={() => src && audioPlayer.toggle(owner, src)}
        data-testid="audio-preview"
        data-state={phase}
      >
        {phase === 'loading' ? <Loader size={iconSize - 2} color="currentColor" /> : phase === 'playing' ? <PauseIcon size={iconSize} /> : <PlayIcon size={iconSize} />}
      </ActionIcon>
      {withTime && (time || phase === 'error') && (
        <Text size="xs" c={phase === 'error' ? 'red' : 'dimmed'} ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="audio-preview-time">
          {phase === 'error' ? t('audio_preview_error') : time}
        </Text>
      )}
    </Group>
  );
}

interface TrackPreviewProps {
  coverUrl?: string | null;
  trackTitle: string;
  trackVersion?: string;
  /** The artists line as document 3 shows it ("A, B (feat. C)"). */
  trackArtists: string;
  albumTitle?: string;
  /** Epoch milliseconds, shown as a medium date. */
  albumReleaseTime?: number | null;
  /** The zone the release date is read in (the release's timezone). */
  timeZone?: string;
  audioUrl: string | null | undefined;
  audioDuration?: number | null;
  /** Position in the release, shown before the title. */
  number?: number;
  /** Identifiers, badges: shown under the artists line. */
  children?: ReactNode;
}

/** Document 3's Track preview: cover, title and version, artists, album and release date, with its audio preview. */
export function TrackPreview(props: TrackPreviewProps) {
  const { t, i18n } = useTranslation();
  const album = [props.albumTitle, props.albumReleaseTime != null ? formatMediumDate(props.albumReleaseTime, i18n.language, props.timeZone) : null].filter(Boolean).join(' · ');
  const name = props.trackTitle || t('audio_preview_untitled');
  return (
    <Group gap="sm" wrap="nowrap" align="center" data-testid="track-preview">
      {props.number !== undefined && (
        <Text size="sm" c="dimmed" w={22} ta="end" style={{ flex: 'none' }}>
          {props.number}
        </Text>
      )}
      {props.coverUrl !== undefined && <CoverArt src={props.coverUrl} alt="" size={44} radius={6} />}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {name}
          {props.trackVersion ? (
            <Text span c="dimmed" fw={400}>
              {` (${props.trackVersion})`}
            </Text>
          ) : null}
        </Text>
        {props.trackArtists && (
          <Text size="xs" c="dimmed" truncate>
            {props.trackArtists}
          </Text>
        )}
        {album && (
          <Text size="xs" c="dimmed" truncate>
            {album}
          </Text>
        )}
        {props.children && <Box>{props.children}</Box>}
      </Stack>
      <AudioPreview src={props.audioUrl} durationMs={props.audioDuration} title={name} />
    </Group>
  );
}
