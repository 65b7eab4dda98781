import { z } from 'zod'

export const MAX_PATH_LENGTH = 512
export const MAX_REFERRER_LENGTH = 2048

// Control characters never belong in a path; a path may not start with "//" (that is another host).
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

const path = z
  .string({ error: 'path is required and must be text.' })
  .max(MAX_PATH_LENGTH, { error: `path must be at most ${MAX_PATH_LENGTH} characters.` })
  .refine((p) => p.startsWith('/') && !p.startsWith('//'), { error: "path must start with '/'." })
  .refine((p) => !hasControl(p), { error: 'path must not contain control characters.' })

const referrer = z
  .string({ error: 'referrer must be text.' })
  .max(MAX_REFERRER_LENGTH, { error: `referrer must be at most ${MAX_REFERRER_LENGTH} characters.` })
  .refine((r) => r === '' || (/^https?:\/\//i.test(r) && URL.canParse(r)), {
    error: 'referrer must be an http(s) address.',
  })
  .nullish()

const visitorId = z
  .string({ error: 'visitor_id must be text.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'visitor_id is not valid.' })
  .nullish()

/** POST /api/analytics/pageview/: what the browser sends on every route change. */
export const pageViewBody = z.object({ path, referrer, visitor_id: visitorId })
export type PageViewBody = z.infer<typeof pageViewBody>
