import type { ContributorRef } from '@portal/domain/release/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { renderInApp } from '../../../test/render.tsx';
import { ContributorsInput } from './people-inputs.tsx';

function People({ kind, seen, error }: { kind: 'contributor' | 'production'; seen: ContributorRef[][]; error?: string }) {
  const [value, setValue] = useState<ContributorRef[]>([]);
  const onChange = (next: ContributorRef[]) => {
    seen.push(next);
    setValue(next);
  };
  return <ContributorsInput label={en.rf_contributors} kind={kind} value={value} onChange={onChange} error={error} testId="people" />;
}

describe('a track’s contributors', () => {
  it.each(['contributor', 'production'] as const)('start a new %s with no role chosen, asking for one', async (kind) => {
    const user = userEvent.setup();
    const seen: ContributorRef[][] = [];
    renderInApp(<People kind={kind} seen={seen} />);
    await user.click(screen.getByRole('button', { name: en.rf_add_person }));
    expect(seen.at(-1)).toEqual([{ name: '' }]);
    const role = screen.getByTestId('people-role-0') as HTMLInputElement;
    expect(role.value).toBe('');
    expect(role.value).not.toBe(en.contributor_role_0);
    expect(role.placeholder).toBe(en.rf_choose_role);
    expect(role.required).toBe(true);
  });

  it('keeps the role the person chooses', async () => {
    const user = userEvent.setup();
    const seen: ContributorRef[][] = [];
    renderInApp(<People kind="contributor" seen={seen} />);
    await user.click(screen.getByRole('button', { name: en.rf_add_person }));
    await user.click(screen.getByTestId('people-role-0'));
    await user.click(screen.getByRole('option', { name: en.contributor_role_5, hidden: true }));
    expect(seen.at(-1)).toEqual([{ name: '', role: 5 }]);
    expect((screen.getByTestId('people-role-0') as HTMLInputElement).value).toBe(en.contributor_role_5);
  });
});
