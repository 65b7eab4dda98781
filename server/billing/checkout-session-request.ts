import {
  type CheckoutRequest,
  checkoutRequest,
  type PortalRequest,
  portalRequest,
} from '../../shared/contract'
import { badRequest } from '../http/errors'
import { parseInput } from '../http/validate'

/**
 * The body of POST /api/create-checkout-session/: a priceId means checkout, a returnUrl alone means
 * the billing portal (one call serves both).
 */
export function parseCheckoutSessionRequest(
  body: unknown,
): { kind: 'checkout'; input: CheckoutRequest } | { kind: 'portal'; input: PortalRequest } {
  if (body === undefined) throw badRequest('The request body is empty; send a JSON object.')
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {}
  if ('priceId' in fields) return { kind: 'checkout', input: parseInput(checkoutRequest, body) }
  if ('returnUrl' in fields) return { kind: 'portal', input: parseInput(portalRequest, body) }
  throw badRequest(
    'Send priceId, successUrl and cancelUrl to start a checkout, or returnUrl to manage your subscription.',
  )
}
