import { atom, type Setter } from 'jotai'
import { FetchError } from 'ofetch'
import { errorMessage } from '../../lib/api'
import { trackWork } from '../../lib/busy-work'
import { promptRefusalOf } from '../../lib/prompt-refusal'
import { isOffline } from '../../lib/use-online'
import { deletePage, fetchUsage, generatePage, listPages, type PageFormat } from './api'
import { keepImageUrls } from './keep-image-urls'
import type { ColoringPage, PageRequest, Usage } from './types'

// The workspace's state. GeneratorWorkspace gives each signed-in user a store of their own, so one
// person's pages never show for the next one to sign in on the same device.

/** The user's pages, newest first; null until the first list arrives. */
export const pagesAtom = atom<ColoringPage[] | null>(null)
/** The last attempt to list the pages failed. */
export const pagesFailedAtom = atom(false)

export const usageAtom = atom<Usage | null>(null)
export const usageFailedAtom = atom(false)

/** Where a generation was asked for: the prompt form, or the Retry button of the page with this id. */
export type GenerationSource = 'form' | { retryOf: string }

export type PendingGeneration = { request: PageRequest; source: GenerationSource }

/** The generation in flight; one at a time. */
export const pendingAtom = atom<PendingGeneration | null>(null)
/**
 * Why the last generation failed, shown next to where it was asked for; a prompt the engine will not draw
 * (422) comes with close prompts it can draw.
 */
export const generateErrorAtom = atom<{
  message: string
  source: GenerationSource
  suggestions?: string[]
} | null>(null)
export const limitModalOpenAtom = atom(false)

/**
 * What the route plugs in from other features (offline queue and library). Set by GeneratorWorkspace.
 */
export type GeneratorHooks = {
  /** Offline, or the server could not be reached: keep the request to send later with this key. */
  queue?: (request: PageRequest, idempotencyKey: string) => Promise<void>
  /** A new page was made. */
  onPageMade?: (page: ColoringPage) => void
  /** A PNG or PDF of a page was downloaded. */
  onFileDownloaded?: (page: ColoringPage, format: PageFormat, blob: Blob) => unknown
  /** A page was deleted (what was kept for it elsewhere goes with it). */
  onPageDeleted?: (id: string) => unknown
}
export const hooksAtom = atom<GeneratorHooks>({})

/** The prompt box, also filled by Suggest and by the empty state's examples. */
export const draftPromptAtom = atom('')

/** What the next page starts from: a description, a photo or a text to trace. The empty state's examples switch back. */
export const pageSourceAtom = atom<'prompt' | 'photo' | 'tracing'>('prompt')

const pagesRequestAtom = atom(0)
const usageRequestAtom = atom(0)

/**
 * Lists the pages again; an older answer never overwrites a newer one. Image URLs still valid for a
 * while are kept, unless `freshUrls` (a picture failed to load: its signed URL may have expired).
 */
export const loadPagesAtom = atom(null, async (get, set, options?: { freshUrls?: boolean }) => {
  const request = get(pagesRequestAtom) + 1
  set(pagesRequestAtom, request)
  try {
    const pages = await listPages()
    if (get(pagesRequestAtom) !== request) return
    const before = get(pagesAtom)
    set(pagesAtom, options?.freshUrls ? pages : keepImageUrls(before, pages))
    set(pagesFailedAtom, false)
    // A page listed as still being made (sent by the offline queue, asked for in another tab) is now made.
    const wasPending = new Set(before?.filter((p) => p.status === 'pending').map((p) => p.id))
    for (const page of pages) {
      if (page.status === 'ready' && wasPending.has(page.id)) get(hooksAtom).onPageMade?.(page)
    }
  } catch (err) {
    if (get(pagesRequestAtom) !== request) return
    console.error('Could not list the coloring pages', err)
    set(pagesFailedAtom, true)
  }
})

export const loadUsageAtom = atom(null, async (get, set) => {
  const request = get(usageRequestAtom) + 1
  set(usageRequestAtom, request)
  try {
    const usage = await fetchUsage()
    if (get(usageRequestAtom) !== request) return
    set(usageAtom, usage)
    set(usageFailedAtom, false)
  } catch (err) {
    if (get(usageRequestAtom) !== request) return
    console.error('Could not load the usage', err)
    set(usageFailedAtom, true)
  }
})

const FALLBACK_ERROR = 'Something went wrong. Please try again.'
const OFFLINE_ERROR = 'You are offline. Connect to the internet to make a new page.'

/**
 * Generate (or Retry): one at a time. Success puts the new page first in the grid; a 403 opens the
 * limit modal; any other failure keeps the server's message for the place the request came from.
 * Offline (or when the connection drops on the way), the request is queued when the route plugged
 * in a queue, with the same idempotency key, so a request that did reach the server is not made twice.
 * Pages and usage are fetched again afterwards either way.
 */
export const generateAtom = atom(null, async (get, set, pending: PendingGeneration) => {
  if (get(pendingAtom)) return
  const { queue, onPageMade } = get(hooksAtom)
  const idempotencyKey = crypto.randomUUID()
  set(generateErrorAtom, null)
  if (queue && isOffline()) {
    await queueRequest(set, queue, pending, idempotencyKey)
    return
  }
  set(pendingAtom, pending)
  try {
    const page = await trackWork(generatePage(pending.request, idempotencyKey))
    set(pagesAtom, (pages) => [page, ...(pages ?? []).filter((p) => p.id !== page.id)])
    onPageMade?.(page)
  } catch (err) {
    const status = err instanceof FetchError ? err.status : undefined
    if (status === 403) set(limitModalOpenAtom, true)
    else if (status === undefined && queue) await queueRequest(set, queue, pending, idempotencyKey)
    else if (status !== 401) {
      const offline = status === undefined && isOffline()
      set(generateErrorAtom, {
        message: offline ? OFFLINE_ERROR : errorMessage(err, FALLBACK_ERROR),
        source: pending.source,
        suggestions: promptRefusalOf(err)?.suggestions,
      })
    }
  } finally {
    set(pendingAtom, null)
    void set(loadPagesAtom)
    void set(loadUsageAtom)
  }
})

async function queueRequest(
  set: Setter,
  queue: NonNullable<GeneratorHooks['queue']>,
  pending: PendingGeneration,
  idempotencyKey: string,
) {
  try {
    await queue(pending.request, idempotencyKey)
  } catch (err) {
    console.error('Could not queue the page', err)
    set(generateErrorAtom, { message: OFFLINE_ERROR, source: pending.source })
  }
}

/** Deletes a page for good; failures reach the caller (the card only logs them). */
export const removePageAtom = atom(null, async (get, set, id: string) => {
  await deletePage(id)
  void Promise.resolve(get(hooksAtom).onPageDeleted?.(id)).catch((err: unknown) =>
    console.warn('Could not remove what was kept for the deleted page', err),
  )
  set(pagesAtom, (pages) => pages?.filter((p) => p.id !== id) ?? pages)
  void set(loadPagesAtom)
  void set(loadUsageAtom)
})

export const isSource = (source: GenerationSource | undefined, pageId: string | 'form') =>
  source !== undefined &&
  (pageId === 'form' ? source === 'form' : typeof source === 'object' && source.retryOf === pageId)
