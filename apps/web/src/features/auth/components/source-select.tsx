import { Select } from '@mantine/core';
import { SignUpSource } from '@portal/domain/enums';
import { useTranslation } from '../../../lib/use-translation.ts';
import { signUpSourceOptions } from '../options.ts';

/** The sign-up sources of document 1 §3 in the order they are offered; the answers' wording is decision 064's. */
const SOURCES = Object.values(SignUpSource);

/** A sign-up link's `source` (0–9), when it names one. */
export function sourceFromLink(value: string | null): number | null {
  if (value === null || !/^\d$/.test(value)) return null;
  const source = Number(value);
  return (SOURCES as number[]).includes(source) ? source : null;
}

/** "How did you hear about us?": asked once, optionally, while the new account completes its profile. */
export function SourceSelect({ value, onChange }: { value: number | null; onChange: (source: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('signup_source_label')}
      placeholder={t('field_optional')}
      data={signUpSourceOptions(t)}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      clearable
      data-testid="signup-source"
    />
  );
}
