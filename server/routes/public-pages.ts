import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Operator } from '../../shared/contract'
import { escapeXml, PUBLIC_PAGES, PUBLIC_URL_TOKEN, prerenderedFile } from '../seo/public-pages'
import { fillOperator, sendAppShell } from './app-shell'

/**
 * The public pages as the build prerendered them (vite.config.ts), their canonical and Open Graph
 * addresses on this server's PUBLIC_URL; the app shell (index.html) when a page was not prerendered.
 * Read on each request, so a rebuild is served at once. Nothing here is secret or per user.
 */
export function registerPublicPages(
  app: FastifyInstance,
  distDir: string,
  publicUrl: string,
  operator: Operator,
) {
  const origin = escapeXml(publicUrl)
  for (const page of PUBLIC_PAGES) {
    const file = path.join(distDir, prerenderedFile(page.path))
    app.get(page.path, async (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      const html = await fs.readFile(file, 'utf8').catch(() => null)
      if (html === null) return sendAppShell(reply, distDir, operator)
      const filled = fillOperator(
        html.replaceAll(PUBLIC_URL_TOKEN, () => origin),
        operator,
      )
      return reply.type('text/html; charset=utf-8').send(filled)
    })
  }
}
