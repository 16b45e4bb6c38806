import { sql } from 'drizzle-orm';
import { bigserial, bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person who can log in, and their portal profile (type is null until the profile is created). */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    /** When the owner proved the e-mail address with a code; null while it is unproven (decision 048, finding 9). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    type: smallint('type'),
    organizationType: smallint('organization_type'),
    nickname: text('nickname').notNull().default(''),
    labelTitle: text('label_title'),
    region: text('region').notNull().default('BR'),
    language: text('language').notNull().default('en'),
    status: smallint('status').notNull().default(0),
    signStatus: smallint('sign_status').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    banType: smallint('ban_type').notNull().default(0),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    userTag: text('user_tag').notNull().default('normal'),
    tier: smallint('tier').notNull().default(300),
    catalogSizeLevel: smallint('catalog_size_level').notNull().default(1),
    source: smallint('source').notNull().default(0),
    inviteCode: text('invite_code').notNull(),
    invitedByCode: text('invited_by_code'),
    managerInviteCode: text('manager_invite_code'),
    preferences: jsonb('preferences').notNull().default({}),
    extra: jsonb('extra').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    uniqueIndex('users_label_title_key').on(sql`lower(${t.nickname})`).where(sql`${t.type} = 1`),
  ],
);

/** Server-side sessions: the cookie carries a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The hash of the browser's device cookie: a device the account used before is slowed, not locked out. */
    deviceHash: text('device_hash'),
    /** The team whose account this session acts in; null for the user's own account. */
    actingTeamId: bigint('acting_team_id', { mode: 'number' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by email or SMS: stored hashed, single use, expiring, attempt-limited. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.destination, t.purpose, t.createdAt)],
);

/** Every email and SMS the portal sends, written before delivery is attempted. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

/** Fixed-window counters shared by every server. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/** Feature gates: scope 'system' (per portal), 'release' (release form) or 'open' (anonymous visitors). */
export const featureGates = pgTable(
  'feature_gates',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Operator-editable portal settings read by /open/config. */
export const portalSettings = pgTable('portal_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-up attempts, kept for the risk-control checks per IP and device. */
export const signUpAttempts = pgTable(
  'sign_up_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    deviceId: text('device_id'),
    email: text('email'),
    decision: text('decision').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_up_attempts_ip_idx').on(t.ip, t.createdAt), index('sign_up_attempts_device_idx').on(t.deviceId, t.createdAt)],
);

/** A team is owned by one account; its owner is the team admin with every permission. */
export const teams = pgTable('teams', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerUserId: bigint('owner_user_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Members act in the owner's account with the actions listed per resource (document 1 section 6). */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Resource number -> action numbers, as the member-permissions map of the spec. */
    permissions: jsonb('permissions').notNull().default({}),
    status: text('status').notNull().default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/** Invitations to join a team; the code travels in the e-mail link and only its SHA-256 is kept. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    permissions: jsonb('permissions').notNull().default({}),
    codeHash: text('code_hash').notNull().unique(),
    /** pending, accepted or recalled. */
    status: text('status').notNull().default('pending'),
    invitedBy: bigint('invited_by', { mode: 'number' }).notNull(),
    acceptedBy: bigint('accepted_by', { mode: 'number' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('team_invites_team_idx').on(t.teamId, t.createdAt)],
);

/** Artists who signed up with a label's manager invite code, managed by that label. */
export const labelArtists = pgTable(
  'label_artists',
  {
    labelUserId: bigint('label_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistUserId: bigint('artist_user_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.labelUserId, t.artistUserId] })],
);

/** In-portal notices of every module, written through one function (notices/notify.ts). */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: smallint('category').notNull(),
    subtype: text('subtype').notNull(),
    /** Message key and variables, rendered in the reader's language. */
    titleKey: text('title_key').notNull(),
    bodyKey: text('body_key').notNull(),
    vars: jsonb('vars').notNull().default({}),
    link: text('link'),
    /** Dedupe key: the same event never makes two notices. */
    eventKey: text('event_key'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.createdAt), uniqueIndex('notices_event_key').on(t.userId, t.eventKey)],
);

/** Agreements between an account and the company, with how and when they were signed. */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    contractNumber: text('contract_number').notNull().unique(),
    signStatus: smallint('sign_status').notNull().default(0),
    signMethod: text('sign_method').notNull(),
    region: text('region').notNull(),
    language: text('language').notNull(),
    legalName: text('legal_name').notNull(),
    labelName: text('label_name'),
    signerEmail: text('signer_email'),
    /** Parameters the text was rendered with, so the document can be rendered again exactly. */
    params: jsonb('params').notNull().default({}),
    /** The amended contract (for an amendment, the main agreement it amends). */
    amendsContractId: bigint('amends_contract_id', { mode: 'number' }),
    documentSha256: text('document_sha256'),
    pdfKey: text('pdf_key'),
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    /** Operator who recorded an offline signature. */
    recordedBy: bigint('recorded_by', { mode: 'number' }),
    externalId: text('external_id'),
    startTime: timestamp('start_time', { withTimezone: true }),
    /** The artist's share of store revenue under this contract (money/royalty.ts RoyaltyTerms); null for the product's terms. */
    royaltyTerms: jsonb('royalty_terms'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_user_idx').on(t.userId, t.createdAt),
    // One live (not cancelled) account or programme agreement (decision 031) per type: the creation lock, held by the database.
    uniqueIndex('contracts_live_agreement_key').on(t.userId, t.type).where(sql`${t.type} in (0, 1, 2, 3, 10, 11) and ${t.signStatus} <> 4`),
  ],
);

/** Conversion events reported once per account (document 1 section 4, paid-ads events). */
export const reportedEvents = pgTable(
  'reported_events',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

/** Files users upload (ID photos, portraits); the key is made by the server, the id is what forms refer to. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** id_photo, portrait, ... */
    kind: text('kind').notNull(),
    objectKey: text('object_key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** What the checks found: audio format, duration, sample rate, bits, channels; sha256; perceptual hash of covers. */
    meta: jsonb('meta').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_files_user_idx').on(t.userId, t.kind)],
);

/** The identity a user submitted for verification (document 3 section 3), one row per account, and its review. */
export const personalInfo = pgTable('personal_info', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  birthDate: text('birth_date').notNull(),
  address: jsonb('address').notNull(),
  idType: smallint('id_type').notNull(),
  idNumber: text('id_number').notNull(),
  /** Uploaded file ids per photo slot: front, back, residenceCertificate. */
  photos: jsonb('photos').notNull(),
  version: integer('version').notNull().default(1),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: bigint('reviewed_by', { mode: 'number' }),
  rejectReason: text('reject_reason'),
});

/** Two-step verification of a login: by authenticator app (TOTP) or by a code sent to the e-mail or phone. */
export const twoFactor = pgTable('two_factor', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** totp, email or sms; null while only a TOTP set-up is pending. */
  method: text('method'),
  totpSecret: text('totp_secret'),
  pendingTotpSecret: text('pending_totp_secret'),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A password that was right, waiting for the second step; the ticket travels to the browser, its hash stays here. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);

