import type { FastifyInstance } from 'fastify'
import { type CspOptions, contentSecurityPolicy } from './content-security-policy'

export type SecurityHeadersOptions = CspOptions & { publicUrl: string }

/**
 * Headers every answer carries, whatever route made it (routes added later included):
 * - nosniff, a referrer policy, and no framing by other sites (X-Frame-Options for old browsers);
 * - a Content-Security-Policy on HTML, hashed for that document's inline script and style;
 * - HSTS when the public address is https;
 * - `Cache-Control: no-store` on API answers unless the route chose its own caching, so a token,
 *   an account or a list of pages never sits in a shared or back-button cache.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const https = options.publicUrl.startsWith('https://')
  app.addHook('onSend', async (request, reply, payload) => {
    // A route's own stricter choice (the sandbox pages send no-referrer) is kept.
    const setDefault = (name: string, value: string) => {
      if (!reply.hasHeader(name)) reply.header(name, value)
    }
    setDefault('x-content-type-options', 'nosniff')
    setDefault('referrer-policy', 'strict-origin-when-cross-origin')
    setDefault('x-frame-options', 'DENY')
    if (https) setDefault('strict-transport-security', 'max-age=31536000; includeSubDomains')
    if (request.url.startsWith('/api/')) setDefault('cache-control', 'no-store')
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      // A streamed document (a file) gets the policy from its route; failing that, one with no
      // inline allowances at all, so nothing inline runs that was not hashed.
      const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : ''
      reply.header('content-security-policy', contentSecurityPolicy(html, options))
    }
    return payload
  })
}
