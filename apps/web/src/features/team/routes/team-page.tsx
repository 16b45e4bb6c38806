import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Card, Container, Group, Modal, Pagination, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidEmail } from '@portal/domain/credentials';
import { DataTable } from '../../../components/data-table.tsx';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { describeError, errorMessageKey, type ErrorDescription } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { INVITE_STATUSES, inviteMember, invitesKey, membersKey, recallInvite, removeMember, teamInvitesQuery, teamMembersQuery, updateMember, type InviteStatus, type TeamMember } from '../api.ts';
import { normaliseMap, type PermissionMap } from '../components/permission-grant.ts';
import { PermissionMatrix, PermissionSummary } from '../components/permission-matrix.tsx';
import { CurrentTeam } from '../components/current-team.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** Member and invite lists: offset = (page-1) x 10 (document 1 section 5). */
const PAGE_SIZE = 10;
const INVITE_FIELDS = ['email', 'permissions'];
const noProblem: ErrorDescription = { messageKey: null, fields: {} };

interface Message {
  color: 'teal' | 'red';
  text: string;
  testId: string;
}

const statusColor: Record<InviteStatus, string> = { pending: 'blue', accepted: 'teal', recalled: 'gray', expired: 'orange' };

/**
 * The owner's team: members with their permissions, and the invitations sent. A member working in someone else's
 * account sees that team and what they may do there instead.
 */
export function TeamPage() {
  return (
    <PermissionGuard owner fallback={<CurrentTeam />}>
      <Team />
    </PermissionGuard>
  );
}

function Team() {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" align="flex-end" gap="md" mb="xl">
        <Stack gap={4} maw={640}>
          <Title order={1} size="h2">
            {t('nav_team')}
          </Title>
          <Text c="dimmed">{t('team_subtitle')}</Text>
        </Stack>
        <Button
          onClick={() => {
            setMessage(null);
            setInviting(true);
          }}
          data-testid="team-invite-open"
        >
          {t('team_invite_open')}
        </Button>
      </Group>
      {message && (
        <Alert color={message.color} variant="light" mb="lg" withCloseButton onClose={() => setMessage(null)} data-testid={message.testId}>
          {message.text}
        </Alert>
      )}
      <Stack gap="xl">
        <MembersSection onMessage={setMessage} />
        <InvitesSection onMessage={setMessage} />
      </Stack>
      <InviteModal
        opened={inviting}
        onClose={() => setInviting(false)}
        onSent={(email) => {
          setInviting(false);
          setMessage({ color: 'teal', text: t('team_invite_sent', { email }), testId: 'team-invite-success' });
        }}
      />
    </Container>
  );
}

/** Card with a title, the total and pagination under the content. */
function Section(props: { title: string; total: number | undefined; page: number; pages: number; onPage: (page: number) => void; testId: string; children: ReactNode }) {
  return (
    <Card withBorder padding={0} component="section" data-testid={props.testId}>
      <Group gap="xs" p="md">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.total !== undefined && (
          <Badge variant="light" color="gray" tt="none">
            {props.total}
          </Badge>
        )}
      </Group>
      {props.children}
      {props.pages > 1 && (
        <Group justify="center" p="md">
          <Pagination total={props.pages} value={props.page} onChange={props.onPage} size="sm" data-testid={`${props.testId}-pagination`} />
        </Group>
      )}
    </Card>
  );
}

/** The page count of a list, and back to the last page when rows went away (the last row of the last page removed). */
function usePages(total: number | undefined, page: number, setPage: (page: number) => void) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  useEffect(() => {
    if (total !== undefined && page > pages) setPage(pages);
  }, [total, page, pages, setPage]);
  return pages;
}

