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
    /**
     * A field was edited: an error it shows is replaced by what the local check says now (none once the value is
     * valid), so a mended field stops being red at once. Fields without an error are left alone until the next submit.
     */
    recheck: (found: Record<string, string | undefined>) =>
      setErrors((current) => {
        const edited = Object.keys(found).filter((name) => current.fields[name] !== undefined && current.fields[name] !== found[name]);
        if (edited.length === 0) return current;
        const fields = { ...current.fields };
        for (const name of edited) {
          const problem = found[name];
          if (problem) fields[name] = problem;
          else delete fields[name];
        }
        return { ...current, fields };
      }),
    clear: () => setErrors(none),
  };
}
