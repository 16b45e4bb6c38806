import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person who can log in, and their portal profile (type is null until the profile is created). */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
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
