import { and, eq } from 'drizzle-orm';
import { labelArtists, teamMembers, users } from '@portal/db/schema';
import { PermissionAction, PermissionResource, UserType } from '@portal/domain/enums';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { teamOf } from './team-of.ts';

/** A label's manager invite code is its own invite code. */
async function labelByCode(services: Services, code: string) {
  const [label] = await services.db
    .select()
    .from(users)
    .where(and(eq(users.inviteCode, code), eq(users.type, UserType.LABEL)))
    .limit(1);
  return label ?? null;
}

export async function managerInviteInfo(services: Services, code: string) {
  const label = await labelByCode(services, code);
  return { valid: label !== null, labelName: label?.nickname ?? null, region: label?.region ?? null };
}

/**
 * What a managing label may do in an artist's account: everything but withdrawing money and signing contracts,
 * which stay with the artist.
 */
const MANAGER_GRANT: Record<number, number[]> = {
  [PermissionResource.Release]: [PermissionAction.View, PermissionAction.Edit],
  [PermissionResource.AnalyticsData]: [PermissionAction.View, PermissionAction.Download],
  [PermissionResource.Royalty]: [PermissionAction.View, PermissionAction.Download],
  [PermissionResource.EWallet]: [PermissionAction.View],
  [PermissionResource.RoyaltySplit]: [PermissionAction.View, PermissionAction.Edit],
  [PermissionResource.Contract]: [PermissionAction.View],
  [PermissionResource.OffPublishingService]: [PermissionAction.View, PermissionAction.Edit],
};

/** Links a newly created artist to the label whose code they signed up with; the label joins the artist's team. */
export async function linkArtistToLabel(services: Services, artist: UserRow, code: string): Promise<boolean> {
  const label = await labelByCode(services, code);
  if (!label || label.id === artist.id || artist.type !== UserType.ARTIST) return false;
  const team = await teamOf(services, artist);
  await services.db.transaction(async (tx) => {
    await tx.insert(labelArtists).values({ labelUserId: label.id, artistUserId: artist.id }).onConflictDoNothing();
    await tx.insert(teamMembers).values({ teamId: team.id, userId: label.id, permissions: MANAGER_GRANT }).onConflictDoNothing();
  });
  await services.sessions.invalidateUser(label.id);
  return true;
}
