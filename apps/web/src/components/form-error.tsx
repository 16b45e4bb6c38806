import { Alert, type AlertProps } from '@mantine/core';
import { errorMessageKey } from '../lib/error-message.ts';
import { useTranslation } from '../lib/use-translation.ts';

type FormErrorProps = Omit<AlertProps, 'children' | 'color' | 'vars'> & {
  /** A failed call (or any thrown value): shown as its message key, a network failure as error_network. */
  error?: unknown;
  /** A message key the form chose itself; wins over `error`. */
  messageKey?: string | null;
  vars?: Record<string, string | number>;
  'data-testid'?: string;
};

/**
 * What went wrong with a form or an action, in the reader's language, announced to screen readers; nothing when
 * nothing went wrong. The one way the app shows a form's failure (a field's own message sits on the field).
 */
export function FormError({ error, messageKey, vars, variant = 'light', ...alert }: FormErrorProps) {
  const { t, i18n } = useTranslation();
  const key = messageKey || (error ? errorMessageKey(error, (candidate) => i18n.exists(candidate)) : null);
  if (!key) return null;
  return (
    <Alert color="red" variant={variant} role="alert" {...alert}>
      {t(key, vars)}
    </Alert>
  );
}
