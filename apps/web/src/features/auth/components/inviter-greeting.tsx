import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { inviterQuery } from '../api.ts';

/** "Luna Vale invited you": the sign-up page's greeting when the visitor came by an invite link (decision 032). */
export function InviterGreeting({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({ ...inviterQuery(inviteCode), enabled: inviteCode.length > 0 });
  if (!data?.valid || !data.inviterName) return null;
  return (
    <Alert variant="light" color="teal" data-testid="signup-inviter">
      {data.activity ? t('signup_invited_by_activity', { name: data.inviterName, activity: data.activity.title }) : t('signup_invited_by', { name: data.inviterName })}
    </Alert>
  );
}
