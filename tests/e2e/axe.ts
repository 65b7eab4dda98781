import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's WCAG 2.1 AA check of the page as it rests: colour transitions (a toggle turning violet, a button's
 * hover) are waited out first, since axe measuring a colour halfway through one reports a contrast the
 * user never sees for more than 0.15 s.
 */
export async function axeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .every((transition) => transition.playState !== 'running'),
  )
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
  return violations
}
