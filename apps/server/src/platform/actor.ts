import type { Permission } from '@portal/contract/route';
import { can, DEFAULT_TEAM_ID, memberAbilities, ownerAbilities, type Abilities } from '@portal/domain/permissions';
import { BusinessCode } from '@portal/domain/errors';
import { AppError, forbidden } from './errors.ts';
import type { Auth, UserRow } from './session.ts';

/** Who is calling and in whose account: the owner acts in their own, a member in the team owner's. */
export interface Actor {
  person: UserRow;
  account: UserRow;
  /** Every query for account data filters by this id: that is the object-level check. */
  accountId: number;
  teamId: number;
  teamName: string | null;
  isOwner: boolean;
  abilities: Abilities;
}

// Sessions are cached for a few seconds, and so is the actor made from each: most requests build none.
const actors = new WeakMap<Auth, Actor>();

export function actorOf(auth: Auth): Actor {
  let actor = actors.get(auth);
  if (!actor) {
    actor = makeActor(auth);
    actors.set(auth, actor);
  }
  return actor;
}

function makeActor(auth: Auth): Actor {
  if (!auth.acting) {
    return {
      person: auth.user,
      account: auth.user,
      accountId: auth.user.id,
      teamId: DEFAULT_TEAM_ID,
      teamName: null,
      isOwner: true,
      abilities: ownerAbilities(),
    };
  }
  return {
    person: auth.user,
    account: auth.acting.account,
    accountId: auth.acting.account.id,
    teamId: auth.acting.teamId,
    teamName: auth.acting.teamName,
    isOwner: false,
    abilities: memberAbilities(auth.acting.permissions),
  };
}

/** The one permission check: every signed-in route passes through it before its input is even read. */
export function enforcePermission(actor: Actor, permission: Permission): void {
  if (permission === 'personal') return;
  if (permission === 'owner') {
    if (!actor.isOwner) throw forbidden('error_no_permission');
    return;
  }
  if (!can(actor.abilities, permission.resource, permission.action)) throw forbidden('error_no_permission');
}

/** An account without an e-mail address (phone sign-up) proved its number with the SMS code. */
export const isEmailProven = (user: Pick<UserRow, 'email' | 'emailVerifiedAt'>) => !user.email || user.emailVerifiedAt !== null;

/**
 * Signing agreements, submitting releases and withdrawing need a proven e-mail address, both the caller's and the
 * account's: contracts, statements and payment notices go there (decision 048, finding 9).
 */
export function requireProvenEmail(actor: Actor): void {
  if (!isEmailProven(actor.person)) throw new AppError(BusinessCode.COMMON_BUSINESS, 403, undefined, 'email_not_proven');
  if (!isEmailProven(actor.account)) throw new AppError(BusinessCode.COMMON_BUSINESS, 403, undefined, 'email_not_proven_owner');
}
