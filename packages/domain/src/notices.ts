/** Notice categories of document 1 section 3, numbered in the order the spec lists them. */
export const NoticeCategory = {
  DEFAULT: 0,
  ACCOUNT: 1,
  ALBUM: 2,
  TRACK: 3,
  SIGN: 4,
  USER_SPLIT: 5,
  CUSTOM_REPORT: 6,
  MILESTONE: 7,
  MONETIZATION: 8,
  WITHDRAW: 9,
} as const;
export type NoticeCategoryValue = (typeof NoticeCategory)[keyof typeof NoticeCategory];

/** Each subtype belongs to one category; modules name the subtype and the category follows. */
export const noticeSubtypes = {
  ACCOUNT_REVIEW_PASSED: NoticeCategory.ACCOUNT,
  ACCOUNT_REVIEW_REJECTED: NoticeCategory.ACCOUNT,
  ACCOUNT_FREEZE_LEVEL_1: NoticeCategory.ACCOUNT,
  ACCOUNT_FREEZE_LEVEL_2: NoticeCategory.ACCOUNT,
  ACCOUNT_FREEZE_LEVEL_3: NoticeCategory.ACCOUNT,
  ACCOUNT_UNFROZEN: NoticeCategory.ACCOUNT,
  TEAM_INVITE_ACCEPTED: NoticeCategory.ACCOUNT,
  TEAM_MEMBER_REMOVED: NoticeCategory.ACCOUNT,
  TEAM_PERMISSIONS_CHANGED: NoticeCategory.ACCOUNT,
  ARTIST_REVIEW_PASSED: NoticeCategory.ACCOUNT,
  ARTIST_REVIEW_REJECTED: NoticeCategory.ACCOUNT,
  PUBLISHING_REGISTRATION_PASSED: NoticeCategory.ACCOUNT,
  PUBLISHING_REGISTRATION_REJECTED: NoticeCategory.ACCOUNT,
  REFERRAL_REWARD: NoticeCategory.DEFAULT,
  ALBUM_REVIEW_PASSED: NoticeCategory.ALBUM,
  ALBUM_REVIEW_REJECTED: NoticeCategory.ALBUM,
  ALBUM_TAKEDOWN: NoticeCategory.ALBUM,
  ALBUM_LIVE: NoticeCategory.ALBUM,
  PRESAVE_STARTED: NoticeCategory.ALBUM,
  TRACK_REVIEW_REJECTED: NoticeCategory.TRACK,
  TRACK_TAKEDOWN: NoticeCategory.TRACK,
  PUBLISHING_WORK_REGISTERED: NoticeCategory.TRACK,
  PUBLISHING_WORK_REJECTED: NoticeCategory.TRACK,
  SIGN_REQUIRED: NoticeCategory.SIGN,
  SIGN_COMPLETED: NoticeCategory.SIGN,
  SPLIT_INVITED: NoticeCategory.USER_SPLIT,
  SPLIT_ACCEPTED: NoticeCategory.USER_SPLIT,
  SPLIT_DECLINED: NoticeCategory.USER_SPLIT,
  SPLIT_CANCELLED: NoticeCategory.USER_SPLIT,
  REPORT_READY: NoticeCategory.CUSTOM_REPORT,
  REPORT_FAILED: NoticeCategory.CUSTOM_REPORT,
  MILESTONE_REACHED: NoticeCategory.MILESTONE,
  DISCOVERY_MODE: NoticeCategory.MONETIZATION,
  MONETIZATION_APPROVED: NoticeCategory.MONETIZATION,
  WITHDRAW_RFI: NoticeCategory.WITHDRAW,
  WITHDRAW_SUCCEEDED: NoticeCategory.WITHDRAW,
  WITHDRAW_FAILED: NoticeCategory.WITHDRAW,
} as const satisfies Record<string, NoticeCategoryValue>;
export type NoticeSubtype = keyof typeof noticeSubtypes;

export const noticeCategoryKey = (category: number) =>
  `notice_category_${(Object.entries(NoticeCategory).find(([, v]) => v === category)?.[0] ?? 'DEFAULT').toLowerCase()}`;
