import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ErrorDescription } from '../../lib/error-message.ts';

const none: ErrorDescription = { messageKey: null, fields: {} };

/**
 * Form errors: one general message and per-field message keys, from a failed call or local checks.
 * The error mapping loads on the first failure, which keeps it out of the login page's first load.
 */
export function useFormErrors(fields: readonly string[]) {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<ErrorDescription>(none);
  return {
    general: errors.messageKey,
    field: (name: string) => (errors.fields[name] ? t(errors.fields[name]) : null),
    fromError: async (error: unknown) => {
      const { describeError } = await import('../../lib/error-message.ts');
      setErrors(describeError(error, fields, (key) => i18n.exists(key)));
    },
    setFields: (found: Record<string, string>) => setErrors({ messageKey: null, fields: found }),
    setGeneral: (messageKey: string) => setErrors({ messageKey, fields: {} }),
    clear: () => setErrors(none),
  };
}
