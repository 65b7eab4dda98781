import { z } from 'zod'
import {
  checkoutRequest,
  colorByNumberBody,
  dotToDotBody,
  errorResponse,
  galleryShelfResponse,
  generateBody,
  googleSignInRequest,
  healthResponse,
  idempotencyKeyHeader,
  imageJson,
  imageListResponse,
  imageParams,
  loginRequest,
  meResponse,
  okResponse,
  pageViewBody,
  passwordResetConfirmRequest,
  passwordResetRequest,
  photoFields,
  photoPreviewResponse,
  plansResponse,
  pngImageResponse,
  portalRequest,
  promptRefusedBody,
  publicConfigResponse,
  redirectResponse,
  registerRequest,
  sandboxActionForm,
  sandboxPageQuery,
  sandboxSwitchForm,
  sessionResponse,
  signedFileQuery,
  stripeWebhookResponse,
  subscriptionResponse,
  suggestResponse,
  tracingBody,
  trialBody,
  trialDownloadQuery,
  usageResponse,
} from '../../shared/contract'

// Every route under /api/, as the OpenAPI document describes it: the request and response shapes are the
// contract's zod schemas, the statuses those the handlers answer. tests/api/openapi.test.ts fails when a
// route Fastify serves is missing here, or one listed here is not served.

/** The contract's schemas named in components.schemas: requests as clients send them (defaults optional). */
export const requestSchemas = {
  RegisterRequest: registerRequest,
  LoginRequest: loginRequest,
  GoogleSignInRequest: googleSignInRequest,
  PasswordResetRequest: passwordResetRequest,
  PasswordResetConfirmRequest: passwordResetConfirmRequest,
  GenerateRequest: generateBody,
  TrialRequest: trialBody,
  PhotoFields: photoFields,
  ColorByNumberRequest: colorByNumberBody,
  DotToDotRequest: dotToDotBody,
  TracingRequest: tracingBody,
  CheckoutRequest: checkoutRequest,
  PortalRequest: portalRequest,
  PageView: pageViewBody,
  SandboxActionForm: sandboxActionForm,
  SandboxSwitchForm: sandboxSwitchForm,
} satisfies Record<string, z.ZodType>

/** ...and answers as the server sends them. */
export const responseSchemas = {
  Error: errorResponse,
  PromptRefused: promptRefusedBody,
  Health: healthResponse,
  PublicConfig: publicConfigResponse,
  Session: sessionResponse,
  Me: meResponse,
  Ok: okResponse,
  Usage: usageResponse,
  ImageJson: imageJson,
  ImageList: imageListResponse,
  PngImage: pngImageResponse,
  PhotoPreview: photoPreviewResponse,
  Suggest: suggestResponse,
  Plans: plansResponse,
  Redirect: redirectResponse,
  Subscription: subscriptionResponse,
  StripeWebhookReceipt: stripeWebhookResponse,
  GalleryShelf: galleryShelfResponse,
} satisfies Record<string, z.ZodType>

type RequestName = keyof typeof requestSchemas
type ResponseName = keyof typeof responseSchemas

/** One answer: JSON of a named schema, a file, an HTML page, a redirect, or nothing. */
export type Answer =
  | { description: string; json: ResponseName }
  | { description: string; file: 'image/png' | 'application/pdf' }
  | { description: string; html: true }
  | { description: string; redirect: true }
  | { description: string; empty: true }
  | { description: string; anyJson: true }

export type ApiOperation = {
  method: 'get' | 'post' | 'delete'
  /** As registered with Fastify (":id"); the document writes "{id}". */
  path: string
  summary: string
  /** Needs `Authorization: Token <key>`; answers 401 without it. */
  signedIn?: boolean
  body?:
    | { json: RequestName | RequestName[] }
    | { form: RequestName }
    | { multipart: RequestName; file: string }
    | { raw: 'application/json' }
  query?: z.ZodObject
  params?: z.ZodObject
  /** Request headers the handler reads, with their schema. */
  headers?: Record<string, { schema: z.ZodType; description: string; required?: boolean }>
  answers: Record<number, Answer>
  /** Its errors are HTML pages (the sandbox's checkout), not JSON. */
  htmlErrors?: boolean
  /** Whether this server serves it: the Stripe webhook with Stripe billing, the sandbox's pages without. */
  only?: 'stripe' | 'sandbox'
}

