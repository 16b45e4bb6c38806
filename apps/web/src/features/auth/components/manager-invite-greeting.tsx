import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { managerInviteQuery } from '../api.ts';

/**
 * Who invites the visitor to be managed (the sign-up link's manager_invite_code, document 1 §2 "Sign-up entry"): the
 * label joins the new artist's team once the profile is made. A code no label has is said to be unknown.
 */
export function ManagerInviteGreeting({ code }: { code: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({ ...managerInviteQuery(code), enabled: code.length > 0 });
  if (!data) return null;
  if (!data.valid || !data.labelName) {
    return (
      <Alert variant="light" color="orange" data-testid="signup-manager-invalid">
        {t('signup_manager_invite_invalid')}
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="teal" data-testid="signup-manager">
      {t('signup_manager_invite', { label: data.labelName })}
    </Alert>
  );
}
