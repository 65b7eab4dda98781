import { type Meta, pageTitle, SOCIAL_IMAGE_PATH } from '../lib/page-meta'

export type PrerenderedPage = {
  path: string
  /** The page's markup inside #root, as renderPage returned it. */
  html: string
  meta: Meta
  /** Stylesheets of the page's lazily loaded code, which the inlined entry stylesheet lacks. */
  stylesheets: string[]
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what} to fill in`)
  return html.replace(pattern, () => replacement)
}

const metaTag = (attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="[^"]*"\\s*/?>`)

/**
 * The built index.html turned into one public page: its markup in #root, its own title, description,
 * canonical address and Open Graph tags, and the app's script started only after that markup has been
 * painted, so the page shows before the script's work begins (on a slow phone that work takes a while).
 * `origin` starts the absolute addresses; the build passes a token that the server replaces.
 */
export function pageDocument(template: string, page: PrerenderedPage, origin: string): string {
  const title = escapeAttribute(pageTitle(page.meta.title))
  const description = escapeAttribute(page.meta.description)
  const url = `${origin}${page.path}`
  // React puts the preloads it finds (the header's logo) before the markup; they belong in <head>.
  const [, preloads = '', body] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(page.html) ?? ['', '', page.html]

  let html = template
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`, 'title')
  const tags: ['name' | 'property', string, string][] = [
    ['name', 'description', description],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', `${origin}${SOCIAL_IMAGE_PATH}`],
  ]
  for (const [attribute, key, content] of tags) {
    html = replaceOnce(
      html,
      metaTag(attribute, key),
      `<meta ${attribute}="${key}" content="${content}" />`,
      key,
    )
  }
  const head = [
    `<meta property="og:url" content="${url}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    preloads,
  ].join('\n    ')
  html = replaceOnce(html, /<\/head>/, `  ${head}\n  </head>`, '</head>')
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`, 'empty #root')
  // The entry script runs after the first paint: a timeout set in an animation frame fires once that
  // frame has been drawn. Not preloaded: Lighthouse would count its download towards the first paint.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!entry) throw new Error('index.html has no entry script to start after the first paint')
  return html.replace(
    entry[0],
    () =>
      `<script type="module">requestAnimationFrame(() => setTimeout(() => import("${entry[1]}")))</script>`,
  )
}
