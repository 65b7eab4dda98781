import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { GalleryShelfResponse } from '../../shared/contract'
import type { AppContext } from '../context'
import {
  findCategory,
  findPage,
  GALLERY_ROOT,
  type GalleryPage,
  pageOfTheDay,
  seasonShelves,
} from '../gallery/catalog'
import { createGalleryFiles, type ImageSize } from '../gallery/gallery-files'
import {
  CATEGORY_PAGE_SIZE,
  categoryHtml,
  filePath,
  indexHtml,
  pageHtml,
  type Shell,
  searchHtml,
} from '../gallery/gallery-html'
import { MAX_QUERY_LENGTH, searchGallery } from '../gallery/gallery-search'
import { notFound } from '../http/errors'
import type { PageStore } from '../storage/page-store'
import { sendAppShell } from './app-shell'

// The free gallery: HTML written here (readable without JavaScript), pictures made on first ask and
// kept in the page store, downloads free without an account but counted per address.

const HTML_CACHE = 'public, max-age=300'
const IMAGE_CACHE = 'public, max-age=604800, immutable'

/**
 * The built app's stylesheet and the gallery's own, written into every gallery page: a stylesheet to
 * fetch before the first paint cost a phone on a slow network a third of a second (about 6 KB gzipped).
 */
function readShell(distDir: string, origin: string): Shell {
  const assets = path.join(distDir, 'assets')
  const names = fs.existsSync(assets) ? fs.readdirSync(assets) : []
  const files = [
    ...names.filter((n) => /^index-[\w-]+\.css$/.test(n)).map((n) => path.join(assets, n)),
    path.join(distDir, 'gallery.css'),
  ]
  const css = files
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8').trim())
    .join('\n')
  return { origin, css }
}

const html = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', HTML_CACHE).type('text/html; charset=utf-8').send(body)

export function registerGalleryRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  files: PageStore,
  distDir: string,
) {
  const gallery = createGalleryFiles(files)
  let shell: Shell | null = null
  const getShell = () => {
    shell ??= readShell(distDir, ctx.config.publicUrl)
    return shell
  }
  // The warm answers are the same for everyone: kept, so a crawler costs nothing but the send.
  const rendered = new Map<string, string>()
  const cached = (key: string, make: () => string) => {
    let body = rendered.get(key)
    if (!body) {
      body = make()
      if (rendered.size > 4000) rendered.clear()
      rendered.set(key, body)
    }
    return body
  }

  app.get<{ Querystring: { q?: unknown } }>(GALLERY_ROOT, async (request, reply) => {
    const q = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, MAX_QUERY_LENGTH) : ''
    if (q) return html(reply, searchHtml(getShell(), q, searchGallery(q)))
    const now = ctx.now()
    const day = now.toISOString().slice(0, 10)
    return html(
      reply,
      cached(`index:${day}`, () =>
        indexHtml(getShell(), pageOfTheDay(now), seasonShelves(now.getUTCMonth() + 1)),
      ),
    )
  })

  app.get<{ Params: { category: string }; Querystring: { page?: unknown } }>(
    `${GALLERY_ROOT}/:category`,
    async (request, reply) => {
      const category = findCategory(request.params.category)
      const pages = category ? Math.ceil(category.pages.length / CATEGORY_PAGE_SIZE) : 0
      const n = request.query.page === undefined ? 1 : Number(request.query.page)
      // An address that is not in the gallery: the app's own "not found" page, answered 404.
      if (!category || !Number.isInteger(n) || n < 1 || n > pages)
        return sendAppShell(reply.code(404), distDir, ctx.config.operator)
      return html(
        reply,
        cached(`category:${category.slug}:${n}`, () => categoryHtml(getShell(), category, n)),
      )
    },
  )

  app.get<{ Params: { category: string; slug: string } }>(
    `${GALLERY_ROOT}/:category/:slug`,
    async (request, reply) => {
      const page = findPage(request.params.category, request.params.slug)
      if (!page) return sendAppShell(reply.code(404), distDir, ctx.config.operator)
      return html(
        reply,
        cached(`page:${page.path}`, () => pageView(page)),
      )
    },
  )

  function pageView(page: GalleryPage): string {
    const category = findCategory(page.category)
    const siblings = category?.pages ?? []
    const versions = siblings.filter((p) => p.subject === page.subject && p !== page)
    // One page for each subject of each theme, its own versions aside: the lion's color by number and
    // dot to dot, and the other lions.
    const shown = new Set([`${page.category}:${page.subject}`])
    const related = searchGallery(page.subject, 60)
      .filter((p) => {
        const key = `${p.category}:${p.subject}`
        if (shown.has(key)) return false
        shown.add(key)
        return true
      })
      .slice(0, 6)
    const others = siblings.filter((p) => p.subject !== page.subject && p.label === page.label)
    const start = others.findIndex((p) => p.subject > page.subject)
    // Six: two full rows on a phone, one on a desktop.
    const more = [...others.slice(Math.max(0, start)), ...others.slice(0, Math.max(0, start))].slice(0, 6)
    return pageHtml(getShell(), page, versions, related, more)
  }

  app.get('/api/gallery/shelf/', async (_request, reply): Promise<GalleryShelfResponse> => {
    const now = ctx.now()
    const card = (page: GalleryPage) => ({
      title: page.title,
      path: page.path,
      thumb: filePath(page, 'thumb.webp'),
    })
    reply.header('cache-control', HTML_CACHE)
    return {
      today: card(pageOfTheDay(now)),
      season: seasonShelves(now.getUTCMonth() + 1).map((c) => ({
        title: c.title,
        path: c.path,
        pages: c.pages
          .filter((p) => p.variant === 'easy-cartoon')
          .slice(0, 4)
          .map(card),
      })),
    }
  })

  const imageRoute = (file: string, size: ImageSize) =>
    app.get<{ Params: { category: string; slug: string } }>(
      `${GALLERY_ROOT}/:category/:slug/${file}`,
      async (request, reply) => {
        const page = findPage(request.params.category, request.params.slug)
        if (!page) throw notFound('There is no such free coloring page.')
        return reply
          .header('cache-control', IMAGE_CACHE)
          .type('image/webp')
          .send(await gallery.image(page, size))
      },
    )
  imageRoute('thumb.webp', 'thumb')
  imageRoute('preview.webp', 'preview')

  for (const kind of ['png', 'pdf'] as const) {
    app.get<{ Params: { category: string; slug: string } }>(
      `${GALLERY_ROOT}/:category/:slug/download.${kind}`,
      async (request, reply) => {
        const page = findPage(request.params.category, request.params.slug)
        if (!page) throw notFound('There is no such free coloring page.')
        await ctx.limiter.hit(
          `gallery-download:ip:${request.ip}`,
          ctx.config.gallery.downloadsPerHour,
          3600,
          (wait) => `That is a lot of downloads from one place: try again in ${wait}.`,
        )
        const file = await gallery.file(page, kind)
        return reply
          .header('cache-control', 'public, max-age=86400')
          .header('content-length', file.size)
          .header(
            'content-disposition',
            `attachment; filename="${page.slug}-${page.sheet ? 'worksheet' : 'coloring-page'}.${kind}"`,
          )
          .type(kind === 'png' ? 'image/png' : 'application/pdf')
          .send(file.body)
      },
    )
  }
}
