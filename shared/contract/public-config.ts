import { z } from 'zod'

/** GET /api/config/: what the browser needs to know about this server before anyone signs in. */
export const publicConfigResponse = z.object({
  googleClientId: z.string().nullable(),
  /** Only present when a third-party analytics script is configured. */
  analyticsScriptUrl: z.string().optional(),
})
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>
