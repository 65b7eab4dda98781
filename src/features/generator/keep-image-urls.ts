import type { ColoringPage } from './types'

/** Keep a page's current image URL while it stays valid this much longer. */
const MIN_REMAINING_SECONDS = 15 * 60

/**
 * Each list answer signs every image URL anew; swapping them would make every <img> load its page
 * again. So a page keeps the URL it has while that one is good for 15 more minutes.
 */
export function keepImageUrls(
  previous: ColoringPage[] | null,
  fresh: ColoringPage[],
  nowMs = Date.now(),
): ColoringPage[] {
  if (!previous?.length) return fresh
  const known = new Map(previous.map((page) => [page.id, page.imageUrl]))
  return fresh.map((page) => {
    const current = known.get(page.id)
    if (!current || current === page.imageUrl) return page
    const exp = expiresAt(current)
    return exp !== null && exp - nowMs / 1000 > MIN_REMAINING_SECONDS ? { ...page, imageUrl: current } : page
  })
}

/** The `exp` (Unix seconds) of a signed URL, or null when it has none. */
export function expiresAt(url: string): number | null {
  const exp = /[?&]exp=(\d+)/.exec(url)?.[1]
  return exp ? Number(exp) : null
}
