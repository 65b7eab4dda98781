import { escapeXml as esc } from '../seo/public-pages'
import { GALLERY, GALLERY_ROOT, type GalleryCategory, type GalleryPage, VARIANT_LABEL } from './catalog'
import { imageSize } from './gallery-files'

// The gallery's HTML, written by the server: every page reads without JavaScript (search engines,
// slow phones), in the site's own stylesheet. The one small script (public/gallery.js) only adds
// "Save for offline".

/** The site's origin, and its stylesheets' text (the app's and public/gallery.css), written into each page. */
export type Shell = { css: string; origin: string }

type Head = {
  title: string
  description: string
  path: string
  image?: string
  jsonLd?: object
  extraHead?: string
}

/** "Lion coloring page", "Lion color by number worksheet". */
export const pageName = (page: GalleryPage) => `${page.title} ${page.sheet ? 'worksheet' : 'coloring page'}`

export const pageTitle = (page: GalleryPage) => `${pageName(page)}: free printable PDF`

/** "Wild animals coloring pages", "Dot to dot worksheets". */
export const categoryName = (category: GalleryCategory) =>
  `${category.title} ${category.worksheets ? 'worksheets' : 'coloring pages'}`

export function pageDescription(page: GalleryPage): string {
  const order = page.sheet?.order
  if (order?.kind === 'color_by_number')
    return `Print this free ${page.title.toLowerCase()} worksheet (${page.label.toLowerCase()}) as a PDF with its answer key, or as a PNG, on US Letter paper. No sign-up needed.`
  if (order)
    return `Print this free ${page.title.toLowerCase()} worksheet (${page.label}) as a PDF or PNG on US Letter paper. No sign-up needed.`
  const look = `${VARIANT_LABEL[page.variant].toLowerCase()}${page.style === 'cartoon' ? ', cartoon' : ''}`
  return `Print this free ${page.title.toLowerCase()} coloring page (${look}) as a PDF or PNG on US Letter paper, or color it on screen. No sign-up needed.`
}

export const filePath = (
  page: GalleryPage,
  file: 'thumb.webp' | 'preview.webp' | 'download.pdf' | 'download.png',
) => `${page.path}/${file}`

function layout(shell: Shell, head: Head, main: string): string {
  const url = `${shell.origin}${head.path}`
  const image = head.image ? `${shell.origin}${head.image}` : `${shell.origin}/samples/social-card.jpg`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(head.title)}</title>
<meta name="description" content="${esc(head.description)}">
<meta name="theme-color" content="#5b3cc4">
<link rel="canonical" href="${esc(url)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Colorly">
<meta property="og:title" content="${esc(head.title)}">
<meta property="og:description" content="${esc(head.description)}">
<meta property="og:url" content="${esc(url)}">
<meta property="og:image" content="${esc(image)}">
<meta name="twitter:card" content="summary_large_image">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">
<style>${shell.css}</style>
${head.extraHead ?? ''}${head.jsonLd ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>` : ''}
<script src="/gallery.js" defer></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header"><div class="site-header__inner">
<a class="brand" href="/"><img src="/icons/icon.svg" alt="" width="36" height="36"><span>Colorly</span></a>
<nav class="site-nav" aria-label="Main">
<details class="gallery-menu"><summary class="menu-toggle"><span class="menu-toggle__bars" aria-hidden="true"></span>Menu</summary><div class="site-menu" data-open="true">${MENU}</div></details>
<div class="site-menu gallery-menu__wide">${MENU}</div>
</nav>
</div></header>
<main id="main" class="gallery">
${main}
</main>
<footer class="site-footer"><div class="site-footer__inner gallery-footer">
<a class="brand brand--footer" href="/"><img src="/icons/icon.svg" alt="" width="32" height="32"><span>Colorly</span></a>
<nav aria-label="Legal"><a href="/terms">Terms of Service</a> <a href="/privacy">Privacy Policy</a> <a href="/license">License</a> <a href="/cancellation">Cancellation Policy</a></nav>
</div></footer>
</body>
</html>
`
}

// The app's header (src/components/site-header.tsx) without JavaScript: on a phone its links fold into a
// <details> menu, on a wide screen they are shown in a row.
const MENU = `<ul class="site-menu__links"><li><a href="/">Home</a></li><li><a href="${GALLERY_ROOT}" data-status="active">Free Coloring Pages</a></li><li><a href="/pricing">Pricing</a></li></ul><div class="site-menu__actions"><a class="button button--primary" href="/login?register=true">Make a Coloring Page</a><a class="button button--ghost" href="/login">Sign in</a></div>`

function searchForm(query = ''): string {
  return `<form class="gallery-search" role="search" action="${GALLERY_ROOT}" method="get">
<label for="gallery-q">Search free coloring pages</label>
<div class="gallery-search__row"><input id="gallery-q" name="q" type="search" maxlength="80" value="${esc(query)}" placeholder="dinosaur, unicorn, Thanksgiving…"><button class="button button--primary" type="submit">Search</button></div>
</form>`
}

