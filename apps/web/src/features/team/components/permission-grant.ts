import { PermissionAction, PermissionResource } from '@portal/domain/enums';
import { actionNames, applicableActions, resourceNames, type ActionName, type ResourceName } from '@portal/domain/permissions';

/** The wire format of a grant: resource number (as a string) -> action numbers, e.g. `{ "1": [1, 2] }`. */
export type PermissionMap = Record<string, number[]>;

const keyOf = (resource: ResourceName) => String(PermissionResource[resource]);
const sorted = (actions: Iterable<number>) => [...actions].sort((a, b) => a - b);

/** Whether the grant holds the action (by number) on the resource (by number). */
export function holdsAction(map: PermissionMap, resource: number, action: number): boolean {
  return map[String(resource)]?.includes(action) ?? false;
}

/** Whether the grant holds the action on the resource. */
export function hasAction(map: PermissionMap, resource: ResourceName, action: ActionName): boolean {
  return holdsAction(map, PermissionResource[resource], PermissionAction[action]);
}

/** Another action than View is ticked on the resource (by number), so View cannot be taken away on its own. */
export function viewLockedOn(map: PermissionMap, resource: number): boolean {
  return (map[String(resource)] ?? []).some((action) => action !== PermissionAction.View);
}

/** View is held and another action of the same resource is ticked, so View cannot be taken away on its own. */
export function viewLocked(map: PermissionMap, resource: ResourceName): boolean {
  return viewLockedOn(map, PermissionResource[resource]);
}

/**
 * Ticks or unticks one action. Ticking any action other than View ticks View too; unticking View while another
 * action of the row is ticked changes nothing. A resource left without actions is dropped from the map.
 */
export function toggleAction(map: PermissionMap, resource: ResourceName, action: ActionName, checked: boolean): PermissionMap {
  return toggleGrant(map, PermissionResource[resource], PermissionAction[action], checked);
}

/** toggleAction by the numbers the server's permission catalogue gives. */
export function toggleGrant(map: PermissionMap, resource: number, value: number, checked: boolean): PermissionMap {
  const key = String(resource);
  const actions = new Set(map[key] ?? []);
  if (checked) {
    actions.add(value);
    if (value !== PermissionAction.View) actions.add(PermissionAction.View);
  } else {
    if (value === PermissionAction.View && viewLockedOn(map, resource)) return map;
    actions.delete(value);
  }
  const next = { ...map };
  if (actions.size === 0) delete next[key];
  else next[key] = sorted(actions);
  return next;
}

/**
 * A grant as the matrix can show it: only the actions each resource offers, View added wherever another action is
 * held, empty resources left out.
 */
export function normaliseMap(map: PermissionMap | null | undefined): PermissionMap {
  const out: PermissionMap = {};
  for (const resource of resourceNames) {
    const allowed = applicableActions[resource].map((name) => PermissionAction[name] as number);
    const actions = new Set((map?.[keyOf(resource)] ?? []).filter((action) => allowed.includes(action)));
    if (actions.size > 0) actions.add(PermissionAction.View);
    if (actions.size > 0) out[keyOf(resource)] = sorted(actions);
  }
  return out;
}

/** The resources a grant gives something on, in resource order, each with its action names in action order. */
export function grantSummary(map: PermissionMap | null | undefined): { resource: ResourceName; actions: ActionName[] }[] {
  return resourceNames
    .map((resource) => ({
      resource,
      actions: actionNames.filter((action) => map?.[keyOf(resource)]?.includes(PermissionAction[action])),
    }))
    .filter((entry) => entry.actions.length > 0);
}

/** Two grants give the same actions on the same resources. */
export function sameGrant(a: PermissionMap, b: PermissionMap): boolean {
  const left = normaliseMap(a);
  const right = normaliseMap(b);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => (left[key] ?? []).join(',') === (right[key] ?? []).join(','));
}
