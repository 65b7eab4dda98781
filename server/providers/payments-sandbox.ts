import { openSandboxSession } from '../billing/sandbox-sessions'
import type { Db } from '../db/client'
import type { SandboxPayments } from './payments-provider'

export const SANDBOX_CHECKOUT_PATH = '/api/billing/sandbox/checkout/'
export const SANDBOX_PORTAL_PATH = '/api/billing/sandbox/portal/'

/**
 * Test-mode payments with no network: checkout and manage pages served by this server, reached
 * through a link whose secret is bound to the user and short-lived. No card is charged.
 */
export function createSandboxPayments(deps: { db: Db; now: () => Date; publicUrl: string }): SandboxPayments {
  // On the origin the buyer came from (already checked to be ours), so they stay signed in there.
  const link = (from: string, path: string, token: string) =>
    `${new URL(from, deps.publicUrl).origin}${path}?session=${token}`
  return {
    kind: 'sandbox',

    async createCheckout({ user, price, successUrl, cancelUrl }) {
      const token = await openSandboxSession(
        deps.db,
        { kind: 'checkout', userId: user.id, priceId: price.id, successUrl, cancelUrl },
        deps.now(),
      )
      return { url: link(successUrl, SANDBOX_CHECKOUT_PATH, token), customerId: null }
    },

    async createPortal({ user, returnUrl }) {
      const token = await openSandboxSession(
        deps.db,
        { kind: 'portal', userId: user.id, returnUrl },
        deps.now(),
      )
      return { url: link(returnUrl, SANDBOX_PORTAL_PATH, token), customerId: null }
    },
  }
}
