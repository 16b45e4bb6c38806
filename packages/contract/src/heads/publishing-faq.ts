import { head } from '../head.ts';

export const submitFaqFeedback = head({
  method: 'POST',
  path: '/publishing/faq/feedback',
  tag: 'publishing',
  access: 'user',
  permission: 'personal',
});
