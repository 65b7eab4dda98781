import { useEffect, useRef, useState } from 'react'
import { sendQueued } from './api'
import { onQueueChange } from './queue-store'
import { type ReplayDeps, replayQueue } from './replay-queue'

const RETRY_WHILE_WAITING_MS = 30_000

/**
 * Sends the queue when the app starts, when the connection returns (the online event), when the
 * app becomes visible, when something is queued while the browser says it is online, and every
 * 30 seconds while the last try could not reach the server. Returns whether a replay is running.
 */
export function useQueueReplay(userId: string, handlers: Omit<ReplayDeps, 'send'>): boolean {
  const latest = useRef(handlers)
  latest.current = handlers
  const [sending, setSending] = useState(false)

  useEffect(() => {
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const run = async () => {
      if (stopped || navigator.onLine === false) return
      clearTimeout(retry)
      setSending(true)
      try {
        const result = await replayQueue(userId, {
          send: sendQueued,
          onSent: (page, item) => latest.current.onSent?.(page, item),
          onLimit: (item) => latest.current.onLimit?.(item),
          onSignInNeeded: (item) => latest.current.onSignInNeeded?.(item),
        })
        if (!stopped && (result.stopped === 'offline' || result.stopped === 'server'))
          retry = setTimeout(() => void run(), RETRY_WHILE_WAITING_MS)
      } catch (err) {
        console.warn('Could not send the queued pages', err)
      } finally {
        if (!stopped) setSending(false)
      }
    }
    const onVisible = () => document.visibilityState === 'visible' && void run()
    void run()
    window.addEventListener('online', run)
    document.addEventListener('visibilitychange', onVisible)
    const stopListening = onQueueChange(() => {
      // Queued although the browser says online (the server could not be reached): try again soon.
      clearTimeout(retry)
      retry = setTimeout(() => void run(), RETRY_WHILE_WAITING_MS)
    })
    return () => {
      stopped = true
      clearTimeout(retry)
      stopListening()
      window.removeEventListener('online', run)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [userId])

  return sending
}
