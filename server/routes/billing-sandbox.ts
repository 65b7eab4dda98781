import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { sandboxActionForm, sandboxPageQuery, sandboxSwitchForm } from '../../shared/contract'
import {
  cancelSandboxSubscription,
  paySandboxCheckout,
  reactivateSandboxSubscription,
  switchSandboxPlan,
} from '../billing/sandbox-actions'
import { renderCheckoutPage, renderErrorPage, renderPortalPage } from '../billing/sandbox-pages'
import { sandboxCheckoutView, sandboxPortalView } from '../billing/sandbox-views'
import type { AppContext } from '../context'
import { HttpError } from '../http/errors'
import { parseInput } from '../http/validate'
import { SANDBOX_CHECKOUT_PATH, SANDBOX_PORTAL_PATH } from '../providers/payments-sandbox'

/**
 * The sandbox's own checkout and manage pages (test mode, no card charged): HTML forms reached
 * through links whose secret is bound to one user. They change the subscription exactly as Stripe's
 * webhooks do, through the same service.
 */
export function registerSandboxBillingRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = { db: ctx.db, now: ctx.now, billing: ctx.config.billing }
  const accountUrl = `${ctx.config.publicUrl}/account`
  const portalPage = (session: string, done: string) =>
    `${SANDBOX_PORTAL_PATH}?${new URLSearchParams({ session, done })}`

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    )
    scope.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500)
      if (status >= 500) request.log.error({ err }, 'sandbox billing page failed')
      const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : err.message
      return sendHtml(reply.status(status), renderErrorPage(message, accountUrl), ctx.config.publicUrl)
    })

    scope.get(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
      const query = parseInput(sandboxPageQuery, request.query)
      const view = await sandboxCheckoutView(deps, query.session)
      return sendHtml(reply, renderCheckoutPage(view), ctx.config.publicUrl)
    })

    scope.post(`${SANDBOX_CHECKOUT_PATH}pay/`, async (request, reply) => {
      const body = parseInput(sandboxActionForm, request.body)
      return reply.redirect(await paySandboxCheckout(deps, body.session), 303)
    })

    scope.get(SANDBOX_PORTAL_PATH, async (request, reply) => {
      const query = parseInput(sandboxPageQuery, request.query)
      const view = await sandboxPortalView(deps, query.session)
      return sendHtml(reply, renderPortalPage(view, query.done), ctx.config.publicUrl)
    })

    scope.post(`${SANDBOX_PORTAL_PATH}cancel/`, async (request, reply) => {
      const body = parseInput(sandboxActionForm, request.body)
      await cancelSandboxSubscription(deps, body.session)
      return reply.redirect(portalPage(body.session, 'canceled'), 303)
    })

    scope.post(`${SANDBOX_PORTAL_PATH}reactivate/`, async (request, reply) => {
      const body = parseInput(sandboxActionForm, request.body)
      await reactivateSandboxSubscription(deps, body.session)
      return reply.redirect(portalPage(body.session, 'reactivated'), 303)
    })

    scope.post(`${SANDBOX_PORTAL_PATH}switch/`, async (request, reply) => {
      const body = parseInput(sandboxSwitchForm, request.body)
      await switchSandboxPlan(deps, body.session, body.priceId)
      return reply.redirect(portalPage(body.session, 'switched'), 303)
    })
  })
}

// No script, no framing (the Pay button must not be clickjacked), no referrer (the link is a secret).
function sendHtml(reply: FastifyReply, html: string, publicUrl: string) {
  const origin = new URL(publicUrl).origin
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html)
}
