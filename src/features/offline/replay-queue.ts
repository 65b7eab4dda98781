import type { SendAnswer } from './api'
import { listQueue, markQueued, removeQueued } from './queue-store'
import type { PageJson, QueuedGeneration } from './types'

export const SIGN_IN_AGAIN_MESSAGE = 'Sign in again to send this page.'
export const LIMIT_MESSAGE = 'Monthly limit reached'
const REFUSED_FALLBACK = 'This prompt cannot be used. Change it and try again.'

export type ReplayDeps = {
  send: (item: QueuedGeneration) => Promise<SendAnswer>
  /** The page was made: show it (and keep it offline). */
  onSent?: (page: PageJson, item: QueuedGeneration) => void | Promise<void>
  /** The plan has no pages left: open the limit dialog. */
  onLimit?: (item: QueuedGeneration) => void
  /** The server no longer accepts the session. */
  onSignInNeeded?: (item: QueuedGeneration) => void
}

export type ReplayResult = {
  sent: number
  stopped: 'offline' | 'sign-in' | 'server' | null
  skipped?: boolean
}

let running = false

/**
 * Sends this user's queued generations one at a time, oldest first, with each item's own
 * idempotency key. One replay at a time, across tabs too (Web Locks where the browser has them).
 */
export async function replayQueue(userId: string, deps: ReplayDeps): Promise<ReplayResult> {
  return withReplayLock(() => replayNow(userId, deps))
}

async function withReplayLock(run: () => Promise<ReplayResult>): Promise<ReplayResult> {
  const skipped: ReplayResult = { sent: 0, stopped: null, skipped: true }
  if (running) return skipped
  running = true
  try {
    const locks = globalThis.navigator?.locks
    if (!locks?.request) return await run()
    // ifAvailable: another tab already replaying is enough; this one does not wait in line.
    return await locks.request('colorly-queue-replay', { ifAvailable: true }, (lock) =>
      lock ? run() : skipped,
    )
  } finally {
    running = false
  }
}

async function replayNow(userId: string, deps: ReplayDeps): Promise<ReplayResult> {
  let sent = 0
  let limitShown = false
  const items = (await listQueue(userId)).filter((q) => q.state === 'waiting' || q.state === 'sign-in')
  for (const item of items) {
    let answer: SendAnswer
    try {
      answer = await deps.send(item)
    } catch {
      // No connection (or the server cannot be reached): everything stays for the next try.
      return { sent, stopped: 'offline' }
    }
    if (answer.status >= 200 && answer.status < 300 && answer.page) {
      await removeQueued(item.id)
      sent++
      await deps.onSent?.(answer.page, item)
    } else if (answer.status === 401) {
      await markQueued(item.id, 'sign-in', SIGN_IN_AGAIN_MESSAGE)
      deps.onSignInNeeded?.(item)
      return { sent, stopped: 'sign-in' }
    } else if (answer.status === 403) {
      await markQueued(item.id, 'limit', LIMIT_MESSAGE)
      if (!limitShown) deps.onLimit?.(item)
      limitShown = true
    } else if ([400, 413, 415, 422].includes(answer.status)) {
      // Refused for what was asked (a prompt the engine will not draw, a photo too big or not a photo): never
      // sent again; the card says why (and offers what the engine can draw) until it is removed.
      await markQueued(item.id, 'refused', answer.error ?? REFUSED_FALLBACK, answer.suggestions)
    } else {
      // 429, 5xx: the server is busy or failing; try again later.
      return { sent, stopped: 'server' }
    }
  }
  return { sent, stopped: null }
}
