import { SettlementStatus as S } from './enums.ts';

/**
 * Account settlement moves (document 1 sections 3 and 4): identity submitted, first release submitted, operator
 * review (passed or rejected with a reason), settled once the identity passed and the main agreement is signed.
 * Each function returns the next status, or null when the event is not allowed in the current one.
 */
export const settlement = {
  /** The user sends their identity (first time, again before review, or after a rejection). */
  identitySubmitted(status: number): number | null {
    if (status === S.INIT || status === S.IDENTITY_SUBMITTED || status === S.IDENTIFICATION_REJECTED) return S.IDENTITY_SUBMITTED;
    if (status === S.ALBUM_SONG_SUBMITTED) return S.ALBUM_SONG_SUBMITTED;
    return null;
  },
  /** An approved identity was changed: it goes back to review. */
  approvedIdentityChanged(status: number): number | null {
    return status === S.IDENTIFICATION_PASSED || status === S.SETTLED ? S.IDENTITY_SUBMITTED : null;
  },
  /** The first release was submitted while the identity waits for review. */
  firstReleaseSubmitted(status: number): number | null {
    return status === S.IDENTITY_SUBMITTED ? S.ALBUM_SONG_SUBMITTED : null;
  },
  /** An operator opens the case. */
  reviewStarted(status: number): number | null {
    return status === S.IDENTITY_SUBMITTED || status === S.ALBUM_SONG_SUBMITTED ? S.IDENTIFYING : null;
  },
  reviewed(status: number, passed: boolean, hasSignedMainAgreement: boolean): number | null {
    if (status !== S.IDENTITY_SUBMITTED && status !== S.ALBUM_SONG_SUBMITTED && status !== S.IDENTIFYING) return null;
    if (!passed) return S.IDENTIFICATION_REJECTED;
    return hasSignedMainAgreement ? S.SETTLED : S.IDENTIFICATION_PASSED;
  },
  /** The main agreement was signed. */
  agreementSigned(status: number): number | null {
    return status === S.IDENTIFICATION_PASSED ? S.SETTLED : null;
  },
  /** Statuses an operator's review queue shows. */
  awaitingReview: [S.IDENTITY_SUBMITTED, S.ALBUM_SONG_SUBMITTED, S.IDENTIFYING] as number[],
};