/** OAuth states waiting for the provider's answer: who asked, for which platform, where to go next. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  nextPath: text('next_path').notNull().default('/overview'),
  redirectUri: text('redirect_uri').notNull(),
  codeVerifier: text('code_verifier'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Third-party accounts linked to a portal account; one external account links to one portal account only. */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    externalId: text('external_id').notNull(),
    username: text('username'),
    displayName: text('display_name'),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    scopes: jsonb('scopes').notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] }), uniqueIndex('linked_accounts_external_key').on(t.platform, t.externalId)],
);

/** The public artist profile of an artist account: bio, platform links, store accounts. */
export const artistProfiles = pgTable('artist_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  links: jsonb('links').notNull().default({}),
  storeAccounts: jsonb('store_accounts').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Requests to be recognised as the artist behind a store artist page; operators decide. */
export const artistClaims = pgTable(
  'artist_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    /** pending, accepted or refused. */
    status: text('status').notNull().default('pending'),
    /** The store side's answer when the claim was sent (the adapter's reference), or null before. */
    storeReference: text('store_reference'),
    /** Why an operator refused the claim, shown to the artist. */
    refusalReason: text('refusal_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: bigint('decided_by_user_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('artist_claims_status_idx').on(t.status, t.createdAt), uniqueIndex('artist_claims_pending_key').on(t.userId, t.platform).where(sql`${t.status} = 'pending'`)],
);

/** The company behind a label account. */
export const labelProfiles = pgTable('label_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  title: text('title').notNull(),
  website: text('website'),
  country: text('country').notNull(),
  foundedYear: integer('founded_year'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Artists an account releases music as (document 1 "Users and artists"), with their store profile ids. */
export const artists = pgTable(
  'artists',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    spotifyId: text('spotify_id'),
    appleId: text('apple_id'),
    avatarFileId: text('avatar_file_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('artists_owner_idx').on(t.ownerUserId), uniqueIndex('artists_owner_name_key').on(t.ownerUserId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`)],
);

/**
 * A release (album or single) of an account. Until it is submitted it is a draft whose whole form lives in
 * `draft`; submitting validates it, assigns identifiers and writes the album fields to `album` and one `tracks`
 * row per track.
 */
export const releases = pgTable(
  'releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    status: smallint('status').notNull().default(0),
    visibility: smallint('visibility').notNull().default(10),
    /** True while the release has never been submitted. */
    isDraft: boolean('is_draft').notNull().default(true),
    title: text('title').notNull().default(''),
    upc: text('upc'),
    album: jsonb('album').notNull().default({}),
    draft: jsonb('draft'),
    releaseTime: timestamp('release_time', { withTimezone: true }),
    reviewReasons: jsonb('review_reasons').notNull().default([]),
    /** Bumped by every write; a write naming an older revision is refused. */
    revision: integer('revision').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Music management: the newest page of an account's releases, and its counts per status, from the index alone.
    index('releases_owner_newest_idx').on(t.ownerUserId, t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('releases_owner_status_idx').on(t.ownerUserId, t.status).where(sql`${t.deletedAt} is null`),
    index('releases_review_queue_idx').on(t.status, t.submittedAt),
    uniqueIndex('releases_upc_key').on(t.upc).where(sql`${t.upc} is not null and ${t.deletedAt} is null`),
  ],
);

/** A track of a submitted release; the same recording (ISRC) may appear on several releases of one account. */
export const tracks = pgTable(
  'tracks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    releaseId: bigint('release_id', { mode: 'number' })
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    title: text('title').notNull(),
    version: text('version').notNull().default(''),
    isrc: text('isrc').notNull(),
    fullAudioFileId: text('full_audio_file_id'),
    clipFileId: text('clip_file_id'),
    durationMs: integer('duration_ms'),
    /** Where the recording came from: LocalUpload, Zima (a link), MCC (creation tools) or IC (an imported catalogue). */
    source: text('source').notNull().default('LocalUpload'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tracks_release_sequence_key').on(t.releaseId, t.sequenceNumber), index('tracks_owner_idx').on(t.ownerUserId, t.id), index('tracks_isrc_idx').on(t.isrc)],
);

/** Every change of a release's status, who made it and why. */
export const releaseStatusHistory = pgTable(
  'release_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    releaseId: bigint('release_id', { mode: 'number' })
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    reasons: jsonb('reasons').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('release_status_history_release_idx').on(t.releaseId, t.id)],
);

/** Where a release stands at each store it was sent to. */
export const releaseDeliveries = pgTable(
  'release_deliveries',
  {
    releaseId: bigint('release_id', { mode: 'number' })
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
    /** One of deliveryStates (packages/domain/src/release/delivery.ts, decision 047). */
    state: text('state').notNull().default('pending'),
    lastMessageId: text('last_message_id'),
    lastMessageKind: text('last_message_kind'),
    lastBatchId: text('last_batch_id'),
    /** The technical cause of the last failure, for operators. */
    lastError: text('last_error'),
    /** The last failure's code (deliveryFailureReasons), which the account sees translated. */
    reason: text('reason'),
    /** When the portal tries again by itself; null when an operator must act. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    storeReleaseId: text('store_release_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    liveAt: timestamp('live_at', { withTimezone: true }),
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.platformId] }), index('release_deliveries_state_idx').on(t.state, t.platformId)],
);

/** Every step of a release's delivery to a store, oldest first: the timeline the account and the operators see. */
export const releaseDeliveryEvents = pgTable(
  'release_delivery_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    releaseId: bigint('release_id', { mode: 'number' })
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
    state: text('state').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    messageKind: text('message_kind'),
    messageId: text('message_id'),
    batchId: text('batch_id'),
    reason: text('reason'),
    /** The technical cause or the store's own words, for operators. */
    detail: text('detail'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** portal (the delivery job), store (an acknowledgement) or operator. */
    source: text('source').notNull().default('portal'),
    byUserId: bigint('by_user_id', { mode: 'number' }),
  },
  (t) => [index('release_delivery_events_release_idx').on(t.releaseId, t.platformId, t.id)],
);

/** Each ERN message written to a store, kept so an operator can download the batch again whatever the target. */
export const deliveryMessages = pgTable(
  'delivery_messages',
  {
    messageId: text('message_id').primaryKey(),
    releaseId: bigint('release_id', { mode: 'number' })
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
    batchId: text('batch_id').notNull(),
    kind: text('kind').notNull(),
    messagePath: text('message_path').notNull(),
    xml: text('xml').notNull(),
    /** [{ path, objectKey }] for stored files, [{ path, text }] for files written from the message (lyrics). */
    files: jsonb('files').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_messages_release_idx').on(t.releaseId, t.platformId)],
);

/** Stores an operator holds: nothing is sent to them until the hold is lifted (a store's outage or request). */
export const deliveryStoreHolds = pgTable('delivery_store_holds', {
  platformId: integer('platform_id').primaryKey(),
  note: text('note').notNull().default(''),
  heldByUserId: bigint('held_by_user_id', { mode: 'number' }),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Counters for the identifiers the portal assigns (UPC serials, ISRC designations per year); never reused. */
export const identifierCounters = pgTable('identifier_counters', {
  name: text('name').primaryKey(),
  lastValue: bigint('last_value', { mode: 'number' }).notNull(),
});

/** Store availability rules (document 3 section 3), one row per rule; operators edit them. */
export const platformRules = pgTable(
  'platform_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platformId: integer('platform_id').notNull(),
    rule: jsonb('rule').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [index('platform_rules_platform_idx').on(t.platformId)],
);

/** A chunked upload in progress (/upload/partial/*): the parts received so far, checked again at merge. */
/** A chunked upload (document 1 "Uploads") from init to merge; kept after the merge so a repeated merge answers the same. */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull(),
    mimeType: text('mime_type').notNull(),
    /** audio, clip, cover or proof: which checks the merged file must pass. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    partSize: integer('part_size').notNull(),
    /** The client's name for the file, so that init after a reload finds this upload again. */
    fingerprint: text('fingerprint'),
    /** Set while one merge runs; a second merge waits until it is done or stale. */
    mergeStartedAt: timestamp('merge_started_at', { withTimezone: true }),
    fileId: text('file_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_sessions_resume_idx').on(t.userId, t.fingerprint)],
);

export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    partIndex: integer('part_index').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the part's bytes are stored (each arrival gets its own key); null for parts stored before 0012. */
    objectKey: text('object_key'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partIndex] })],
);

/** Background work (deliveries to stores): claimed with a lease, retried with back-off, kept when done. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/** "Was this helpful?" answers on the publishing FAQ: one per user and question, a later answer replaces it. */
export const publishingFaqFeedback = pgTable(
  'publishing_faq_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    helpful: boolean('helpful').notNull(),
    /** The FAQ language the answer was read in (en, pt-BR, id or es-MX). */
    lang: text('lang').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('publishing_faq_feedback_user_question_key').on(t.userId, t.questionId), index('publishing_faq_feedback_question_idx').on(t.questionId)],
);

/**
 * What accounts did with the survey banner of document 2 section 2: shown, closed or its link followed. The survey is
 * named by its link, so a new survey the operators set up starts afresh; a close or click finishes it for the account.
 */
export const surveyEvents = pgTable(
  'survey_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyUrl: text('survey_url').notNull(),
    /** show, close or click. */
    event: text('event').notNull(),
    /** overview, release_management or royalty. */
    page: text('page').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_events_survey_idx').on(t.surveyUrl, t.event), index('survey_events_user_idx').on(t.userId, t.surveyUrl)],
);

/**
 * An account's sign-up for publishing administration (document 2 sections 3 and 4): LOD for a writer who belongs to a
 * society, ASCAP for one we sign up with ASCAP. The social security number is kept sealed (platform/sealed.ts).
 */
export const publishingRegistrations = pgTable('publishing_registrations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** LOD or ASCAP */
  type: text('type').notNull(),
  /** INVALID, INIT, INFO_SENT, SUCCESS, FAILED */
  status: text('status').notNull().default('INIT'),
  /** The writer's name as registered: firstName, middleName, lastName. */
  writer: jsonb('writer').notNull(),
  /** LOD: the writer's society and IPI. */
  lodInfo: jsonb('lod_info'),
  /** The administrator's id for the writer once their information was sent. */
  lodId: text('lod_id'),
  /** ASCAP: address, phone, state, alternate names (without the social security number). */
  proInfo: jsonb('pro_info'),
  ssnSealed: text('ssn_sealed'),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Writers an account names in its splits; its own registered writer is one of them (is_self). */
export const songwriters = pgTable(
  'songwriters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** A society id of packages/domain catalog/collecting-societies.ts. */
    pro: text('pro'),
    ipi: text('ipi'),
    ipiInvalid: boolean('ipi_invalid').notNull().default(false),
    isSelf: boolean('is_self').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('songwriters_owner_idx').on(t.ownerUserId, t.id)],
);

/** A track's composition as submitted for registration, and where the societies stand on it. */
export const trackPublishing = pgTable(
  'track_publishing',
  {
    trackId: bigint('track_id', { mode: 'number' })
      .primaryKey()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    englishTitle: text('english_title'),
    /** SUBMITTED, EXPORTED, REGISTERED, REJECTED, CONFLICT */
    status: text('status').notNull().default('SUBMITTED'),
    societyWorkId: text('society_work_id'),
    iswc: text('iswc'),
    /** The societies' messages from their acknowledgements. */
    messages: jsonb('messages').notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('track_publishing_owner_idx').on(t.ownerUserId, t.submittedAt)],
);

/** The writers' shares of a submitted composition, in basis points (they add up to 10000). */
export const trackPublishingSplits = pgTable(
  'track_publishing_splits',
  {
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => trackPublishing.trackId, { onDelete: 'cascade' }),
    songwriterId: bigint('songwriter_id', { mode: 'number' })
      .notNull()
      .references(() => songwriters.id),
    position: integer('position').notNull(),
    percentage: integer('percentage').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.songwriterId] })],
);

