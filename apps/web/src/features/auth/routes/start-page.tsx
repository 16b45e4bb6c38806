import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/public-paths.ts';
import { storeUser, userQuery } from '../../../lib/queries.ts';
import { useSession } from '../../../lib/use-session.ts';
import { createProfile } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { checkProfile, forgetInviteCodes, initialProfile, PROFILE_FIELDS, profileBody, ProfileFields, type ProfileValues } from '../components/profile-fields.tsx';
import { useFormErrors } from '../hooks.ts';

/** /start with an account but no profile yet: the profile part of sign-up on its own. */
export function StartPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const [profile, setProfile] = useState<ProfileValues>(() => initialProfile(params.get('region')?.toUpperCase() ?? user?.region ?? null));
  const [submitting, setSubmitting] = useState(false);
  const errors = useFormErrors(PROFILE_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkProfile(profile);
    if (Object.keys(problems).length > 0) {
      errors.setFields(problems);
      return;
    }
    errors.clear();
    setSubmitting(true);
    try {
      const { user: created } = await createProfile(profileBody(profile));
      storeUser(client, created);
      void client.invalidateQueries({ queryKey: userQuery.queryKey });
      forgetInviteCodes();
      navigate(safeNextPath(params.get('next'), '/overview'), { replace: true });
    } catch (error) {
      void errors.fromError(error);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('profile_title')} subtitle={t('profile_subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ProfileFields values={profile} onChange={setProfile} error={errors.field} />
          <FormAlert messageKey={errors.general} />
          <Button type="submit" size="md" fullWidth loading={submitting} data-testid="signup-submit">
            {t('profile_submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
