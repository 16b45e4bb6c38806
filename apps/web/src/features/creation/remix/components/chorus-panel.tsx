import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { chorusQuery, clock, fileViewUrl, remixErrorKey, type AudioSource } from '../api.ts';
import { useClipPlayer } from '../use-clip-player.ts';
import { FormError } from '../../../../components/form-error.tsx';

interface Props {
  source: AudioSource;
  /** Puts the proposed clip into the remix's trim (the user still decides to render). */
  onUseClip: (startMs: number, endMs: number) => void;
}

/** The chorus proposal: where the most repeated, energetic part is, a button to hear the clip, and to trim to it. */
export function ChorusPanel({ source, onUseClip }: Props) {
  const { t, i18n } = useTranslation();
  const [asked, setAsked] = useState(false);
  const chorus = useQuery({ ...chorusQuery(source, 30_000), enabled: asked });
  const player = useClipPlayer();
  const data = chorus.data;

  return (
    <Card withBorder padding="lg" data-testid="chorus-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('remix_chorus_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('remix_chorus_help')}
        </Text>
        {!data && (
          <Group>
            <Button variant="light" onClick={() => setAsked(true)} loading={chorus.isFetching} data-testid="chorus-find">
              {t('remix_chorus_find')}
            </Button>
          </Group>
        )}
        {chorus.isError && <FormError messageKey={remixErrorKey(chorus.error, (key) => i18n.exists(key))} />}
        {data && (
          <Stack gap="xs">
            <Text fw={600} data-testid="chorus-clip">
              {t(data.method === 'repetition' ? 'remix_chorus_found' : 'remix_chorus_loudest', { from: clock(data.clip.startMs), to: clock(data.clip.endMs) })}
            </Text>
            {data.method === 'repetition' && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('remix_chorus_occurrences')}
                </Text>
                {data.occurrences.map((occurrence) => (
                  <Badge key={occurrence.startMs} variant="light">
                    {clock(occurrence.startMs)}–{clock(occurrence.endMs)}
                  </Badge>
                ))}
              </Group>
            )}
            <Group>
              <Button variant="default" onClick={() => (player.playing ? player.stop() : player.play('clip', fileViewUrl(data.fileId), data.clip.startMs, data.clip.endMs))} data-testid="chorus-play">
                {t(player.playing ? 'remix_stop' : 'remix_chorus_play')}
              </Button>
              <Button variant="light" onClick={() => onUseClip(data.clip.startMs, data.clip.endMs)} data-testid="chorus-use">
                {t('remix_chorus_use')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
