import type { SignUpForm } from '@portal/domain/publishing/signup';

export interface SummaryRow {
  /** The message key of the row's label. */
  labelKey: string;
  value: string;
}

export interface SummaryContext {
  /** "Yes" / "No" in the page's language. */
  yesNo: (value: boolean) => string;
  proName: (id: string) => string;
  /** The account's organisation type as shown to the user (artist, label). */
  organizationType: string;
  stateLabel: (value: string) => string;
  /** The user's region by name in the page's language. */
  countryName: string;
  territory: boolean;
}

/**
 * The confirmation modal's summary grid (document 2 section 2): the fields in the section's order, empty values left
 * out, the state by its option label, the country by name, alternate names joined by a space.
 */
export function signUpSummary(form: SignUpForm, context: SummaryContext): SummaryRow[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const member = form.isPro === true;
  const ascap = form.isPro === false;
  const rows: [string, string][] = [
    ['pubw_summary_is_pro', form.isPro === true || form.isPro === false ? context.yesNo(form.isPro) : ''],
    ['pubw_summary_pro', member && text(form.pro) ? context.proName(text(form.pro)) : ''],
    ['pubw_summary_ipi', member ? text(form.ipi) : ''],
    ['pubw_summary_organization_type', context.organizationType],
    ['pubw_first_name', text(form.firstName)],
    ['pubw_middle_name', text(form.middleName)],
    ['pubw_last_name', text(form.lastName)],
    ['pubw_phone', ascap && text(form.phoneNumber) ? `+1 ${text(form.phoneNumber)}` : ''],
    ['pubw_street', ascap ? text(form.streetAddress) : ''],
    ['pubw_city', ascap ? text(form.city) : ''],
    [context.territory ? 'pubw_territory' : 'pubw_state', ascap && text(form.state) ? context.stateLabel(text(form.state)) : ''],
    ['pubw_zip', ascap ? text(form.zipCode) : ''],
    ['pubw_country', context.countryName],
    ['pubw_ssn', ascap ? text(form.socialSecurityNumber) : ''],
    ['pubw_alternate_name', ascap ? [text(form.alternateName)].filter(Boolean).join(' ') : ''],
  ];
  return rows.filter(([, value]) => value !== '').map(([labelKey, value]) => ({ labelKey, value }));
}
