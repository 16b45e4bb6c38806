import { useEffect, useRef } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HIGH_QUALITY_TIER, localDate, showsSurvey, type SurveyEvent, type SurveyPage } from '@portal/domain/publishing/survey';
import { openConfigQuery } from '../lib/open-config-query.ts';
import { userQuery } from '../lib/queries.ts';
import { feelgoodTokenQuery, recordSurveyEvent, SURVEY_STATE_KEY, surveyStateQuery } from '../lib/survey-api.ts';
import { useTranslation } from '../lib/use-translation.ts';

/**
 * Document 2 section 2's survey banner on the overview, music management and royalty pages: for settled,
 * high-quality accounts of five regions, within the window the operators set (local dates). It reports being shown,
 * closed and followed (decision 020); closing it or following its link finishes the survey for the person.
 */
export function SurveyBanner({ page }: { page: SurveyPage }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: user } = useQuery(userQuery);
  const { data: config } = useQuery(openConfigQuery);
  const forThisAccount =
    !!user &&
    !!config &&
    showsSurvey({
      page,
      settled: user.isSettled,
      highQuality: user.tier >= HIGH_QUALITY_TIER,
      region: user.region,
      today: localDate(new Date()),
      window: config.survey,
      finished: false,
    });
  const { data: state } = useQuery({ ...surveyStateQuery, enabled: forThisAccount });
  const report = useMutation({
    mutationFn: (event: SurveyEvent) => recordSurveyEvent({ event, page }),
    onSuccess: (saved) => client.setQueryData(SURVEY_STATE_KEY, saved),
  });
  const shown = forThisAccount && state !== undefined && !state.finished;
  // The survey tool ties each answer to the person by this short-lived signed token (decision 032).
  const { data: feelgood } = useQuery({ ...feelgoodTokenQuery, enabled: shown });

  const reportedShow = useRef(false);
  useEffect(() => {
    if (!shown || reportedShow.current) return;
    reportedShow.current = true;
    report.mutate('show');
  }, [shown, report]);

  if (!shown) return null;
  const finish = (event: SurveyEvent) => {
    client.setQueryData(SURVEY_STATE_KEY, { ...state, finished: true });
    report.mutate(event);
  };
  return (
    <Alert color="violet" variant="light" withCloseButton onClose={() => finish('close')} closeButtonLabel={t('survey_close')} mb="lg" data-testid="survey-banner">
      <Text size="sm">
        {t('survey_text')}{' '}
        <Anchor
          href={feelgood?.token ? withToken(config.survey.url, feelgood.token) : config.survey.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => finish('click')}
          data-testid="survey-link"
        >
          {t('survey_link')}
        </Anchor>
      </Text>
    </Alert>
  );
}

function withToken(url: string, token: string): string {
  try {
    const link = new URL(url);
    link.searchParams.set('fg', token);
    return link.toString();
  } catch {
    return url;
  }
}
