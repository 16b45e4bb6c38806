import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkPassword, isValidEmail } from '@portal/domain/credentials';
import { messageKeyForCode } from '@portal/domain/errors';
import { MailIcon } from '../../../components/icons/mail-icon.tsx';
import { PhoneIcon } from '../../../components/icons/phone-icon.tsx';
import { safeNextPath } from '../../../lib/public-paths.ts';
import { storeUser, userQuery } from '../../../lib/queries.ts';
import { useSession } from '../../../lib/use-session.ts';
import { askSignUpRisk, checkPhone, chooseDataCentre, createProfile, recordSignUpSource, sendEmailCode, sendSmsCode, signUpWithEmail, signUpWithPhone, startSession } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CodeInput } from '../components/code-input.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { MethodTabs } from '../components/method-tabs.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { checkProfile, forgetInviteCodes, initialProfile, PROFILE_FIELDS, profileBody, ProfileFields, type ProfileValues } from '../components/profile-fields.tsx';
import { useFormErrors } from '../hooks.ts';
import { InviterGreeting } from '../components/inviter-greeting.tsx';
import { ManagerInviteGreeting } from '../components/manager-invite-greeting.tsx';
import { SourceSelect, sourceFromLink } from '../components/source-select.tsx';
import { LinkedText } from '../../../components/linked-text.tsx';

type Method = 'email' | 'phone';
const FIELDS = ['email', 'password', 'phone', 'code', ...PROFILE_FIELDS] as const;

// The account part's local checks, one per field: the submit runs them all, an edit re-runs its own field's.
const emailProblem = (value: string) => (!value.trim() ? 'validation_required' : !isValidEmail(value.trim()) ? 'enter_valid_email_tips' : undefined);
const passwordProblem = (value: string, address: string) => {
  const code = checkPassword(value, address.trim());
  return code ? messageKeyForCode(code) : undefined;
};
const requiredProblem = (value: string) => (value.trim() ? undefined : 'validation_required');

