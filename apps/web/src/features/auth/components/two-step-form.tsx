import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { sendTwoStepCode, verifyTwoStep } from '../api.ts';
import { useFormErrors } from '../hooks.ts';
import { FormAlert } from './form-alert.tsx';
import { SendCodeButton } from './send-code-button.tsx';

interface Challenge {
  ticket: string;
  method: 'totp' | 'email' | 'sms';
  maskedTarget: string | null;
}

/** The second step of a login: a code from the authenticator app, or one sent to the e-mail or phone. */
export function TwoStepForm({ challenge, onDone, onCancel }: { challenge: Challenge; onDone: (session: { userId: number; needsProfile: boolean }) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const errors = useFormErrors(['code']);

  const send = async () => {
    errors.clear();
    try {
      const sent = await sendTwoStepCode(challenge.ticket, challenge.method as 'email' | 'sms');
      return sent.resendAfterSeconds;
    } catch (error) {
      void errors.fromError(error);
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return errors.setFields({ code: 'two_step_code_format' });
    setBusy(true);
    errors.clear();
    try {
      await onDone(await verifyTwoStep(challenge.ticket, code));
    } catch (error) {
      // Error 7 (too many tries) and an expired ticket both mean starting the login again.
      const { isApiError } = await import('../../../lib/api-client.ts');
      if (isApiError(error) && (error.errorCode === 7 || error.messageKey === 'two_step_ticket_expired')) setExpired(true);
      void errors.fromError(error);
      setBusy(false);
    }
  };

  const hint = challenge.method === 'totp' ? t('two_step_hint_totp') : t('two_step_hint_sent', { target: challenge.maskedTarget ?? '' });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <FormAlert messageKey={errors.general} />
        {!expired && (
          <TextInput
            label={t('field_verification_code')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errors.field('code')}
            autoFocus
            rightSection={challenge.method === 'totp' ? null : <SendCodeButton onSend={send} />}
            rightSectionWidth="auto"
            rightSectionProps={{ style: { paddingInlineEnd: 6 } }}
            data-testid="two-step-code"
          />
        )}
        {!expired && (
          <Button type="submit" loading={busy} data-testid="two-step-submit">
            {t('two_step_verify_action')}
          </Button>
        )}
        <Button variant="subtle" onClick={onCancel} data-testid="two-step-cancel">
          {t('two_step_back_to_login')}
        </Button>
      </Stack>
    </form>
  );
}
