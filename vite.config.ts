import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import react from '@vitejs/plugin-react'
import { createServer, defineConfig, type Plugin } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'

// The top-level manifest.webmanifest is the one source of truth; the plugin writes it into dist/ and links it.
const manifest: Partial<ManifestOptions> = JSON.parse(
  fs.readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
)

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/app/register-sw.ts registers the worker with workbox-window.
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // The shell and every route's code (legal pages included), styles, fonts, icons and the landing
        // page's sample pictures. Not precached: the demo video (the poster shows offline) and the
        // store screenshots of the manifest.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,ico,woff,woff2,webmanifest}'],
        // Prerendered pages are for first visits; offline, the worker answers every navigation with the shell.
        globIgnores: ['screenshots/**', '**/*.mp4', '**/*.webm', 'prerendered/**'],
      },
    }),
    inlineEntryCss(),
    precompressAssets(),
    prerenderPublicPages(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
  build: {
    target: 'es2022',
  },
})

/**
 * Puts the entry stylesheet into index.html as a <style> element. The app paints only once its script has
 * run, and that script waits for the stylesheet: inline, the first paint on a slow phone network waits for
 * one request fewer (Lighthouse counted 150 ms). The sheet is small (under 5 KB compressed) and index.html
 * is sent compressed. Lazily loaded routes keep their own stylesheets.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'colorly-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName]
            if (asset?.type !== 'asset') return tag
            const css =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8')
            // A "</style" inside the sheet would end the element early; CSS never needs it literally.
            return `<style>${css.replaceAll('</style', '<\\/style')}</style>`
          },
        )
      },
    },
  }
}

/**
 * Writes a .br and a .gz beside every hashed script and stylesheet of the build. The server sends them
 * as they are (@fastify/static preCompressed): brotli at its best level, which is too slow to run on each
 * request, makes the landing page's scripts about a sixth smaller than gzip on the wire. The service
 * worker's precache list globs by extension, so it does not pick these up.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'colorly-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets')
      if (!fs.existsSync(assets)) return
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css)$/.test(name)) continue
        const file = path.join(assets, name)
        const content = fs.readFileSync(file)
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        )
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
      }
    },
  }
}

/**
 * Writes every public page (server/seo/public-pages.ts) as HTML a first-time visitor sees before any
 * script runs: rendered with React in Node (src/prerender/), into the built index.html. The server sends
 * them for those addresses; crawlers and link previews read real content and per-page tags.
 * A page whose route loads lazily (src/app/routes/<path>.tsx) gets that chunk's stylesheets linked.
 */
function prerenderPublicPages(): Plugin {
  let root = ''
  let outDir = 'dist'
  const lazyStylesheets = new Map<string, string[]>()
  return {
    name: 'colorly-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      )
      // A lazy chunk's stylesheets and those of the chunks it imports; the entry's are inlined already.
      const stylesheets = (fileName: string, seen: Set<string>): string[] => {
        const chunk = chunks.get(fileName)
        if (!chunk || chunk.isEntry || seen.has(fileName)) return []
        seen.add(fileName)
        return [
          ...(chunk.viteMetadata?.importedCss ?? []),
          ...chunk.imports.flatMap((f) => stylesheets(f, seen)),
        ]
      }
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue
        const css = [...new Set(stylesheets(chunk.fileName, new Set()))].map((f) => `/${f}`)
        lazyStylesheets.set(path.relative(root, chunk.facadeModuleId), css)
      }
    },
    async closeBundle() {
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
      const vite = await createServer({
        configFile: false,
        root,
        plugins: [react()],
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      })
      try {
        // Through Vite as well: Vite's own config loader is to stop supporting TypeScript imports here.
        const { PUBLIC_PAGES, PUBLIC_URL_TOKEN, prerenderedFile } = (await vite.ssrLoadModule(
          '/server/seo/public-pages.ts',
        )) as typeof import('./server/seo/public-pages')
        const { renderPage } = (await vite.ssrLoadModule(
          '/src/prerender/render-page.tsx',
        )) as typeof import('./src/prerender/render-page')
        const { pageDocument } = (await vite.ssrLoadModule(
          '/src/prerender/page-document.ts',
        )) as typeof import('./src/prerender/page-document')
        for (const { path: pagePath } of PUBLIC_PAGES) {
          const { html, meta } = await renderPage(pagePath)
          if (!meta) throw new Error(`${pagePath} rendered without calling usePageMeta`)
          const routeModule = `src/app/routes/${pagePath === '/' ? 'home' : pagePath.slice(1)}.tsx`
          if (!fs.existsSync(path.join(root, routeModule))) {
            throw new Error(`${pagePath}: its route is expected in ${routeModule}, for its stylesheets`)
          }
          const stylesheets = lazyStylesheets.get(routeModule) ?? []
          const file = path.join(outDir, prerenderedFile(pagePath))
          fs.mkdirSync(path.dirname(file), { recursive: true })
          fs.writeFileSync(
            file,
            pageDocument(template, { path: pagePath, html, meta, stylesheets }, PUBLIC_URL_TOKEN),
          )
        }
      } finally {
        await vite.close()
      }
    },
  }
}
