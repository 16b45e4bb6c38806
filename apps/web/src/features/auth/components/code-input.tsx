import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SendCodeButton } from './send-code-button.tsx';

export function CodeInput({
  value,
  onChange,
  error,
  onSend,
  sendDisabled,
  resetKey,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  onSend: () => Promise<number | undefined>;
  sendDisabled?: boolean;
  /** The destination the code goes to; changing it ends the resend countdown. */
  resetKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('field_verification_code')}
      placeholder={t('field_verification_code_placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      error={error}
      required
      rightSection={<SendCodeButton onSend={onSend} disabled={sendDisabled} resetKey={resetKey} />}
      rightSectionWidth="auto"
      rightSectionProps={{ style: { paddingInlineEnd: 6 } }}
      data-testid="code-input"
    />
  );
}
