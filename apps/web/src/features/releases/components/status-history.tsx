import { List, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ReleaseDetail } from '../api.ts';
import { historyActorKey, releaseStatusColor, releaseStatusKey } from '../release-labels.ts';

type HistoryEntry = NonNullable<ReleaseDetail['history']>[number];

/** The release's status changes, newest first, with who made them and the review's reasons. */
export function StatusHistory({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  if (history.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('release_detail_no_history')}
      </Text>
    );
  const newestFirst = [...history].reverse();
  const actor = (entry: HistoryEntry) => {
    const key = historyActorKey(entry);
    return key ? t(key) : null;
  };
  return (
    <Timeline active={newestFirst.length - 1} bulletSize={14} lineWidth={2} data-testid="release-history">
      {newestFirst.map((entry, index) => (
        <Timeline.Item
          key={`${entry.at}-${index}`}
          color={releaseStatusColor(entry.toStatus)}
          title={
            <Text size="sm" fw={600}>
              {t(releaseStatusKey(entry.toStatus))}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {[formatDateTime(entry.at), actor(entry)].filter(Boolean).join(' · ')}
          </Text>
          {entry.reasons.length > 0 && (
            <List size="sm" mt={4} spacing={2}>
              {entry.reasons.map((reason, reasonIndex) => (
                <List.Item key={reasonIndex}>{reason}</List.Item>
              ))}
            </List>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
