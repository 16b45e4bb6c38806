import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLite } from '../../../components/button-lite.tsx';
import { safeNextPath } from '../../../lib/public-paths.ts';
import type { LoginData } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { loginWithEmailCode, loginWithPassword, loginWithSms, sendEmailCode, sendSmsCode, startSession } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { MethodTabs } from '../components/method-tabs.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useFormErrors } from '../hooks.ts';

// The password tab is what most people use; the code tabs load their fields when opened.
const CodeInput = lazy(() => import('../components/code-input.tsx').then((m) => ({ default: m.CodeInput })));
const PhoneInput = lazy(() => import('../../../components/phone-input.tsx').then((m) => ({ default: m.PhoneInput })));
const TwoStepForm = lazy(() => import('../components/two-step-form.tsx').then((m) => ({ default: m.TwoStepForm })));

type Method = 'password' | 'email-code' | 'sms';
const FIELDS = ['email', 'password', 'phone', 'code'] as const;

export function LoginPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const { user, region: visitorRegion, basic } = useSession();

  const [method, setMethod] = useState<Method>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [region, setRegion] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [twoStep, setTwoStep] = useState<{ ticket: string; method: 'totp' | 'email' | 'sms'; maskedTarget: string | null } | null>(null);
  const errors = useFormErrors(FIELDS);

  const phoneRegion = region ?? (basic?.regions.some((r) => r.code === visitorRegion?.region) ? visitorRegion?.region : null) ?? basic?.defaultRegion ?? 'BR';

  const goOn = (needsProfile: boolean) => {
    const target = safeNextPath(next, '/start');
    navigate(needsProfile && target !== '/start' ? `/start?next=${encodeURIComponent(target)}` : target, { replace: true });
  };

  // Already signed in: nothing to do here.
  useEffect(() => {
    if (user && !submitting) goOn(user.needsProfile);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const required = (values: Partial<Record<(typeof FIELDS)[number], string>>) => {
    const missing: Record<string, string> = {};
    for (const [field, value] of Object.entries(values)) if (!value?.trim()) missing[field] = 'validation_required';
    errors.setFields(missing);
    return Object.keys(missing).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = method === 'password' ? required({ email, password }) : method === 'email-code' ? required({ email, code }) : required({ phone, code });
    if (!ok) return;
    setSubmitting(true);
    errors.clear();
    try {
      const session =
        method === 'password' ? await loginWithPassword(email, password) : method === 'email-code' ? await loginWithEmailCode(email, code) : await loginWithSms({ region: phoneRegion, phone }, code);
      if (session.twoStep) {
        setTwoStep(session.twoStep);
        setSubmitting(false);
        return;
      }
      const loginMethod: LoginData['method'] = method;
      await startSession(client, session, loginMethod);
      goOn(session.needsProfile);
    } catch (error) {
      void errors.fromError(error);
      setSubmitting(false);
    }
  };

  const sendCode = async () => {
    errors.clear();
    if (method === 'email-code' && !required({ email })) throw new Error('email required');
    if (method === 'sms' && !required({ phone })) throw new Error('phone required');
    try {
      const sent = method === 'sms' ? await sendSmsCode({ region: phoneRegion, phone }, 'login') : await sendEmailCode(email, 'login');
      return sent.resendAfterSeconds;
    } catch (error) {
      void errors.fromError(error);
      throw error;
    }
  };

  const switchMethod = (value: Method) => {
    setMethod(value);
    setCode('');
    errors.clear();
  };

  const emailField = (
    <TextInput
      label={t('field_email')}
      placeholder={t('field_email_placeholder')}
      type="email"
      autoComplete="username"
      value={email}
      onChange={(e) => setEmail(e.currentTarget.value)}
      error={errors.field('email')}
      required
      data-testid="email-input"
    />
  );

  if (twoStep) {
    return (
      <AuthLayout title={t('two_step_title')} subtitle={t('two_step_subtitle')}>
        <Suspense fallback={null}>
          <TwoStepForm
            challenge={twoStep}
            onCancel={() => setTwoStep(null)}
            onDone={async (session) => {
              await startSession(client, session, 'password');
              goOn(session.needsProfile);
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('login_title')}
      subtitle={t('login_subtitle')}
      footer={
        <>
          {t('login_no_account')}{' '}
          <Link className="sp-link" to={next ? `/sign-up?next=${encodeURIComponent(next)}` : '/sign-up'} data-testid="link-sign-up">
            {t('signup_action')}
          </Link>
        </>
      }
    >
      {params.get('reset') === '1' && (
        <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <FormAlert messageKey="reset_password_done" tone="success" testId="reset-done" />
        </div>
      )}
      <div style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>
        <MethodTabs
          idPrefix="login"
          label={t('login_method_label')}
          value={method}
          onChange={switchMethod}
          options={[
            { value: 'password', label: t('login_tab_password'), testId: 'login-tab-password' },
            { value: 'email-code', label: t('login_tab_email_code'), testId: 'login-tab-email-code' },
            { value: 'sms', label: t('login_tab_sms'), testId: 'login-tab-sms' },
          ]}
        />
      </div>
      {/* A form may not take the tab panel role: the panel holds it. */}
      <div role="tabpanel" id="login-panel" aria-labelledby={`login-tab-${method}`}>
        <form onSubmit={submit} noValidate>
          <div className="sp-form-stack">
            {method === 'sms' ? (
              <Suspense fallback={<div style={{ minHeight: 150 }} />}>
                <PhoneInput region={phoneRegion} phone={phone} onRegionChange={setRegion} onPhoneChange={setPhone} error={errors.field('phone')} />
                <CodeInput value={code} onChange={setCode} error={errors.field('code')} onSend={sendCode} />
              </Suspense>
            ) : (
              emailField
            )}
            {method === 'password' && (
              <>
                <PasswordField
                  label={t('field_password')}
                  placeholder={t('field_password_placeholder')}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={errors.field('password')}
                  required
                  data-testid="password-input"
                />
                <div className="sp-row-end">
                  <Link className="sp-link" to="/reset-password" data-testid="link-reset-password">
                    {t('forgot_password')}
                  </Link>
                </div>
              </>
            )}
            {method === 'email-code' && (
              <Suspense fallback={<div style={{ minHeight: 60 }} />}>
                <CodeInput value={code} onChange={setCode} error={errors.field('code')} onSend={sendCode} />
              </Suspense>
            )}
            <FormAlert messageKey={errors.general} />
            <ButtonLite type="submit" size="md" fullWidth loading={submitting} data-testid="login-submit">
              {t('login_action')}
            </ButtonLite>
          </div>
        </form>
      </div>
    </AuthLayout>
  );
}
