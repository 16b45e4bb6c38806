import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EyeIcon } from '../../../components/icons/eye-icon.tsx';

/** Password input with a show/hide toggle; lighter than Mantine's PasswordInput, which matters on the login page. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      rightSection={
        <button
          type="button"
          className="sp-icon-button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('password_hide') : t('password_show')}
          aria-pressed={visible}
          title={visible ? t('password_hide') : t('password_show')}
        >
          <EyeIcon size={18} closed={visible} />
        </button>
      }
    />
  );
}