function card(page: GalleryPage, eager = false): string {
  const { width, height } = imageSize('thumb')
  return `<li><a class="gallery-card" href="${esc(page.path)}"><img src="${esc(filePath(page, 'thumb.webp'))}" alt="" width="${width}" height="${height}" ${eager ? 'fetchpriority="high"' : 'loading="lazy"'} decoding="async"><span class="gallery-card__title">${esc(page.title)}</span><span class="gallery-card__tag">${esc(page.label)}</span></a></li>`
}

const grid = (pages: GalleryPage[], eagerFirst = 0) =>
  `<ul class="gallery-grid">${pages.map((p, i) => card(p, i < eagerFirst)).join('')}</ul>`

function categoryCard(category: GalleryCategory): string {
  const { width, height } = imageSize('thumb')
  const cover = category.pages[0]
  return `<li><a class="gallery-card" href="${esc(category.path)}"><img src="${esc(filePath(cover, 'thumb.webp'))}" alt="" width="${width}" height="${height}" loading="lazy" decoding="async"><span class="gallery-card__title">${esc(category.title)}</span><span class="gallery-card__tag">${category.pages.length} ${category.worksheets ? 'sheets' : 'pages'}</span></a></li>`
}

export function indexHtml(shell: Shell, today: GalleryPage, season: GalleryCategory[]): string {
  const total = GALLERY.reduce((n, c) => n + c.pages.length, 0)
  const shelf = season
    .map(
      (c) =>
        `<section class="gallery-shelf" aria-labelledby="shelf-${c.slug}"><h2 id="shelf-${c.slug}"><a href="${esc(c.path)}">${esc(c.title)}</a></h2>${grid(c.pages.filter((p) => p.variant === 'easy-cartoon').slice(0, 6))}</section>`,
    )
    .join('')
  const main = `<section class="page">
<h1>Free Coloring Pages</h1>
<p class="page__lead">${total.toLocaleString('en-US')} free printable coloring pages and worksheets in ${GALLERY.length} themes, for kids, classrooms and grown-ups. Print them as PDF or PNG, or color them on screen: no account needed.</p>
${searchForm()}
<section class="gallery-today" aria-labelledby="today-title"><h2 id="today-title">Page of the day</h2>${grid([today], 1)}</section>
${shelf ? `<h2>In season now</h2>${shelf}` : ''}
<h2>All themes</h2>
<ul class="gallery-grid">${GALLERY.filter((c) => !c.worksheets)
    .map(categoryCard)
    .join('')}</ul>
<h2>Worksheets</h2>
<ul class="gallery-grid">${GALLERY.filter((c) => c.worksheets)
    .map(categoryCard)
    .join('')}</ul>
</section>`
  return layout(
    shell,
    {
      title: 'Free Coloring Pages · Colorly',
      description: `${total} free printable coloring pages and worksheets by theme and season: animals, vehicles, holidays, letters, numbers, color by number, dot to dot and tracing.`,
      path: GALLERY_ROOT,
    },
    main,
  )
}

export function searchHtml(shell: Shell, query: string, results: GalleryPage[]): string {
  const main = `<section class="page">
<h1>Free coloring pages: “${esc(query)}”</h1>
${searchForm(query)}
<p class="page__lead" role="status">${results.length === 0 ? `No free pages match “${esc(query)}” yet. Try another word, or <a href="/login?register=true">make your own page</a>.` : `${results.length} ${results.length === 1 ? 'page' : 'pages'} for “${esc(query)}”.`}</p>
${grid(results, 4)}
<p><a href="${GALLERY_ROOT}">All themes</a></p>
</section>`
  return layout(
    shell,
    {
      title: `${query} coloring pages · Colorly`,
      description: `Free printable ${query} coloring pages.`,
      path: `${GALLERY_ROOT}?q=${encodeURIComponent(query)}`,
      extraHead: '<meta name="robots" content="noindex">\n',
    },
    main,
  )
}

export const CATEGORY_PAGE_SIZE = 48

