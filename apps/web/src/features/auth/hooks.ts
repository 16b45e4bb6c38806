import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, type ErrorDescription } from '../../lib/error-message.ts';

const none: ErrorDescription = { messageKey: null, fields: {} };

/** Form errors: one general message and per-field message keys, filled from a failed call or local checks. */
export function useFormErrors(fields: readonly string[]) {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<ErrorDescription>(none);
  return {
    general: errors.messageKey,
    field: (name: string) => (errors.fields[name] ? t(errors.fields[name]) : null),
    fromError: (error: unknown) => setErrors(describeError(error, fields, (key) => i18n.exists(key))),
    setFields: (found: Record<string, string>) => setErrors({ messageKey: null, fields: found }),
    clear: () => setErrors(none),
    hasFieldErrors: (found: Record<string, string>) => Object.keys(found).length > 0,
  };
}
