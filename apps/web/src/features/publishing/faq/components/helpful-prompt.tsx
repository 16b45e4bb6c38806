import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FaqLanguage } from '@portal/domain/publishing/faq';
import { errorMessageKey } from '../../../../lib/error-message.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { sendFaqFeedback } from '../api.ts';

interface Props {
  questionId: string;
  language: FaqLanguage;
  answered: boolean;
  onAnswered: (questionId: string) => void;
}

/** "Was this helpful?" yes/no under an answer: sent to the feedback statistics, then a thank-you. */
export function HelpfulPrompt({ questionId, language, answered, onAnswered }: Props) {
  const { t } = useTranslation();
  const feedback = useMutation({
    mutationFn: (helpful: boolean) => sendFaqFeedback({ questionId, helpful, lang: language }),
    onSuccess: () => onAnswered(questionId),
  });

  if (answered) {
    return (
      <Text size="sm" c="teal" fw={500} role="status" data-testid={`faq-thanks-${questionId}`}>
        {t('publishing_faq_thanks')}
      </Text>
    );
  }
  const sending = feedback.isPending ? feedback.variables : null;
  return (
    <Group gap="xs" data-testid={`faq-helpful-${questionId}`}>
      <Text size="sm" c="dimmed">
        {t('publishing_faq_helpful')}
      </Text>
      <Button size="compact-sm" variant="light" loading={sending === true} disabled={feedback.isPending} onClick={() => feedback.mutate(true)}>
        {t('publishing_faq_helpful_yes')}
      </Button>
      <Button size="compact-sm" variant="light" color="gray" loading={sending === false} disabled={feedback.isPending} onClick={() => feedback.mutate(false)}>
        {t('publishing_faq_helpful_no')}
      </Button>
      {feedback.isError && (
        <Text size="sm" c="red" role="alert">
          {t(errorMessageKey(feedback.error))}
        </Text>
      )}
    </Group>
  );
}
