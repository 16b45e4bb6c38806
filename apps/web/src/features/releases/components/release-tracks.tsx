import { Badge, Group, Stack, Text } from '@mantine/core';
import { artistLine } from '@portal/domain/release/artist-line';
import { Explicitness } from '@portal/domain/release/model';
import { TrackPreview } from '../../../components/audio-preview.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ReleaseDetail } from '../api.ts';
import { ClipEditorButton } from './clip-editor.tsx';

/**
 * The release's tracks in order, each with its audio preview, ISRC and explicitness; once the release is accepted,
 * an editor may change each track's preview clip.
 */
export function ReleaseTracks({ tracks, clipEditable = false }: { tracks: ReleaseDetail['tracks']; clipEditable?: boolean }) {
  const { t } = useTranslation();
  if (tracks.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('release_detail_no_tracks')}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="release-tracks">
      {tracks.map((track, index) => (
        <div key={track.songId ?? `draft-${index}`} style={{ padding: '10px 0', borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}>
          <TrackPreview
            number={index + 1}
            trackTitle={track.title ?? ''}
            trackVersion={track.version}
            trackArtists={artistLine(track.uniMainArtistObjects, track.uniFeaturedArtistObjects)}
            audioUrl={track.audioUrl}
            audioDuration={track.durationMs}
          >
            <Group gap={6} mt={2}>
              <Text size="xs" c="dimmed" ff="monospace" data-testid="track-isrc">
                {`${t('release_detail_isrc')} ${track.isrc || t('release_detail_assigned_on_submit')}`}
              </Text>
              {track.explicitness === Explicitness.YES && (
                <Badge size="xs" color="dark" variant="filled" radius="sm">
                  {t('release_detail_explicit')}
                </Badge>
              )}
              {track.explicitness === Explicitness.CLEAN && (
                <Badge size="xs" color="gray" variant="light" radius="sm">
                  {t('release_detail_clean')}
                </Badge>
              )}
              {clipEditable && track.songId && <ClipEditorButton songId={track.songId} title={track.title ?? ''} audioUrl={track.audioUrl} durationMs={track.durationMs} />}
            </Group>
          </TrackPreview>
        </div>
      ))}
    </Stack>
  );
}
