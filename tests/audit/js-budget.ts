import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export type JsFile = { file: string; bytes: number; gzipBytes: number }

/**
 * The JavaScript a first visit to the landing page downloads before it can run: the module scripts and
 * modulepreload links of dist/index.html. Lazily loaded route chunks are left out, as the browser only
 * fetches them on navigation.
 */
export function landingJs(distDir: string): JsFile[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  const urls = new Set<string>()
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
