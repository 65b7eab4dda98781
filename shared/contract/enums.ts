// The API's closed lists of values, named once. Plain constants (no zod) so the web app can use them
// at run time without bundling the schema library; the schemas in this folder are built from them.

export const COMPLEXITIES = ['easy', 'intricate'] as const
export type Complexity = (typeof COMPLEXITIES)[number]

/** A page is pending while its generation job runs, ready with its files, failed when the job failed for good. */
export const IMAGE_STATUSES = ['pending', 'ready', 'failed'] as const
export type ImageStatus = (typeof IMAGE_STATUSES)[number]

export const STYLES = ['cartoon', 'realistic'] as const
export type Style = (typeof STYLES)[number]

export const PAGE_SIZES = ['letter', 'a4'] as const
export type PageSize = (typeof PAGE_SIZES)[number]

/** How a page's sheet is turned: photos clearly wider than tall become landscape pages, all others portrait. */
export const PAGE_ORIENTATIONS = ['portrait', 'landscape'] as const
export type PageOrientation = (typeof PAGE_ORIENTATIONS)[number]

export const PLAN_IDS = ['free', 'starter', 'hobbyist', 'professional'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export const PAID_PLAN_IDS = ['starter', 'hobbyist', 'professional'] as const
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number]

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const
export type BillingInterval = (typeof BILLING_INTERVALS)[number]

/** free: never paid or back on free; active; past_due: a payment failed, retrying; canceled: ended. */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'past_due', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** What an image is: a plain coloring page, or a worksheet made from one (or from a prompt, or from text). */
export const IMAGE_KINDS = ['page', 'color_by_number', 'dot_to_dot', 'tracing'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]
export const WORKSHEET_KINDS = ['color_by_number', 'dot_to_dot', 'tracing'] as const
export type WorksheetKind = (typeof WORKSHEET_KINDS)[number]

/** Color by number: plain numbers, or sums whose answers are the numbers (within 10 or 20), or times tables 2 to 10. */
export const WORKSHEET_LABELS = ['numbers', 'add10', 'add20', 'sub10', 'sub20', 'times'] as const
export type WorksheetLabels = (typeof WORKSHEET_LABELS)[number]
/** Dot to dot: count by 1s, 2s, 5s or 10s, or letters A to Z. */
export const DOT_COUNT_BY = [1, 2, 5, 10, 'letters'] as const
export type DotCountBy = (typeof DOT_COUNT_BY)[number]
export const TRACING_STYLES = ['print', 'precursive'] as const
export type TracingStyle = (typeof TRACING_STYLES)[number]
