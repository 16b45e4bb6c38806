import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Alert, Box, Button, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ChatEvaluation } from '@portal/domain/support';
import { useSession } from '../../../lib/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RichText } from '../rich-text.tsx';
import { ThumbDownIcon, ThumbUpIcon } from '../icons.tsx';
import { canSend, DOTS_INTERVAL_MS, limitReached, needsHuman, SCROLL_DELAY_MS, STOP_MESSAGE_DELAY_MS, withoutMarker, type ChatMessage } from './chat-machine.ts';
import { useChat } from './use-chat.ts';

/** The loading dots: one more dot every 200 ms, three at most. */
function LoadingDots() {
  const { t } = useTranslation();
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setDots((n) => (n % 3) + 1), DOTS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Group gap="xs" data-testid="chat-loading">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {t('ai_feedback_thinking')}
        <span aria-hidden="true">{'.'.repeat(dots)}</span>
      </Text>
    </Group>
  );
}

function Rating({ message, onRate }: { message: ChatMessage; onRate: (evaluation: ChatEvaluation | null) => void }) {
  const { t } = useTranslation();
  const choice = (evaluation: ChatEvaluation, label: string, Icon: typeof ThumbUpIcon) => {
    const chosen = message.evaluation === evaluation;
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant={chosen ? 'filled' : 'subtle'}
          color={evaluation === 'good' ? 'teal' : 'red'}
          size="sm"
          aria-label={label}
          aria-pressed={chosen}
          data-testid={`chat-rate-${evaluation}`}
          // Pressing the chosen rating again withdraws it.
          onClick={() => onRate(chosen ? null : evaluation)}
        >
          <Icon size={14} />
        </ActionIcon>
      </Tooltip>
    );
  };
  return (
    <Group gap={4}>
      {choice('good', t('ai_feedback_rate_good'), ThumbUpIcon)}
      {choice('bad', t('ai_feedback_rate_bad'), ThumbDownIcon)}
    </Group>
  );
}

/** The assistant of document 1 section 4, opened from contact-us. */
export function ChatModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { state, ask, retry, rate } = useChat(user ? String(user.userId) : '');
  const [input, setInput] = useState('');
  const [showStop, setShowStop] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const capped = limitReached(state);

  useEffect(() => {
    if (!capped) return setShowStop(false);
    const timer = setTimeout(() => setShowStop(true), STOP_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [capped]);

  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => viewport.current?.scrollTo({ top: viewport.current.scrollHeight, behavior: 'smooth' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened, state.messages.length, state.pending, showStop]);

  const toFeedback = () => {
    onClose();
    navigate(`/feedback?conversation=${encodeURIComponent(state.conversationId)}`);
  };

  const submit = async () => {
    if (!canSend(state, input)) return;
    const text = input;
    setInput('');
    if (!(await ask(text))) setInput(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const lastAside = state.messages.findLastIndex((m) => m.role === 'aside');

  return (
    <Modal opened={opened} onClose={onClose} title={t('ai_feedback_title')} size="lg" data-testid="chat-modal">
      <Stack gap="sm">
        <ScrollArea.Autosize mah="55vh" viewportRef={viewport}>
          <Stack gap="sm" pr="xs" data-testid="chat-messages">
            <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
              <Text size="sm">{t('ai_feedback_intro')}</Text>
            </Paper>
            {state.messages.map((message, index) => {
              if (message.role === 'user')
                return (
                  <Paper key={message.id} p="sm" radius="md" bg="var(--mantine-primary-color-light)" ml="xl" data-testid="chat-user">
                    <Text size="sm">{message.content}</Text>
                  </Paper>
                );
              if (message.role === 'aside')
                return (
                  <Alert key={message.id} color="red" variant="light" data-testid="chat-error">
                    <Group justify="space-between" gap="sm">
                      <Text size="sm">{t(message.content)}</Text>
                      {index === lastAside && index === state.messages.length - 1 && (
                        <Button size="compact-sm" variant="white" color="red" onClick={retry} disabled={state.pending} data-testid="chat-retry">
                          {t('ai_feedback_retry')}
                        </Button>
                      )}
                    </Group>
                  </Alert>
                );
              if (message.role !== 'assistant') return null;
              return (
                <Paper key={message.id} withBorder p="sm" radius="md" mr="xl" data-testid="chat-assistant">
                  <Box fz="sm">
                    <RichText text={withoutMarker(message.content)} size="sm" onNavigate={onClose} />
                  </Box>
                  <Group justify="space-between" mt={4}>
                    {needsHuman(message.content) ? (
                      <Button size="compact-sm" variant="light" onClick={toFeedback} data-testid="chat-human">
                        {t('ai_feedback_go_human')}
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Rating message={message} onRate={(evaluation) => void rate(message.id, evaluation)} />
                  </Group>
                </Paper>
              );
            })}
            {state.pending && (
              <Paper withBorder p="sm" radius="md" mr="xl">
                <LoadingDots />
              </Paper>
            )}
            {showStop && (
              <Alert color="blue" variant="light" data-testid="chat-stop">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('ai_feedback_chatting_stop_as_hit_limit')}</Text>
                  <Button size="compact-sm" variant="light" onClick={toFeedback}>
                    {t('ai_feedback_go_human')}
                  </Button>
                </Stack>
              </Alert>
            )}
          </Stack>
        </ScrollArea.Autosize>
        {!capped && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={500}
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              placeholder={t('ai_feedback_placeholder')}
              aria-label={t('ai_feedback_placeholder')}
              data-testid="chat-input"
            />
            <Button onClick={() => void submit()} loading={state.pending} disabled={!canSend(state, input)} data-testid="chat-send">
              {t('ai_feedback_send')}
            </Button>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={toFeedback} data-testid="chat-skip">
            {t('ai_feedback_skip')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
