import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Everything a second server process must see lives here, not in memory: sessions, captcha answers, SMS codes
 * and failure counters (ARCHITECTURE: scale-out).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['staff', 'specialist', 'vender'] }).notNull(),
    userId: integer('user_id').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.role, t.userId)],
);

/**
 * Captcha answers are keyed by the uuid the page chose plus the requester's browser (a hash of its XSRF cookie):
 * the uuid is guessable (the product's page sends Date.now()), so asking for someone else's uuid must not touch their answer.
 */
export const captchas = pgTable(
  'captchas',
  {
    uuid: text('uuid').notNull(),
    owner: text('owner').notNull(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.owner] })],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    /** What the code may be used for (SmsPurpose in core): a sign-in code never answers an invitation. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_purpose_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/** Messages kept by the `outbox` SMS provider, readable by tests from any server process. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile)],
);

/** Wrong passwords per (role, account string): counted whether or not the account exists. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    role: text('role').notNull(),
    account: text('account').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_account_idx').on(t.role, t.account, t.createdAt)],
);

export const accountLocks = pgTable(
  'account_locks',
  {
    role: text('role').notNull(),
    account: text('account').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.account] })],
);

/** Fixed-window request counters of the rate limit (plugins/rate-limit.ts): per user, account, mobile or IP. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
});
