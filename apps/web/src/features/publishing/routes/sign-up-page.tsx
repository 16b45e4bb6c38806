import { reportInvalidFields } from '../../../lib/form-monitoring.ts';
import { useState } from 'react';
import { Alert, Button, Card, Container, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isActivated } from '@portal/domain/publishing/registration';
import { isTerritoryRegion, proSocieties, signUpPayload, stateOptions, validateSignUp, type SignUpField, type SignUpForm } from '@portal/domain/publishing/signup';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { regionName } from '../../../lib/format.ts';
import { userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { userTypeKey } from '../../../lib/user-labels.ts';
import { createRegistration, refreshPublishing, registrationQuery, type Registration, type SignUpBody } from '../api.ts';
import { inPublishingArea } from '../components/publishing-area.tsx';
import { SignUpFields } from '../components/signup-form.tsx';
import { ConfirmSignUpModal, FailureModal, RegionReviewModal } from '../components/signup-modals.tsx';
import { TermsModal } from '../components/terms-modal.tsx';
import { publishingPaths } from '../paths.ts';
import { signUpSummary } from '../signup-summary.ts';

type Step = 'form' | 'terms' | 'region' | 'confirm';

/** Sign-up (document 2 sections 2 and 5): the form, or the state of a registration already sent. */
function SignUp() {
  const { t } = useTranslation();
  const user = useQuery(userQuery);
  const registration = useQuery(registrationQuery);
  if (user.isPending || registration.isPending || !user.data) return <PageLoader />;
  const current = registration.data ?? null;
  const rejected = current?.status === 'FAILED';
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }} data-testid="publishing-sign-up-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('pubw_sign_up_title')}
          </Title>
          <Text c="dimmed">{t('pubw_sign_up_subtitle')}</Text>
        </Stack>
        {rejected && (
          <Alert color="red" variant="light" title={t('pubw_rejected_title')} data-testid="publishing-rejected">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{current.failureReason || t('pubw_rejected_body')}</Text>
              <Button component={Link} to={publishingPaths.feedback} variant="white" color="red" size="xs">
                {t('contact_us')}
              </Button>
            </Stack>
          </Alert>
        )}
        {current && !rejected ? <Registered registration={current} /> : <SignUpEditor region={user.data.region} organizationType={t(userTypeKey(user.data))} registration={current} />}
      </Stack>
    </Container>
  );
}

function Registered({ registration }: { registration: Registration }) {
  const { t } = useTranslation();
  const active = isActivated(registration);
  return (
    <Alert color="teal" variant="light" title={t(active ? 'pubw_registered_title' : 'pubw_submitted_title')} data-testid="publishing-registered">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(active ? 'pubw_registered_body' : 'pubw_submitted_body')}</Text>
        <Button component={Link} to={publishingPaths.trackSearch} size="xs" data-testid="publishing-register-first">
          {t('pubw_register_composition')}
        </Button>
      </Stack>
    </Alert>
  );
}

function initialForm(region: string, registration: Registration | null): SignUpForm {
  const states = stateOptions(region);
  const writer = registration?.songwriter;
  return {
    isPro: null,
    firstName: writer?.firstName ?? '',
    middleName: writer?.middleName ?? '',
    lastName: writer?.lastName ?? '',
    state: states.length === 1 ? states[0]!.value : '',
  };
}

function SignUpEditor({ region, organizationType, registration }: { region: string; organizationType: string; registration: Registration | null }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState<SignUpForm>(() => initialForm(region, registration));
  const [touched, setTouched] = useState<ReadonlySet<SignUpField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const report = validateSignUp(form, region);
  const unsupported = Boolean(report.region);
  const countryName = regionName(region, i18n.language);
  const territory = isTerritoryRegion(region);
  const summary = signUpSummary(form, {
    yesNo: (value) => t(value ? 'pubw_yes' : 'pubw_no'),
    proName: (id) => proSocieties.find((society) => society.id === id)?.name ?? id,
    organizationType,
    stateLabel: (value) => stateOptions(region).find((option) => option.value === value)?.label ?? value,
    countryName,
    territory,
  });

  const next = () => {
    setSubmitted(true);
    if (Object.keys(report).length === 0) setStep('terms');
    else reportInvalidFields('publishing-sign-up', Object.keys(report));
  };

  const send = async () => {
    setSending(true);
    try {
      await createRegistration(signUpPayload(form) as SignUpBody);
      setStep('form');
      await refreshPublishing(client);
    } catch (error) {
      setStep('form');
      setFailure((isApiError(error) && error.serverMessage) || t('pubw_register_fail_body'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <Stack gap="lg">
          <SignUpFields
            form={form}
            region={region}
            countryName={countryName}
            report={report}
            shown={(field) => submitted || touched.has(field)}
            onChange={(patch) => setForm((old) => ({ ...old, ...patch }))}
            onBlur={(field) => setTouched((old) => new Set(old).add(field))}
          />
          {submitted && Object.keys(report).length > 0 && !unsupported && (
            <Text size="sm" c="red" role="alert">
              {t('pub_invalid')}
            </Text>
          )}
          <Group justify="flex-end">
            <Tooltip label={t('pub_region_unsupported')} disabled={!unsupported} multiline w={280}>
              <span>
                <Button type="submit" disabled={unsupported} data-testid="publishing-sign-up-submit">
                  {t('pubw_sign_up_submit')}
                </Button>
              </span>
            </Tooltip>
          </Group>
        </Stack>
      </form>
      <TermsModal opened={step === 'terms'} region={region} onCancel={() => setStep('form')} onAgree={() => setStep('region')} />
      <RegionReviewModal opened={step === 'region'} region={region} countryName={countryName} territory={territory} onBack={() => setStep('form')} onContinue={() => setStep('confirm')} />
      <ConfirmSignUpModal opened={step === 'confirm'} region={region} rows={summary} sending={sending} onEdit={() => setStep('form')} onConfirm={() => void send()} />
      <FailureModal title={t('pubw_register_fail_title')} message={failure} onClose={() => setFailure(null)} />
    </Card>
  );
}

export const PublishingSignUpPage = inPublishingArea(SignUp);
