import { AccountTier } from '../enums.ts';

/** Document 2 section 2 "Survey banner": who sees it, where and when. */
export const SURVEY_REGIONS = ['US', 'CA', 'PR', 'AU', 'NZ'] as const;
/** Tier of a HIGH_QUALITY account (document 1 section 3). */
export const HIGH_QUALITY_TIER = AccountTier.HIGH_QUALITY;
export const SURVEY_PAGES = ['overview', 'release-management', 'royalty'] as const;
export type SurveyPage = (typeof SURVEY_PAGES)[number];
/** What the banner reports (document 2: analytics events for show, close and click). */
export const SURVEY_EVENTS = ['show', 'close', 'click'] as const;
export type SurveyEvent = (typeof SURVEY_EVENTS)[number];

export interface SurveyFacts {
  page: SurveyPage | null;
  /** The signed-in user is SETTLED, and their account quality is HIGH_QUALITY (tier 400, document 1 section 3). */
  settled: boolean;
  highQuality: boolean;
  region: string;
  /** The user's local date, yyyy-MM-dd. */
  today: string;
  window: { start: string; end: string };
  /** Closed or followed before. */
  finished: boolean;
}

/** yyyy-MM-dd of a moment in the browser's own time zone (the window is in local time). */
export const localDate = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

export function showsSurvey(facts: SurveyFacts): boolean {
  return (
    facts.page !== null &&
    !facts.finished &&
    facts.settled &&
    facts.highQuality &&
    (SURVEY_REGIONS as readonly string[]).includes(facts.region) &&
    facts.today >= facts.window.start &&
    facts.today <= facts.window.end
  );
}
