import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { UNDO_WINDOW_MS } from '../decision-queue.ts';

export interface ConfirmProps {
  /** The button's words, which are the action's name too ("Approve"). */
  action: string;
  /** What the action is done to: the release, the person, the request. */
  item: string;
  undoable: boolean;
  color?: string;
  /** More the operator checks before confirming (the reasons the artist will read). */
  detail?: ReactNode;
  busy?: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The question before a decision (decision 068): the action and the item by name, whether it can be undone, then
 * Back and the action again. Shown in place of a case dialog's buttons, or in its own dialog (ConfirmModal).
 */
export function DecisionConfirm({ action, item, undoable, color, detail, busy, onBack, onConfirm }: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="console-confirm">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="console-confirm-question">
        {t('console_confirm_question', { action, item })}
      </Text>
      {detail}
      <Text size="sm" c="dimmed">
        {undoable ? t('console_confirm_undo_hint', { seconds: Math.round(UNDO_WINDOW_MS / 1000) }) : t('console_confirm_final_hint')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={busy} data-testid="console-confirm-back">
          {t('console_confirm_back')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={busy} data-autofocus data-testid="console-confirm-yes">
          {action}
        </Button>
      </Group>
    </Stack>
  );
}

/** A decision's question in a dialog of its own, for actions taken from a row. */
export function ConfirmModal({ opened, ...props }: ConfirmProps & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onBack} title={props.action} centered data-testid="console-confirm-modal">
      <DecisionConfirm {...props} />
    </Modal>
  );
}
