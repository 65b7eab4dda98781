import { expect, type Page, test } from '@playwright/test'
import { DAY_MS, expectAccessible, presetMarker, scrollThrough, trial } from './landing-support'

const videoState = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    ended: v.ended,
    time: v.currentTime,
    duration: v.duration,
  }))

test('the landing page: hero, features, demo, styles, 3 steps, 7 questions and Get Started', async ({
  page,
}) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Turn any idea into a printable coloring page',
  )
  await expect(main.getByRole('link', { name: 'Create Your First Coloring Page for FREE!' })).toHaveAttribute(
    'href',
    '/login?register=true',
  )

  for (const name of ['AI-Powered Creation', 'Kid-Friendly Designs', 'Multiple Styles']) {
    await expect(main.getByRole('heading', { name, level: 3 })).toBeVisible()
  }

  const video = main.locator('video')
  await expect(video).toHaveAttribute('poster', /\/samples\/demo-poster\.webp$/)
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.playsInline, v.autoplay, v.loop])).toEqual(
    [true, true, false, false],
  )
  await expect(video.locator('source')).toHaveCount(2)
  for (const src of await video
    .locator('source')
    .evaluateAll((s) => s.map((e) => (e as HTMLSourceElement).src))) {
    const res = await page.request.get(src)
    expect(res.ok(), src).toBe(true)
    expect((await res.body()).length).toBeLessThan(500 * 1024)
  }

  // The style showcase: one real page for each look, all loaded.
  const showcase = main.getByRole('region', { name: 'Three looks to choose from' })
  for (const look of ['Intricate', 'Cartoon', 'Realistic']) {
    await expect(showcase.getByRole('heading', { name: look })).toBeVisible()
  }
  await scrollThrough(page)
  const images = showcase.getByRole('img')
  await expect(images).toHaveCount(3)
  for (const img of await images.all()) {
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0)
  }

  const steps = main.getByRole('region', { name: 'Create in 3 Simple Steps' })
  await expect(steps.getByRole('listitem')).toHaveCount(3)
  for (const step of ['Describe your idea', 'Choose a style', 'Download and print']) {
    await expect(steps.getByRole('heading', { name: step })).toBeVisible()
  }

  // Seven questions, each opening its answer.
  const faq = main.getByRole('region', { name: 'Frequently asked questions' })
  const questions = faq.locator('details')
  await expect(questions).toHaveCount(7)
  const second = questions.nth(1)
  await expect(second).not.toHaveAttribute('open')
  await second.locator('summary').click()
  await expect(second).toHaveAttribute('open')
  await expect(second.getByRole('link', { name: 'Pricing' })).toBeVisible()

  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/login?register=true',
  )
})

test('on a phone the hero button reads "Start Creating Free!"', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  const hero = page.getByRole('main').getByRole('link', { name: 'Start Creating Free!' })
  await expect(hero).toBeVisible()
  await expect(hero).toHaveAttribute('href', '/login?register=true')
  await expect(page.getByText('Create Your First Coloring Page for FREE!')).toBeHidden()
})

test('the demo plays muted when scrolled to, and starts again 3 seconds after it ends', async ({ page }) => {
  await page.goto('/')
  const video = page.locator('video')
  await video.scrollIntoViewIfNeeded()
  await expect.poll(async () => (await videoState(page)).paused, { timeout: 10_000 }).toBe(false)
  // Playing can start before the length is known; a seek needs it.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Number.isFinite(v.duration))).toBe(true)

  // Jump to the end and time, inside the page, from "ended" to the next "play".
  const restartedAfter = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        v.addEventListener(
          'ended',
          () => {
            const endedAt = performance.now()
            v.addEventListener('play', () => resolve(performance.now() - endedAt), { once: true })
          },
          { once: true },
        )
        v.currentTime = Math.max(0, v.duration - 0.3)
      }),
  )
  expect(restartedAfter).toBeGreaterThanOrEqual(2950)
  expect(restartedAfter).toBeLessThan(4500)
  expect((await videoState(page)).time).toBeLessThan(2)
})

test('a visitor who pauses the demo keeps it paused', async ({ page }) => {
  await page.goto('/')
  const video = page.locator('video')
  await video.scrollIntoViewIfNeeded()
  await expect.poll(async () => (await videoState(page)).paused, { timeout: 10_000 }).toBe(false)
  await video.evaluate((v: HTMLVideoElement) => v.pause())
  await page.evaluate(() => window.scrollTo(0, 0))
  await video.scrollIntoViewIfNeeded()
  await page.waitForTimeout(800)
  expect((await videoState(page)).paused).toBe(true)
})

test('the sample carousel can be paused, and stepped with Previous and Next', async ({ page }) => {
  await presetMarker(page, 'carousel-visitor-0003', DAY_MS)
  // The page's clock runs as usual, and can be run ahead (page.clock.runFor) rather than waited for.
  await page.clock.install()
  await page.goto('/')
  const carousel = trial(page).getByRole('region', { name: 'Sample coloring pages' })
  await carousel.getByRole('button', { name: 'Pause the sample pages' }).click()
  await page.mouse.move(0, 0)
  await expect(carousel.getByRole('button', { name: 'Play the sample pages' })).toBeVisible()
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]')
  const label = await current.getAttribute('aria-label')
  // More than the 3 seconds between slides, on the page's clock.
  await page.clock.runFor(3500)
  await expect(current).toHaveAttribute('aria-label', label ?? '')

  await carousel.getByRole('button', { name: 'Next sample page' }).click()
  await expect(current).toHaveAttribute('aria-label', '2 of 7')
  await carousel.getByRole('button', { name: 'Previous sample page' }).click()
  await carousel.getByRole('button', { name: 'Previous sample page' }).click()
  await expect(current).toHaveAttribute('aria-label', '7 of 7')
  // Paused, the slides are announced as they change.
  await expect(carousel.locator('.carousel__slides')).toHaveAttribute('aria-live', 'polite')
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('neither the carousel nor the demo moves by itself', async ({ page }) => {
    await presetMarker(page, 'calm-visitor-0004', DAY_MS)
    // The seconds below are the page's, run through at once: a demo asked to play in them is seen by its
    // call to play(), which comes before any picture moves.
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play
      Object.assign(window, { playCalls: 0 })
      HTMLMediaElement.prototype.play = function () {
        Object.assign(window, { playCalls: (window as unknown as { playCalls: number }).playCalls + 1 })
        return play.call(this)
      }
    })
    await page.clock.install()
    await page.goto('/')
    const carousel = trial(page).getByRole('region', { name: 'Sample coloring pages' })
    await expect(carousel.getByRole('button', { name: 'Play the sample pages' })).toBeVisible()
    await page.locator('video').scrollIntoViewIfNeeded()
    // Seen on screen by an observer made after the page's own: the page's has been told too.
    await page.locator('video').evaluate(
      (v) =>
        new Promise<void>((resolve) =>
          new IntersectionObserver(([entry]) => entry.isIntersecting && resolve(), {
            threshold: 0.4,
          }).observe(v),
        ),
    )
    // More than the 3 seconds between slides, on the page's clock.
    await page.clock.runFor(3500)
    await expect(carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]')).toHaveAttribute(
      'aria-label',
      '1 of 7',
    )
    expect((await videoState(page)).paused).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { playCalls: number }).playCalls)).toBe(0)
  })
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the landing page passes axe at ${viewport.width} px, FAQ open`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(viewport)
    await page.goto('/')
    await scrollThrough(page)
    for (const summary of await page.locator('.faq summary').all()) await summary.click()
    await expectAccessible(page, `landing at ${viewport.width}`)
  })
}
