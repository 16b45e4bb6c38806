import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/activities';
import { actorOf } from '../../platform/actor.ts';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { activityInfo } from './activity-info.ts';
import { closeActivity, createActivity } from './admin-activities.ts';
import { activityInvite, inviterInfo } from './invite.ts';
import { joinVolumeUp } from './join-volume-up.ts';
import { listActivities } from './list-activities.ts';

/** The activity center: volume-up campaigns and the referral programme (decision 032). */
export function activityRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.listActivities, ({ actor, query }) => listActivities(services, actor(), query));
  register(app, services, contract.activityInfo, ({ optionalAuth, body }) => {
    const auth = optionalAuth();
    return activityInfo(services, auth ? actorOf(auth) : null, body.activityId);
  });
  register(app, services, contract.joinVolumeUp, ({ actor, body }) => joinVolumeUp(services, actor(), body));
  register(app, services, contract.activityInvite, ({ actor, body }) => activityInvite(services, actor().account, body.activityId));
  register(app, services, contract.inviterInfo, ({ query }) => inviterInfo(services, query.inviteCode));
  register(app, services, contract.adminCreateActivity, ({ auth, body }) => createActivity(services, auth().user, body));
  register(app, services, contract.adminCloseActivity, ({ body }) => closeActivity(services, body.activityId));
}