/**
 * The money ledger (decision 021): accounts, balanced transactions of postings in integer micro-units, and the cached
 * balance of each account. Postings are never updated or deleted (triggers refuse it); a correction is a new,
 * reversing transaction. An account's balance is the sum of its postings; the postings of every transaction sum to
 * zero per currency, so the whole ledger does too.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** earnings:u12:USD, held:split-invite:7:USD, commission:USD, … (money/accounts.ts). */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_accounts_code_key').on(t.code), index('ledger_accounts_user_idx').on(t.userId)],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** What the transaction belongs to: sales-import:4, withdrawal:9, advance:2, … */
    ref: text('ref'),
    /** Set when the same request must never post twice. */
    idempotencyKey: text('idempotency_key'),
    /** What happened, for statements and the console (never read to compute a balance). */
    memo: jsonb('memo').notNull().default({}),
    /** A reversal names the transaction it undoes. */
    reverses: bigint('reverses', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey), index('ledger_transactions_ref_idx').on(t.ref), uniqueIndex('ledger_transactions_reverses_key').on(t.reverses)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Micro-units; positive raises the account's balance. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('ledger_postings_account_idx').on(t.accountId, t.id), index('ledger_postings_transaction_idx').on(t.transactionId)],
);

/** Each account's balance, kept by the postings trigger; withdrawals lock the row (SELECT … FOR UPDATE). */
export const ledgerBalances = pgTable('ledger_balances', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
  balance: bigint('balance', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A request to pay out an account's balance (document 1 section 3 "Withdrawals"). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    /** Where the money goes (masked account number, PayPal or Payoneer e-mail). */
    destination: jsonb('destination').notNull(),
    status: text('status').notNull(),
    /** A request for information pauses the payout until the user answers. */
    rfiOpen: boolean('rfi_open').notNull().default(false),
    failureReason: text('failure_reason'),
    providerReference: text('provider_reference'),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('withdrawals_idempotency_key').on(t.userId, t.idempotencyKey), index('withdrawals_user_idx').on(t.userId, t.id), index('withdrawals_status_idx').on(t.status, t.id)],
);

