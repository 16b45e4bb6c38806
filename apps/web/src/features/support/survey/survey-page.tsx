import { useState } from 'react';
import { Anchor, Button, Card, Checkbox, Chip, Container, Group, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RECOMMEND_SCORES, SATISFACTION_SCORES, SURVEY_AREAS, SURVEY_COMMENT_MAX, type SurveyArea } from '@portal/domain/survey-answers';
import { FormError } from '../../../components/form-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { SURVEY_ANSWER_KEY, SURVEY_STATE_KEY, submitSurveyAnswer, surveyAnswerQuery } from '../../../lib/survey-api.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * The feedback survey (route /survey, decision 065): the satisfaction survey answered in full, once per person and
 * survey round: overall satisfaction, how likely they are to recommend us, what they use, and what to improve.
 */
export function SurveyPage() {
  const { t } = useTranslation();
  const current = useQuery(surveyAnswerQuery);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('survey_page_title')}
          </Title>
          <Text c="dimmed">{t('survey_page_intro')}</Text>
        </Stack>
        {current.isError ? (
          <FormError error={current.error} />
        ) : !current.data ? (
          <Skeleton height={320} radius="md" />
        ) : current.data.answer ? (
          <Thanks answeredAt={current.data.answer.answeredAt} />
        ) : (
          <SurveyForm />
        )}
        <Text size="sm" c="dimmed">
          {t('survey_page_support')}{' '}
          <Anchor component={Link} to="/feedback" data-testid="survey-page-feedback-link">
            {t('survey_page_support_link')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

function Thanks({ answeredAt }: { answeredAt: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="survey-page-thanks">
      <Stack gap={4}>
        <Text fw={600}>{t('survey_page_thanks')}</Text>
        <Text size="sm" c="dimmed">
          {t('survey_page_answered_at', { time: formatDateTime(answeredAt) })}
        </Text>
      </Stack>
    </Card>
  );
}

function SurveyForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [satisfaction, setSatisfaction] = useState<string | null>(null);
  const [recommend, setRecommend] = useState<string | null>(null);
  const [areas, setAreas] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const send = useMutation({
    mutationFn: () => submitSurveyAnswer({ satisfaction: Number(satisfaction), recommend: Number(recommend), areas: areas as SurveyArea[], comment: comment.trim() }),
    onSuccess: (saved) => {
      client.setQueryData(SURVEY_ANSWER_KEY, saved);
      // Answering finishes the banner on every page.
      void client.invalidateQueries({ queryKey: SURVEY_STATE_KEY });
    },
  });
  const missing = (value: string | null) => (tried && value === null ? t('survey_page_required') : undefined);
  const submit = () => {
    setTried(true);
    if (satisfaction !== null && recommend !== null) send.mutate();
  };

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="survey-page-form"
    >
      <Stack gap="xl">
        <Radio.Group label={t('survey_page_satisfaction')} value={satisfaction} onChange={setSatisfaction} error={missing(satisfaction)} withAsterisk data-testid="survey-page-satisfaction">
          <Group gap="md" mt="xs">
            {SATISFACTION_SCORES.map((score) => (
              <Radio key={score} value={String(score)} label={t(`survey_page_satisfaction_${score}`)} data-testid={`survey-page-satisfaction-${score}`} />
            ))}
          </Group>
        </Radio.Group>

        <Stack gap={6}>
          <Text size="sm" fw={500} id="survey-page-recommend-label">
            {t('survey_page_recommend')} <span style={{ color: 'var(--mantine-color-error)' }}>*</span>
          </Text>
          <Chip.Group value={recommend} onChange={(value) => setRecommend(value as string)}>
            <Group gap={6} role="radiogroup" aria-labelledby="survey-page-recommend-label" data-testid="survey-page-recommend">
              {RECOMMEND_SCORES.map((score) => (
                <Chip key={score} value={String(score)} size="sm" variant="outline" type="radio" data-testid={`survey-page-recommend-${score}`}>
                  {score}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('survey_page_recommend_low')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('survey_page_recommend_high')}
            </Text>
          </Group>
          {missing(recommend) && (
            <Text size="xs" c="red" data-testid="survey-page-recommend-error">
              {missing(recommend)}
            </Text>
          )}
        </Stack>

        <Checkbox.Group label={t('survey_page_areas')} description={t('survey_page_areas_hint')} value={areas} onChange={setAreas}>
          <Stack gap={8} mt="xs">
            {SURVEY_AREAS.map((area) => (
              <Checkbox key={area} value={area} label={t(`survey_page_area_${area}`)} data-testid={`survey-page-area-${area}`} />
            ))}
          </Stack>
        </Checkbox.Group>

        <Textarea
          label={t('survey_page_comment')}
          description={t('survey_page_comment_hint')}
          autosize
          minRows={4}
          maxLength={SURVEY_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-testid="survey-page-comment"
        />

        {send.isError && <FormError error={send.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="survey-page-submit">
            {t('survey_page_submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
