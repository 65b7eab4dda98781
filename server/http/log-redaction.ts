import type { FastifyRequest } from 'fastify'

// Paths that carry a secret: the reset link's token must never reach the logs.
const SECRET_PATHS = [/^(\/reset-password)\/[^?#]*/]

/** The request as logged: method, host, client address and the URL with its secrets removed. */
export function redactRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }
}

/** Secret path segments become [redacted]; query values too (signed URLs carry signatures there). */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  let pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  for (const pattern of SECRET_PATHS) pathname = pathname.replace(pattern, '$1/[redacted]')
  if (queryAt === -1) return pathname
  const keys = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`)
  return `${pathname}?${keys.join('&')}`
}
