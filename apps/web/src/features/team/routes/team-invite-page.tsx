import { useState, type ReactNode } from 'react';
import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { TeamInviteCode } from '@portal/domain/errors';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { UsersIcon } from '../../../components/icons/users-icon.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { switchTeam } from '../../../lib/switch-team.ts';
import { useSession } from '../../../lib/use-session.ts';
import { TeamSwitchOverlay } from '../../../components/team-switch-overlay.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { acceptInvite, allTeamsKey, validateInviteQuery } from '../api.ts';
import { PermissionSummary } from '../components/permission-matrix.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** Results 1 to 4 of TeamInviteCode, each with its own message. */
const failureResults: number[] = [TeamInviteCode.INVALID, TeamInviteCode.RECALLED, TeamInviteCode.NOT_MATCHING, TeamInviteCode.USED];
const resultKey = (result: number) => `team_invite_result_${failureResults.includes(result) ? result : TeamInviteCode.INVALID}`;

/**
 * /team/invite?inviteCode=…, open to visitors: shows the team and the permissions the invitation brings; a visitor logs
 * in or signs up and comes back here, a signed-in user accepts and may switch to the team straight away.
 */
export function TeamInvitePage() {
  const [params] = useSearchParams();
  const inviteCode = params.get('inviteCode')?.trim() ?? '';
  const session = useSession();
  if (session.loading) return <PageLoader />;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 56 }}>
      {inviteCode ? <Invitation inviteCode={inviteCode} userId={session.user?.userId ?? null} /> : <Unusable result={TeamInviteCode.INVALID} signedIn={!!session.user} />}
    </Container>
  );
}

function Invitation({ inviteCode, userId }: { inviteCode: string; userId: number | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const location = useLocation();
  const { data, error } = useQuery(validateInviteQuery(inviteCode, userId));
  const [accepting, setAccepting] = useState(false);
  const [acceptError, setAcceptError] = useState<unknown>(null);
  const [accepted, setAccepted] = useState<{ result: number; teamId: number | null; teamName: string } | null>(null);

  if (error) {
    return <FormError error={error} data-testid="invite-error" />;
  }
  if (!data) return <PageLoader />;

  const signedIn = userId !== null;
  const teamName = accepted?.teamName ?? data.teamName ?? '';
  // After accepting, the accept answer decides (someone may have used the code in the meantime).
  const result = accepted?.result ?? data.result;
  if (result !== TeamInviteCode.SUCCESS) return <Unusable result={result} signedIn={signedIn} />;
  if (accepted?.teamId != null) return <Joined teamId={accepted.teamId} teamName={teamName} />;

  const here = encodeURIComponent(location.pathname + location.search);
  const accept = async () => {
    setAccepting(true);
    setAcceptError(null);
    try {
      const answer = await acceptInvite(inviteCode);
      setAccepted({ ...answer, teamName });
      // The header's team switcher now offers the joined team.
      await client.invalidateQueries({ queryKey: allTeamsKey });
    } catch (failure) {
      setAcceptError(failure);
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Card withBorder padding="xl" data-testid="invite-result" data-result={result}>
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color="brand">
            <UsersIcon size={24} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={500}>
              {t('team_invite_page_title')}
            </Text>
            <Title order={1} size="h3" data-testid="invite-team-name" style={{ overflowWrap: 'anywhere' }}>
              {t('team_invite_from', { team: teamName })}
            </Title>
            {data.email && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('team_invite_for_email', { email: data.email })}
              </Text>
            )}
          </Stack>
        </Group>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('team_invite_permissions_intro')}
          </Text>
          <PermissionSummary value={data.permissions} testId="invite-permissions" />
        </Stack>
        <FormError error={acceptError} data-testid="invite-accept-error" />
        {signedIn ? (
          <Group>
            <Button size="md" loading={accepting} onClick={() => void accept()} data-testid="invite-accept">
              {t('team_invite_accept')}
            </Button>
          </Group>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('team_invite_login_hint')}
            </Text>
            <Group>
              <Button component={Link} to={`/login?next=${here}`} data-testid="invite-login">
                {t('login_action')}
              </Button>
              <Button component={Link} to={`/sign-up?next=${here}`} variant="default" data-testid="invite-signup">
                {t('signup_action')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Accepted: switch to the team now (document 1 section 2, team switching) or carry on in the own account. */
function Joined({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<unknown>(null);

  const go = async () => {
    setSwitching(true);
    setSwitchError(null);
    try {
      await switchTeam(teamId);
    } catch (failure) {
      setSwitchError(failure);
      setSwitching(false);
    }
  };

  return (
    <Outcome color="teal" icon={<CheckIcon size={24} />} title={t('team_invite_accepted_title', { team: teamName })} body={t('team_invite_accepted_body')} result={TeamInviteCode.SUCCESS} accepted>
      <FormError error={switchError} data-testid="invite-switch-error" />
      <Group>
        <Button onClick={() => void go()} loading={switching} data-testid="invite-switch">
          {t('team_invite_switch', { team: teamName })}
        </Button>
        <Button component={Link} to="/overview" variant="default" data-testid="invite-overview">
          {t('nav_overview')}
        </Button>
      </Group>
      {switching && <TeamSwitchOverlay team={teamName} />}
    </Outcome>
  );
}

/** Results 1 invalid (also a missing or expired code), 2 recalled, 3 sent to another address, 4 used. */
function Unusable({ result, signedIn }: { result: number; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Outcome color="orange" icon={<AlertIcon size={24} />} title={t('team_invite_unusable_title')} body={t(resultKey(result))} result={result}>
      <Group>
        {signedIn ? (
          <Button component={Link} to="/overview" variant="light" data-testid="invite-overview">
            {t('nav_overview')}
          </Button>
        ) : (
          <Button component={Link} to="/" variant="light" data-testid="invite-home">
            {t('nav_home')}
          </Button>
        )}
      </Group>
    </Outcome>
  );
}

function Outcome(props: { color: string; icon: ReactNode; title: string; body: string; result: number; accepted?: boolean; children: ReactNode }) {
  return (
    <Card withBorder padding="xl" data-testid="invite-result" data-result={props.result} data-accepted={props.accepted ? 'true' : undefined}>
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color={props.color}>
            {props.icon}
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {props.title}
            </Title>
            <Text c="dimmed" data-testid="invite-result-message">
              {props.body}
            </Text>
          </Stack>
        </Group>
        {props.children}
      </Stack>
    </Card>
  );
}
