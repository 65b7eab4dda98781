import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DESCRIPTION } from '../lib/page-meta'
import { pageDocument } from './page-document'

// index.html as the build writes it: the entry script hashed (the stylesheet is inlined by then).
const template = fs
  .readFileSync(new URL('../../index.html', import.meta.url), 'utf8')
  .replace(
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  )

const page = {
  path: '/pricing',
  html: '<link rel="preload" as="image" href="/icons/icon.svg"/><main><h1>Pricing</h1></main>',
  meta: { title: 'Pricing', description: 'Plans for "families" & classes' },
  stylesheets: ['/assets/legal-x1.css'],
}

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1]

describe('pageDocument', () => {
  const html = pageDocument(template, page, 'https://colorly.example')

  it('puts the page markup in #root and the preloads React put first into <head>', () => {
    expect(html).toContain('<div id="root"><main><h1>Pricing</h1></main></div>')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/icons/icon.svg"/>')
  })

  it("writes the page's own title, description, canonical address and Open Graph tags, escaped", () => {
    expect(html).toContain('<title>Pricing · Colorly</title>')
    expect(html.match(/<title>/g)).toHaveLength(1)
    const description = 'Plans for &quot;families&quot; &amp; classes'
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(description)
    expect(attr(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description)
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Pricing · Colorly')
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe('https://colorly.example/pricing')
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe('https://colorly.example/pricing')
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      'https://colorly.example/samples/social-card.jpg',
    )
    expect(html.match(/name="description"/g)).toHaveLength(1)
  })

  it("links the lazily loaded route's stylesheets", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/legal-x1.css">')
  })

  it('starts the app script only after the first paint', () => {
    expect(html).not.toContain('src="/assets/index-abc123.js"')
    expect(html).toContain(
      '<script type="module">requestAnimationFrame(() => setTimeout(() => import("/assets/index-abc123.js")))</script>',
    )
  })

  it('the home page keeps the app title', () => {
    const home = pageDocument(
      template,
      { ...page, path: '/', meta: { description: 'Home' } },
      'https://c.example',
    )
    expect(home).toContain('<title>Colorly: printable coloring pages made with AI</title>')
    expect(attr(home, /<link rel="canonical" href="([^"]*)"/)).toBe('https://c.example/')
  })

  it('the app restores the description of index.html when a page without its own is shown', () => {
    expect(attr(template, /<meta\s+name="description"\s+content="([^"]*)"/)).toBe(DEFAULT_DESCRIPTION)
  })

  it('refuses a template it cannot fill, rather than writing a broken page', () => {
    expect(() =>
      pageDocument(template.replace('<div id="root"></div>', ''), page, 'https://c.example'),
    ).toThrow(/#root/)
    expect(() =>
      pageDocument(template.replace(/<script type="module"[^>]*><\/script>/, ''), page, 'https://c.example'),
    ).toThrow(/entry script/)
  })
})