export function SignUpPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const { user } = useSession();

  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phoneRegion, setPhoneRegion] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  /** The address the last e-mail code went to: the form says so, and offers to change it. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [profile, setProfile] = useState<ProfileValues>(() => initialProfile(params.get('region')?.toUpperCase() ?? null));
  const [accountCreated, setAccountCreated] = useState(false);
  const [invitedWith] = useState(() => profile.inviteCode.trim());
  const [managedWith] = useState(() => profile.managerInviteCode.trim());
  // An invited visitor's source is known to the server (a referral); anyone else is asked, once and optionally.
  const askSource = !invitedWith && !managedWith;
  const [source, setSource] = useState<number | null>(() => sourceFromLink(params.get('source')));
  const [submitting, setSubmitting] = useState(false);
  const errors = useFormErrors(FIELDS);
  const destination = safeNextPath(next, '/overview');
  const smsRegion = phoneRegion ?? profile.region;

  // The account is created in its region's data centre (GET /idc/set); were the choice lost, the server falls back
  // to the region's own, which is the same one.
  useEffect(() => {
    if (!accountCreated && profile.region) chooseDataCentre(profile.region).catch(() => undefined);
  }, [profile.region, accountCreated]);

  // A signed-in account without a profile only needs the profile part; a complete one has nothing to do here.
  useEffect(() => {
    if (!user || submitting) return;
    if (user.needsProfile) setAccountCreated(true);
    else navigate(destination, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const checkAccount = (): Record<string, string> => {
    const found =
      method === 'email' ? { email: emailProblem(email), password: passwordProblem(password, email), code: requiredProblem(code) } : { phone: requiredProblem(phone), code: requiredProblem(code) };
    return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== undefined));
  };

  // Edits: a field that was marked wrong is checked again as the visitor types, so a mended field is no longer red.
  const editEmail = (value: string) => {
    setEmail(value);
    errors.recheck({ email: emailProblem(value), password: passwordProblem(password, value) });
  };
  const editPassword = (value: string) => {
    setPassword(value);
    errors.recheck({ password: passwordProblem(value, email) });
  };
  const editCode = (value: string) => {
    setCode(value);
    errors.recheck({ code: requiredProblem(value) });
  };
  const editPhone = (value: string) => {
    setPhone(value);
    errors.recheck({ phone: requiredProblem(value) });
  };
  const editProfile = (next: ProfileValues) => {
    const problems = checkProfile(next);
    const changed = PROFILE_FIELDS.filter((field) => next[field] !== profile[field]);
    setProfile(next);
    errors.recheck(Object.fromEntries(changed.map((field) => [field, problems[field]])));
  };

  /**
   * Asks before a code is sent whether the sign-up would be refused, and says why (POST /open/sign-up-risk-control).
   * The sign-up itself checks again, so a failed question does not hold the visitor up.
   */
  const refusedUpFront = async (address?: string): Promise<boolean> => {
    const risk = await askSignUpRisk(address).catch(() => null);
    if (!risk || risk.allowed) return false;
    if (risk.reason === 'disposable_email') errors.setFields({ email: 'signup_risk_disposable_email' });
    else errors.setGeneral(risk.reason === 'device_flood' ? 'signup_risk_device_flood' : 'signup_risk_ip_flood');
    return true;
  };

  const sendMailCode = async () => {
    errors.clear();
    const address = email.trim();
    if (!address || !isValidEmail(address)) {
      errors.setFields({ email: address ? 'enter_valid_email_tips' : 'validation_required' });
      throw new Error('email rejected');
    }
    if (await refusedUpFront(address)) throw new Error('sign-up refused');
    try {
      const sent = await sendEmailCode(address, 'signup');
      setCodeSentTo(address);
      return sent.resendAfterSeconds;
    } catch (error) {
      void errors.fromError(error);
      throw error;
    }
  };

  const changeAddress = () => {
    setCodeSentTo(null);
    setCode('');
    document.getElementById('signup-email')?.focus();
  };

  const sendCode = async () => {
    errors.clear();
    if (!phone.trim()) {
      errors.setFields({ phone: 'validation_required' });
      throw new Error('phone required');
    }
    if (await refusedUpFront()) throw new Error('sign-up refused');
    try {
      const target = { region: smsRegion, phone };
      const check = await checkPhone(target);
      if (!check.valid || check.linked) {
        errors.setFields({ phone: check.linked ? 'phone_is_linked' : (check.messageKey ?? 'phone_number_error') });
        throw new Error('phone rejected');
      }
      return (await sendSmsCode(target, 'signup')).resendAfterSeconds;
    } catch (error) {
      if (!(error instanceof Error && error.message === 'phone rejected')) void errors.fromError(error);
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { ...(accountCreated ? {} : checkAccount()), ...checkProfile(profile) };
    if (Object.keys(problems).length > 0) {
      errors.setFields(problems);
      return;
    }
    errors.clear();
    setSubmitting(true);
    try {
      if (!accountCreated) {
        const session = method === 'email' ? await signUpWithEmail(email, password, code) : await signUpWithPhone({ region: smsRegion, phone }, code);
        await startSession(client, session, method === 'email' ? 'signup-email' : 'signup-phone');
        setAccountCreated(true);
      }
      const { user: created } = await createProfile(profileBody(profile));
      storeUser(client, created);
      if (askSource && source !== null) await recordSignUpSource(source).catch(() => undefined);
      void client.invalidateQueries({ queryKey: userQuery.queryKey });
      forgetInviteCodes();
      navigate(destination, { replace: true });
    } catch (error) {
      void errors.fromError(error);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title={accountCreated ? t('profile_title') : t('signup_title')}
      subtitle={accountCreated ? t('profile_subtitle') : t('signup_subtitle')}
      footer={
        accountCreated ? undefined : (
          <>
            {t('signup_have_account')}{' '}
            <Link className="sp-link" to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'} data-testid="link-login">
              {t('login_action')}
            </Link>
          </>
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <InviterGreeting inviteCode={invitedWith} />
          <ManagerInviteGreeting code={managedWith} />
          {!accountCreated && (
            <>
              <MethodTabs
                idPrefix="signup"
                label={t('signup_method_label')}
                value={method}
                onChange={(value) => {
                  setMethod(value);
                  errors.clear();
                }}
                options={[
                  {
                    value: 'email',
                    label: (
                      <>
                        <MailIcon size={16} />
                        {t('signup_with_email')}
                      </>
                    ),
                    testId: 'signup-method-email',
                  },
                  {
                    value: 'phone',
                    label: (
                      <>
                        <PhoneIcon size={16} />
                        {t('signup_with_phone')}
                      </>
                    ),
                    testId: 'signup-method-phone',
                  },
                ]}
              />
              <div role="tabpanel" id="signup-panel" aria-labelledby={`signup-tab-${method}`}>
                <Stack gap="md">
                  {method === 'email' ? (
                    <>
                      <TextInput
                        id="signup-email"
                        label={t('field_email')}
                        placeholder={t('field_email_placeholder')}
                        type="email"
                        autoComplete="email"
                        value={email}
                        onChange={(e) => editEmail(e.currentTarget.value)}
                        error={errors.field('email')}
                        required
                        data-testid="email-input"
                      />
                      <PasswordField
                        label={t('field_password')}
                        description={t('pwd_rule_tips')}
                        placeholder={t('field_new_password_placeholder')}
                        autoComplete="new-password"
                        value={password}
                        onChange={(e) => editPassword(e.currentTarget.value)}
                        error={errors.field('password')}
                        required
                        data-testid="password-input"
                      />
                      <CodeInput value={code} onChange={editCode} error={errors.field('code')} onSend={sendMailCode} resetKey={email.trim().toLowerCase()} />
                      {codeSentTo && codeSentTo === email.trim() && (
                        <Text size="sm" c="dimmed" data-testid="signup-code-sent">
                          {t('signup_code_sent_to', { email: codeSentTo })}{' '}
                          <Anchor component="button" type="button" size="sm" onClick={changeAddress} data-testid="signup-change-address">
                            {t('signup_change_address')}
                          </Anchor>
                        </Text>
                      )}
                    </>
                  ) : (
                    <>
                      <PhoneInput region={smsRegion} phone={phone} onRegionChange={setPhoneRegion} onPhoneChange={editPhone} error={errors.field('phone')} />
                      <CodeInput value={code} onChange={editCode} error={errors.field('code')} onSend={sendCode} />
                    </>
                  )}
                </Stack>
              </div>
              <Divider label={t('signup_profile_divider')} labelPosition="center" my={4} />
            </>
          )}
          <ProfileFields values={profile} onChange={editProfile} error={errors.field} />
          {askSource && <SourceSelect value={source} onChange={setSource} />}
          <FormAlert messageKey={errors.general} />
          <Button type="submit" size="md" fullWidth loading={submitting} data-testid="signup-submit">
            {accountCreated ? t('profile_submit') : t('signup_submit')}
          </Button>
          {!accountCreated && (
            <Text size="xs" c="dimmed" ta="center" data-testid="signup-terms">
              <LinkedText
                template={t('signup_terms_links', { terms: '{{terms}}', privacy: '{{privacy}}' })}
                links={{
                  terms: { to: '/legal/terms', label: t('legal_title_terms'), testId: 'signup-terms-link' },
                  privacy: { to: '/legal/privacy', label: t('legal_title_privacy'), testId: 'signup-privacy-link' },
                }}
              />
            </Text>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
