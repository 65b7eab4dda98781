import { z } from 'zod'

/** GET /api/health/: the process answers (no dependency asked; /readyz asks them). */
export const healthResponse = z.object({ ok: z.literal(true) })
export type HealthResponse = z.infer<typeof healthResponse>
