import * as routes from '@portal/contract/heads/team';
import type { User } from '@portal/contract/user';
import { PermissionAction, PermissionResource } from '@portal/domain/enums';
import { applicableActions, resourceNames } from '@portal/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { activateLanguage } from '../../../lib/translator.ts';
import { type ApiCall, isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { PermissionCatalog, TeamInvite, TeamMember } from '../api.ts';
import { TeamPage } from './team-page.tsx';

const owner = aUser({ permissions: { Release: ['View', 'Edit'] } });
const signedIn = (user: User) => ({ seed: (client: import('@tanstack/react-query').QueryClient) => client.setQueryData(userQuery.queryKey, user) });

const rita: TeamMember = { userId: 1301, email: 'rita@example.com', nickname: 'Rita', permissions: { '1': [1, 2], '3': [1] }, joinedAt: '2025-02-01T10:00:00.000Z' };
const bruno: TeamMember = { userId: 1302, email: null, nickname: 'Bruno', permissions: {}, joinedAt: '2025-02-03T10:00:00.000Z' };
const invite = (fields: Partial<TeamInvite> & Pick<TeamInvite, 'inviteId' | 'email'>): TeamInvite => ({
  permissions: { '4': [1, 4] },
  status: 'pending',
  createdAt: '2025-03-01T10:00:00.000Z',
  expiresAt: '2025-03-08T10:00:00.000Z',
  ...fields,
});
const invites = [
  invite({ inviteId: 71, email: 'ana@example.com' }),
  invite({ inviteId: 70, email: 'caio@example.com', status: 'expired' }),
  invite({ inviteId: 69, email: 'dora@example.com', status: 'accepted' }),
];

/** Every resource with the actions that mean something for it, as GET /team/permission/all answers. */
const fullCatalog: PermissionCatalog = resourceNames.map((name) => ({
  resource: PermissionResource[name],
  name,
  actions: applicableActions[name].map((action) => ({ action: PermissionAction[action], name: action })),
}));

/** A team of Rita and Bruno with three invitations; writes answer as `write` says. */
const teamServer =
  (write: (call: ApiCall) => Reply | undefined = () => undefined, catalog: PermissionCatalog = fullCatalog) =>
  (call: ApiCall): Reply => {
    const written = call.method === 'POST' ? write(call) : undefined;
    if (written) return written;
    if (isCallTo(call, routes.permissionCatalog)) return ok(routes.permissionCatalog, { resources: catalog });
    if (isCallTo(call, routes.listMembers)) return ok(routes.listMembers, { total: 2, memberList: [rita, bruno] });
    if (isCallTo(call, routes.listInvites)) return ok(routes.listInvites, { total: 3, inviteList: invites });
    if (isCallTo(call, routes.inviteMember)) {
      const body = call.body as { email: string; permissions: TeamInvite['permissions'] };
      return ok(routes.inviteMember, { invite: invite({ inviteId: 72, email: body.email, permissions: body.permissions }) });
    }
    if (isCallTo(call, routes.updateMember)) return ok(routes.updateMember, { member: { ...rita, permissions: (call.body as { permissions: TeamMember['permissions'] }).permissions } });
    return ok(routes.removeMember, { ok: true });
  };

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('the team page', () => {
  it('is the owner’s to manage: a member working in someone else’s account sees that team and what they may do there, and no list is asked for', async () => {
    const { calls } = serveApi((call) =>
      isCallTo(call, routes.currentTeam)
        ? ok(routes.currentTeam, {
            teamInfo: { teamId: 9, name: 'Sol Records', isDefault: false, active: true, ownerNickname: 'Sol', isAdmin: false },
            memberPermissions: { '1': [1, 2], '2': [1] },
          })
        : refused('error_forbidden', 403),
    );
    renderInApp(<TeamPage />, signedIn({ ...owner, team: { teamId: 9, teamName: 'Sol Records', isOwner: false, memberUserId: 1201, memberNickname: 'Luna Lins' } }));
    const card = await screen.findByTestId('team-current');
    expect(within(card).getByTestId('team-current-name').textContent).toBe('Sol Records');
    expect(within(card).getByTestId('team-current-owner').textContent).toBe(en.team_current_owner.replace('{{name}}', 'Sol'));
    expect(
      within(within(card).getByTestId('team-current-permissions'))
        .getAllByText(/:/)
        .map((badge) => badge.textContent),
    ).toEqual(['Releases: View, Edit', 'Analytics: View']);
    expect(screen.queryByTestId('team-members')).toBeNull();
    expect(screen.queryByTestId('team-invite-open')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([routes.currentTeam.path]);
  });

  it('builds the grant editor from the server’s catalogue: only the resources and actions it offers, in its order', async () => {
    const user = userEvent.setup();
    const catalog: PermissionCatalog = [
      {
        resource: 6,
        name: 'Contract',
        actions: [
          { action: 1, name: 'View' },
          { action: 5, name: 'Sign' },
        ],
      },
      { resource: 1, name: 'Release', actions: [{ action: 1, name: 'View' }] },
    ];
    const { callsTo } = serveApi(teamServer(undefined, catalog));
    renderInApp(<TeamPage />, signedIn(owner));
    await user.click(screen.getByTestId('team-invite-open'));
    const dialog = await screen.findByRole('dialog', { name: en.team_invite_title });
    await within(dialog).findByTestId('permission-Contract-Sign');
    expect(within(dialog).queryByTestId('permission-Release-Edit')).toBeNull();
    expect(within(dialog).queryByTestId('permission-Royalty-View')).toBeNull();
    const rows = within(within(dialog).getByTestId('permission-matrix')).getAllByRole('group');
    expect(rows.map((row) => within(row).getAllByRole('checkbox').length)).toEqual([2, 1]);
    expect(rows[0]!.textContent).toContain(en.permission_resource_Contract);

    await user.click(within(dialog).getByTestId('team-invite-email'));
    await user.paste('marco@example.com');
    await user.click(within(dialog).getByTestId('permission-Contract-Sign'));
    await user.click(within(dialog).getByTestId('team-invite-submit'));
    await waitFor(() => expect(callsTo(routes.inviteMember)).toHaveLength(1));
    expect(callsTo(routes.inviteMember)[0]!.body).toEqual({ email: 'marco@example.com', permissions: { '6': [1, 5] } });
  });

  it('shows the members with what each may do, and the invitations with their status; only a pending one can be recalled', async () => {
    const { callsTo } = serveApi(teamServer());
    renderInApp(<TeamPage />, signedIn(owner));

    const ritaRow = await screen.findByTestId('team-member-row-1301');
    expect(callsTo(routes.listMembers)[0]!.query).toEqual({ offset: '0', count: '10' });
    expect(within(ritaRow).getByText('Rita')).toBeTruthy();
    expect(within(ritaRow).getByText('rita@example.com')).toBeTruthy();
    expect(
      within(within(ritaRow).getByTestId('team-member-permissions'))
        .getAllByText(/:/)
        .map((badge) => badge.textContent),
    ).toEqual(['Releases: View, Edit', 'Royalties: View']);
    const brunoRow = screen.getByTestId('team-member-row-1302');
    expect(within(brunoRow).getByText('—')).toBeTruthy();
    expect(within(brunoRow).getByTestId('team-member-permissions').textContent).toBe(en.team_permissions_none);
    expect(within(screen.getByTestId('team-members')).getByText('2')).toBeTruthy();

    const pending = await screen.findByTestId('team-invite-row-71');
    expect(within(pending).getByTestId('team-invite-status').textContent).toBe(en.team_invite_status_pending);
    expect(within(pending).getByText('Wallet: View, Withdraw')).toBeTruthy();
    expect(within(pending).getByTestId('team-invite-recall')).toBeTruthy();
    expect(within(screen.getByTestId('team-invite-row-70')).getByTestId('team-invite-status').textContent).toBe(en.team_invite_status_expired);
    expect(within(screen.getByTestId('team-invite-row-69')).getByTestId('team-invite-status').textContent).toBe(en.team_invite_status_accepted);
    expect(within(screen.getByTestId('team-invite-row-70')).queryByTestId('team-invite-recall')).toBeNull();
  });

  it('says so when there are no members or invitations yet, and shows why a list could not be read', async () => {
    serveApi((call) => (isCallTo(call, routes.listMembers) ? ok(routes.listMembers, { total: 0, memberList: [] }) : refused('error_forbidden')));
    renderInApp(<TeamPage />, signedIn(owner));
    expect((await screen.findByTestId('team-members-empty')).textContent).toBe(en.team_members_empty);
    expect((await within(screen.getByTestId('team-invites')).findByRole('alert')).textContent).toBe(en.error_forbidden);
  });

  it('invites someone by e-mail with the ticked permissions, View coming with Edit, and says the invitation went', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi(teamServer());
    renderInApp(<TeamPage />, signedIn(owner));
    await screen.findByTestId('team-invite-row-71');

    await user.click(screen.getByTestId('team-invite-open'));
    const dialog = await screen.findByRole('dialog', { name: en.team_invite_title });
    await user.click(within(dialog).getByTestId('team-invite-submit'));
    expect(within(dialog).getByText(en.validation_required)).toBeTruthy();
    await user.click(within(dialog).getByTestId('team-invite-email'));
    await user.paste('marco@');
    await user.click(within(dialog).getByTestId('team-invite-submit'));
    expect(within(dialog).getByText(en.enter_valid_email_tips)).toBeTruthy();
    expect(callsTo(routes.inviteMember)).toHaveLength(0);

    await user.click(within(dialog).getByTestId('team-invite-email'));
    await user.paste('example.com');
    await user.click(await within(dialog).findByTestId('permission-Release-Edit'));
    expect((within(dialog).getByTestId('permission-Release-View') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByTestId('team-invite-submit'));

    await waitFor(() => expect(callsTo(routes.inviteMember)).toHaveLength(1));
    expect(callsTo(routes.inviteMember)[0]!.body).toEqual({ email: 'marco@example.com', permissions: { '1': [1, 2] } });
    expect((await screen.findByTestId('team-invite-success')).textContent).toBe('Invitation sent to marco@example.com.');
    expect(callsTo(routes.listInvites).length).toBeGreaterThan(1);
  });

  it('keeps the invitation open with the server’s refusal, on the field it names or for the whole form', async () => {
    const user = userEvent.setup();
    let refusal = refused('error_invalid_request', 400, [{ field: 'body.email', messageKey: 'team_invite_self', message: '' }]);
    serveApi(teamServer((call) => (isCallTo(call, routes.inviteMember) ? refusal : undefined)));
    renderInApp(<TeamPage />, signedIn(owner));
    await screen.findByTestId('team-invite-row-71');

    await user.click(screen.getByTestId('team-invite-open'));
    const dialog = await screen.findByRole('dialog', { name: en.team_invite_title });
    await user.click(within(dialog).getByTestId('team-invite-email'));
    await user.paste('luna@example.com');
    await user.click(within(dialog).getByTestId('team-invite-submit'));
    expect(await within(dialog).findByText(en.team_invite_self)).toBeTruthy();
    expect(within(dialog).queryByTestId('team-invite-error')).toBeNull();

    refusal = refused('team_already_member');
    await user.click(within(dialog).getByTestId('team-invite-submit'));
    expect((await within(dialog).findByTestId('team-invite-error')).textContent).toBe(en.team_already_member);
    expect(screen.queryByTestId('team-invite-success')).toBeNull();
  });

  it('changes a member’s permissions from what they hold now, and says they were saved', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi(teamServer());
    renderInApp(<TeamPage />, signedIn(owner));
    await user.click(within(await screen.findByTestId('team-member-row-1301')).getByTestId('team-member-edit'));

    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Rita' });
    expect(((await within(dialog).findByTestId('permission-Release-Edit')) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByTestId('permission-Royalty-View') as HTMLInputElement).checked).toBe(true);
    // View stays while Edit is held.
    expect((within(dialog).getByTestId('permission-Release-View') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByTestId('permission-Royalty-View'));
    await user.click(within(dialog).getByTestId('permission-Contract-Sign'));
    await user.click(within(dialog).getByTestId('team-member-save'));

    await waitFor(() => expect(callsTo(routes.updateMember)).toHaveLength(1));
    expect(callsTo(routes.updateMember)[0]!.body).toEqual({ userId: 1301, permissions: { '1': [1, 2], '6': [1, 5] } });
    expect((await screen.findByTestId('team-message')).textContent).toBe('The permissions of Rita were saved.');
  });

  it('removes a member after confirming, and recalls a pending invitation; a refused recall is shown in the reader’s words', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi(
      teamServer((call) => (isCallTo(call, routes.recallInvite) ? ((call.body as { inviteId: number }).inviteId === 71 ? refused('team_invite_not_found') : undefined) : undefined)),
    );
    renderInApp(<TeamPage />, signedIn(owner));

    await user.click(within(await screen.findByTestId('team-member-row-1302')).getByTestId('team-member-remove'));
    const dialog = await screen.findByRole('dialog', { name: en.team_member_remove_title });
    expect(within(dialog).getByText(en.team_member_remove_confirm.replace('{{name}}', 'Bruno'))).toBeTruthy();
    expect(callsTo(routes.removeMember)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('team-member-remove-confirm'));
    await waitFor(() => expect(callsTo(routes.removeMember)).toHaveLength(1));
    expect(callsTo(routes.removeMember)[0]!.body).toEqual({ userId: 1302 });
    expect((await screen.findByTestId('team-message')).textContent).toBe('Bruno was removed from your team.');

    await user.click(within(screen.getByTestId('team-invite-row-71')).getByTestId('team-invite-recall'));
    await waitFor(() => expect(screen.getByTestId('team-message').textContent).toBe(en.team_invite_not_found));
    expect(callsTo(routes.recallInvite)[0]!.body).toEqual({ inviteId: 71 });
  });

  it('on a phone shows members and invitations as cards, still findable and with their actions', async () => {
    setViewport('phone');
    serveApi(teamServer());
    renderInApp(<TeamPage />, signedIn(owner));
    const card = await screen.findByTestId('team-member-row-1301');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(en.team_member_joined)).toBeTruthy();
    expect(within(card).getByTestId('team-member-edit')).toBeTruthy();
    const pending = await screen.findByTestId('team-invite-row-71');
    expect(pending.getAttribute('data-status')).toBe('pending');
    expect(within(pending).getByTestId('team-invite-recall')).toBeTruthy();
  });

  it('speaks Arabic to an Arabic owner: statuses and permissions in Arabic, the actions joined the Arabic way', async () => {
    activateLanguage('ar');
    serveApi(teamServer());
    renderInApp(<TeamPage />, signedIn(owner));
    const pending = await screen.findByTestId('team-invite-row-71');
    expect(within(pending).getByTestId('team-invite-status').textContent).toBe(ar.team_invite_status_pending);
    const actions = new Intl.ListFormat('ar', { style: 'short', type: 'unit' }).format([ar.permission_action_View, ar.permission_action_Withdraw]);
    const wallet = ar.team_permission_summary_item.replace('{{resource}}', ar.permission_resource_EWallet).replace('{{actions}}', actions);
    expect(within(pending).getByText(wallet)).toBeTruthy();
    expect(screen.getByTestId('team-invite-open').textContent).toBe(ar.team_invite_open);
  });
});
