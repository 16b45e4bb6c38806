/**
 * Monitoring stand-in for forms (document 2 section 5: "form validation errors are logged by field"): which fields of
 * which form stopped a submit, never their values.
 */
export function reportInvalidFields(form: string, fields: string[]): void {
  if (fields.length > 0) console.warn(`[monitoring] form invalid: ${form}: ${[...new Set(fields)].sort().join(', ')}`);
}
