import { and, eq } from 'drizzle-orm';
import { teamMembers, teams } from '@portal/db/schema';
import { signUpArtist, type TestContext } from './harness.ts';

/** An owner and a member of the owner's team whose session acts in it, with the given member-permissions map. */
export async function ownerWithMember(ctx: TestContext, permissions: Record<number, number[]> = {}) {
  const owner = await signUpArtist(ctx, { nickname: 'Team Owner' });
  const member = await signUpArtist(ctx, { nickname: 'Team Member' });
  const [team] = await ctx.services.db.insert(teams).values({ ownerUserId: owner.userId, name: 'Owner Team' }).returning();
  await ctx.services.db.insert(teamMembers).values({ teamId: team!.id, userId: member.userId, permissions });
  const switched = await member.client.post('/api/team/switch', { id: team!.id });
  if (switched.status !== 200) throw new Error(`switch failed: ${JSON.stringify(switched.body)}`);
  return { owner, member, teamId: team!.id };
}

/** Replaces a member's permissions directly, as the owner's update call would. */
export async function setMemberPermissions(ctx: TestContext, teamId: number, userId: number, permissions: Record<number, number[]>) {
  await ctx.services.db
    .update(teamMembers)
    .set({ permissions })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  await ctx.services.sessions.invalidateUser(userId);
}
