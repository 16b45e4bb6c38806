/** Document 2 section 3: a publishing registration's status. */
export const registrationStatuses = ['INVALID', 'INIT', 'INFO_SENT', 'SUCCESS', 'FAILED'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export interface RegistrationFacts {
  id: number | null;
  status: RegistrationStatus | null;
  lodInfo: { id: string | null } | null;
}

/** Section 4: registered once a registration exists; activated when it succeeded, or its society info was sent. */
export const isRegistered = (registration: RegistrationFacts | null) => Boolean(registration?.id);
export const isActivated = (registration: RegistrationFacts | null) => registration?.status === 'SUCCESS' || (Boolean(registration?.lodInfo?.id) && registration?.status === 'INFO_SENT');

/** Where the bare /publishing route sends a user. */
export function publishingHome(registration: RegistrationFacts | null): 'tracks' | 'sign-up' | 'landing' {
  if (isActivated(registration)) return 'tracks';
  if (isRegistered(registration)) return 'sign-up';
  return 'landing';
}
