import { Card, Group, Stack, Text } from '@mantine/core';
import { SURVEY_AREAS } from '@portal/domain/survey-answers';
import type { ResponseOf } from '@portal/contract/route';
import type * as survey from '@portal/contract/survey';
import { formatDateTime, safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

type Answers = ResponseOf<typeof survey.adminSurveyStats>['answers'];

/** The answers given on the feedback-survey page (decision 065): scores, what people use, their latest comments. */
export function SurveyAnswersStats({ answers }: { answers: Answers }) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null) => (value === null ? '—' : new Intl.NumberFormat(safeLocale(i18n.language), { maximumFractionDigits: 2 }).format(value));
  return (
    <Stack gap={6} mt="sm" data-testid="admin-survey-answers">
      <Text size="sm" fw={500}>
        {t('survey_page_admin_title')}
      </Text>
      <Group gap="lg">
        <Text size="sm" data-testid="admin-survey-answers-count">
          {t('survey_page_admin_count', { count: answers.count })}
        </Text>
        <Text size="sm" data-testid="admin-survey-answers-satisfaction">
          {t('survey_page_admin_satisfaction', { score: number(answers.satisfaction) })}
        </Text>
        <Text size="sm" data-testid="admin-survey-answers-nps">
          {t('survey_page_admin_nps', { score: number(answers.netPromoterScore) })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {SURVEY_AREAS.map((area) => `${t(`survey_page_area_${area}`)}: ${answers.areas[area]}`).join(' · ')}
      </Text>
      {answers.comments.map((comment) => (
        <Card key={`${comment.answeredAt}-${comment.comment}`} withBorder padding="xs" data-testid="admin-survey-comment">
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.answeredAt)} · {comment.satisfaction}/5 · {comment.recommend}/10
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.comment}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