function MembersSection({ onMessage }: { onMessage: (message: Message) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery(teamMembersQuery((page - 1) * PAGE_SIZE, PAGE_SIZE));
  const pages = usePages(data?.total, page, setPage);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const members = data?.memberList ?? [];

  return (
    <Section title={t('team_members_title')} total={data?.total} page={page} pages={pages} onPage={setPage} testId="team-members">
      {error ? (
        <FormError error={error} m="md" />
      ) : !isPending && members.length === 0 ? (
        <Text c="dimmed" ta="center" px="md" py="xl" data-testid="team-members-empty">
          {t('team_members_empty')}
        </Text>
      ) : (
        // Inset on a phone, where each row is a card; on wider screens the table runs to the section's edges.
        <Box px={{ base: 'sm', sm: 0 }} pb={{ base: 'sm', sm: 0 }}>
          <DataTable
            minWidth={820}
            verticalSpacing="sm"
            rows={data?.memberList}
            rowKey={(member) => member.userId}
            rowProps={(member) => ({ 'data-testid': `team-member-row-${member.userId}` })}
            columns={[
              {
                key: 'name',
                header: t('team_member_name'),
                cell: (member) => (
                  <Text size="sm" fw={600}>
                    {member.nickname}
                  </Text>
                ),
              },
              {
                key: 'email',
                header: t('field_email'),
                cell: (member) => (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {member.email ?? '—'}
                  </Text>
                ),
              },
              {
                key: 'permissions',
                header: t('team_permissions_label'),
                cell: (member) => (
                  <Box maw={340}>
                    <PermissionSummary value={member.permissions} testId="team-member-permissions" />
                  </Box>
                ),
              },
              { key: 'joined', header: t('team_member_joined'), nowrap: true, cell: (member) => <Text size="sm">{formatDateTime(member.joinedAt)}</Text> },
              {
                key: 'actions',
                header: <VisuallyHidden>{t('team_actions')}</VisuallyHidden>,
                align: 'end',
                cell: (member) => (
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setEditing(member)} data-testid="team-member-edit">
                      {t('team_member_edit')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(member)} data-testid="team-member-remove">
                      {t('team_member_remove')}
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        </Box>
      )}
      {editing && (
        <EditMemberModal
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            onMessage({ color: 'teal', text: t('team_member_saved', { name: editing.nickname }), testId: 'team-message' });
            setEditing(null);
          }}
        />
      )}
      {removing && (
        <RemoveMemberModal
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            onMessage({ color: 'teal', text: t('team_member_removed', { name: removing.nickname }), testId: 'team-message' });
            setRemoving(null);
          }}
        />
      )}
    </Section>
  );
}

