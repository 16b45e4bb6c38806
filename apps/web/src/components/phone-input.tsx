import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { regionName } from '../lib/format.ts';
import { CountryFlag } from './country-flag.tsx';
import { basicQuery } from '../lib/queries.ts';

/** Phone number with its region picker (flag, name and calling code); a native select keeps the login page light. */
export function PhoneInput({
  region,
  phone,
  onRegionChange,
  onPhoneChange,
  error,
}: {
  region: string;
  phone: string;
  onRegionChange: (region: string) => void;
  onPhoneChange: (phone: string) => void;
  error?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(basicQuery);
  const language = i18n.language;
  const options = useMemo(() => {
    const regions = data?.regions ?? [];
    return regions
      .map((r) => ({ value: r.code, name: regionName(r.code, language), code: r.phoneCode.replace(/^\+/, ''), max: r.phoneDigitsMax }))
      .sort((a, b) => a.name.localeCompare(b.name, language))
      .map((r) => ({ value: r.value, label: `+${r.code} ${r.name}` }));
  }, [data, language]);
  const max = data?.regions.find((r) => r.code === region)?.phoneDigitsMax;
  const current = data?.regions.find((r) => r.code === region);

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <NativeSelect
        label={t('field_phone_region')}
        data={options.length ? options : [{ value: region, label: region }]}
        value={region}
        // An <option> holds text only: the chosen region's flag is drawn beside the list as an image.
        leftSection={<CountryFlag code={region} />}
        leftSectionPointerEvents="none"
        onChange={(event) => onRegionChange(event.currentTarget.value)}
        w={128}
        style={{ flexShrink: 0 }}
        data-testid="phone-region"
        styles={{ input: { textOverflow: 'ellipsis' } }}
      />
      <TextInput
        label={t('field_phone')}
        placeholder={t('field_phone_placeholder')}
        value={phone}
        onChange={(event) => onPhoneChange(event.currentTarget.value.replace(/[^\d\s()+-]/g, ''))}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={max ? max + 6 : 24}
        leftSection={current ? <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>+{current.phoneCode.replace(/^\+/, '')}</span> : null}
        leftSectionWidth={current ? 18 + (current.phoneCode.replace(/^\+/, '').length + 1) * 8 : undefined}
        error={error}
        required
        style={{ flex: 1 }}
        data-testid="phone-input"
      />
    </Group>
  );
}
