import { useState, type FormEvent } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageKey } from '../../lib/error-message.ts';
import { userQuery } from '../../lib/queries.ts';
import { useSession } from '../../lib/use-session.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { SendCodeButton } from '../../features/auth/components/send-code-button.tsx';
import { proveEmail, sendEmailProofCode } from './shell-api.ts';

/**
 * The pending state of an unproven e-mail address (decision 048, finding 9): what waits for it, a code to send (with
 * the resend countdown), the field to enter it, and the way to change the address. A team member whose owner has not
 * proven theirs is told so instead.
 */
export function EmailProofBanner() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { user } = useSession();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [proving, setProving] = useState(false);
  if (!user || user.needsProfile) return null;
  if (user.emailProven && !user.accountEmailProven) {
    return (
      <div className="sp-container sp-banners">
        <div className="sp-banner" role="status" data-kind="email-proof" data-testid="email-proof-owner">
          {t('email_proof_owner_text')}
        </div>
      </div>
    );
  }
  if (user.emailProven || !user.email) return null;

  const send = async () => {
    setProblem(null);
    try {
      const sent = await sendEmailProofCode();
      setSentTo(sent.email);
      return sent.resendAfterSeconds;
    } catch (error) {
      setProblem(errorMessageKey(error));
      throw error;
    }
  };
  const prove = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem('validation_required');
    setProving(true);
    setProblem(null);
    try {
      await proveEmail(code.trim());
      await client.invalidateQueries({ queryKey: userQuery.queryKey });
    } catch (error) {
      setProblem(errorMessageKey(error));
    } finally {
      setProving(false);
    }
  };

  return (
    <div className="sp-container sp-banners">
      <form className="sp-banner" data-kind="email-proof" data-testid="email-proof" onSubmit={prove} aria-labelledby="email-proof-title" noValidate>
        <Text fw={600} id="email-proof-title">
          {t('email_proof_title')}
        </Text>
        <Text size="sm" mb="xs">
          {t('email_proof_text', { email: user.email })}
        </Text>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label={t('field_verification_code')}
            placeholder={t('field_verification_code_placeholder')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            error={problem ? t(problem) : null}
            rightSection={<SendCodeButton onSend={send} />}
            rightSectionWidth="auto"
            rightSectionProps={{ style: { paddingInlineEnd: 6 } }}
            style={{ flex: '1 1 16rem', maxWidth: '24rem' }}
            data-testid="email-proof-code"
          />
          <Button type="submit" loading={proving} data-testid="email-proof-submit">
            {t('email_proof_submit')}
          </Button>
          <Button component={Link} to="/settings#contact" variant="subtle" data-testid="email-proof-change">
            {t('email_proof_change')}
          </Button>
        </Group>
        {sentTo && (
          <Text size="xs" c="dimmed" mt={4} role="status" data-testid="email-proof-sent">
            {t('email_proof_sent', { email: sentTo })}
          </Text>
        )}
      </form>
    </div>
  );
}