export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    note: text('note'),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawal_events_withdrawal_idx').on(t.withdrawalId, t.id)],
);

/** An advance an operator granted, recouped from the account's own earnings before payout. */
export const advances = pgTable(
  'advances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    note: text('note').notNull(),
    grantedByUserId: bigint('granted_by_user_id', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('advances_user_idx').on(t.userId, t.id)],
);

/** A store's sales report brought in by an operator or the watched folder (decision 022). */
export const salesImports = pgTable(
  'sales_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file: the same report imported twice is the same import. */
    contentHash: text('content_hash').notNull(),
    objectKey: text('object_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** generic, apple, bandcamp or dsr; null until the first line is read. */
    format: text('format'),
    /** queued, running, done or failed. */
    status: text('status').notNull(),
    /** Settlement-currency value of one unit of each other currency, recorded with the import: {"EUR": "1.083215"}. */
    rates: jsonb('rates').notNull().default({}),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    linesRead: integer('lines_read').notNull().default(0),
    linesMatched: integer('lines_matched').notNull().default(0),
    linesUnmatched: integer('lines_unmatched').notNull().default(0),
    linesInvalid: integer('lines_invalid').notNull().default(0),
    /** Settlement-currency micro-units of every line read, matched or not. */
    gross: bigint('gross', { mode: 'bigint' }).notNull().default(sql`0`),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    /**
     * The ids the import's own statement entries were given lie between these two (other writers' entries may lie
     * between too, told apart by import_id): the import's detail reads its credited lines by primary key, without
     * an index on import_id that every line of every report would pay for. Null while it runs.
     */
    entriesFromId: bigint('entries_from_id', { mode: 'number' }),
    entriesToId: bigint('entries_to_id', { mode: 'number' }),
    error: text('error'),
    source: text('source').notNull(),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sales_imports_content_hash_key').on(t.contentHash), index('sales_imports_created_idx').on(t.id)],
);

/**
 * What an account earned, at the grain its statements show: per import, payee, track (or release for album
 * sales), store, country, month and kind of sale. Amounts are the settlement currency's micro-units.
 */
export const royaltyEntries = pgTable(
  'royalty_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys here: a report of millions of lines streams in by COPY, and a check per row would cost more
    // than the row (decision 024). Only the sales import and suspense resolution write entries, with ids they read.
    importId: bigint('import_id', { mode: 'number' }).notNull(),
    /** Who is paid: the owner, or a split collaborator (their account, or null while the invitation waits). */
    userId: bigint('user_id', { mode: 'number' }),
    /** The release owner whose catalogue earned it. */
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    /** owner or split. */
    role: text('role').notNull(),
    splitInviteId: bigint('split_invite_id', { mode: 'number' }),
    releaseId: bigint('release_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }),
    store: text('store').notNull(),
    country: text('country').notNull(),
    periodMonth: date('period_month').notNull(),
    saleType: text('sale_type').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    /** Revenue from the store for this entry's lines (the owner's entry; zero on collaborators' entries). */
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    /** What the payee earned from it, before any advance was recouped. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('royalty_entries_user_month_idx').on(t.userId, t.periodMonth), index('royalty_entries_invite_idx').on(t.splitInviteId).where(sql`${t.splitInviteId} is not null`)],
);

/**
 * Each account's earnings per sales month (and per year) added up one way (dimension store, country, release, track or sale_type;
 * key the store, country, release id, track id or '' for release-level sales, sale type): statements and royalty
 * lists read these instead of every entry. The same sums as royalty_entries of accounts (held shares have no row);
 * kept by the sales import and the split moves, and rebuilt from the entries by rebuildRoyaltyRollups.
 */
export const royaltyRollups = pgTable(
  'royalty_rollups',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** month, or year: the sums of a calendar year's months (period_month its 1 January), for long ranges. */
    grain: text('grain').notNull(),
    periodMonth: date('period_month').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dimension, t.grain, t.periodMonth, t.key] })],
);

/** Lines no track or release of ours matched (or with no rate for their currency), for an operator to resolve. */
export const salesSuspense = pgTable(
  'sales_suspense',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => salesImports.id, { onDelete: 'restrict' }),
    lineNumber: integer('line_number').notNull(),
    /** no_match, no_rate or invalid. */
    reason: text('reason').notNull(),
    store: text('store'),
    isrc: text('isrc'),
    upc: text('upc'),
    country: text('country'),
    storeItemId: text('store_item_id'),
    periodStart: date('period_start'),
    saleType: text('sale_type'),
    units: bigint('units', { mode: 'number' }),
    currency: text('currency'),
    revenue: text('revenue'),
    /** Settlement-currency micro-units (0 when the rate is missing). */
    gross: bigint('gross', { mode: 'bigint' }).notNull().default(sql`0`),
    raw: text('raw'),
    /** Why an unreadable line could not be read: the message key and its values (JSON text). */
    issueKey: text('issue_key'),
    issueParams: text('issue_params'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedTrackId: bigint('resolved_track_id', { mode: 'number' }),
    /** The release an operator assigned the line to (with resolvedTrackId for a track, alone for a release sale). */
    resolvedReleaseId: bigint('resolved_release_id', { mode: 'number' }),
    resolvedByUserId: bigint('resolved_by_user_id', { mode: 'number' }),
    resolvedTransactionId: bigint('resolved_transaction_id', { mode: 'number' }),
  },
  (t) => [index('sales_suspense_import_idx').on(t.importId, t.id), index('sales_suspense_open_idx').on(t.resolvedAt)],
);

/** A store's own id of one of our tracks or releases, learnt when an operator assigns a suspense line that carried it. */
export const storeItemIds = pgTable(
  'store_item_ids',
  {
    /** The store as reports name it, lowercased. */
    store: text('store').notNull(),
    itemId: text('item_id').notNull(),
    releaseId: bigint('release_id', { mode: 'number' })
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    trackId: bigint('track_id', { mode: 'number' }).references(() => tracks.id, { onDelete: 'cascade' }),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.store, t.itemId] })],
);

/** A report an account asked for, built in the background and kept for download (document 1 section 3 "Reports"). */
export const reportTasks = pgTable(
  'report_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' }).notNull(),
    /** custom, monthly, royalty or statement. */
    kind: text('kind').notNull(),
    /** excel, csv or pdf. */
    format: text('format').notNull(),
    params: jsonb('params').notNull().default({}),
    /** queued, running, done or failed. */
    status: text('status').notNull(),
    progress: integer('progress').notNull().default(0),
    objectKey: text('object_key'),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_tasks_user_idx').on(t.userId, t.id)],
);

