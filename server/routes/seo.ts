import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { galleryPaths } from '../gallery/catalog'
import { robotsTxt, sitemapXml } from '../seo/public-pages'

/**
 * robots.txt and sitemap.xml come from the server, not public/: both must name absolute addresses, and
 * only the server knows its public URL (PUBLIC_URL), the same build serving any domain.
 */
export function registerSeoRoutes(app: FastifyInstance, ctx: AppContext) {
  const sitemap = sitemapXml(ctx.config.publicUrl, galleryPaths())
  const robots = robotsTxt(ctx.config.publicUrl)
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  )
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  )
}
