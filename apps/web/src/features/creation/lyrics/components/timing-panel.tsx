import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatStamp } from '@portal/domain/lyrics/lrc';
import { lineAt, timingIssues, type TimingState } from '@portal/domain/lyrics/timing';
import { useTranslation } from '../../../../lib/use-translation.ts';
import type { LyricEditor } from '../use-lyric-editor.ts';

const NUDGE_MS = 100;

interface Props {
  audioUrl: string | null;
  timing: TimingState;
  actions: LyricEditor['actions'];
}

/** Tap-to-time: play the track, tap as each line starts; nudge a stamp by a tenth of a second; undo. */
export function TimingPanel({ audioUrl, timing, actions }: Props) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [positionMs, setPositionMs] = useState(0);
  const [playing, setPlaying] = useState(false);
  const issues = useMemo(() => timingIssues(timing.lines), [timing.lines]);
  const outOfOrder = useMemo(() => new Set(issues.outOfOrder), [issues]);
  const active = lineAt(timing.lines, positionMs);

  useEffect(() => {
    list.current?.querySelector(`[data-line="${timing.cursor}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [timing.cursor]);

  const now = () => (audio.current?.currentTime ?? 0) * 1000;
  const choose = (index: number) => {
    actions.moveCursor(index);
    const at = timing.lines[index]?.timeMs;
    if (at != null && audio.current) audio.current.currentTime = at / 1000;
  };

  if (!audioUrl) {
    return (
      <Alert color="gray" variant="light" data-testid="lyrics-timing-no-audio">
        {t('lyrics_timing_pick_track')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <audio
        ref={audio}
        src={audioUrl}
        controls
        preload="auto"
        style={{ width: '100%' }}
        onTimeUpdate={(event) => setPositionMs(event.currentTarget.currentTime * 1000)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="lyrics-audio"
      />
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={() => (playing ? audio.current?.pause() : void audio.current?.play().catch(() => {}))} data-testid="lyrics-play">
          {t(playing ? 'lyrics_pause' : 'lyrics_play')}
        </Button>
        <Button onClick={() => actions.stamp(now())} disabled={timing.cursor >= timing.lines.length} data-testid="lyrics-tap">
          {t('lyrics_tap')}
        </Button>
        <Button variant="light" onClick={actions.undo} disabled={timing.history.length === 0} data-testid="lyrics-undo">
          {t('lyrics_undo')}
        </Button>
        <Button variant="subtle" color="gray" onClick={actions.clear} disabled={timing.lines.every((line) => line.timeMs === null)} data-testid="lyrics-clear">
          {t('lyrics_clear_times')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('lyrics_timing_hint')}
      </Text>
      {timing.lines.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="lyrics-no-lines">
          {t('lyrics_no_lines')}
        </Text>
      ) : (
        <Box ref={list} style={{ maxHeight: 420, overflowY: 'auto' }} data-testid="lyrics-lines">
          {timing.lines.map((line, index) => {
            const isCursor = index === timing.cursor;
            return (
              <Group
                key={index}
                gap="xs"
                wrap="nowrap"
                data-line={index}
                data-testid="lyrics-line"
                data-cursor={isCursor || undefined}
                px="xs"
                py={4}
                style={{
                  borderInlineStart: `3px solid ${isCursor ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
                  background: index === active ? 'var(--mantine-color-blue-light)' : undefined,
                  borderRadius: 4,
                }}
              >
                <Text size="sm" ff="monospace" c={line.timeMs === null ? 'dimmed' : outOfOrder.has(index) ? 'red' : undefined} style={{ flex: '0 0 auto' }} data-testid="lyrics-line-stamp">
                  {line.timeMs === null ? '--:--.--' : formatStamp(line.timeMs).slice(1, -1)}
                </Text>
                <UnstyledButton onClick={() => choose(index)} style={{ flex: 1, minWidth: 0 }} aria-label={t('lyrics_stamp_from_here')}>
                  <Text size="sm" truncate>
                    {line.text}
                  </Text>
                </UnstyledButton>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={line.timeMs === null}
                  onClick={() => actions.nudge(index, -NUDGE_MS)}
                  aria-label={t('lyrics_earlier')}
                  data-testid="lyrics-nudge-back"
                >
                  −0.1
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={line.timeMs === null}
                  onClick={() => actions.nudge(index, NUDGE_MS)}
                  aria-label={t('lyrics_later')}
                  data-testid="lyrics-nudge-forward"
                >
                  +0.1
                </Button>
              </Group>
            );
          })}
        </Box>
      )}
      {(issues.untimed.length > 0 || issues.outOfOrder.length > 0) && timing.lines.length > 0 && (
        <Text size="xs" c={issues.outOfOrder.length ? 'red' : 'dimmed'} data-testid="lyrics-timing-issues">
          {[
            issues.untimed.length ? t('lyrics_untimed_lines', { lines: issues.untimed.length }) : '',
            issues.outOfOrder.length ? t('lyrics_out_of_order', { lines: issues.outOfOrder.map((index) => index + 1).join(', ') }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
