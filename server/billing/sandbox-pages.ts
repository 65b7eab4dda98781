import { DATA_RETENTION_DAYS } from './plans'
import type { CheckoutView, PortalView } from './sandbox-views'

// Server-rendered test-mode pages: no script, one small style sheet, every action a plain form.

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const longDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : ''

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f5f3ff}
main{max-width:32rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 4px 24px rgba(76,29,149,.12)}
.test-mode{margin:0 0 1.5rem;padding:.6rem 1rem;border:2px dashed #b45309;border-radius:.5rem;background:#fffbeb;color:#78350f;font-weight:600;text-align:center}
h1{margin:0 0 .25rem;font-size:1.6rem;color:#3b0764}
h2{margin:1.75rem 0 .5rem;font-size:1.15rem;color:#3b0764}
.charge{margin:.25rem 0 0;font-size:2rem;font-weight:700;color:#111827}
.muted{color:#4b5563}
ul{padding-left:1.2rem}
form{margin:0}
button,.link-button{display:inline-block;width:100%;margin-top:.75rem;padding:.8rem 1rem;border:0;border-radius:.6rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:#6d28d9;color:#fff}
.primary:hover{background:#5b21b6}
.secondary{background:#ede9fe;color:#3b0764}
.secondary:hover{background:#ddd6fe}
.danger{background:#fee2e2;color:#7f1d1d}
.danger:hover{background:#fecaca}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#5b21b6}
.notice{padding:.6rem 1rem;border-radius:.5rem;background:#ecfdf5;color:#065f46}
.switch button{text-align:left}
.confirm{margin-top:.75rem}
.confirm summary{display:block;padding:.8rem 1rem;border-radius:.6rem;font-weight:600;text-align:center;cursor:pointer;list-style:none}
.confirm summary::-webkit-details-marker{display:none}
.confirm summary:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.confirm[open]{padding:0 0 1rem;border-bottom:1px solid #e5e7eb}
.confirm[open] summary{background:#fff;border:2px solid #fecaca}
.back{margin-top:1.5rem}
@media (max-width:34rem){body{background:#fff}main{margin:0;padding:1.25rem;border-radius:0;box-shadow:none}}
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Colorly (test mode)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test-mode" role="note">Test mode: no card is charged</p>
${body}
</main>
</body>
</html>
`
}

const hiddenSession = (token: string) => `<input type="hidden" name="session" value="${escapeHtml(token)}">`

export function renderCheckoutPage(view: CheckoutView): string {
  const replaces = view.replaces
    ? `<p>This replaces your ${escapeHtml(view.replaces)} plan now, and a new billing period starts today.</p>`
    : ''
  return page(
    `Subscribe to ${view.planName}`,
    `<h1>Subscribe to ${escapeHtml(view.planName)}</h1>
<p class="charge">${escapeHtml(view.charge)}</p>
<p class="muted">${escapeHtml(view.detail)}</p>
<ul>
<li>${view.imagesPerMonth.toLocaleString('en-US')} coloring pages per month</li>
<li>Renews automatically; cancel any time from your account page</li>
</ul>
<p>Account: <strong>${escapeHtml(view.email)}</strong></p>
${replaces}
<form method="post" action="pay/">
${hiddenSession(view.token)}
<button type="submit" class="primary">Pay ${escapeHtml(view.charge.split(' ')[0])} (test mode)</button>
</form>
<a class="link-button secondary" href="${escapeHtml(view.cancelUrl)}">Cancel and go back</a>`,
  )
}

const NOTICES: Record<string, string> = {
  canceled: 'Your subscription is cancelled. You keep your plan until the end of the paid period.',
  reactivated: 'Your subscription is active again and will renew.',
  switched: 'Your plan has changed. A new billing period starts today.',
}

export function renderPortalPage(view: PortalView, notice?: string): string {
  const { state } = view
  const message = notice && NOTICES[notice] ? `<p class="notice" role="status">${NOTICES[notice]}</p>` : ''
  return page(
    'Manage your subscription',
    `<h1>Manage your subscription</h1>
<p class="muted">${escapeHtml(view.email)}</p>
${message}
<h2>Current plan</h2>
${describePlan(state, view.live)}
${view.live ? manageActions(view) : choosePlan(view)}
<a class="link-button secondary back" href="${escapeHtml(view.returnUrl)}">Return to Colorly</a>`,
  )
}

function describePlan(state: PortalView['state'], live: boolean): string {
  if (!live) {
    const ended = state.endsAt ? ` Your paid plan ended on ${longDate(state.endsAt)}.` : ''
    const deletion = state.dataDeletionAt
      ? ` Your account and pages will be deleted on ${longDate(state.dataDeletionAt)} unless you subscribe again.`
      : ''
    return `<p>You are on the <strong>Free</strong> plan.${ended}${deletion}</p>`
  }
  const billed = state.interval === 'yearly' ? 'billed annually' : 'billed monthly'
  const when = state.cancelAtPeriodEnd
    ? `Cancelled: your plan stays until <strong>${longDate(state.endsAt)}</strong>, then ends. Your account and pages will be deleted on ${longDate(state.dataDeletionAt)} unless you reactivate.`
    : `Renews on <strong>${longDate(state.renewsAt)}</strong>.`
  return `<p><strong>${escapeHtml(state.planName)}</strong>, ${billed}.</p><p>${when}</p>`
}

function manageActions(view: PortalView): string {
  const toggle = view.state.cancelAtPeriodEnd
    ? `<form method="post" action="reactivate/">${hiddenSession(view.token)}
<button type="submit" class="primary">Reactivate subscription</button></form>`
    : `<details class="confirm">
<summary class="danger">Cancel subscription</summary>
<p>Your plan stays until <strong>${longDate(view.state.renewsAt)}</strong>, then ends and is not charged again. Your account and pages are deleted ${DATA_RETENTION_DAYS} days after it ends, unless you reactivate.</p>
<form method="post" action="cancel/">${hiddenSession(view.token)}
<button type="submit" class="danger">Yes, cancel my subscription</button></form>
</details>`
  const options = view.switchTo
    .map(
      (o) =>
        `<button type="submit" class="secondary" name="priceId" value="${escapeHtml(o.priceId)}">Switch to ${escapeHtml(o.label)}</button>`,
    )
    .join('\n')
  return `${toggle}
<h2 id="switch-heading">Switch plan</h2>
<p class="muted">The new plan starts now, with a new billing period.</p>
<form method="post" action="switch/" class="switch" aria-labelledby="switch-heading">${hiddenSession(view.token)}
${options}
</form>`
}

const choosePlan = (view: PortalView) =>
  `<a class="link-button primary" href="${escapeHtml(view.pricingUrl)}">See plans</a>`

export function renderErrorPage(message: string, homeUrl: string): string {
  return page(
    'Something went wrong',
    `<h1>This link cannot be used</h1>
<p role="alert">${escapeHtml(message)}</p>
<a class="link-button primary" href="${escapeHtml(homeUrl)}">Go to your account</a>`,
  )
}
