import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

export const RESEND_SECONDS = 60;

/**
 * Sends a one-time code, then counts down before it may be sent again. onSend resolves to the server's
 * resend delay (never shorter than 60 s) or rejects, in which case the caller shows the error and no countdown starts.
 * A change of `resetKey` (the destination) ends the countdown.
 */
export function SendCodeButton({ onSend, disabled, resetKey }: { onSend: () => Promise<number | undefined>; disabled?: boolean; resetKey?: string }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  // A new destination (the address was changed) has had no code yet: it may get one at once.
  useEffect(() => setSeconds(0), [resetKey]);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      setSeconds(Math.max(RESEND_SECONDS, wait ?? 0));
    } catch {
      // The form shows why sending failed.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="subtle" size="compact-sm" onClick={() => void send()} loading={sending} disabled={disabled || seconds > 0} data-testid="send-code" aria-live="polite">
      {seconds > 0 ? t('send_code_countdown', { seconds }) : t('send_code')}
    </Button>
  );
}
