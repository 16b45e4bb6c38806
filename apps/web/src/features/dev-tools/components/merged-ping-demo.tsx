import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { mergeRequests } from '../../../lib/merge-requests.ts';
import { ping } from '../api.ts';

const CONSUMERS = 5;
let requestsSent = 0;
const listeners = new Set<(n: number) => void>();

// Every consumer calls this at mount; calls within the same 50 ms window share one GET /api/open/ping.
const mergedPing = mergeRequests(() => {
  requestsSent += 1;
  listeners.forEach((notify) => notify(requestsSent));
  return ping();
}, 50);

function PingConsumer({ index }: { index: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'waiting' | 'done' | 'failed'>('waiting');
  useEffect(() => {
    let live = true;
    mergedPing().then(
      () => live && setState('done'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Badge variant={state === 'done' ? 'filled' : 'light'} color={state === 'failed' ? 'red' : state === 'done' ? 'teal' : 'gray'} fullWidth>
      {t('preview_merge_consumer', { n: index + 1 })}
    </Badge>
  );
}

export function MergedPingDemo() {
  const { t } = useTranslation();
  const [run, setRun] = useState(0);
  const [sent, setSent] = useState(requestsSent);
  const [startedAt, setStartedAt] = useState(requestsSent);
  useEffect(() => {
    listeners.add(setSent);
    return () => {
      listeners.delete(setSent);
    };
  }, []);

  return (
    <Card withBorder padding="lg">
      <Text fw={700}>{t('preview_merge_title')}</Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('preview_merge_hint', { count: CONSUMERS })}
      </Text>
      {run > 0 && (
        <SimpleGrid cols={5} spacing={6} mb="md" key={run}>
          {Array.from({ length: CONSUMERS }, (_, i) => (
            <PingConsumer key={i} index={i} />
          ))}
        </SimpleGrid>
      )}
      <Group justify="space-between">
        <Text size="sm" data-testid="preview-merge-count">
          {t('preview_merge_result', { components: run > 0 ? CONSUMERS : 0, requests: sent - startedAt })}
        </Text>
        <Button
          size="sm"
          onClick={() => {
            setStartedAt(requestsSent);
            setRun((n) => n + 1);
          }}
          data-testid="preview-merge-run"
        >
          {run > 0 ? t('preview_merge_again') : t('preview_merge_run')}
        </Button>
      </Group>
    </Card>
  );
}
