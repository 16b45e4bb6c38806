import { PermissionAction, PermissionResource } from './enums.ts';

export type ResourceName = keyof typeof PermissionResource;
export type ActionName = keyof typeof PermissionAction;
export type Abilities = Record<ResourceName, ActionName[]>;

const allActions = Object.keys(PermissionAction) as ActionName[];
const allResources = Object.keys(PermissionResource) as ResourceName[];

/** The team admin (the account owner, with no team info) holds every action on every resource. */
export function ownerAbilities(): Abilities {
  return Object.fromEntries(allResources.map((resource) => [resource, [...allActions]])) as Abilities;
}

/** A member's abilities from the member-permissions map; a resource without a listed action gives nothing. */
export function memberAbilities(memberPermissions: Partial<Record<number, number[]>>): Abilities {
  return Object.fromEntries(
    allResources.map((resource) => {
      const actions = memberPermissions[PermissionResource[resource]] ?? [];
      return [resource, allActions.filter((action) => actions.includes(PermissionAction[action]))];
    }),
  ) as Abilities;
}

export function can(abilities: Abilities, resource: ResourceName, action: ActionName): boolean {
  return abilities[resource]?.includes(action) ?? false;
}

/**
 * The actions that mean something for each resource, offered when an owner grants permissions. A grant outside this
 * table is refused, so a member never holds an action no route checks.
 */
export const applicableActions: Record<ResourceName, ActionName[]> = {
  Release: ['View', 'Edit'],
  AnalyticsData: ['View', 'Download'],
  Royalty: ['View', 'Download'],
  EWallet: ['View', 'Withdraw'],
  RoyaltySplit: ['View', 'Edit'],
  Contract: ['View', 'Download', 'Sign'],
  OffPublishingService: ['View', 'Edit'],
};

export const resourceNames = allResources;
export const actionNames = allActions;

/** The team id that stands for the user's own account (the admin), as document 1's "default team id". */
export const DEFAULT_TEAM_ID = 0;

/**
 * Normalises a requested grant (resource number -> action numbers): unknown resources or inapplicable actions give
 * null; View is implied by any other action on the same resource.
 */
export function normaliseGrant(grant: Record<string, number[]>): Record<number, number[]> | null {
  const out: Record<number, number[]> = {};
  for (const [key, actions] of Object.entries(grant)) {
    const resource = allResources.find((name) => PermissionResource[name] === Number(key));
    if (!resource) return null;
    const allowed = applicableActions[resource].map((name) => PermissionAction[name]);
    if (!actions.every((action) => allowed.includes(action as never))) return null;
    const set = new Set(actions);
    if (set.size > 0) set.add(PermissionAction.View);
    if (set.size > 0) out[PermissionResource[resource]] = [...set].sort((a, b) => a - b);
  }
  return out;
}

/** Abilities back to the member-permissions map (resource number -> action numbers), leaving out empty resources. */
export function abilitiesToMap(abilities: Abilities): Record<string, number[]> {
  return Object.fromEntries(
    allResources.filter((resource) => abilities[resource].length > 0).map((resource) => [String(PermissionResource[resource]), abilities[resource].map((action) => PermissionAction[action])]),
  );
}
