import { head } from '../head.ts';

// The creation tools' shared calls (document 1 section 7 "AI calls", decision 034): the account's credits and which
// tools run here, spending credits on an operation done without a task, and a finished task's files. Team members use
// the tools with Release Edit and read with Release View; credits are the account's.

const view = { tag: 'aigc', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'aigc', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;

export const getAigcBasic = head({
  method: 'GET',
  path: '/aigc/get-aigc-basic',
  ...view,
});

export const decRemainOperationTime = head({
  method: 'POST',
  path: '/aigc/dec-remain-operation-time',
  ...edit,
});

export const taskFile = head({
  method: 'GET',
  path: '/aigc/task-file',
  ...view,
  download: true,
});
