import { head } from '../head.ts';

const tag = 'batch-tasks';
const edit = { tag, access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;

export const create = head({
  method: 'POST',
  path: '/batch-task/create',
  ...edit,
});

export const list = head({
  method: 'GET',
  path: '/batch-task/list',
  ...edit,
});

export const detail = head({
  method: 'GET',
  path: '/batch-task/detail',
  ...edit,
});

export const reverify = head({
  method: 'POST',
  path: '/batch-task/reverify',
  ...edit,
});

export const importRows = head({
  method: 'POST',
  path: '/batch-task/import',
  ...edit,
});

export const remove = head({
  method: 'POST',
  path: '/batch-task/delete',
  ...edit,
});

export const report = head({
  method: 'GET',
  path: '/batch-task/report',
  ...edit,
  download: true,
});

export const template = head({
  method: 'GET',
  path: '/batch-task/template',
  ...edit,
  download: true,
});

export const limits = head({
  method: 'GET',
  path: '/batch-task/limits',
  ...edit,
});
