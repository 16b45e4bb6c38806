import { head } from '../head.ts';

/** The browser's error reports (decision 059): anyone may send them, signed in or not. */
export const reportClientErrors = head({
  method: 'POST',
  path: '/monitoring/client-errors',
  tag: 'monitoring',
  access: 'public',
});

export const listClientErrors = head({
  method: 'GET',
  path: '/admin/client-errors',
  tag: 'admin',
  access: 'admin',
});
