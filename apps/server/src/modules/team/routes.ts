import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/team';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { listMembers, removeMember, updateMember } from './members.ts';
import { acceptInvite, inviteMember, listInvites, recallInvite, validateInvite } from './invites.ts';
import { allTeams, currentTeam, switchTeam } from './switch-team.ts';
import { managerInviteInfo } from './manager-invite.ts';
import { PermissionAction, PermissionResource } from '@portal/domain/enums';
import { applicableActions, resourceNames } from '@portal/domain/permissions';

export function teamRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.listMembers, ({ actor, query }) => listMembers(services, actor().account, query));
  register(app, services, contract.updateMember, ({ actor, body }) => updateMember(services, actor().account, body.userId, body.permissions));
  register(app, services, contract.removeMember, ({ actor, body }) => removeMember(services, actor().account, body.userId));
  register(app, services, contract.inviteMember, ({ actor, body }) => inviteMember(services, actor().account, body));
  register(app, services, contract.listInvites, ({ actor, query }) => listInvites(services, actor().account, query));
  register(app, services, contract.recallInvite, ({ actor, body }) => recallInvite(services, actor().account, body.inviteId));
  register(app, services, contract.permissionCatalog, async () => permissionCatalogue());
  register(app, services, contract.allTeams, ({ actor }) => allTeams(services, actor()));
  register(app, services, contract.currentTeam, async ({ actor }) => currentTeam(actor()));
  register(app, services, contract.switchTeam, ({ auth, body }) => switchTeam(services, auth(), body.id));
  register(app, services, contract.validateInvite, ({ optionalAuth, query }) => validateInvite(services, query.inviteCode, optionalAuth()?.user ?? null));
  register(app, services, contract.acceptInvite, ({ actor, body }) => acceptInvite(services, actor().person, body.inviteCode));
  register(app, services, contract.managerInviteInfo, ({ query }) => managerInviteInfo(services, query.code));

  // The link in invitation e-mails: a short address that lands on the invite page of the web app.
  app.get<{ Querystring: { inviteCode?: string } }>('/api/go/team-invite', async (req, reply) => {
    const code = typeof req.query.inviteCode === 'string' ? req.query.inviteCode.slice(0, 100) : '';
    return reply.redirect(code ? `/team/invite?inviteCode=${encodeURIComponent(code)}` : '/');
  });
}

function permissionCatalogue() {
  return {
    resources: resourceNames.map((name) => ({
      resource: PermissionResource[name],
      name,
      actions: applicableActions[name].map((action) => ({ action: PermissionAction[action], name: action })),
    })),
  };
}