const error = (description: string): Answer => ({ description, json: 'Error' })
const badInput = error('The input is not valid; the message says what to change.')
const signedOut = error('No session, or one that has ended.')
const tooMany = error('Too many attempts; the Retry-After header says when to try again.')
const notFound = error('No such page of this account.')
const stillBeingMade = error('The page is still being made; try again after Retry-After.')
const idempotencyKey = {
  'Idempotency-Key': {
    schema: idempotencyKeyHeader,
    description: 'Sent again with the same key, the call answers the page already made and charges once.',
  },
}
const pageFile = (type: 'image/png' | 'application/pdf'): Answer => ({ description: 'The file.', file: type })
const sandboxPage: Answer = { description: 'The page (test mode: no card is charged).', html: true }
const sandboxDone: Answer = { description: 'Done; on to the next page.', redirect: true }
// The sandbox's errors are pages too (htmlErrors): a person reads them in the browser, not a client.
const sandboxErrors = {
  400: error('The form is not valid, or the change cannot be made.'),
  404: error('The link is not valid.'),
  410: error('The link has expired, or the checkout is already paid.'),
}

export const apiOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health/',
    summary: 'The process answers',
    answers: { 200: { description: 'Alive.', json: 'Health' } },
  },
  {
    method: 'get',
    path: '/api/gallery/shelf/',
    summary: "The free gallery's page of the day and the season's shelves",
    answers: { 200: { description: 'The same for everyone today.', json: 'GalleryShelf' } },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    answers: { 200: { description: 'The OpenAPI 3.1 description of the API.', anyJson: true } },
  },
  {
    method: 'get',
    path: '/api/config/',
    summary: 'What the browser needs to know before anyone signs in',
    answers: { 200: { description: 'The public settings.', json: 'PublicConfig' } },
  },
  {
    method: 'post',
    path: '/api/auth/register/',
    summary: 'Create an account',
    body: { json: 'RegisterRequest' },
    answers: {
      201: { description: 'Signed in to the new account.', json: 'Session' },
      400: badInput,
      409: error('An account with this email already exists.'),
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/auth/login/',
    summary: 'Sign in with email and password',
    body: { json: 'LoginRequest' },
    answers: {
      200: { description: 'Signed in.', json: 'Session' },
      400: badInput,
      401: error('Invalid email or password.'),
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/auth/google/',
    summary: 'Sign in with a Google ID token',
    body: { json: 'GoogleSignInRequest' },
    answers: {
      200: { description: 'Signed in.', json: 'Session' },
      400: badInput,
      401: error('The Google credential is not valid.'),
      409: error('The email is linked to another Google account.'),
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/auth/logout/',
    summary: 'End this session',
    signedIn: true,
    answers: { 204: { description: 'Signed out.', empty: true }, 401: signedOut },
  },
  {
    method: 'get',
    path: '/api/auth/me/',
    summary: 'The signed-in user',
    signedIn: true,
    answers: { 200: { description: 'The user.', json: 'Me' }, 401: signedOut },
  },
  {
    method: 'post',
    path: '/api/password-reset/',
    summary: 'Mail a link to reset the password',
    body: { json: 'PasswordResetRequest' },
    answers: {
      200: { description: 'The same answer whether or not the account exists.', json: 'Ok' },
      400: badInput,
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/password-reset-confirm/',
    summary: 'Set a new password with the link from the mail',
    body: { json: 'PasswordResetConfirmRequest' },
    answers: {
      200: { description: 'The password is changed.', json: 'Ok' },
      400: error('The link is invalid or has expired, or the password is not valid.'),
      429: tooMany,
    },
  },
  {
    method: 'get',
    path: '/api/images/usage/',
    summary: 'How much of the quota is spent',
    signedIn: true,
    answers: { 200: { description: 'The usage.', json: 'Usage' }, 401: signedOut },
  },
  {
    method: 'post',
    path: '/api/images/trial/',
    summary: 'The free trial page, without an account',
    body: { json: 'TrialRequest' },
    answers: {
      200: { description: 'The page, a base64 PNG.', json: 'PngImage' },
      400: badInput,
      403: error("This browser's free page is used."),
      422: { description: 'The engine will not draw this prompt.', json: 'PromptRefused' },
      429: error('This network made its free pages for the day.'),
      502: error('The image model failed.'),
      504: error('The image model took too long.'),
    },
  },
  {
    method: 'get',
    path: '/api/images/download_trial/',
    summary: "This browser's trial page as a PNG file",
    query: trialDownloadQuery,
    answers: { 200: pageFile('image/png'), 400: badInput, 404: error('No trial page for this browser.') },
  },
  {
    method: 'get',
    path: '/api/images/',
    summary: "The account's pages, newest first",
    signedIn: true,
    answers: { 200: { description: 'The pages.', json: 'ImageList' }, 401: signedOut },
  },
  {
    method: 'post',
    path: '/api/images/generate/',
    summary: 'Make a coloring page from a prompt (docs/api-errors.md)',
    signedIn: true,
    headers: idempotencyKey,
    body: { json: 'GenerateRequest' },
    answers: {
      200: { description: 'The same Idempotency-Key again: the page already made.', json: 'ImageJson' },
      201: { description: 'The page was made.', json: 'ImageJson' },
      202: { description: 'Still being made: poll GET /api/images/{id}/.', json: 'ImageJson' },
      400: badInput,
      401: signedOut,
      403: error('No page left on the plan.'),
      422: { description: 'The engine will not draw this prompt.', json: 'PromptRefused' },
      429: tooMany,
      502: error('The image model failed.'),
      504: error('The image model took too long.'),
    },
  },
  {
    method: 'post',
    path: '/api/worksheets/',
    summary:
      'Make a worksheet (color by number, dot to dot, tracing) from a page of the library (free), a prompt (one page) or a text (docs/api-errors.md)',
    signedIn: true,
    headers: idempotencyKey,
    body: { json: ['ColorByNumberRequest', 'DotToDotRequest', 'TracingRequest'] },
    answers: {
      200: { description: 'The same Idempotency-Key again: the worksheet already made.', json: 'ImageJson' },
      201: {
        description: 'The worksheet was made: the image, its kind and what the sheet holds.',
        json: 'ImageJson',
      },
      400: badInput,
      401: signedOut,
      403: error('From a prompt: no page left on the plan.'),
      404: notFound,
      409: stillBeingMade,
      422: error(
        'The engine will not draw this prompt (with suggestions), or the page has no outline for dots.',
      ),
      429: tooMany,
      502: error('The image model failed.'),
      504: error('The image model took too long.'),
    },
  },
  {
    method: 'post',
    path: '/api/images/photo/',
    summary: 'Make a coloring page from a photo',
    signedIn: true,
    headers: idempotencyKey,
    body: { multipart: 'PhotoFields', file: 'photo' },
    answers: {
      200: { description: 'The same Idempotency-Key again: the page already made.', json: 'ImageJson' },
      201: { description: 'The page was made.', json: 'ImageJson' },
      400: badInput,
      401: signedOut,
      403: error('No page left on the plan.'),
      413: error('The photo is over 20 MB.'),
      415: error('Not multipart/form-data, or not a picture the engine reads.'),
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/images/photo/preview/',
    summary: 'A small picture of the page a photo makes, not counted',
    signedIn: true,
    body: { multipart: 'PhotoFields', file: 'photo' },
    answers: {
      200: { description: 'The preview, a base64 PNG.', json: 'PhotoPreview' },
      400: badInput,
      401: signedOut,
      413: error('The photo is over 20 MB.'),
      415: error('Not multipart/form-data, or not a picture the engine reads.'),
      429: tooMany,
    },
  },
  {
    method: 'get',
    path: '/api/images/suggest/',
    summary: 'A prompt idea',
    signedIn: true,
    answers: { 200: { description: 'A prompt.', json: 'Suggest' }, 401: signedOut, 429: tooMany },
  },
  {
    method: 'get',
    path: '/api/images/:id/',
    summary: 'One page (poll it while its status is pending)',
    signedIn: true,
    params: imageParams,
    answers: { 200: { description: 'The page.', json: 'ImageJson' }, 401: signedOut, 404: notFound },
  },
  {
    method: 'delete',
    path: '/api/images/:id/',
    summary: 'Delete a page and its files',
    signedIn: true,
    params: imageParams,
    answers: { 204: { description: 'Deleted.', empty: true }, 401: signedOut, 404: notFound },
  },
  {
    method: 'get',
    path: '/api/images/:id/download/',
    summary: 'The page as a PNG file',
    signedIn: true,
    params: imageParams,
    answers: { 200: pageFile('image/png'), 401: signedOut, 404: notFound, 409: stillBeingMade },
  },
  {
    method: 'get',
    path: '/api/images/:id/download_pdf/',
    summary: 'The page as a printable PDF',
    signedIn: true,
    params: imageParams,
    answers: { 200: pageFile('application/pdf'), 401: signedOut, 404: notFound, 409: stillBeingMade },
  },
  {
    method: 'get',
    path: '/api/images/:id/file/',
    summary: "The page's PNG at its signed, expiring imageUrl (no Authorization header)",
    params: imageParams,
    query: signedFileQuery,
    answers: {
      200: pageFile('image/png'),
      404: error('The link has expired or is not valid.'),
      409: stillBeingMade,
    },
  },
  {
    method: 'get',
    path: '/api/plans/',
    summary: 'The plans and their prices',
    answers: { 200: { description: 'The plans.', json: 'Plans' } },
  },
  {
    method: 'post',
    path: '/api/create-checkout-session/',
    summary: 'Start a checkout (priceId) or open the billing portal (returnUrl alone)',
    signedIn: true,
    body: { json: ['CheckoutRequest', 'PortalRequest'] },
    answers: {
      200: { description: 'Where to send the browser.', json: 'Redirect' },
      400: badInput,
      401: signedOut,
      429: tooMany,
      502: error('The payment service is not answering.'),
    },
  },
  {
    method: 'get',
    path: '/api/billing/subscription/',
    summary: "The plan's state, for the account page",
    signedIn: true,
    answers: { 200: { description: 'The subscription.', json: 'Subscription' }, 401: signedOut },
  },
  {
    method: 'post',
    path: '/api/stripe/webhook/',
    summary: "Stripe's signed events (served with Stripe billing)",
    only: 'stripe',
    headers: {
      'Stripe-Signature': {
        schema: z.string(),
        description: "Stripe's signature of the raw body.",
        required: true,
      },
    },
    body: { raw: 'application/json' },
    answers: {
      200: { description: 'The event was taken.', json: 'StripeWebhookReceipt' },
      400: error('The signature is missing or not valid.'),
      502: error('Stripe could not be reached; Stripe sends the event again later.'),
    },
  },
  {
    method: 'get',
    path: '/api/billing/sandbox/checkout/',
    summary: "The sandbox's checkout page (served without Stripe)",
    only: 'sandbox',
    htmlErrors: true,
    query: sandboxPageQuery,
    answers: { 200: sandboxPage, ...sandboxErrors },
  },
  {
    method: 'post',
    path: '/api/billing/sandbox/checkout/pay/',
    summary: "The sandbox checkout's Pay button",
    only: 'sandbox',
    htmlErrors: true,
    body: { form: 'SandboxActionForm' },
    answers: { 303: sandboxDone, ...sandboxErrors },
  },
  {
    method: 'get',
    path: '/api/billing/sandbox/portal/',
    summary: "The sandbox's manage-subscription page",
    only: 'sandbox',
    htmlErrors: true,
    query: sandboxPageQuery,
    answers: { 200: sandboxPage, ...sandboxErrors },
  },
  {
    method: 'post',
    path: '/api/billing/sandbox/portal/cancel/',
    summary: 'Cancel at the end of the period (sandbox)',
    only: 'sandbox',
    htmlErrors: true,
    body: { form: 'SandboxActionForm' },
    answers: { 303: sandboxDone, ...sandboxErrors },
  },
  {
    method: 'post',
    path: '/api/billing/sandbox/portal/reactivate/',
    summary: 'Keep a cancelled plan (sandbox)',
    only: 'sandbox',
    htmlErrors: true,
    body: { form: 'SandboxActionForm' },
    answers: { 303: sandboxDone, ...sandboxErrors },
  },
  {
    method: 'post',
    path: '/api/billing/sandbox/portal/switch/',
    summary: 'Switch to another plan (sandbox)',
    only: 'sandbox',
    htmlErrors: true,
    body: { form: 'SandboxSwitchForm' },
    answers: { 303: sandboxDone, ...sandboxErrors },
  },
  {
    method: 'post',
    path: '/api/analytics/pageview/',
    summary: 'Record a page view (navigator.sendBeacon may send it as text/plain)',
    body: { json: 'PageView' },
    answers: { 204: { description: 'Recorded.', empty: true }, 400: badInput, 429: tooMany },
  },
]
