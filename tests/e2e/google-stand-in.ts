import type { Page } from '@playwright/test'
import { policyAsConfigured } from './csp-support'

// A stand-in for Google Identity Services' script (no network here): its button hands the page a
// credential the way Google's does, through the callback given to initialize().
const fakeGsi = `
window.google = { accounts: { id: {
  initialize(config) { window.__gsiConfig = config },
  renderButton(parent) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Sign in with Google (test)'
    button.onclick = () => window.__gsiConfig.callback({ credential: 'google-id-token-from-test', select_by: 'btn' })
    parent.appendChild(button)
  },
  prompt() {}, cancel() {}, disableAutoSelect() {}, storeCredential() {}, revoke() {},
} } }`

/**
 * Makes the page believe Google sign-in is configured, serving the stand-in for Google's script, and
 * sending the Content-Security-Policy a server with Google sign-in configured sends.
 */
export async function withGoogleConfigured(page: Page) {
  await policyAsConfigured(page, { google: true })
  await page.route('**/api/config/', (route) =>
    route.fulfill({ json: { googleClientId: 'test-client.apps.googleusercontent.com' } }),
  )
  await page.route('https://accounts.google.com/gsi/client*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeGsi }),
  )
}
