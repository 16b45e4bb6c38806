import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { basicQuery } from '../lib/queries.ts';
import { renderInApp } from '../test/render.tsx';
import { CountryFlag, CountryLabel } from './country-flag.tsx';
import { PhoneInput } from './phone-input.tsx';
import { RegionSelect } from './region-select.tsx';

/** Two regional-indicator letters: a flag written as emoji, an empty box without an emoji font. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/u;
const regions = [
  { code: 'BR', phoneCode: '55', phoneDigitsMax: 11 },
  { code: 'JP', phoneCode: '81', phoneDigitsMax: 10 },
  { code: 'US', phoneCode: '1', phoneDigitsMax: 10 },
];
const withRegions = (client: QueryClient) => client.setQueryData(basicQuery.queryKey, { regions } as never);

describe('country flags', () => {
  it('are images the portal serves itself, decorative beside a name, named when alone', () => {
    const regionName = 'Brasil';
    renderInApp(
      <>
        <CountryLabel code="br">{regionName}</CountryLabel>
        <CountryFlag code="JP" label="Japan" />
        <CountryFlag code="not a code" />
      </>,
    );
    const [beside, alone] = screen.getAllByTestId('country-flag') as HTMLImageElement[];
    expect(screen.getAllByTestId('country-flag')).toHaveLength(2);
    expect(beside!.tagName).toBe('IMG');
    expect(beside!.getAttribute('src')).toBe('/flags/br.svg');
    expect(beside!.getAttribute('alt')).toBe('');
    expect(alone!.getAttribute('alt')).toBe('Japan');
    expect(EMOJI_FLAG.test(document.body.textContent ?? '')).toBe(false);
  });

  it('the region picker shows each option and the chosen region with an image flag, no emoji', async () => {
    const user = userEvent.setup();
    renderInApp(<RegionSelect regions={regions} value="JP" onChange={() => undefined} data-testid="region" />);
    // The chosen region's flag sits in the field, beside its name.
    const input = screen.getByTestId('region') as HTMLInputElement;
    expect(input.parentElement!.querySelector('img[data-testid="country-flag"]')!.getAttribute('data-code')).toBe('JP');
    expect(EMOJI_FLAG.test(input.value)).toBe(false);
    await user.click(screen.getByTestId('region'));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(option.querySelector('img[data-testid="country-flag"]')).not.toBeNull();
      expect(EMOJI_FLAG.test(option.textContent ?? '')).toBe(false);
    }
  });

  it('the phone number’s region shows the chosen flag as an image beside a list of plain text', () => {
    renderInApp(<PhoneInput region="US" phone="" onRegionChange={() => undefined} onPhoneChange={() => undefined} />, { seed: withRegions });
    const select = screen.getByTestId('phone-region') as HTMLSelectElement;
    expect([...select.options].every((option) => !EMOJI_FLAG.test(option.textContent ?? ''))).toBe(true);
    expect(screen.getAllByTestId('country-flag').map((flag) => flag.getAttribute('data-code'))).toEqual(['US']);
  });
});
