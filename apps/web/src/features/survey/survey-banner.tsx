import { useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HIGH_QUALITY_TIER, localDate, showsSurvey, type SurveyPage } from '@portal/domain/publishing/survey';
import { openConfigQuery } from '../../lib/open-config-query.ts';
import { userQuery } from '../../lib/queries.ts';
import { useTranslation } from '../../lib/use-translation.ts';

const finishedKey = (userId: number) => `survey-finished:${userId}`;
const isFinished = (userId: number) => {
  try {
    return localStorage.getItem(finishedKey(userId)) === '1';
  } catch {
    return false;
  }
};

/**
 * Document 2 section 2's survey banner on the overview, music management and royalty pages: for settled,
 * high-quality accounts of five regions, within the window the operators set (local dates). Closing it or following
 * its link finishes it for good on this browser.
 */
export function SurveyBanner({ page }: { page: SurveyPage }) {
  const { t } = useTranslation();
  const { data: user } = useQuery(userQuery);
  const { data: config } = useQuery(openConfigQuery);
  const [finishedNow, setFinishedNow] = useState(false);
  if (!user || !config) return null;
  const finish = () => {
    try {
      localStorage.setItem(finishedKey(user.userId), '1');
    } catch {
      // Private browsing without storage: the banner goes for this visit.
    }
    setFinishedNow(true);
  };
  const shown = showsSurvey({
    page,
    settled: user.isSettled,
    highQuality: user.tier >= HIGH_QUALITY_TIER,
    region: user.region,
    today: localDate(new Date()),
    window: config.survey,
    finished: finishedNow || isFinished(user.userId),
  });
  if (!shown) return null;
  return (
    <Alert color="violet" variant="light" withCloseButton onClose={finish} closeButtonLabel={t('survey_close')} mb="lg" data-testid="survey-banner">
      <Text size="sm">
        {t('survey_text')}{' '}
        <Anchor href={config.survey.url} target="_blank" rel="noopener noreferrer" onClick={finish} data-testid="survey-link">
          {t('survey_link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
