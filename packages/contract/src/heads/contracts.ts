import { head } from '../head.ts';

const view = { access: 'user', permission: { resource: 'Contract', action: 'View' } } as const;
const sign = { access: 'user', permission: { resource: 'Contract', action: 'Sign' } } as const;

export const checkCreationLock = head({
  method: 'GET',
  path: '/contract/check-creation-lock',
  tag: 'contract',
  ...view,
});

export const createContract = head({
  method: 'POST',
  path: '/contract/create',
  tag: 'contract',
  ...sign,
});

export const createLabelContract = head({
  method: 'POST',
  path: '/contract/label/create',
  tag: 'contract',
  ...sign,
});

export const signContract = head({
  method: 'POST',
  path: '/contract/sign',
  tag: 'contract',
  ...sign,
});

export const resendContract = head({
  method: 'POST',
  path: '/contract/resend',
  tag: 'contract',
  ...sign,
});

export const syncContract = head({
  method: 'POST',
  path: '/contract/sync',
  tag: 'contract',
  ...view,
});

export const discardContract = head({
  method: 'POST',
  path: '/contract/discard',
  tag: 'contract',
  ...sign,
});

export const abandonContracts = head({
  method: 'POST',
  path: '/contract/only/abandoned',
  tag: 'contract',
  ...sign,
});

export const updateContractEmail = head({
  method: 'POST',
  path: '/contract/update/email',
  tag: 'contract',
  ...sign,
});

export const getContract = head({
  method: 'GET',
  path: '/contract',
  tag: 'contract',
  ...view,
});

export const contractEmail = head({
  method: 'GET',
  path: '/contract/email',
  tag: 'contract',
  ...view,
});

export const listContracts = head({
  method: 'GET',
  path: '/contract/list',
  tag: 'contract',
  ...view,
});

export const mainUpgrade = head({
  method: 'GET',
  path: '/contract/main/upgrade',
  tag: 'contract',
  ...view,
});

export const contractInfo = head({
  method: 'GET',
  path: '/contract/info',
  tag: 'contract',
  ...view,
});

export const mainCopyright = head({
  method: 'GET',
  path: '/contract/main/copyright',
  tag: 'contract',
  ...view,
});

export const contractConfiguration = head({
  method: 'GET',
  path: '/contract/configuration',
  tag: 'contract',
  ...view,
});

export const downloadContract = head({
  method: 'GET',
  path: '/contract/download',
  tag: 'contract',
  access: 'user',
  permission: { resource: 'Contract', action: 'Download' },
  download: true,
});
