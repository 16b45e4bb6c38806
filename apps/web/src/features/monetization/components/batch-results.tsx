import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { BatchAnswer, MonetizationTrack } from '../api.ts';

/** What a batch call changed, and each refused track with the message and the rule that refused it. */
export function BatchResults({ answer, tracks, onClose }: { answer: BatchAnswer; tracks: MonetizationTrack[]; onClose: () => void }) {
  const { t } = useTranslation();
  const refused = answer.results.filter((result) => !result.qualified);
  const titleOf = (songId: number) => tracks.find((track) => track.songId === songId)?.title ?? `#${songId}`;
  return (
    <Alert
      color={refused.length ? 'yellow' : 'teal'}
      variant="light"
      mb="md"
      withCloseButton
      closeButtonLabel={t('monetization_close')}
      onClose={onClose}
      title={t('monetization_batch_changed', { number: answer.changed })}
      data-testid="monetization-batch-results"
    >
      {refused.length > 0 && (
        <List size="sm" spacing={4}>
          {refused.map((result) => (
            <List.Item key={result.songId} data-testid={`monetization-refused-${result.songId}`}>
              <Text span fw={600} size="sm">
                {titleOf(result.songId)}:
              </Text>{' '}
              {t(result.messageKey ?? 'rule_unqualified')}
              {result.reason ? ` — ${t(result.reason)}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
