/** What /admin/releases/decide accepts as reasons (its contract: at most 20, each at most 500 characters). */
const MAX_REASONS = 20;
const MAX_REASON_LENGTH = 500;

/** Reasons from the ticked common ones and the written lines (one reason a line), blanks and repeats dropped. */
export function rejectionReasons(common: string[], written: string): string[] {
  return [...new Set([...common, ...written.split('\n')].map((reason) => reason.trim()).filter(Boolean))];
}

/** Why these reasons cannot be sent with a rejection, as a message key; null when they can. */
export function reasonsProblem(reasons: string[]): string | null {
  if (reasons.length === 0) return 'admin_release_reason_required';
  if (reasons.length > MAX_REASONS) return 'admin_release_reason_too_many';
  if (reasons.some((reason) => reason.length > MAX_REASON_LENGTH)) return 'admin_release_reason_too_long';
  return null;
}
