/** Enumerations of document 1 section 3, with the spec's numbers. */

export const UserType = { ARTIST: 0, LABEL: 1 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const OrganizationType = { MANAGEMENT_COMPANY: 1, LABEL: 2 } as const;

export const SettlementStatus = {
  INIT: 0,
  IDENTITY_SUBMITTED: 1,
  ALBUM_SONG_SUBMITTED: 2,
  IDENTIFYING: 3,
  IDENTIFICATION_PASSED: 4,
  IDENTIFICATION_REJECTED: 5,
  SETTLED: 6,
} as const;
export type SettlementStatus = (typeof SettlementStatus)[keyof typeof SettlementStatus];

/** The user's contract signStatus: unsigned, user signed, all signed. */
export const SignStatus = { UNSIGNED: 0, USER_SIGNED: 1, ALL_SIGNED: 2 } as const;
export type SignStatus = (typeof SignStatus)[keyof typeof SignStatus];

/** Ban levels; 3 is permanent. */
export const BanType = { NONE: 0, TEMPORARY_SHORT: 1, TEMPORARY_LONG: 2, PERMANENT: 3 } as const;

export const AccountQuality = { NORMAL: 'normal', WHITELIST: 'whitelist', LOW_QUALITY: 'low_quality' } as const;
export const AccountTier = { LOW_QUALITY: 100, BASIC: 200, NORMAL: 300, HIGH_QUALITY: 400 } as const;

export const SignUpSource = {
  ORGANIC: 0,
  UG: 1,
  MARKET: 2,
  ACTIVITY: 3,
  COMMUNITY: 4,
  AP: 5,
  AR: 6,
  UG_PAID_ADS: 7,
  UG_REFERRAL: 8,
  UG_SEO: 9,
} as const;

export const CatalogSizeLevel = { LEVEL_1: 1, LEVEL_2: 2 } as const;

export const ReleaseStatus = {
  Init: 0,
  UnderReview: 10,
  NotApproved: 20,
  Approved: 30,
  Delivered: 40,
  Live: 50,
  Takedown: 60,
} as const;

export const ReleaseVisibility = { private: 10, public: 20, unlisted: 30 } as const;
export const ReleaseKind = { ALBUM: 'ALBUM', SINGLE: 'SINGLE' } as const;

export const PermissionResource = {
  Release: 1,
  AnalyticsData: 2,
  Royalty: 3,
  EWallet: 4,
  RoyaltySplit: 5,
  Contract: 6,
  OffPublishingService: 7,
} as const;

export const PermissionAction = { View: 1, Edit: 2, Download: 3, Withdraw: 4, Sign: 5 } as const;

export const ExplicitFlag = { NO: 0, YES: 1, CLEAN: 2 } as const;
