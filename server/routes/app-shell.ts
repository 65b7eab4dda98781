import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply } from 'fastify'
import { OPERATOR_TOKENS, type Operator } from '../../shared/contract'
import { escapeXml } from '../seo/public-pages'

/** The operator's details where the build left their tokens (the page's meta tag, the legal pages' text). */
export function fillOperator(html: string, operator: Operator): string {
  let out = html
  for (const key of Object.keys(OPERATOR_TOKENS) as (keyof Operator)[]) {
    const value = escapeXml(operator[key])
    out = out.replaceAll(OPERATOR_TOKENS[key], () => value)
  }
  return out
}

/**
 * The app shell, sent as text (not streamed) so its Content-Security-Policy can carry the hash of
 * its inline stylesheet. Read on each request, like the prerendered pages, so a rebuild shows at once.
 */
export async function sendAppShell(reply: FastifyReply, distDir: string, operator: Operator) {
  const html = await fs.readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null)
  if (html === null) {
    return reply.status(404).type('text/plain').send('The web app has not been built yet: run npm run build.')
  }
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(fillOperator(html, operator))
}
