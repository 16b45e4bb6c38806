import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseVersion } from '@portal/domain/release/model';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CUSTOM_VERSION as CUSTOM, versionOptions } from '../options.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  testId?: string;
}

/** A version is a preset keyword, with a year when remastered, or the user's own text (document 3 section 3). */
export function VersionInput({ value, onChange, error, disabled, testId }: Props) {
  const { t } = useTranslation();
  const parsed = parseVersion(value);
  const [customChosen, setCustomChosen] = useState(Boolean(parsed.custom));
  const choice = parsed.keyword ?? (customChosen || parsed.custom ? CUSTOM : '');
  const options = versionOptions(t);
  const choose = (next: string | null) => {
    setCustomChosen(next === CUSTOM);
    onChange(next === CUSTOM || !next ? '' : next === 'Remastered' ? `Remastered ${new Date().getFullYear()}` : next);
  };
  return (
    <Group gap="xs" align="flex-start" grow wrap="nowrap" data-testid={testId}>
      <Select label={t('rf_version')} data={options} value={choice} onChange={choose} allowDeselect={false} disabled={disabled} error={choice === CUSTOM ? undefined : error} />
      {choice === 'Remastered' && (
        <NumberInput
          label={t('rf_remastered_year')}
          min={1900}
          max={new Date().getFullYear()}
          value={parsed.year ?? ''}
          onChange={(year) => onChange(year === '' ? 'Remastered' : `Remastered ${year}`)}
          disabled={disabled}
          error={error}
        />
      )}
      {choice === CUSTOM && (
        <TextInput
          label={t('rf_version_text')}
          value={parsed.custom ?? ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          disabled={disabled}
          error={error}
          data-testid={testId && `${testId}-text`}
        />
      )}
    </Group>
  );
}
