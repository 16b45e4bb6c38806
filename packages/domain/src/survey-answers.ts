// The satisfaction survey answered in full on the feedback-survey page (decision 065): one answer per person and
// survey round (a round is named by the survey's link, decision 020).

/** How satisfied the person is overall, 1 (very dissatisfied) to 5 (very satisfied). */
export const SATISFACTION_SCORES = [1, 2, 3, 4, 5] as const;
/** How likely they are to recommend us, 0 to 10 (the Net Promoter question). */
export const RECOMMEND_SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** What they use the portal for; any number of them. */
export const SURVEY_AREAS = ['releasing', 'analytics', 'royalties', 'publishing', 'promotion', 'creation', 'support'] as const;
export type SurveyArea = (typeof SURVEY_AREAS)[number];
export const SURVEY_COMMENT_MAX = 2000;

/**
 * The Net Promoter Score of a set of 0–10 answers: the share of promoters (9–10) minus the share of detractors (0–6),
 * in points from -100 to 100; null without answers.
 */
export function netPromoterScore(counts: readonly number[]): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const promoters = (counts[9] ?? 0) + (counts[10] ?? 0);
  const detractors = counts.slice(0, 7).reduce((sum, n) => sum + n, 0);
  return Math.round(((promoters - detractors) / total) * 100);
}
