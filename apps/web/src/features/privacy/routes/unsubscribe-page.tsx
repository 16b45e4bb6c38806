import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Card, Container, Radio, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isEmailTopic } from '@portal/domain/email-topics';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { sendUnsubscribeReason, unsubscribe, unsubscribeMarketing } from '../api.ts';

const REASONS = ['too_many', 'not_relevant', 'never_signed_up', 'other'] as const;

/** One-click unsubscribe (document 1 section 2): spinner, the result for the topic, then a short survey. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('t');
  const market = params.get('ft') === 'market';
  const [topic, setTopic] = useState<string | null>(null);
  const [reason, setReason] = useState<(typeof REASONS)[number] | null>(null);
  const [surveyDone, setSurveyDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!ticket) {
      navigate('/overview', { replace: true });
      return;
    }
    // ft=market: the one-click link of marketing e-mail (newsletter and promotions, decision 032).
    const done = market ? unsubscribeMarketing(ticket).then(() => 'market') : unsubscribe(ticket).then((answer) => answer.topic);
    done.then(setTopic).catch(() => navigate('/overview', { replace: true }));
  }, [ticket, market, navigate]);

  if (!topic) return <PageLoader />;
  const messageTopic = market || !isEmailTopic(params.get('ft') ?? '') ? topic : params.get('ft')!;

  return (
    <Container size="xs" py={{ base: 'lg', sm: 56 }}>
      <Card withBorder padding="xl">
        <Stack>
          <Title order={1} size="h3" data-testid="unsubscribe-title">
            {t('unsubscribe_title')}
          </Title>
          <Text data-testid="unsubscribe-message">{t(`unsubscribe_message_${messageTopic}`)}</Text>
          <Anchor component={Link} to="/subscription" size="sm" data-testid="unsubscribe-manage">
            {t('unsubscribe_manage')}
          </Anchor>
          {surveyDone ? (
            <Text c="teal" fw={500} data-testid="unsubscribe-feedback-complete">
              {t('feedback_complete')}
            </Text>
          ) : (
            <Stack gap="sm" data-testid="unsubscribe-survey">
              <Radio.Group label={t('unsubscribe_survey_question')} value={reason} onChange={(value) => setReason(value as (typeof REASONS)[number])}>
                <Stack gap={6} mt="xs">
                  {REASONS.map((value) => (
                    <Radio key={value} value={value} label={t(`unsubscribe_reason_${value}`)} data-testid={`unsubscribe-reason-${value}`} />
                  ))}
                </Stack>
              </Radio.Group>
              <div>
                <Button
                  disabled={!reason}
                  onClick={() => (market ? setSurveyDone(true) : void sendUnsubscribeReason(ticket!, reason!).finally(() => setSurveyDone(true)))}
                  data-testid="unsubscribe-survey-submit"
                >
                  {t('unsubscribe_survey_submit')}
                </Button>
              </div>
            </Stack>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
