import { expect, type Page, test } from '@playwright/test'

// The prerendered public pages; the free gallery is written by the server (gallery.spec.ts, tests/api/gallery.test.ts).
const PUBLIC_PATHS = ['/', '/pricing', '/terms', '/privacy', '/license', '/cancellation']

const meta = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).evaluate((el) => el.getAttribute('content') ?? el.getAttribute('href'))

test('each public page sets its own title, description, canonical address and Open Graph tags', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/^Colorly: /)
  expect(await meta(page, 'meta[name="description"]')).toMatch(/printable black-and-white coloring page/)
  expect(await meta(page, 'meta[property="og:image"]')).toBe(`${baseURL}/samples/social-card.jpg`)
  expect((await page.request.get('/samples/social-card.jpg')).headers()['content-type']).toContain(
    'image/jpeg',
  )

  for (const [path, title] of [
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/license', 'License Terms'],
    ['/cancellation', 'Cancellation Policy'],
  ]) {
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: title === 'License Terms' ? 'License' : title, exact: true })
      .click()
    await expect(page).toHaveTitle(`${title} · Colorly`)
    expect(await meta(page, 'meta[property="og:title"]')).toBe(`${title} · Colorly`)
    expect(await meta(page, 'meta[property="og:url"]')).toBe(`${baseURL}${path}`)
    expect(await meta(page, 'link[rel="canonical"]')).toBe(`${baseURL}${path}`)
    const description = await meta(page, 'meta[name="description"]')
    expect(description).toBeTruthy()
    expect(await meta(page, 'meta[property="og:description"]')).toBe(description)
  }

  // Leaving for a page without its own description (here: not found) brings back the default.
  await page.evaluate(() => {
    history.pushState({}, '', '/no-such-page')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveTitle('Page not found · Colorly')
  expect(await meta(page, 'meta[name="description"]')).toBe(
    'Describe a subject in words and get a printable coloring page for kids, classrooms and grown-ups.',
  )
})

test('robots.txt and sitemap.xml name absolute addresses on the public URL', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const body = await sitemap.text()
  for (const path of PUBLIC_PATHS) {
    expect(body).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  expect(body).not.toContain('/app<')
})

test('public pages arrive prerendered: content and tags readable without running a script', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Turn any idea into a printable coloring page',
  )
  // Typing before the app has started would be lost when it replaces the markup.
  await expect(page.getByRole('textbox')).not.toBeEditable()

  await page.goto('/pricing')
  await expect(page).toHaveTitle('Pricing · Colorly')
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible()
  expect(await meta(page, 'link[rel="canonical"]')).toBe(`${baseURL}/pricing`)
  expect(await meta(page, 'meta[property="og:url"]')).toBe(`${baseURL}/pricing`)

  // A lazily loaded page comes with its own stylesheet.
  await page.goto('/terms')
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
  const stylesheets = await page.locator('head link[rel="stylesheet"]').count()
  expect(stylesheets).toBeGreaterThan(0)

  // The build's files are sent only at their addresses, with the public URL filled in.
  const raw = await page.request.get('/prerendered/pricing.html')
  expect(await raw.text()).not.toContain('%PUBLIC_URL%')
  await context.close()
})

test('the app adopts every prerendered page without an error, in a later year and with a query string', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // The footer's year is the build's in prerendered pages; a visitor's clock may be years ahead.
  await page.clock.setFixedTime(new Date('2099-06-01T12:00:00Z'))
  for (const path of [...PUBLIC_PATHS, '/?utm_source=newsletter']) {
    await page.goto(path)
    await expect(page.locator('html[data-app="started"]')).toBeAttached()
  }
  expect(errors).toEqual([])

  // Still on /?utm_source=...: Home is the current page, and stops being it on the next page.
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await menu.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveTitle('Pricing · Colorly')
  await expect(menu.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page')

  // The trial box, read-only while prerendered, takes typing once the app runs.
  await page.goto('/')
  await expect(page.getByRole('textbox')).toBeEditable()
  await page.getByRole('textbox').fill('a lion wearing a crown')
  await expect(page.getByRole('button', { name: 'Generate Free Coloring Page' })).toBeEnabled()
})

test('a prerendered page keeps the place a visitor scrolled to before the app started', async ({ page }) => {
  // Delay the app's script so the visitor can scroll the prerendered page first.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/terms', { waitUntil: 'domcontentloaded' })
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const scrolled = await page.evaluate(() => window.scrollY)
  release()
  await expect(page.locator('html[data-app="started"]')).toBeAttached()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
})
