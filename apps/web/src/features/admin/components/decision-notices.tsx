import { Button, Group, Notification, Stack, Text } from '@mantine/core';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { type Decision, decisionQueue, UNDO_WINDOW_MS, useDecisions } from '../decision-queue.ts';

const COLORS: Record<Decision['state'], string> = { waiting: 'violet', sending: 'violet', done: 'teal', failed: 'red', undone: 'gray' };

/**
 * What became of each decision the operator confirmed (decision 068): waiting with Undo, being sent, done, failed
 * (with why) or undone, named by the item and the state it moved to. Under the header, on the reading end.
 */
export function DecisionNotices() {
  const { t, i18n } = useTranslation();
  const decisions = useDecisions();
  if (decisions.length === 0) return null;
  const message = (decision: Decision) => {
    switch (decision.state) {
      case 'waiting':
        return t('console_decision_waiting', { seconds: Math.round(UNDO_WINDOW_MS / 1000) });
      case 'sending':
        return t('console_decision_sending');
      case 'done':
        return t('console_decision_done');
      case 'undone':
        return t('console_decision_undone');
      default:
        return t('console_decision_failed', { reason: t(errorMessageKey(decision.error, (key) => i18n.exists(key))) });
    }
  };
  return (
    <Stack
      gap="xs"
      aria-live="polite"
      data-testid="console-notices"
      style={{ position: 'fixed', top: 'calc(var(--sp-header-height) + 12px)', insetInlineEnd: 16, zIndex: 300, width: 'min(380px, calc(100vw - 32px))' }}
    >
      {decisions.map((decision) => (
        <Notification
          key={decision.id}
          color={COLORS[decision.state]}
          loading={decision.state === 'sending'}
          withBorder
          withCloseButton={decision.state !== 'waiting' && decision.state !== 'sending'}
          closeButtonProps={{ 'aria-label': t('console_decision_dismiss') }}
          onClose={() => decisionQueue.dismiss(decision.id)}
          title={t('console_decision_title', { status: t(decision.statusKey), item: decision.item })}
          role={decision.state === 'failed' ? 'alert' : 'status'}
          data-testid="console-notice"
          data-state={decision.state}
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {message(decision)}
            </Text>
            {decision.state === 'waiting' && decision.undoable && (
              <Button size="compact-sm" variant="light" onClick={() => decisionQueue.undo(decision.id)} data-testid="console-notice-undo">
                {t('console_decision_undo')}
              </Button>
            )}
          </Group>
        </Notification>
      ))}
    </Stack>
  );
}
