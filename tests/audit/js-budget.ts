import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export type JsFile = { file: string; bytes: number; gzipBytes: number }

/**
 * The JavaScript a first visit to the landing page downloads before it can run: the module scripts,
 * modulepreload links and inline imports of the prerendered landing page (the app shell, dist/index.html,
 * when there is none). Lazily loaded route chunks are left out, as the browser only fetches them on
 * navigation.
 */
export function landingJs(distDir: string): JsFile[] {
  const prerendered = path.join(distDir, 'prerendered', 'index.html')
  const page = fs.existsSync(prerendered) ? prerendered : path.join(distDir, 'index.html')
  const html = fs.readFileSync(page, 'utf8')
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  const urls = new Set<string>()
  // The prerendered page starts the app with an inline `import("/assets/...")` after its first paint.
  for (const [, url] of html.matchAll(/\bimport\("(\/[^"]+)"\)/g)) urls.add(url)
  for (const tag of tags) {
    const isModule = tag.startsWith('<script') && /\btype="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag)
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if ((isModule || isPreload) && url?.startsWith('/')) urls.add(url)
  }
  return [...urls].map((url) => {
    const content = fs.readFileSync(path.join(distDir, url))
    return { file: url, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length }
  })
}
