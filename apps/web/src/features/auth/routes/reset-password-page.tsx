import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { checkPassword, isValidEmail } from '@portal/domain/credentials';
import { messageKeyForCode } from '@portal/domain/errors';
import { useSession } from '../../../lib/use-session.ts';
import { resetPassword, sendEmailCode, sendSmsCode } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CodeInput } from '../components/code-input.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { MethodTabs } from '../components/method-tabs.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { useFormErrors } from '../hooks.ts';

type Channel = 'email' | 'sms';
const FIELDS = ['email', 'phone', 'target', 'code', 'password', 'confirm'] as const;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { region: visitorRegion, basic } = useSession();
  const [channel, setChannel] = useState<Channel>('email');
  const [email, setEmail] = useState('');
  const [region, setRegion] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const errors = useFormErrors(FIELDS);
  const phoneRegion = region ?? (basic?.regions.some((r) => r.code === visitorRegion?.region) ? visitorRegion?.region : null) ?? basic?.defaultRegion ?? 'BR';

  const checkTarget = (): Record<string, string> => {
    if (channel === 'email') {
      if (!email.trim()) return { email: 'validation_required' };
      if (!isValidEmail(email.trim())) return { email: 'enter_valid_email_tips' };
      return {};
    }
    return phone.trim() ? {} : { phone: 'validation_required' };
  };

  const sendCode = async () => {
    const problems = checkTarget();
    errors.setFields(problems);
    if (Object.keys(problems).length > 0) throw new Error('target required');
    try {
      const sent = channel === 'email' ? await sendEmailCode(email, 'reset') : await sendSmsCode({ region: phoneRegion, phone }, 'reset');
      return sent.resendAfterSeconds;
    } catch (error) {
      void errors.fromError(error);
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = checkTarget();
    if (!code.trim()) problems.code = 'validation_required';
    const passwordCode = checkPassword(password, channel === 'email' ? email.trim() : undefined);
    if (passwordCode) problems.password = messageKeyForCode(passwordCode);
    else if (confirm !== password) problems.confirm = 'reset_password_mismatch';
    if (Object.keys(problems).length > 0) {
      errors.setFields(problems);
      return;
    }
    errors.clear();
    setSubmitting(true);
    try {
      await resetPassword(channel === 'email' ? { channel, target: email.trim(), code: code.trim(), password } : { channel, target: phone.trim(), region: phoneRegion, code: code.trim(), password });
      navigate('/login?reset=1', { replace: true });
    } catch (error) {
      void errors.fromError(error);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title={t('reset_password_title')}
      subtitle={t('reset_password_subtitle')}
      footer={
        <Link className="sp-link" to="/login" data-testid="link-login">
          {t('back_to_login')}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MethodTabs
            idPrefix="reset"
            label={t('reset_password_channel_label')}
            value={channel}
            onChange={(value) => {
              setChannel(value);
              setCode('');
              errors.clear();
            }}
            options={[
              { value: 'email', label: t('reset_with_email'), testId: 'reset-channel-email' },
              { value: 'sms', label: t('reset_with_phone'), testId: 'reset-channel-sms' },
            ]}
          />
          <div role="tabpanel" id="reset-panel" aria-labelledby={`reset-tab-${channel}`}>
            {channel === 'email' ? (
              <TextInput
                label={t('field_email')}
                placeholder={t('field_email_placeholder')}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={errors.field('email') ?? errors.field('target')}
                required
                data-testid="email-input"
              />
            ) : (
              <PhoneInput region={phoneRegion} phone={phone} onRegionChange={setRegion} onPhoneChange={setPhone} error={errors.field('phone') ?? errors.field('target')} />
            )}
          </div>
          <CodeInput value={code} onChange={setCode} error={errors.field('code')} onSend={sendCode} />
          <PasswordField
            label={t('field_new_password')}
            description={t('pwd_rule_tips')}
            placeholder={t('field_new_password_placeholder')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.field('password')}
            required
            data-testid="password-input"
          />
          <PasswordField
            label={t('field_confirm_password')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.field('confirm')}
            required
            data-testid="confirm-password-input"
          />
          <FormAlert messageKey={errors.general} />
          <Button type="submit" size="md" fullWidth loading={submitting} data-testid="reset-submit">
            {t('reset_password_submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
