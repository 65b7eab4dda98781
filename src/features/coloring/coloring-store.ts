import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval'
import { type History, parseSteps } from './history'

// The coloring in progress, one per user and page, in IndexedDB beside the offline library. What is
// kept is the list of steps (a few KB) plus, once old steps were folded, the base picture as PNG
// bytes (ArrayBuffer: older Safari cannot store Blobs in IndexedDB).

let store: UseStore | null = null
const coloringStore = () => {
  store ??= createStore('colorly-coloring', 'colorings')
  return store
}

/** For tests: start over with a fresh connection. */
export function resetColoringConnection(): void {
  store = null
}

export type SavedColoring = {
  width: number
  height: number
  history: History
  /** The folded steps as a PNG of the color layer; null while nothing was folded. */
  base: ArrayBuffer | null
  savedAt: string
}

type Stored = SavedColoring & { v: 1 }

const key = (userId: string, pageId: string) => ['coloring', userId, pageId]

export async function saveColoring(userId: string, pageId: string, coloring: SavedColoring): Promise<void> {
  const stored: Stored = { v: 1, ...coloring }
  await set(key(userId, pageId), stored, coloringStore())
}

/** The coloring of this page by this user, or null when there is none (or it cannot be read). */
export async function loadColoring(userId: string, pageId: string): Promise<SavedColoring | null> {
  const stored = await get<Partial<Stored>>(key(userId, pageId), coloringStore())
  if (stored?.v !== 1 || !stored.history) return null
  const steps = parseSteps(stored.history.steps)
  const cursor = Math.min(Math.max(0, Number(stored.history.cursor) || 0), steps.length)
  return {
    width: Number(stored.width),
    height: Number(stored.height),
    history: { folded: Number(stored.history.folded) || 0, steps, cursor },
    // Checked by tag, not instanceof: the stored copy may come from another realm (a test's fake IndexedDB).
    base:
      Object.prototype.toString.call(stored.base) === '[object ArrayBuffer]'
        ? (stored.base as ArrayBuffer)
        : null,
    savedAt: String(stored.savedAt),
  }
}

/** Removes the coloring of a page, with the page itself. */
export async function deleteColoring(userId: string, pageId: string): Promise<void> {
  await del(key(userId, pageId), coloringStore())
}

/** The pages of this user that have a coloring, for tests that check nothing was left behind. */
export async function coloredPageIds(userId: string): Promise<string[]> {
  const all = await keys<IDBValidKey>(coloringStore())
  return all
    .filter((k): k is string[] => Array.isArray(k) && k[0] === 'coloring' && k[1] === userId)
    .map((k) => k[2])
}
