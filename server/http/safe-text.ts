import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest } from './errors'

/**
 * Why this text cannot be accepted, or null when it is fine. Refused: NUL (PostgreSQL rejects it in
 * text outright); other C0 controls except tab, line feed and carriage return, DEL and C1 controls,
 * which belong in no prompt, email, id or password; and a UTF-16 surrogate without its partner,
 * which has no UTF-8 form (the database would silently store U+FFFD instead).
 */
export function unsafeTextProblem(text: string): string | null {
  let control = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0) return 'contains a NUL character'
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) control = true
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return LONE_SURROGATE
      i++
    } else if (c >= 0xdc00 && c <= 0xdfff) return LONE_SURROGATE
  }
  return control ? 'contains a control character' : null
}

const LONE_SURROGATE = 'contains an invalid character (a lone UTF-16 surrogate)'

type Found = { where: string; problem: string }

/**
 * Walks parsed input (objects, arrays, strings; keys too) without recursion, so a deeply nested body
 * cannot overflow the stack. Buffers and streams (raw or uploaded bodies) are left to their routes.
 */
export function findUnsafeText(input: unknown, label: string): Found | null {
  const stack: { value: unknown; where: string }[] = [{ value: input, where: label }]
  while (stack.length > 0) {
    const { value, where } = stack.pop() as { value: unknown; where: string }
    if (typeof value === 'string') {
      const problem = unsafeTextProblem(value)
      if (problem) return { where, problem }
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, where })
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = unsafeTextProblem(key)
        if (keyProblem) return { where: `A field name in ${where}`, problem: keyProblem }
        stack.push({ value: item, where: key })
      }
    }
  }
  return null
}

// Parsed JSON, a parsed query (whose prototype is the parser's own) or form: walked. Raw bytes and
// streams: not.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false
  return typeof (value as { pipe?: unknown }).pipe !== 'function'
}

const HEADERS_READ_AS_TEXT = ['idempotency-key', 'authorization']

/**
 * Refuses, for every route present and future, text the database or the engine cannot take: NUL and
 * other control characters, and lone surrogates, in the body, the query, the path and the headers the
 * app reads. Runs before the route's own validation with a 400 naming the field.
 */
export function refuseUnsafeText(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found =
      findUnsafeText(request.params, 'the address') ??
      findUnsafeText(request.query, 'the query') ??
      findUnsafeText(request.body, 'the request body') ??
      unsafeHeader(request)
    if (found) throw badRequest(`${fieldLabel(found.where)} ${found.problem}, which is not allowed.`)
  })
}

function unsafeHeader(request: FastifyRequest): Found | null {
  for (const name of HEADERS_READ_AS_TEXT) {
    const found = findUnsafeText(request.headers[name], `the ${name} header`)
    if (found) return found
  }
  return null
}

function fieldLabel(where: string): string {
  if (where.startsWith('the ') || where.startsWith('A field')) {
    return where.charAt(0).toUpperCase() + where.slice(1)
  }
  return `The field "${where}"`
}