/**
 * A royalty split of one song (document 1 section 3 "Royalty split", decision 023): collaborators' shares of what the
 * song earns from the effective month on, the owner keeping the rest; optionally one collaborator is paid a recoup
 * amount first. Status INVALID, CREATED, ACTIVE, DELETED or CANCELED.
 */
export const splits = pgTable(
  'splits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    releaseId: bigint('release_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /** First day of the first sales month the split applies to. */
    effectiveFrom: date('effective_from').notNull(),
    recoupAmount: bigint('recoup_amount', { mode: 'bigint' }),
    recoupInviteId: bigint('recoup_invite_id', { mode: 'number' }),
    /** How much of the recoup amount imports have paid so far. */
    recouped: bigint('recouped', { mode: 'bigint' }).notNull().default(sql`0`),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('splits_owner_idx').on(t.ownerUserId, t.releaseId),
    // One live split per song: a new one replaces a cancelled or deleted one.
    uniqueIndex('splits_live_track_key').on(t.trackId).where(sql`${t.status} in ('CREATED', 'ACTIVE')`),
  ],
);

/** A collaborator's place in a split: invited by e-mail, CREATED, NOTIFIED, ACCEPTED or DELETED. */
export const splitInvites = pgTable(
  'split_invites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    splitId: bigint('split_id', { mode: 'number' })
      .notNull()
      .references(() => splits.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    /** Basis points of the song's earnings (2,550 = 25.50 %). */
    shareBp: integer('share_bp').notNull(),
    status: text('status').notNull(),
    inviteeUserId: bigint('invitee_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('split_invites_split_idx').on(t.splitId),
    index('split_invites_email_idx').on(t.email),
    index('split_invites_invitee_idx').on(t.inviteeUserId),
    uniqueIndex('split_invites_code_key').on(t.codeHash),
  ],
);

/**
 * Analytics files brought in by operators or the watched folder (decision 025): store trend files, the short-video
 * app's sound data, the video site's video data, playlist placements and presaves. The same file (SHA-256) is
 * imported once.
 */
export const analyticsImports = pgTable(
  'analytics_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** streams, short_video, video, playlists or presaves; null until the header is read. */
    kind: text('kind'),
    fileName: text('file_name').notNull(),
    contentHash: text('content_hash').notNull(),
    objectKey: text('object_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** queued, running, done or failed. */
    status: text('status').notNull(),
    source: text('source').notNull(),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsMatched: integer('rows_matched').notNull().default(0),
    rowsUnmatched: integer('rows_unmatched').notNull().default(0),
    rowsInvalid: integer('rows_invalid').notNull().default(0),
    /** A few of the problems met (line number and what was wrong), for the operator. */
    issues: jsonb('issues').notNull().default([]),
    firstDay: date('first_day'),
    lastDay: date('last_day'),
    error: text('error'),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('analytics_imports_content_hash_key').on(t.contentHash)],
);

/**
 * The key columns every analytics rollup shares (decision 025): the account, what is summed (dimension and subject),
 * the grain and period, and the bucket key (a country, a source…).
 */
const rollupKey = () => ({
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  dim: smallint('dim').notNull(),
  subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
  grain: smallint('grain').notNull(),
  period: date('period').notNull(),
  key: text('key').notNull(),
});

/**
 * Sums of the store trend facts (stream_facts, partitioned by month) that the pages read, per day and per month
 * (grain 0 day, 1 month; period the day or the month's first day). dim says what subject_id, store_id and key
 * are (decision 025): the account per store, per store and country, per source, per audience bucket; a track or
 * an artist per store, per country, per audience bucket.
 */
export const streamRollups = pgTable(
  'stream_rollups',
  {
    ...rollupKey(),
    storeId: integer('store_id').notNull(),
    streams: bigint('streams', { mode: 'number' }).notNull(),
    listeners: bigint('listeners', { mode: 'number' }).notNull(),
    saves: bigint('saves', { mode: 'number' }).notNull(),
    playlistAdds: bigint('playlist_adds', { mode: 'number' }).notNull(),
    skips: bigint('skips', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dim, t.subjectId, t.grain, t.period, t.storeId, t.key] }),
    // Rankings (songs, artists) read every subject's rows of a period.
    index('stream_rollups_period_idx').on(t.userId, t.dim, t.grain, t.period),
  ],
);

/** Sums of the short-video app's facts per sound (track) and day, as stream_rollups. */
export const shortVideoRollups = pgTable(
  'short_video_rollups',
  {
    ...rollupKey(),
    creations: bigint('creations', { mode: 'number' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    likes: bigint('likes', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    comments: bigint('comments', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dim, t.subjectId, t.grain, t.period, t.key] }), index('short_video_rollups_period_idx').on(t.userId, t.dim, t.grain, t.period)],
);

/** Sums of the video site's facts per video and day, as stream_rollups. */
export const videoRollups = pgTable(
  'video_rollups',
  {
    ...rollupKey(),
    views: bigint('views', { mode: 'number' }).notNull(),
    watchSeconds: bigint('watch_seconds', { mode: 'number' }).notNull(),
    claims: bigint('claims', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dim, t.subjectId, t.grain, t.period, t.key] }), index('video_rollups_period_idx').on(t.userId, t.dim, t.grain, t.period)],
);

/** Videos on the video site that use our tracks, as its data files name them. */
export const videos = pgTable(
  'videos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The video site's id of the video. */
    platformVideoId: text('platform_video_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('videos_platform_video_id_key').on(t.platformVideoId), index('videos_user_idx').on(t.userId)],
);

/** A track on a store's playlist, from the day it was added until the day it was removed (null while on it). */
export const playlistPlacements = pgTable(
  'playlist_placements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    storeId: integer('store_id').notNull(),
    playlistId: text('playlist_id').notNull(),
    playlistName: text('playlist_name').notNull(),
    /** editorial, algorithmic or user. */
    kind: text('kind').notNull(),
    followers: bigint('followers', { mode: 'number' }).notNull(),
    addedOn: date('added_on').notNull(),
    removedOn: date('removed_on'),
    importId: bigint('import_id', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('playlist_placements_key').on(t.storeId, t.playlistId, t.trackId, t.addedOn), index('playlist_placements_user_idx').on(t.userId, t.addedOn)],
);

/** Presaves of an upcoming release per store and day (store reports, and the promo page's own presaves). */
export const presaveCounts = pgTable(
  'presave_counts',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    releaseId: bigint('release_id', { mode: 'number' }).notNull(),
    storeId: integer('store_id').notNull(),
    day: date('day').notNull(),
    presaves: integer('presaves').notNull(),
    /** store (a store's report, restated days replace) or page (fans on the artist promo page, counted up; decision 029). */
    source: text('source').notNull().default('store'),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.storeId, t.day, t.source] }), index('presave_counts_user_idx').on(t.userId, t.day)],
);

