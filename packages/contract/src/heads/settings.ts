import { head } from '../head.ts';

const personal = { access: 'user', permission: 'personal' } as const;

export const listSessions = head({
  method: 'GET',
  path: '/user/sessions',
  tag: 'settings',
  ...personal,
});

export const endSession = head({
  method: 'POST',
  path: '/user/sessions/end',
  tag: 'settings',
  ...personal,
});

export const endOtherSessions = head({
  method: 'POST',
  path: '/user/sessions/end-others',
  tag: 'settings',
  ...personal,
});

export const sendEmailChangeCode = head({
  method: 'POST',
  path: '/user/email/code',
  tag: 'settings',
  ...personal,
});

export const changeEmail = head({
  method: 'POST',
  path: '/user/email',
  tag: 'settings',
  ...personal,
});

export const sendPhoneChangeCode = head({
  method: 'POST',
  path: '/user/phone/code',
  tag: 'settings',
  ...personal,
});

export const changePhone = head({
  method: 'POST',
  path: '/user/phone',
  tag: 'settings',
  ...personal,
});

export const emailSubscriptions = head({
  method: 'GET',
  path: '/opt-feat-subs',
  tag: 'settings',
  ...personal,
});

export const updateEmailSubscriptions = head({
  method: 'PUT',
  path: '/opt-feat-subs',
  tag: 'settings',
  ...personal,
});

export const unsubscribe = head({
  method: 'POST',
  path: '/open/unsubs-feat',
  tag: 'settings',
  access: 'public',
});
