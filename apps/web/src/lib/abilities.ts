import { useQuery } from '@tanstack/react-query';
import type { User } from '@portal/contract/user';
import { userQuery } from './queries.ts';

export type Resource = 'Release' | 'AnalyticsData' | 'Royalty' | 'EWallet' | 'RoyaltySplit' | 'Contract' | 'OffPublishingService';
export type Action = 'View' | 'Edit' | 'Download' | 'Withdraw' | 'Sign';

/** What the server says this user may do in the account they act in; the client never works it out itself. */
export function userCan(user: User | undefined | null, resource: Resource, action: Action): boolean {
  return user?.permissions[resource]?.includes(action) ?? false;
}

/** True for the account owner (the team admin), false while acting as a member of someone else's team. */
export const isAccountOwner = (user: User | undefined | null) => !!user && user.team === null;

export function useAbilities() {
  const { data: user } = useQuery(userQuery);
  return {
    user,
    can: (resource: Resource, action: Action) => userCan(user, resource, action),
    isOwner: isAccountOwner(user),
  };
}