export function categoryHtml(shell: Shell, category: GalleryCategory, pageNumber: number): string {
  const pages = Math.ceil(category.pages.length / CATEGORY_PAGE_SIZE)
  const shown = category.pages.slice((pageNumber - 1) * CATEGORY_PAGE_SIZE, pageNumber * CATEGORY_PAGE_SIZE)
  const link = (n: number) => (n === 1 ? category.path : `${category.path}?page=${n}`)
  const nav =
    pages > 1
      ? `<nav class="gallery-pager" aria-label="Pages">${Array.from({ length: pages }, (_, i) => i + 1)
          .map((n) =>
            n === pageNumber ? `<span aria-current="page">${n}</span>` : `<a href="${esc(link(n))}">${n}</a>`,
          )
          .join(' ')}</nav>`
      : ''
  const rel = [
    pageNumber > 1 ? `<link rel="prev" href="${esc(shell.origin + link(pageNumber - 1))}">` : '',
    pageNumber < pages ? `<link rel="next" href="${esc(shell.origin + link(pageNumber + 1))}">` : '',
  ].join('')
  const main = `<nav class="gallery-crumbs" aria-label="Breadcrumb"><a href="${GALLERY_ROOT}">Free Coloring Pages</a> › <span aria-current="page">${esc(category.title)}</span></nav>
<section class="page">
<h1>${esc(categoryName(category))}</h1>
<p class="page__lead">${esc(category.blurb)} ${category.pages.length} ${category.worksheets ? 'free sheets to print.' : 'free pages to print or color on screen.'}</p>
${grid(shown, 4)}
${nav}
</section>`
  return layout(
    shell,
    {
      title: `${categoryName(category)}: ${category.pages.length} free printables · Colorly`,
      description: `${category.blurb} Free to print as PDF or PNG.`,
      path: link(pageNumber),
      image: filePath(category.pages[0], 'preview.webp'),
      extraHead: rel ? `${rel}\n` : '',
    },
    main,
  )
}

export function pageHtml(
  shell: Shell,
  page: GalleryPage,
  versions: GalleryPage[],
  related: GalleryPage[],
  more: GalleryPage[],
): string {
  const category = GALLERY.find((c) => c.slug === page.category) as GalleryCategory
  const { width, height } = imageSize('preview')
  const title = pageName(page)
  const kind = page.sheet?.order.kind
  const main = `<nav class="gallery-crumbs" aria-label="Breadcrumb"><a href="${GALLERY_ROOT}">Free Coloring Pages</a> › <a href="${esc(category.path)}">${esc(category.title)}</a> › <span aria-current="page">${esc(page.title)}</span></nav>
<article class="page gallery-page">
<h1>${esc(title)}</h1>
<div class="gallery-page__layout">
<figure class="gallery-page__picture"><img src="${esc(filePath(page, 'preview.webp'))}" alt="${esc(page.sheet ? `${title}, to print` : `${page.title}: a black-and-white coloring page`)}" width="${width}" height="${height}" fetchpriority="high"></figure>
<div class="gallery-page__side">
<p>${esc(pageDescription(page))}</p>
<div class="gallery-page__actions">
<a class="button button--primary" href="${esc(filePath(page, 'download.pdf'))}" download>Download PDF</a>
<a class="button button--ghost" href="${esc(filePath(page, 'download.png'))}" download>Download PNG</a>
${kind === 'dot_to_dot' || kind === 'tracing' ? '' : `<a class="button button--ghost" href="/color/free${esc(page.path.slice(GALLERY_ROOT.length))}">Color on screen</a>\n`}<button class="button button--ghost" type="button" data-save-offline="${esc(page.path)}" hidden>Save for offline</button>
</div>
<p class="gallery-page__status" role="status" data-save-status></p>
<dl class="gallery-page__facts"><dt>Paper</dt><dd>US Letter, 8.5 × 11 in (prints on A4 too), 300 dpi</dd><dt>${page.sheet ? 'Sheet' : 'Style'}</dt><dd>${esc(page.label)}</dd>${kind === 'color_by_number' ? '<dt>Pages</dt><dd>2: the sheet, then its answer key in color</dd>' : ''}<dt>Price</dt><dd>Free, with a small “Made with Colorly” mark</dd></dl>
${versions.length > 0 ? `<h2>Other versions</h2><ul class="gallery-versions">${versions.map((v) => `<li><a href="${esc(v.path)}">${esc(v.sheet && v.title !== page.title ? `${v.title}, ${v.label.toLowerCase()}` : v.label)}</a></li>`).join('')}</ul>` : ''}
</div>
</div>
</article>
${related.length > 0 ? `<section class="page" aria-labelledby="related-title"><h2 id="related-title">Related pages</h2>${grid(related)}</section>` : ''}
<section class="page" aria-labelledby="more-title"><h2 id="more-title">More ${esc(categoryName(category).toLowerCase())}</h2>${grid(more)}<p><a href="${esc(category.path)}">All ${category.pages.length} ${esc(categoryName(category).toLowerCase())}</a></p></section>`
  return layout(
    shell,
    {
      title: pageTitle(page),
      description: pageDescription(page),
      path: page.canonicalPath,
      image: filePath(page, 'preview.webp'),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ImageObject',
        name: title,
        description: pageDescription(page),
        contentUrl: `${shell.origin}${filePath(page, 'download.png')}`,
        thumbnailUrl: `${shell.origin}${filePath(page, 'thumb.webp')}`,
        encodingFormat: 'image/png',
        isAccessibleForFree: true,
        creditText: 'Colorly',
        creator: { '@type': 'Organization', name: 'Colorly' },
        license: `${shell.origin}/license`,
        acquireLicensePage: `${shell.origin}/license`,
      },
    },
    main,
  )
}
