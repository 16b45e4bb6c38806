import * as routes from '@portal/contract/heads/survey';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { formatDateTime } from '../../../lib/format.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { SurveyPage } from './survey-page.tsx';

const URL = 'https://survey.example/satisfaction';
const answeredAt = '2026-12-03T10:15:00.000Z';

afterEach(() => setViewport('desktop'));

describe('the feedback survey page', () => {
  it('asks for the two scores before sending, then sends every answer and thanks the person', async () => {
    const user = userEvent.setup();
    const api = serveApi((call) =>
      isCallTo(call, routes.getSurveyAnswer)
        ? ok(routes.getSurveyAnswer, { url: URL, answer: null })
        : ok(routes.submitSurveyAnswer, { url: URL, answer: { satisfaction: 4, recommend: 9, areas: ['releasing', 'royalties'], comment: 'Faster payouts', answeredAt } }),
    );
    renderInApp(<SurveyPage />);
    await user.click(await screen.findByTestId('survey-page-submit'));
    expect(screen.getAllByText(en.survey_page_required)).toHaveLength(2);
    expect(api.callsTo(routes.submitSurveyAnswer)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: en.survey_page_satisfaction_4 }));
    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.click(screen.getByRole('checkbox', { name: en.survey_page_area_releasing }));
    await user.click(screen.getByRole('checkbox', { name: en.survey_page_area_royalties }));
    await user.type(screen.getByTestId('survey-page-comment'), '  Faster payouts ');
    expect(screen.queryByText(en.survey_page_required)).toBeNull();
    await user.click(screen.getByTestId('survey-page-submit'));

    expect(await screen.findByTestId('survey-page-thanks')).toBeTruthy();
    const [sent] = api.callsTo(routes.submitSurveyAnswer);
    expect(sent!.body).toEqual({ satisfaction: 4, recommend: 9, areas: ['releasing', 'royalties'], comment: 'Faster payouts' });
    expect(sent!.csrf).toBe('csrf-token');
    expect(screen.getByText(en.survey_page_answered_at.replace('{{time}}', formatDateTime(answeredAt)))).toBeTruthy();
  });

  it('thanks a person who already answered instead of asking again', async () => {
    setViewport('phone');
    serveApi(() => ok(routes.getSurveyAnswer, { url: URL, answer: { satisfaction: 5, recommend: 10, areas: [], comment: '', answeredAt } }));
    renderInApp(<SurveyPage />);
    expect(await screen.findByTestId('survey-page-thanks')).toBeTruthy();
    expect(screen.queryByTestId('survey-page-form')).toBeNull();
    expect(screen.getByTestId('survey-page-feedback-link').getAttribute('href')).toBe('/feedback');
  });

  it("shows the server's refusal and keeps the answers", async () => {
    const user = userEvent.setup();
    serveApi((call) => (isCallTo(call, routes.getSurveyAnswer) ? ok(routes.getSurveyAnswer, { url: URL, answer: null }) : refused('survey_page_already_answered', 409)));
    renderInApp(<SurveyPage />);
    await user.click(await screen.findByRole('radio', { name: en.survey_page_satisfaction_2 }));
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByTestId('survey-page-submit'));
    await waitFor(() => expect(screen.getByText(en.survey_page_already_answered)).toBeTruthy());
    expect(screen.getByTestId('survey-page-form')).toBeTruthy();
    expect((screen.getByRole('radio', { name: en.survey_page_satisfaction_2 }) as HTMLInputElement).checked).toBe(true);
  });
});
