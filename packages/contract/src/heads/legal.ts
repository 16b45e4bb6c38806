import { head } from '../head.ts';

/** The legal documents' acceptance by the signed-in person (decision 056); the documents themselves ship with the web app. */
export const legalStatus = head({
  method: 'GET',
  path: '/legal/acceptance',
  tag: 'legal',
  access: 'user',
  permission: 'personal',
});

export const acceptLegal = head({
  method: 'POST',
  path: '/legal/accept',
  tag: 'legal',
  access: 'user',
  permission: 'personal',
});
