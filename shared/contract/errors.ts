import { z } from 'zod'

/** Every error the API answers is JSON {error}, a sentence a person can read (docs/api-errors.md). */
export const errorResponse = z.object({ error: z.string() })
export type ErrorResponse = z.infer<typeof errorResponse>
