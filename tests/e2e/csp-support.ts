import type { Page } from '@playwright/test'
import { GOOGLE_SIGN_IN_SOURCES, withSources } from '../../server/http/content-security-policy'

/**
 * Collects every Content-Security-Policy violation the page reports (from the browser's own event,
 * and the console messages Chromium writes for them), for a test to assert there were none.
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      )
    })
  })
  return async () => {
    const fromPage = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [])
    return [...fromPage, ...fromConsole]
  }
}

/**
 * Tests that stand in for a server configured with Google sign-in or an analytics script (by
 * answering /api/config/ themselves) also need the policy such a server sends: this adds the same
 * sources the server adds when configured (server/http/content-security-policy.ts).
 */
export async function policyAsConfigured(
  page: Page,
  options: { google?: boolean; analyticsScriptUrl?: string },
) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    let policy = response.headers()['content-security-policy']
    if (!policy) return route.fulfill({ response })
    if (options.google) {
      for (const [directive, sources] of Object.entries(GOOGLE_SIGN_IN_SOURCES)) {
        policy = withSources(policy, directive, [sources])
      }
    }
    if (options.analyticsScriptUrl) {
      const origin = new URL(options.analyticsScriptUrl).origin
      policy = withSources(withSources(policy, 'script-src', [origin]), 'connect-src', [origin])
    }
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } })
  })
}
