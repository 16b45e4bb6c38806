import type { ComboboxItem } from '@mantine/core';
import type { ReactNode } from 'react';

const CODE = /^[A-Za-z]{2}$/;

/**
 * A country's flag as an image the portal serves itself (flag-icons, copied to /flags by apps/web/build/country-flags.ts;
 * decision 071). Regional-indicator emoji are empty boxes where the system has no emoji font. Decorative beside the
 * country's name; pass `label` where the flag stands alone.
 */
export function CountryFlag({ code, size = 14, label }: { code: string | null | undefined; size?: number; label?: string }) {
  if (!code || !CODE.test(code)) return null;
  return (
    <img
      className="sp-flag"
      src={`${import.meta.env.BASE_URL}flags/${code.toLowerCase()}.svg`}
      alt={label ?? ''}
      title={label}
      width={Math.round((size * 4) / 3)}
      height={size}
      loading="lazy"
      decoding="async"
      data-testid="country-flag"
      data-code={code.toUpperCase()}
      // A code the set has no flag for leaves no broken-image sign.
      onError={(event) => {
        event.currentTarget.style.visibility = 'hidden';
      }}
    />
  );
}

/** The flag and its name on one line, kept together. */
export function CountryLabel({ code, children }: { code: string | null | undefined; children: ReactNode }) {
  return (
    <span className="sp-flag-label">
      <CountryFlag code={code} />
      <span>{children}</span>
    </span>
  );
}

/** Mantine Select/MultiSelect `renderOption` for options whose value is a country code. */
export const renderCountryOption = ({ option }: { option: ComboboxItem }) => <CountryLabel code={option.value}>{option.label}</CountryLabel>;
