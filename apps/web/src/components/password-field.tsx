import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../lib/use-translation.ts';
import { EyeIcon } from './icons/eye-icon.tsx';

/**
 * Password input with a show/hide toggle named in the reader's language; lighter than Mantine's PasswordInput, which
 * matters on the login page. The help text (the password rule) gives way to the error, so the rule is never said twice.
 */
export function PasswordField({ description, error, ...props }: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('password_hide') : t('password_show');
  return (
    <TextInput
      {...props}
      description={error ? undefined : description}
      error={error}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      rightSection={
        <button type="button" className="sp-icon-button" onClick={() => setVisible((v) => !v)} aria-label={toggleLabel} aria-pressed={visible} title={toggleLabel}>
          <EyeIcon size={18} closed={visible} />
        </button>
      }
    />
  );
}