/** The last day each store's (or the short-video app's, or the video site's) data reaches, and when it came. */
export const analyticsStoreDays = pgTable('analytics_store_days', {
  storeId: integer('store_id').primaryKey(),
  lastDay: date('last_day').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account's pitch profile (decision 027): what editors read with every pitch of its releases. */
export const pitchProfiles = pgTable('pitch_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hometown: text('hometown').notNull().default(''),
  marketingPlans: text('marketing_plans').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A release's pitch to the editors: one song, sent once (decision 027). */
export const pitches = pgTable(
  'pitches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    releaseId: bigint('release_id', { mode: 'number' })
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    moods: jsonb('moods').notNull().default([]),
    styles: jsonb('styles').notNull().default([]),
    instruments: jsonb('instruments').notNull().default([]),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pitches_release_key').on(t.releaseId), index('pitches_owner_idx').on(t.ownerUserId)],
);

/** Paid-ads conversion events an account has reported, each once (decision 028). */
export const adEvents = pgTable(
  'ad_events',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    totalCountChange: integer('total_count_change'),
    collectedCountChange: integer('collected_count_change'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventName] })],
);

// ---- Support: feedback, the answering assistant, the knowledge hub (decision 033) ----

/** A message sent through the feedback page, by a visitor (userId null) or a signed-in person. */
export const supportFeedback = pgTable(
  'support_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The page language, so the operator's answer can be read in it. */
    lang: text('lang').notNull(),
    /** Where it came from: the feedback page, or the assistant's go-to-human button (with its conversation). */
    source: text('source').notNull().default('page'),
    conversationId: text('conversation_id'),
    /** OPEN → ANSWERED (an operator replied) → CLOSED; a closed one can be reopened. */
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_feedback_status_idx').on(t.status, t.id)],
);

/** A feedback attachment: announced by the upload token call, filled by the upload, bound to the feedback that lists it. */
export const supportFeedbackAttachments = pgTable(
  'support_feedback_attachments',
  {
    id: text('id').primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' }).references(() => supportFeedback.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The upload token's hash: it authorises one upload of this row's announced size and type until expiresAt. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('support_feedback_attachments_feedback_idx').on(t.feedbackId)],
);

/** An operator's e-mailed answer to a feedback message. */
export const supportFeedbackReplies = pgTable(
  'support_feedback_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => supportFeedback.id, { onDelete: 'cascade' }),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_feedback_replies_feedback_idx').on(t.feedbackId)],
);

/** Every answer of the assistant, with the articles it quoted and the asker's good/bad rating (null = none). */
export const supportChatReplies = pgTable(
  'support_chat_replies',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    provider: text('provider').notNull(),
    /** local (retrieval) or hosted (the configured language model). */
    engine: text('engine').notNull(),
    lang: text('lang').notNull(),
    query: text('query').notNull(),
    answer: text('answer').notNull(),
    sources: jsonb('sources').notNull().default([]),
    human: boolean('human').notNull().default(false),
    evaluation: text('evaluation'),
    createdAt: createdAt(),
  },
  (t) => [index('support_chat_replies_conversation_idx').on(t.conversationId)],
);

/** "Was this helpful?" on the knowledge hub's FAQ: one vote per voter (user or visitor cookie) and question. */
export const knowledgeFaqVotes = pgTable(
  'knowledge_faq_votes',
  {
    voter: text('voter').notNull(),
    questionId: text('question_id').notNull(),
    lang: text('lang').notNull(),
    helpful: boolean('helpful').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.voter, t.questionId] }), index('knowledge_faq_votes_question_idx').on(t.questionId)],
);

// ── Artist promo pages and presaves (issue 8 section 1, decision 029) ──

/** An artist's public promo page (one per artist), served as HTML at /artist/<path> while published. */
export const promoPages = pgTable(
  'promo_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: bigint('artist_id', { mode: 'number' })
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    /** Lower case, unique across the portal. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    bio: text('bio').notNull().default(''),
    storeLinks: jsonb('store_links').notNull().default({}),
    socialLinks: jsonb('social_links').notNull().default({}),
    /** The release the page features; null means the artist's latest live release. */
    featuredReleaseId: bigint('featured_release_id', { mode: 'number' }),
    presaveEnabled: boolean('presave_enabled').notNull().default(true),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Bumped by every save: the public page's cache and ETag follow it. */
    version: integer('version').notNull().default(1),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_pages_path_key').on(t.path), uniqueIndex('promo_pages_artist_key').on(t.artistId), index('promo_pages_owner_idx').on(t.ownerUserId)],
);

/** What visitors did on a promo page per day: views, link clicks (target: the link kind), presaves (target: store id). */
export const promoPageStats = pgTable(
  'promo_page_stats',
  {
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => promoPages.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    target: text('target').notNull().default(''),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day, t.kind, t.target] })],
);

// ---- Activities and referrals, and the small open calls (issue 8 section 3 and 5, decision 032) ----

/** An activity operators run: a referral programme or a volume-up campaign; its status follows the dates and closing. */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** referral or volume_up. */
    activityType: text('activity_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** An operator ended it before its end date. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Referral: what the inviter earns per qualified account (micro-units of the settlement currency). */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Volume-up: the most tracks one account enters. */
    maxTracks: integer('max_tracks').notNull().default(0),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activities_start_idx').on(t.startAt)],
);

/** An account taking part: it joined a volume-up campaign or took a referral activity's invite link. */
export const activityParticipants = pgTable(
  'activity_participants',
  {
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] }), index('activity_participants_user_idx').on(t.userId)],
);

