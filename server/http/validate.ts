import type { z } from 'zod'
import { badRequest, describeZodError } from './errors'

/** Parses a request body (or query) with its schema; a failure answers 400 with a readable message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) throw badRequest(describeZodError(result.error, input))
  return result.data
}
