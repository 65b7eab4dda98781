import { fetchPageFile } from '../../lib/page-file'
import { hasFile, StorageFullError, saveFile } from './library-store'
import { askToPersist } from './storage-space'
import type { FileKind, PageJson } from './types'

// Keeping pages on the device as they are made or downloaded. Failures never get in the way of the
// download itself; a full disk is reported in the library panel.

type Listener = (message: string | null) => void
let lastError: string | null = null
const listeners = new Set<Listener>()

export function onSaveError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const currentSaveError = () => lastError

function report(message: string | null) {
  lastError = message
  for (const listener of listeners) listener(message)
}

export function clearSaveError(): void {
  report(null)
}

/**
 * Saves the page's file for this user: the blob when the caller has it (a download), else fetched once
 * (a new page, saved as PNG). Resolves true when kept.
 */
export async function keepPageOffline(
  userId: string,
  page: PageJson,
  kind: FileKind,
  blob?: Blob,
): Promise<boolean> {
  try {
    if (!blob && (await hasFile(userId, page.id, kind))) return true
    const file = blob ?? (await fetchPageFile(page.id, kind)).blob
    await saveFile(userId, page, kind, file)
    void askToPersist()
    if (lastError) report(null)
    return true
  } catch (err) {
    if (err instanceof StorageFullError) report(err.message)
    else console.warn('Could not keep the page for offline use', err)
    return false
  }
}
