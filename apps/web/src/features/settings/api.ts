import * as identityRoutes from '@portal/contract/heads/identity';
import * as passportRoutes from '@portal/contract/heads/passport';
import * as profileRoutes from '@portal/contract/heads/profiles';
import * as settingsRoutes from '@portal/contract/heads/settings';
import * as userRoutes from '@portal/contract/heads/user';
import type * as passport from '@portal/contract/passport';
import type * as profiles from '@portal/contract/profiles';
import type { BodyOf } from '@portal/contract/route';
import type * as settings from '@portal/contract/settings';
import type * as user from '@portal/contract/user';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-upload.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'settings'] as const;

export const sessionsQuery = queryOptions({
  queryKey: [...KEY, 'sessions'],
  queryFn: ({ signal }) => api(settingsRoutes.listSessions, { signal }),
  staleTime: 0,
});

export const twoStepQuery = queryOptions({
  queryKey: [...KEY, 'two-step'],
  queryFn: ({ signal }) => api(passportRoutes.twoStepVerificationList, { signal }),
  staleTime: 0,
});

export const topicsQuery = queryOptions({
  queryKey: [...KEY, 'topics'],
  queryFn: ({ signal }) => api(settingsRoutes.emailSubscriptions, { signal }),
  staleTime: 0,
});

export const settingsKey = KEY;

/** The account's artist and label profiles; a saved profile refreshes them all. */
export const profilesKey = [...SESSION_KEY, 'profiles'] as const;

export const artistProfileQuery = (artistId: number) =>
  queryOptions({ queryKey: [...profilesKey, 'artist', artistId], queryFn: ({ signal }) => api(profileRoutes.artistExtra, { query: { artistId }, signal }) });

export const labelProfileQuery = () => queryOptions({ queryKey: [...profilesKey, 'label'], queryFn: ({ signal }) => api(profileRoutes.getLabel, { signal }) });

/** Saves the artist's bio, platform links and store artist pages. */
export const saveArtistProfile = (body: BodyOf<typeof profiles.updateArtist>) => api(profileRoutes.updateArtist, { body });

/** Records the company behind a label account for the first time. */
export const createLabelProfile = (body: BodyOf<typeof profiles.createLabel>) => api(profileRoutes.createLabel, { body });

/** Changes the company behind a label account; once the profile is approved, the change sends it back to review. */
export const updateLabelProfile = (body: BodyOf<typeof profiles.updateLabel>, approved: boolean) => api(approved ? profileRoutes.updateApprovedLabel : profileRoutes.updateLabel, { body });

/** Changes the account's display name; the answer is the updated user. */
export const saveNickname = (nickname: NonNullable<BodyOf<typeof user.updateUser>['nickname']>) => api(userRoutes.updateUser, { body: { nickname } });

export const sendEmailChangeCode = (body: BodyOf<typeof settings.sendEmailChangeCode>) => api(settingsRoutes.sendEmailChangeCode, { body });
export const changeEmail = (body: BodyOf<typeof settings.changeEmail>) => api(settingsRoutes.changeEmail, { body });
export const sendPhoneChangeCode = (body: BodyOf<typeof settings.sendPhoneChangeCode>) => api(settingsRoutes.sendPhoneChangeCode, { body });
export const changePhone = (body: BodyOf<typeof settings.changePhone>) => api(settingsRoutes.changePhone, { body });

/** Turns e-mail topics on or off; the answer is every topic's state. */
export const saveEmailTopics = (body: BodyOf<typeof settings.updateEmailSubscriptions>) => api(settingsRoutes.updateEmailSubscriptions, { body });

/** Signs out one other device of the account. */
export const endSession = (id: string) => api(settingsRoutes.endSession, { body: { id } });

/** Signs out every device of the account but this one. */
export const endOtherSessions = () => api(settingsRoutes.endOtherSessions);

/** Changes the password; the server ends every other session. */
export const changePassword = (body: BodyOf<typeof passport.changePassword>) => api(passportRoutes.changePassword, { body });

/** A new authenticator-app secret to prove before two-step verification is on. */
export const setUpTwoStepApp = () => api(passportRoutes.twoStepTotpSetup);

/** Sends a two-step code by e-mail or SMS. */
export const sendTwoStepCode = (body: BodyOf<typeof passport.twoStepSendCode>) => api(passportRoutes.twoStepSendCode, { body });

export const enableTwoStep = (body: BodyOf<typeof passport.twoStepEnable>) => api(passportRoutes.twoStepEnable, { body });
export const disableTwoStep = (body: BodyOf<typeof passport.twoStepDisable>) => api(passportRoutes.twoStepDisable, { body });

export const uploadPortrait = (file: File) => apiUpload(identityRoutes.uploadPortrait, file);
