import type { z } from 'zod';
import type { FieldError } from '@portal/contract/route';

/** Maps zod issues to field errors with message keys the catalogs translate. */
export function zodIssuesToFieldErrors(issues: z.core.$ZodIssue[], where: string, value?: unknown): FieldError[] {
  return issues.slice(0, 50).map((issue) => {
    const field = [where, ...issue.path.map(String)].join('.');
    const missing = value !== undefined && sent(value, issue.path) === undefined && issue.code !== 'unrecognized_keys';
    return { field, messageKey: missing ? 'validation_required' : messageKeyFor(issue), message: issue.message };
  });
}

/** What the caller sent at a path (coercion hides it: a missing number and "abc" both become NaN). */
function sent(value: unknown, path: PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** Routes parse with `reportInput`, so an issue tells a missing value (input undefined) from a wrong one. */
function messageKeyFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation_required' : 'validation_invalid_type';
    case 'too_small':
      return 'validation_too_short';
    case 'too_big':
      return 'validation_too_long';
    case 'unrecognized_keys':
      return 'validation_unknown_field';
    case 'invalid_value':
      return issue.input === undefined ? 'validation_required' : 'validation_invalid_value';
    case 'invalid_format':
      return issue.format === 'email' ? 'enter_valid_email_tips' : 'validation_invalid_format';
    case 'custom':
      // A contract's own refinement names its message key (upload_file_name_invalid); other texts are for developers.
      return /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(issue.message) ? issue.message : 'validation_invalid_value';
    default:
      return 'validation_invalid_value';
  }
}
