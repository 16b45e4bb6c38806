import { NoticeCategory } from './notices.ts';

/**
 * E-mail topics a user can subscribe to. `account` (security, contracts, identity) cannot be turned off: those
 * messages are part of running the account.
 */
export const emailTopics = ['account', 'releases', 'royalties', 'promotions', 'newsletter'] as const;
export type EmailTopic = (typeof emailTopics)[number];

export const defaultEmailTopics: Record<EmailTopic, boolean> = {
  account: true,
  releases: true,
  royalties: true,
  promotions: false,
  newsletter: false,
};

export const isEmailTopic = (value: string): value is EmailTopic => (emailTopics as readonly string[]).includes(value);
export const optionalTopic = (topic: EmailTopic) => topic !== 'account';

/** Which topic a notice's e-mail copy belongs to. */
export function topicOfNoticeCategory(category: number): EmailTopic {
  switch (category) {
    case NoticeCategory.ALBUM:
    case NoticeCategory.TRACK:
      return 'releases';
    case NoticeCategory.USER_SPLIT:
    case NoticeCategory.CUSTOM_REPORT:
    case NoticeCategory.WITHDRAW:
    case NoticeCategory.MONETIZATION:
      return 'royalties';
    case NoticeCategory.MILESTONE:
    case NoticeCategory.DEFAULT:
      return 'promotions';
    default:
      return 'account';
  }
}

/** The saved choices over the defaults; `account` always stays on. */
export function effectiveTopics(saved: Partial<Record<string, boolean>> | undefined): Record<EmailTopic, boolean> {
  const topics = { ...defaultEmailTopics };
  for (const topic of emailTopics) if (optionalTopic(topic) && typeof saved?.[topic] === 'boolean') topics[topic] = saved[topic]!;
  return topics;
}
