import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply } from 'fastify'

/**
 * The app shell, sent as text (not streamed) so its Content-Security-Policy can carry the hash of
 * its inline stylesheet. Read on each request, like the prerendered pages, so a rebuild shows at once.
 */
export async function sendAppShell(reply: FastifyReply, distDir: string) {
  const html = await fs.readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null)
  if (html === null) {
    return reply.status(404).type('text/plain').send('The web app has not been built yet: run npm run build.')
  }
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
}
