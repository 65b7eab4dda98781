import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  BILLING_INTERVALS,
  COMPLEXITIES,
  IMAGE_KINDS,
  IMAGE_STATUSES,
  PAGE_ORIENTATIONS,
  PAGE_SIZES,
  PAYMENT_PROVIDERS,
  PLAN_IDS,
  STYLES,
} from '../../shared/contract/enums'
import type { WorksheetFields } from '../../shared/contract/worksheets'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored lower-cased and trimmed; uniqueness is on the normalised form.
  email: text('email').notNull().unique(),
  // Null for accounts created through Google sign-in that never set a password.
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  // Bumped on every password change: reset tokens issued before it are dead.
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
})

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer key; the key itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
)

// One row per user: the plan and the billing state that decides the quota.
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
  billingInterval: text('billing_interval', { enum: BILLING_INTERVALS }),
  status: text('status', { enum: ['active', 'past_due', 'canceled'] })
    .notNull()
    .default('active'),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  // When a cancellation took effect; account data is deleted 30 days later.
  endedAt: timestamp('ended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for trial pages, which belong to a visitor instead.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    promptRaw: text('prompt_raw').notNull(),
    promptFinal: text('prompt_final').notNull(),
    complexity: text('complexity', { enum: COMPLEXITIES }).notNull(),
    style: text('style', { enum: STYLES }).notNull(),
    size: text('size', { enum: PAGE_SIZES }).notNull().default('letter'),
    // How the sheet is turned: 'landscape' for a page from a wide photo, 'portrait' for every other page.
    orientation: text('orientation', { enum: PAGE_ORIENTATIONS }).notNull().default('portrait'),
    seed: integer('seed').notNull().default(0),
    provider: text('provider').notNull().default('builtin'),
    // What the page depicts and the licence of every drawing used.
    subjects: jsonb('subjects').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // What the prompt named that the page is drawn without, and which of those a close kin was drawn for.
    leftOut: jsonb('left_out').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    standIns: jsonb('stand_ins')
      .$type<{ asked: string; drawn: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    credits: jsonb('credits')
      .$type<{ set: string; license: string; drawing: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    watermark: boolean('watermark').notNull().default(true),
    // File names inside DATA_DIR/images. pdfFile names the page's SVG (`<id>.svg`) until its PDF is first
    // downloaded and written from it (server/images/page-pdf.ts).
    pngFile: text('png_file'),
    pdfFile: text('pdf_file'),
    idempotencyKey: text('idempotency_key'),
    // 'pending' while its generation job runs (no files yet), 'ready' with its files, 'failed' when the job
    // failed for good (its unit given back; the answer the request would have had is kept for the client).
    status: text('status', { enum: IMAGE_STATUSES }).notNull().default('ready'),
    errorStatus: integer('error_status'),
    errorMessage: text('error_message'),
    // A plain page, or a worksheet; a worksheet's sheet holds what the API answers of it (key, labels,
    // dots or text) in the contract's own field names.
    kind: text('kind', { enum: IMAGE_KINDS }).notNull().default('page'),
    sheet: jsonb('sheet').$type<WorksheetFields>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('images_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
)

// The quota ledger: one row per charged generation. Deleting a page does not give the unit back.
// A row is reserved (committed_at null) before the page is made and committed in the same
// transaction that inserts the page; reservations left by a crash are refunded at the next start.
export const generationCharges = pgTable(
  'generation_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id'),
    // The client's Idempotency-Key and a hash of the request it came with: one page per key.
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('generation_charges_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('generation_charges_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
)

export const trialUses = pgTable(
  'trial_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: text('visitor_id').notNull(),
    // A keyed hash of the client address, enough for the per-IP cap without keeping the address.
    ipHash: text('ip_hash').notNull(),
    imageId: uuid('image_id'),
    // Null until the trial page exists; a booking left by a crash is released at the next start.
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('trial_uses_visitor_idx').on(t.visitorId), index('trial_uses_ip_idx').on(t.ipHash)],
)

export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    visitorId: text('visitor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
)

// Stripe (or sandbox) events already applied, so a replayed webhook is processed once.
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
})

// Sandbox billing only: a checkout or manage page, reached through a link that carries an
// unguessable token bound to one user. Only the token's SHA-256 is kept. A checkout is paid once;
// a manage page works until it expires.
export const billingSessions = pgTable(
  'billing_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['checkout', 'portal'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // Checkout: the price bought and where to go after paying or giving up.
    priceId: text('price_id'),
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    // Manage page: where its Return button goes.
    returnUrl: text('return_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('billing_sessions_user_idx').on(t.userId)],
)

// Rate-limit and lock-out counters, shared by every process on the database: one row per key, a
// fixed window that starts at the key's first hit. The key is a hash (it names addresses and emails). Rows whose window has ended are pruned.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
)