/** The tracks an account entered in a volume-up campaign. */
export const activityTracks = pgTable(
  'activity_tracks',
  {
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    songId: bigint('song_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.songId] }), index('activity_tracks_user_idx').on(t.activityId, t.userId)],
);

/** A sign-up with an invite code during a referral activity: one per referred account, so its reward is paid once. */
export const activityReferrals = pgTable(
  'activity_referrals',
  {
    inviteeUserId: bigint('invitee_user_id', { mode: 'number' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    inviterUserId: bigint('inviter_user_id', { mode: 'number' }).notNull(),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    /** Identity approved and a first release approved: the inviter's reward went through the ledger. */
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }),
    rewardTransactionId: bigint('reward_transaction_id', { mode: 'number' }),
  },
  (t) => [index('activity_referrals_inviter_idx').on(t.activityId, t.inviterUserId)],
);

/** A marketing newsletter subscription by e-mail address, confirmed by a link (double opt-in). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    /** pending, confirmed or unsubscribed. */
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`)],
);

/** The content-supply programme: an offer to an artist to supply tracks to our production-music library. */
export const contentSupplyLeads = pgTable(
  'content_supply_leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    artistName: text('artist_name').notNull(),
    offerTitle: text('offer_title').notNull(),
    /** The artist's share of library licence fees, in percent. */
    revenueSharePercent: integer('revenue_share_percent').notNull(),
    /** INVITED, INTERESTED, DECLINED, BOUND or UNSUBSCRIBED. */
    status: text('status').notNull().default('INVITED'),
    feedbackMessage: text('feedback_message'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    boundUserId: bigint('bound_user_id', { mode: 'number' }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_supply_leads_email_idx').on(sql`lower(${t.email})`), index('content_supply_leads_bound_idx').on(t.boundUserId)],
);

// Promotion center (helper B, decision 030): campaigns, applications, Discovery Mode.

/** A promotion offer open to applications for a while: one service type, a window, a number of places. */
export const promoCampaigns = pgTable(
  'promo_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceType: smallint('service_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Tracks the campaign can promote: each accepted application's tracks take one place each. */
    slots: integer('slots').notNull(),
    /** Where the promotion runs (territory codes); empty: everywhere. */
    territories: jsonb('territories').notNull().default([]),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promo_campaigns_end_idx').on(t.endAt)],
);

/** An account's application for a campaign with some of its tracks, and the operators' decision on it. */
export const promoApplications = pgTable(
  'promo_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => promoCampaigns.id, { onDelete: 'cascade' }),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('TO_BE_PROMOTED'),
    /** What the applicant tells the promotion team. */
    note: text('note').notNull().default(''),
    /** The operator's word with the last decision, shown to the applicant. */
    operatorNote: text('operator_note').notNull().default(''),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('promo_applications_owner_idx').on(t.ownerUserId, t.id), index('promo_applications_campaign_idx').on(t.campaignId, t.status)],
);

/** The tracks of an application: a track is in at most one application per campaign; operators may flag one. */
export const promoApplicationTracks = pgTable(
  'promo_application_tracks',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promoApplications.id, { onDelete: 'cascade' }),
    campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    /** Set when an operator flags the track as a copyright risk: why. */
    riskReason: text('risk_reason'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.trackId] }),
    uniqueIndex('promo_application_tracks_campaign_track_key').on(t.campaignId, t.trackId),
    index('promo_application_tracks_owner_idx').on(t.ownerUserId, t.trackId),
  ],
);

/** An account's Discovery Mode membership: the reduced royalty rate it accepted, and when. */
export const discoveryModeAccounts = pgTable('discovery_mode_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  optedIn: boolean('opted_in').notNull(),
  /** The reduction (per cent) of the recording royalty accepted when opting in. */
  rateReduction: smallint('rate_reduction').notNull(),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }),
  updatedByUserId: bigint('updated_by_user_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tracks an account has put in Discovery Mode. */
export const discoveryModeTracks = pgTable(
  'discovery_mode_tracks',
  {
    trackId: bigint('track_id', { mode: 'number' })
      .primaryKey()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discovery_mode_tracks_user_idx').on(t.userId)],
);

// Monetization (helper C; decision 031)

/** A track's explicit choice in a monetization programme (document 1 "Opt-in and monetization"); no row: the defaults decide. */
export const monetizationOptIns = pgTable(
  'monetization_opt_ins',
  {
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** BREAKTHROUGH, YOUTUBE_CONTENT_ID, CAPCUT, CML, SYNC or UG. */
    programme: text('programme').notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    /** OPT_IN_INTENTION, OPT_IN or OPT_OUT. */
    state: text('state').notNull(),
    /** Breakthrough tier 1 to 3; null for the other programmes. */
    tier: smallint('tier'),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }),
    updatedByUserId: bigint('updated_by_user_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.programme] }), index('monetization_opt_ins_owner_idx').on(t.ownerUserId, t.programme)],
);

/** The account's opt-in features (GET and PUT /opt-in-feat): programmes its tracks join unless it chose otherwise. */
export const monetizationFeatures = pgTable('monetization_features', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Programme -> opted in by default. */
  defaults: jsonb('defaults').notNull().default({}),
  updatedByUserId: bigint('updated_by_user_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Requests to merge the account's video-platform channel into an Official Artist Channel (statuses 1 to 5). */
export const oacMergeRequests = pgTable(
  'oac_merge_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    channelTitle: text('channel_title').notNull(),
    artistName: text('artist_name').notNull(),
    /** The live release whose artist topic channel is merged into the channel. */
    releaseId: bigint('release_id', { mode: 'number' }).notNull(),
    status: smallint('status').notNull(),
    /** The operator's note to the artist (a rejection's reason). */
    note: text('note').notNull().default(''),
    submittedByUserId: bigint('submitted_by_user_id', { mode: 'number' }).notNull(),
    decidedByUserId: bigint('decided_by_user_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oac_merge_requests_user_idx').on(t.userId, t.id.desc()),
    // One pending request per account at a time.
    uniqueIndex('oac_merge_requests_pending_key').on(t.userId).where(sql`${t.status} in (2, 3)`),
    index('oac_merge_requests_queue_idx').on(t.status, t.createdAt),
  ],
);

// Promotion center (B): copyright flags and their clearing.

/** Every copyright flag an operator raised on a track (through an application), and who cleared it, when and why. */
export const promoCopyrightFlags = pgTable(
  'promo_copyright_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promoApplications.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    flaggedByUserId: bigint('flagged_by_user_id', { mode: 'number' }).notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
    clearedByUserId: bigint('cleared_by_user_id', { mode: 'number' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearNote: text('clear_note'),
  },
  (t) => [index('promo_copyright_flags_track_idx').on(t.trackId, t.flaggedAt)],
);

// Creation tools (F, issue 9): the task runner's tasks and each account's monthly credits (decision 034).

/** One creation-tool task (mastering, remix, cover art, lyrics, video): input, progress and outcome for the polling page. */
export const aigcTasks = pgTable(
  'aigc_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The account the task belongs to (and whose credits it took). */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** Init, Processing, Success, Fail. */
    state: text('state').notNull().default('Init'),
    /** 2001 pending, 2000 ongoing, 0 success, 10 or 1001–1099 a failure. */
    resultCode: integer('result_code').notNull().default(2001),
    progress: smallint('progress').notNull().default(0),
    input: jsonb('input').notNull(),
    output: jsonb('output'),
    errorKey: text('error_key'),
    /** Credits taken when the task was created, given back when it fails. */
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('aigc_tasks_user_kind_idx').on(t.userId, t.kind, t.id.desc())],
);

/** An account's creation credits for one month (YYYY-MM, UTC); a new month starts again at the allowance. */
export const aigcCredits = pgTable('aigc_credits', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  period: text('period').notNull(),
  remaining: integer('remaining').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Lyrics (I, decision 037): timed lyrics per recording.

/** A recording's timed lyrics (LRC) per account and audio file: timings belong to the audio, so they follow it from draft to song. */
export const lyricTimings = pgTable(
  'lyric_timings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audioFileId: text('audio_file_id').notNull(),
    lrc: text('lrc').notNull(),
    updatedByUserId: bigint('updated_by_user_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lyric_timings_owner_audio_key').on(t.ownerUserId, t.audioFileId)],
);

// Music-video studio (J, decision 038): a video project from concept to render.

/** A studio project: the concept of step 1, the photos and shot list of step 2, the latest render of step 3. */
export const mvProjects = pgTable(
  'mv_projects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    /** The catalogue song of the video, or null when it is made from an audio upload (audioFileId). */
    trackId: bigint('track_id', { mode: 'number' }).references(() => tracks.id, { onDelete: 'cascade' }),
    audioFileId: text('audio_file_id'),
    /** lyric, visualiser, slideshow */
    template: text('template').notNull(),
    /** 9:16 or 16:9 */
    aspect: text('aspect').notNull(),
    style: text('style').notNull(),
    /** Picks the visualiser, transition and shot motions; regenerating draws a new one. */
    seed: integer('seed').notNull(),
    segmentStartMs: integer('segment_start_ms').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Ids of the account's checked photos (uploaded_files of kind mv_image) in the video, in order. */
    images: jsonb('images').notNull().default([]),
    /** [{ startMs, durationMs, image, motion }] covering the segment. */
    shots: jsonb('shots').notNull().default([]),
    shotsConfirmedAt: timestamp('shots_confirmed_at', { withTimezone: true }),
    videoTaskId: bigint('video_task_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mv_projects_user_idx').on(t.userId, t.id.desc())],
);

// Bulk import (issue 10, decision 039): batch tasks that read a catalogue, verify each release and import it.

/** A batch import task of an account: its source, state, progress and the problems of the source as a whole. */
export const batchTasks = pgTable(
  'batch_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    /** DDEX, EXCEL, QUICK_MIGRATION */
    method: text('method').notNull(),
    /** BatchTaskStatus */
    status: text('status').notNull(),
    /** DRAFT or SUBMITTED */
    target: text('target').notNull(),
    /** The uploaded document or zip (uploaded_files of kind batch), and the zip of audio and artwork beside it. */
    sourceFileId: text('source_file_id'),
    archiveFileId: text('archive_file_id'),
    /** QUICK_MIGRATION: the UPCs and ISRCs typed. */
    identifiers: jsonb('identifiers').notNull().default([]),
    /** YYYY-MM-DD: the go-live date of releases that name none or one already past (packages/domain/src/bulk-import/go-live.ts). */
    releaseDate: text('release_date'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** { releases, tracks, passed, rejected, imported, failed } as of the last job step. */
    counts: jsonb('counts').notNull().default({}),
    /** [{ place, messageKey, values }] */
    fileIssues: jsonb('file_issues').notNull().default([]),
    /** The rows the running import was asked for (null: every row that passed). */
    importRowIds: jsonb('import_row_ids'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('batch_tasks_user_idx').on(t.userId, t.id.desc())],
);

/** One release of a task as read from the source, with its findings and, once imported, the release it became. */
export const batchTaskRows = pgTable(
  'batch_task_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => batchTasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    place: jsonb('place').notNull(),
    /** BatchRowStatus */
    status: text('status').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    upc: text('upc'),
    trackCount: integer('track_count').notNull(),
    /** The ImportedRelease, its cover and audio replaced by the account's stored file ids once resolved. */
    release: jsonb('release').notNull(),
    /** [{ track, field, messageKey, values }] */
    findings: jsonb('findings').notNull().default([]),
    albumId: bigint('album_id', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_task_rows_task_idx').on(t.taskId, t.position)],
);

/** A file a task's releases name (archive entry, URL, own file), stored once per task: its file id, or why it failed. */
export const batchTaskAssets = pgTable(
  'batch_task_assets',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => batchTasks.id, { onDelete: 'cascade' }),
    /** `archive:<zip file id>:<path>`, `url:<url>` or `file:<id>`, with the upload kind it was checked as. */
    source: text('source').notNull(),
    fileId: text('file_id'),
    /** { messageKey, values } when the file failed. */
    issue: jsonb('issue'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.source] })],
);

// Quick migration (issue 10, decision 040): what the stores list, as far as the portal knows it.

/**
 * A release as a store lists it, entered by operators or the demo data (the portal reaches no store, decision 013):
 * a migration looks the artist's releases up here by UPC, and by ISRC through its tracks.
 */
export const storeCatalogueReleases = pgTable(
  'store_catalogue_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Where the entry was seen: spotify, apple_music, deezer, … */
    store: text('store').notNull(),
    upc: text('upc').notNull(),
    title: text('title').notNull(),
    version: text('version').notNull().default(''),
    /** [{ name, role: 'primary' | 'featured' }] in display order. */
    artists: jsonb('artists').notNull().default([]),
    label: text('label'),
    /** The store's genre and subgenre names. */
    genre: text('genre'),
    subgenre: text('subgenre'),
    language: text('language'),
    releaseDate: date('release_date', { mode: 'string' }),
    originalReleaseDate: date('original_release_date', { mode: 'string' }),
    /** An https address of the artwork, when the entry has one. */
    artworkUrl: text('artwork_url'),
    createdAt: createdAt(),
  },
  (t) => [index('store_catalogue_releases_upc_idx').on(t.upc)],
);

/** A track of a store catalogue release. */
export const storeCatalogueTracks = pgTable(
  'store_catalogue_tracks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    releaseId: bigint('release_id', { mode: 'number' })
      .notNull()
      .references(() => storeCatalogueReleases.id, { onDelete: 'cascade' }),
    sequenceNumber: integer('sequence_number').notNull(),
    title: text('title').notNull(),
    version: text('version').notNull().default(''),
    isrc: text('isrc').notNull(),
    artists: jsonb('artists').notNull().default([]),
    durationMs: integer('duration_ms'),
    explicit: boolean('explicit').notNull().default(false),
    /** An https address of the full audio, when the operator has one. */
    audioUrl: text('audio_url'),
  },
  (t) => [index('store_catalogue_tracks_isrc_idx').on(t.isrc), index('store_catalogue_tracks_release_idx').on(t.releaseId, t.sequenceNumber)],
);

/** Which version of each legal document (terms, privacy, cookies) an account accepted, and when: one row per acceptance. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** terms, privacy or cookies. */
    document: text('document').notNull(),
    /** The document version, yyyy-MM-dd of its effective date. */
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_acceptances_user_document_version_key').on(t.userId, t.document, t.version)],
);

/**
 * Errors the browser reported (uncaught errors, failed renders, missing i18n keys), counted per kind, fingerprint and
 * web release; never personal data: the message is scrubbed of e-mail addresses, numbers and query strings first.
 */
export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** error, render, api (a failed call) or missing_i18n. */
    kind: text('kind').notNull(),
    /** A hash of the kind and the scrubbed message (and for errors the top stack frame). */
    fingerprint: text('fingerprint').notNull(),
    /** The web app's release (its build id). */
    release: text('release').notNull(),
    message: text('message').notNull(),
    /** The route pattern of the last occurrence (ids replaced by :id). */
    route: text('route').notNull(),
    language: text('language').notNull(),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_error_reports_key').on(t.kind, t.fingerprint, t.release), index('client_error_reports_last_seen_idx').on(t.lastSeenAt)],
);
