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
