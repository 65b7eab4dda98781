import { z } from 'zod'

export const MAX_PROMPT_LENGTH = 1000

const prompt = z
  .string({ error: 'prompt must be text.' })
  .trim()
  .min(1, { error: 'Describe what you want to color: the prompt is empty.' })
  .max(MAX_PROMPT_LENGTH, { error: `The prompt is too long: keep it under ${MAX_PROMPT_LENGTH} characters.` })

export const generateBody = z.object({
  prompt,
  improve_prompt: z.boolean({ error: 'improve_prompt must be true or false.' }).default(true),
  complexity: z
    .enum(['easy', 'intricate'], { error: "complexity must be 'easy' or 'intricate'." })
    .default('easy'),
  style: z
    .enum(['cartoon', 'realistic'], { error: "style must be 'cartoon' or 'realistic'." })
    .default('cartoon'),
  size: z.enum(['letter', 'a4'], { error: "size must be 'letter' or 'a4'." }).default('letter'),
})

export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(1)
  .max(200, { error: 'The Idempotency-Key header must be at most 200 characters.' })
  .optional()

const visitorId = z
  .string({ error: 'visitor_id is required.' })
  .trim()
  .min(8, { error: 'visitor_id is not valid.' })
  .max(200, { error: 'visitor_id is not valid.' })

export const trialBody = z.object({ prompt, visitor_id: visitorId })
export const trialDownloadQuery = z.object({ visitor_id: visitorId })
export const imageParams = z.object({ id: z.string() })
export const signedFileQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() })

/**
 * The 422 body of generate and trial: the engine will not draw this prompt (a character owned by others, or,
 * with the builtin engine, a subject it does not know). Nothing was charged, stored or booked.
 */
export const promptRefusedBody = z.object({
  error: z.string(),
  /** Up to five close prompts the engine can draw. */
  suggestions: z.array(z.string()).max(5),
})
export type PromptRefusedBody = z.infer<typeof promptRefusedBody>
