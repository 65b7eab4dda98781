// The pages a search engine may list: everything public except sign-in, the generator, the account
// and reset links. The sitemap and robots.txt are built from this list.
export const PUBLIC_PAGES: { path: string; changefreq: 'weekly' | 'monthly' | 'yearly'; priority: number }[] =
  [
    { path: '/', changefreq: 'weekly', priority: 1 },
    { path: '/pricing', changefreq: 'monthly', priority: 0.8 },
    { path: '/terms', changefreq: 'yearly', priority: 0.3 },
    { path: '/privacy', changefreq: 'yearly', priority: 0.3 },
    { path: '/license', changefreq: 'yearly', priority: 0.3 },
    { path: '/cancellation', changefreq: 'yearly', priority: 0.3 },
  ]

// Never worth crawling: the API, the signed-in app, and one-time links.
const PRIVATE_PREFIXES = ['/api/', '/app', '/account', '/login', '/reset-password/']

/** For text and attribute values in XML and HTML. */
export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemap.xml with absolute addresses on this server's public URL (PUBLIC_URL), the gallery's included. */
export function sitemapXml(publicUrl: string, galleryPaths: string[] = []): string {
  const gallery = galleryPaths.map((path) => ({
    path,
    changefreq: 'monthly' as const,
    priority: path.split('/').length > 3 ? 0.5 : 0.7,
  }))
  const urls = [...PUBLIC_PAGES, ...gallery].map(
    (p) =>
      `  <url>\n    <loc>${escapeXml(publicUrl + p.path)}</loc>\n    <changefreq>${p.changefreq}</changefreq>\n    <priority>${p.priority.toFixed(1)}</priority>\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(publicUrl: string): string {
  const disallow = PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`).join('\n')
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${publicUrl}/sitemap.xml\n`
}

/** Where the build writes a public page's prerendered HTML, under dist/: "/" is prerendered/index.html. */
export const prerenderedFile = (pagePath: string) =>
  `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`

/** Written by the build where the public address belongs in a prerendered page; the server fills it in. */
export const PUBLIC_URL_TOKEN = '%PUBLIC_URL%'
