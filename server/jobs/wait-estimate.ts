// Page generations queued by this process, in order, and how long its worker takes a page: from them, how
// long a page just queued will take. Known only where the worker runs in the web process (always on PGlite);
// a web process whose pages are made by workers elsewhere cannot tell, and says so (undefined).

// Queued pages older than this are forgotten (made elsewhere, or expired: pg-boss gives up on a job at 600 s).
const FORGET_AFTER_MS = 10 * 60_000
// A page takes the median time of the last pages made here: the first page after a start (fonts, drawings
// and render workers loaded) or one slow model answer does not make the next ones look slow.
const PAGES_TIMED = 9
// Fewer pages than this say too little (the first alone is the slow one): no estimate until then.
const PAGES_BEFORE_ESTIMATING = 3

export type WaitEstimate = {
  /** The page's job was committed to the queue. */
  queued(imageId: string): void
  /** A worker slot of this process took the page's job. */
  started(imageId: string): void
  /** A worker slot of this process finished a job after `ms`. */
  finished(ms: number): void
  /** How many pages queued by this process no slot of it has taken yet. */
  waiting(): number
  /** The worker of this process has this many slots. */
  setSlots(slots: number): void
  /** Milliseconds until the page is made: the pages queued before it, shared among the slots. */
  expectedMs(imageId: string): number | undefined
}

export function waitEstimate(now: () => number = Date.now): WaitEstimate {
  // Insertion order is queue order (pg-boss takes jobs oldest first).
  const waiting = new Map<string, number>()
  const recent: number[] = []
  let slots = 0
  const msPerPage = () => [...recent].sort((a, b) => a - b)[recent.length >> 1] ?? 0
  return {
    queued(imageId) {
      const t = now()
      for (const [id, at] of waiting) {
        if (t - at < FORGET_AFTER_MS) break
        waiting.delete(id)
      }
      waiting.set(imageId, t)
    },
    started(imageId) {
      waiting.delete(imageId)
    },
    finished(ms) {
      recent.push(ms)
      if (recent.length > PAGES_TIMED) recent.shift()
    },
    waiting: () => waiting.size,
    setSlots(n) {
      slots = n
    },
    expectedMs(imageId) {
      if (!slots || recent.length < PAGES_BEFORE_ESTIMATING || !waiting.has(imageId)) return undefined
      let ahead = 0
      for (const id of waiting.keys()) {
        if (id === imageId) break
        ahead++
      }
      // A page that a free slot takes at once is waited for as usual: it may fail, or be quicker, at once.
      if (ahead < slots) return undefined
      // Each slot takes the next page as it finishes one: this page starts once `ahead` have started.
      return (Math.floor(ahead / slots) + 1) * msPerPage()
    },
  }
}
