import { useTranslation } from '../../../lib/use-translation.ts';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';

/** The form's general message (error, or success after a password reset). */
export function FormAlert({ messageKey, tone = 'error', testId }: { messageKey: string | null; tone?: 'error' | 'success'; testId?: string }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <div className={`sp-alert sp-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId ?? (tone === 'error' ? 'form-error' : 'form-notice')}>
      {tone === 'error' ? <AlertIcon size={18} /> : <CheckIcon size={18} />}
      <span>{t(messageKey)}</span>
    </div>
  );
}