function EditMemberModal({ member, onClose, onSaved }: { member: TeamMember; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [permissions, setPermissions] = useState<PermissionMap>(() => normaliseMap(member.permissions));
  const [problem, setProblem] = useState<ErrorDescription>(noProblem);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(noProblem);
    try {
      await updateMember({ userId: member.userId, permissions });
      await client.invalidateQueries({ queryKey: membersKey });
      onSaved();
    } catch (failure) {
      setProblem(describeError(failure, ['permissions']));
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t('team_edit_title', { name: member.nickname })} data-testid="team-member-edit-modal">
      <form onSubmit={save} noValidate>
        <Stack>
          <PermissionMatrix value={permissions} onChange={setPermissions} error={problem.fields.permissions ? t(problem.fields.permissions) : null} disabled={busy} />
          <FormError messageKey={problem.messageKey} data-testid="team-member-edit-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('action_cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="team-member-save">
              {t('action_save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RemoveMemberModal({ member, onClose, onRemoved }: { member: TeamMember; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await removeMember(member.userId);
      await client.invalidateQueries({ queryKey: membersKey });
      onRemoved();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('team_member_remove_title')} centered data-testid="team-member-remove-modal">
      <Stack>
        <Text size="sm">{t('team_member_remove_confirm', { name: member.nickname })}</Text>
        <FormError error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action_cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()} data-testid="team-member-remove-confirm">
            {t('team_member_remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function InvitesSection({ onMessage }: { onMessage: (message: Message) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery(teamInvitesQuery((page - 1) * PAGE_SIZE, PAGE_SIZE));
  const pages = usePages(data?.total, page, setPage);
  const [recalling, setRecalling] = useState<number | null>(null);
  const invites = data?.inviteList ?? [];
  // Known statuses get a translated label; anything new shows as the server spells it.
  const statusLabel = (status: string) => (INVITE_STATUSES.includes(status as InviteStatus) ? t(`team_invite_status_${status}`) : status);

  const recall = async (inviteId: number, email: string) => {
    setRecalling(inviteId);
    try {
      await recallInvite(inviteId);
      onMessage({ color: 'teal', text: t('team_invite_recalled', { email }), testId: 'team-message' });
    } catch (failure) {
      onMessage({ color: 'red', text: t(errorMessageKey(failure)), testId: 'team-message' });
    }
    await client.invalidateQueries({ queryKey: invitesKey });
    setRecalling(null);
  };

  return (
    <Section title={t('team_invites_title')} total={data?.total} page={page} pages={pages} onPage={setPage} testId="team-invites">
      {error ? (
        <FormError error={error} m="md" />
      ) : !isPending && invites.length === 0 ? (
        <Text c="dimmed" ta="center" px="md" py="xl" data-testid="team-invites-empty">
          {t('team_invites_empty')}
        </Text>
      ) : (
        // Inset on a phone, where each row is a card; on wider screens the table runs to the section's edges.
        <Box px={{ base: 'sm', sm: 0 }} pb={{ base: 'sm', sm: 0 }}>
          <DataTable
            minWidth={860}
            verticalSpacing="sm"
            rows={data?.inviteList}
            rowKey={(invite) => invite.inviteId}
            rowProps={(invite) => ({ 'data-testid': `team-invite-row-${invite.inviteId}`, 'data-status': invite.status })}
            columns={[
              {
                key: 'email',
                header: t('field_email'),
                cell: (invite) => (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {invite.email}
                  </Text>
                ),
              },
              {
                key: 'permissions',
                header: t('team_permissions_label'),
                cell: (invite) => (
                  <Box maw={320}>
                    <PermissionSummary value={invite.permissions} />
                  </Box>
                ),
              },
              {
                key: 'status',
                header: t('team_invite_status'),
                cell: (invite) => (
                  <Badge variant="light" tt="none" color={statusColor[invite.status] ?? 'gray'} data-testid="team-invite-status">
                    {statusLabel(invite.status)}
                  </Badge>
                ),
              },
              { key: 'sent', header: t('team_invite_sent_at'), nowrap: true, cell: (invite) => <Text size="sm">{formatDateTime(invite.createdAt)}</Text> },
              {
                key: 'expires',
                header: t('team_invite_expires_at'),
                nowrap: true,
                cell: (invite) => (
                  <Text size="sm" c={invite.status === 'pending' ? undefined : 'dimmed'}>
                    {formatDateTime(invite.expiresAt)}
                  </Text>
                ),
              },
              {
                key: 'actions',
                header: <VisuallyHidden>{t('team_actions')}</VisuallyHidden>,
                align: 'end',
                cell: (invite) =>
                  invite.status === 'pending' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={recalling === invite.inviteId}
                      disabled={recalling !== null && recalling !== invite.inviteId}
                      onClick={() => void recall(invite.inviteId, invite.email)}
                      data-testid="team-invite-recall"
                    >
                      {t('team_invite_recall')}
                    </Button>
                  ),
              },
            ]}
          />
        </Box>
      )}
    </Section>
  );
}

function InviteModal({ opened, onClose, onSent }: { opened: boolean; onClose: () => void; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [permissions, setPermissions] = useState<PermissionMap>({});
  const [problem, setProblem] = useState<ErrorDescription>(noProblem);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setEmail('');
    setPermissions({});
    setProblem(noProblem);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || !isValidEmail(address)) {
      setProblem({ messageKey: null, fields: { email: address ? 'enter_valid_email_tips' : 'validation_required' } });
      return;
    }
    setBusy(true);
    setProblem(noProblem);
    try {
      const { invite } = await inviteMember({ email: address, permissions });
      await client.invalidateQueries({ queryKey: invitesKey });
      reset();
      onSent(invite.email);
    } catch (failure) {
      setProblem(describeError(failure, INVITE_FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (busy) return;
        setProblem(noProblem);
        onClose();
      }}
      size="lg"
      title={t('team_invite_title')}
      data-testid="team-invite-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('team_invite_hint')}
          </Text>
          <TextInput
            label={t('field_email')}
            placeholder={t('field_email_placeholder')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={problem.fields.email ? t(problem.fields.email) : null}
            disabled={busy}
            required
            data-autofocus
            data-testid="team-invite-email"
          />
          <PermissionMatrix value={permissions} onChange={setPermissions} error={problem.fields.permissions ? t(problem.fields.permissions) : null} disabled={busy} />
          <FormError messageKey={problem.messageKey} data-testid="team-invite-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('action_cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="team-invite-submit">
              {t('team_invite_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
