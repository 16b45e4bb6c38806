import { describe, expect, it } from 'vitest';
import { signUpSummary, type SummaryContext } from './signup-summary.ts';

const context: SummaryContext = {
  yesNo: (value) => (value ? 'Yes' : 'No'),
  proName: (id) => ({ bmi: 'BMI', ascap: 'ASCAP' })[id] ?? id,
  organizationType: 'Artist',
  stateLabel: (value) => ({ NY: 'New York', PR: 'Puerto Rico' })[value] ?? value,
  countryName: 'United States',
  territory: false,
};

describe('sign-up confirmation summary (document 2 section 2)', () => {
  it('lists an ASCAP sign-up in the order of the section, the state by label and the country by name', () => {
    const rows = signUpSummary(
      {
        isPro: false,
        pro: 'bmi',
        ipi: '123',
        firstName: ' Ana ',
        middleName: 'M',
        lastName: 'Lima',
        phoneNumber: '5551234567',
        streetAddress: '1 Main St',
        city: 'Albany',
        state: 'NY',
        zipCode: '12207',
        socialSecurityNumber: '123-45-6789',
        alternateName: 'Ana Lima Music',
      },
      context,
    );
    expect(rows.map((row) => [row.labelKey, row.value])).toEqual([
      ['pubw_summary_is_pro', 'No'],
      ['pubw_summary_organization_type', 'Artist'],
      ['pubw_first_name', 'Ana'],
      ['pubw_middle_name', 'M'],
      ['pubw_last_name', 'Lima'],
      ['pubw_phone', '+1 5551234567'],
      ['pubw_street', '1 Main St'],
      ['pubw_city', 'Albany'],
      ['pubw_state', 'New York'],
      ['pubw_zip', '12207'],
      ['pubw_country', 'United States'],
      ['pubw_ssn', '123-45-6789'],
      ['pubw_alternate_name', 'Ana Lima Music'],
    ]);
  });

  it('lists a society member with the society by name and leaves empty values out', () => {
    const rows = signUpSummary({ isPro: true, pro: 'bmi', ipi: '00123456789', firstName: 'Ana', middleName: '  ', lastName: 'Lima', city: 'ignored' }, { ...context, countryName: 'Brasil' });
    expect(rows.map((row) => [row.labelKey, row.value])).toEqual([
      ['pubw_summary_is_pro', 'Yes'],
      ['pubw_summary_pro', 'BMI'],
      ['pubw_summary_ipi', '00123456789'],
      ['pubw_summary_organization_type', 'Artist'],
      ['pubw_first_name', 'Ana'],
      ['pubw_last_name', 'Lima'],
      ['pubw_country', 'Brasil'],
    ]);
  });

  it('labels the state as territory in territory regions', () => {
    const rows = signUpSummary({ isPro: false, state: 'PR' }, { ...context, territory: true });
    expect(rows.find((row) => row.labelKey === 'pubw_territory')?.value).toBe('Puerto Rico');
    expect(rows.some((row) => row.labelKey === 'pubw_state')).toBe(false);
  });
});
