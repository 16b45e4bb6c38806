import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { regionName } from '../lib/format.ts';
import { CountryFlag, renderCountryOption } from './country-flag.tsx';

export interface RegionOption {
  code: string;
  phoneCode?: string;
}

/** Searchable region picker: flag (an image, CountryFlag), name in the UI language (Intl.DisplayNames) and optionally the calling code. */
export function RegionSelect({
  regions,
  withPhoneCode,
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  regions: readonly RegionOption[];
  withPhoneCode?: boolean;
  value: string | null;
  onChange: (code: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = useMemo(
    () =>
      regions
        .map((r) => {
          const name = regionName(r.code, language);
          const phone = withPhoneCode && r.phoneCode ? ` (+${r.phoneCode.replace(/^\+/, '')})` : '';
          return { value: r.code, name, label: `${name}${phone}` };
        })
        .sort((a, b) => a.name.localeCompare(b.name, language))
        .map(({ value: code, label }) => ({ value: code, label })),
    [regions, language, withPhoneCode],
  );
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('nothing_found')}
      maxDropdownHeight={280}
      comboboxProps={{ shadow: 'md' }}
      renderOption={renderCountryOption}
      leftSection={<CountryFlag code={value} />}
      {...props}
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
    />
  );
}
