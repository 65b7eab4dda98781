import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashText, renderPage } from '../../server/engine'
import { decodePng1Bit } from '../../server/engine/render/png-1bit'
import { findCategory, findPage, GALLERY, galleryPaths } from '../../server/gallery/catalog'
import { categoryName } from '../../server/gallery/gallery-html'
import { createTestApp, type TestApp } from '../helpers/test-app'

// The free gallery as a visitor and a search engine see it: HTML without JavaScript, signed out.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://colorly.example.com',
    RATE_LIMIT_GALLERY_DOWNLOADS_PER_HOUR: '3',
  })
})
afterAll(() => t.close())

const get = (url: string, ip = '203.0.113.7') => t.app.inject({ method: 'GET', url, remoteAddress: ip })

describe('the free gallery', () => {
  it('holds at least 1,500 pages in at least 25 themes, each address once', () => {
    const pages = GALLERY.flatMap((c) => c.pages)
    expect(GALLERY.length).toBeGreaterThanOrEqual(25)
    expect(pages.length).toBeGreaterThanOrEqual(1500)
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length)
    expect(new Set(galleryPaths()).size).toBe(galleryPaths().length)
  })

  it('every theme page answers 200 with its pages linked, paged by 48', async () => {
    for (const category of GALLERY) {
      const res = await get(category.path)
      expect(res.statusCode, category.path).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain(`<h1>${categoryName(category)}</h1>`)
      expect(res.body).toContain(`href="${category.pages[0].path}"`)
      expect(res.body).toMatch(
        /<img src="[^"]+\/thumb\.webp" alt="" width="240" height="311" (fetchpriority="high"|loading="lazy")/,
      )
    }
    const big = GALLERY.find((c) => c.pages.length > 48)
    if (big) {
      expect((await get(`${big.path}?page=2`)).statusCode).toBe(200)
      expect((await get(`${big.path}?page=99`)).statusCode).toBe(404)
    }
    expect((await get('/free-coloring-pages/no-such-theme')).statusCode).toBe(404)
  })

  it('a page reads without JavaScript: its title, picture, downloads, canonical, Open Graph and ImageObject', async () => {
    const res = await get('/free-coloring-pages/wild-animals/lion-wearing-a-crown')
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain('<title>Lion wearing a crown coloring page: free printable PDF</title>')
    expect(html).toContain('<h1>Lion wearing a crown coloring page</h1>')
    expect(html).toContain('src="/free-coloring-pages/wild-animals/lion-wearing-a-crown/preview.webp"')
    for (const words of ['Download PDF', 'Download PNG', 'Color on screen', 'Save for offline', 'US Letter'])
      expect(html).toContain(words)
    expect(html).toContain(
      '<link rel="canonical" href="https://colorly.example.com/free-coloring-pages/wild-animals/lion-wearing-a-crown">',
    )
    expect(html).toContain(
      '<meta property="og:image" content="https://colorly.example.com/free-coloring-pages/wild-animals/lion-wearing-a-crown/preview.webp">',
    )
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}')
    expect(data).toMatchObject({ '@type': 'ImageObject', isAccessibleForFree: true })
    expect(html).toContain('Related pages')
    expect(html).toContain('More wild animals coloring pages')
    // The page's picture is served with the HTML's security policy intact (no inline script runs).
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect((await get('/free-coloring-pages/wild-animals/no-such-page')).statusCode).toBe(404)
  })

  it('a picture in two themes has one canonical address', async () => {
    const autumn = await get('/free-coloring-pages/autumn/pumpkin')
    expect(autumn.body).toContain(
      '<link rel="canonical" href="https://colorly.example.com/free-coloring-pages/halloween/pumpkin">',
    )
  })

  it('thumbnails are small WebP pictures', async () => {
    const res = await get('/free-coloring-pages/pets/cat/thumb.webp')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.rawPayload.length).toBeLessThanOrEqual(30_000)
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
  })

  it('downloads need no account, carry the mark, and are counted per address: 429 with Retry-After', async () => {
    const pdf = await get('/free-coloring-pages/pets/cat/download.pdf', '198.51.100.1')
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="cat-coloring-page.pdf"')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const png = await get('/free-coloring-pages/pets/cat/download.png', '198.51.100.1')
    expect(png.statusCode).toBe(200)
    const bitmap = decodePng1Bit(png.rawPayload)
    expect(bitmap.width).toBe(2550)
    // The "Made with Colorly" mark: the same page without it differs, and only there.
    const page = findPage('pets', 'cat')
    if (!page) throw new Error('no cat')
    const unmarked = await renderPage({
      prompt: page.subject,
      complexity: 'easy',
      style: 'cartoon',
      seed: hashText(page.fileId),
      watermark: false,
    })
    expect(unmarked.png.equals(png.rawPayload)).toBe(false)
    expect(decodePng1Bit(unmarked.png).width).toBe(2550)
    expect((await get('/free-coloring-pages/pets/cat/download.png', '198.51.100.1')).statusCode).toBe(200)
    const limited = await get('/free-coloring-pages/pets/cat/download.pdf', '198.51.100.1')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().error).toMatch(/try again in/)
    // Another address is not held back by this one.
    expect((await get('/free-coloring-pages/pets/cat/download.pdf', '198.51.100.2')).statusCode).toBe(200)
  })

  it('search finds pages by word and by what the engine reads ("puppies" finds the dogs), in the HTML', async () => {
    const dinos = await get('/free-coloring-pages?q=dinosaur%20coloring%20page')
    expect(dinos.statusCode).toBe(200)
    expect(dinos.body).toContain('href="/free-coloring-pages/dinosaurs/dinosaur"')
    expect(dinos.body).toContain('<meta name="robots" content="noindex">')
    const puppies = await get('/free-coloring-pages?q=puppies')
    expect(puppies.body).toContain('href="/free-coloring-pages/pets/dog"')
    const none = await get('/free-coloring-pages?q=zzqx')
    expect(none.body).toContain('No free pages match')
    // What a person typed is shown as text, never as markup.
    const tricky = await get('/free-coloring-pages?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(tricky.statusCode).toBe(200)
    expect(tricky.body).not.toContain('<script>alert(1)')
  })

  it('worksheet themes: listed in the sitemap, each sheet at its own address, downloaded signed out', async () => {
    const themes = GALLERY.filter((c) => c.worksheets).map((c) => c.slug)
    expect(themes).toEqual(['color-by-number', 'dot-to-dot', 'letter-tracing', 'number-tracing'])
    const sitemap = (await get('/sitemap.xml')).body
    for (const slug of themes) {
      const category = findCategory(slug)
      if (!category) throw new Error(slug)
      expect(sitemap).toContain(`<loc>https://colorly.example.com${category.path}</loc>`)
      expect(sitemap).toContain(`<loc>https://colorly.example.com${category.pages[0].path}</loc>`)
      const res = await get(category.path)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(`<h1>${category.title} worksheets</h1>`)
    }
    const index = (await get('/free-coloring-pages')).body
    expect(index).toContain('<h2>Worksheets</h2>')
    expect(index).toContain('href="/free-coloring-pages/dot-to-dot"')

    const lion = await get('/free-coloring-pages/color-by-number/lion-wearing-a-crown-adding')
    expect(lion.statusCode).toBe(200)
    expect(lion.body).toContain(
      '<title>Lion wearing a crown color by number worksheet: free printable PDF</title>',
    )
    expect(lion.body).toContain('Adding within 10')
    expect(lion.body).toContain('Color on screen')
    // The sheet is the worksheet maker's: the PDF's second page is its answer key.
    const ip = '198.51.100.20'
    const pdf = await get('/free-coloring-pages/color-by-number/lion-wearing-a-crown-adding/download.pdf', ip)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="lion-wearing-a-crown-adding-worksheet.pdf"',
    )
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(2)
    const png = await get('/free-coloring-pages/color-by-number/lion-wearing-a-crown-adding/download.png', ip)
    expect(decodePng1Bit(png.rawPayload).width).toBe(2550)
    // Made once: the same sheet comes back byte for byte.
    const again = await get(
      '/free-coloring-pages/color-by-number/lion-wearing-a-crown-adding/download.png',
      ip,
    )
    expect(again.rawPayload.equals(png.rawPayload)).toBe(true)

    const trace = await get('/free-coloring-pages/letter-tracing/lowercase-g-precursive')
    expect(trace.statusCode).toBe(200)
    expect(trace.body).toContain('<h1>Lowercase letter g tracing worksheet</h1>')
    expect(trace.body).not.toContain('Color on screen')
    const thumb = await get('/free-coloring-pages/letter-tracing/lowercase-g-precursive/thumb.webp')
    expect(thumb.statusCode).toBe(200)
    expect(thumb.rawPayload.length).toBeLessThanOrEqual(30_000)
    const dots = await get('/free-coloring-pages/dot-to-dot/dinosaur/download.pdf', '198.51.100.21')
    expect(dots.statusCode).toBe(200)
    expect(dots.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  }, 60_000)

  it("the index shows the page of the day and the season's shelves", async () => {
    const res = await get('/free-coloring-pages')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Page of the day')
    expect(res.body).toContain('All themes')
  })
})
