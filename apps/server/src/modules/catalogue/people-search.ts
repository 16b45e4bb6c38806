import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { splitInvites, splits, teamMembers, teams, users } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';
import { containsPattern } from '../../platform/like-pattern.ts';

interface PeopleQuery {
  value: string;
  offset: number;
  count: number;
}

type Relation = 'team_member' | 'split_collaborator';
interface Person {
  userId: number | null;
  name: string;
  email: string;
  relation: Relation;
}

/** Enough for any real team and collaborator list; the page is cut from the matches. */
const MATCH_LIMIT = 500;

/**
 * People the account works with, by name or e-mail: the members of its team, and the collaborators its splits
 * invited (by the e-mail they were invited at, with their name when an account has that address). One entry per e-mail address;
 * a team member who is also a collaborator is listed as a member.
 */
export async function searchPeople(services: Services, accountId: number, query: PeopleQuery) {
  const pattern = containsPattern(query.value);
  const [members, collaborators] = await Promise.all([
    services.db
      .select({ userId: users.id, name: users.nickname, email: users.email })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teams.ownerUserId, accountId), eq(teamMembers.status, 'active'), or(ilike(users.nickname, pattern), ilike(users.email, pattern))))
      .limit(MATCH_LIMIT),
    services.db
      .selectDistinct({ userId: users.id, name: users.nickname, email: splitInvites.email })
      .from(splitInvites)
      .innerJoin(splits, eq(splits.id, splitInvites.splitId))
      // Invitations are addressed by e-mail; the account behind the address may accept later.
      .leftJoin(users, or(eq(users.id, splitInvites.inviteeUserId), eq(sql`lower(${users.email})`, splitInvites.email)))
      .where(and(eq(splits.ownerUserId, accountId), inArray(splits.status, ['CREATED', 'ACTIVE']), or(ilike(splitInvites.email, pattern), ilike(users.nickname, pattern))))
      .limit(MATCH_LIMIT),
  ]);
  const byEmail = new Map<string, Person>();
  const add = (rows: { userId: number | null; name: string | null; email: string | null }[], relation: Relation) => {
    for (const row of rows) {
      const email = (row.email ?? '').toLowerCase();
      if (!email || byEmail.has(email)) continue;
      byEmail.set(email, { userId: row.userId, name: row.name ?? '', email, relation });
    }
  };
  add(members, 'team_member');
  add(collaborators, 'split_collaborator');
  // Named people first, by name; collaborators who have not signed up yet after them, by e-mail.
  const people = [...byEmail.values()].sort((a, b) => Number(!a.name) - Number(!b.name) || a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  return { total: people.length, users: people.slice(query.offset, query.offset + query.count) };
}
