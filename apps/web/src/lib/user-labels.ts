import { SignStatus } from '@portal/domain/enums';
import type { User } from '@portal/contract/user';

const signStatusNames: Record<number, string> = Object.fromEntries(Object.entries(SignStatus).map(([name, value]) => [value, name]));

/** i18n key of the contract sign status, for example sign_status_USER_SIGNED. */
export function signStatusKey(signStatus: number): string {
  return `sign_status_${signStatusNames[signStatus] ?? 'UNSIGNED'}`;
}

/** Artist, or label with its organisation type. */
export function userTypeKey(user: Pick<User, 'type' | 'organizationType'>): string {
  if (user.type !== 1) return 'user_type_artist';
  return user.organizationType === 1 ? 'user_type_label_management' : 'user_type_label_label';
}
