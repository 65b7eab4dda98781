import { createStore, getMany, keys, promisifyRequest, type UseStore } from 'idb-keyval'
import type { FileKind, PageJson, SavedFileMeta, SavedPage } from './types'

// The offline library: the PNG and PDF files of a user's pages, in IndexedDB. Each file is two
// entries written in one transaction, its bytes first and its index entry (the metadata) last, so a
// failed write leaves neither. Keys carry the user id: on a shared tablet each account sees only its own.

let store: UseStore | null = null
const libraryStore = () => {
  store ??= createStore('colorly-library', 'pages')
  return store
}

/** For tests: start over with a fresh connection. */
export function resetLibraryConnection(): void {
  store = null
}

const listeners = new Set<() => void>()

/** Called whenever a page is saved or deleted in this tab. */
export function onLibraryChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const changed = () => {
  for (const listener of listeners) listener()
}

type MetaKey = ['meta', string, string, FileKind]
type FileKey = ['file', string, string, FileKind]
type StoredFile = { bytes: ArrayBuffer; type: string }

const metaKey = (userId: string, id: string, kind: FileKind): MetaKey => ['meta', userId, id, kind]
const fileKey = (userId: string, id: string, kind: FileKind): FileKey => ['file', userId, id, kind]

export const STORAGE_FULL_MESSAGE =
  'Not enough space on this device to save this page offline. Delete some saved pages and try again.'

/** The device has no room left for this file; nothing of it was kept. */
export class StorageFullError extends Error {
  constructor() {
    super(STORAGE_FULL_MESSAGE)
    this.name = 'StorageFullError'
  }
}

export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED'
}

/** Writes all entries in one readwrite transaction: all of them are kept, or none. */
function putTogether(entries: [IDBValidKey, unknown][]): Promise<void> {
  return libraryStore()('readwrite', (objectStore) => {
    try {
      for (const [key, value] of entries) objectStore.put(value, key)
    } catch (err) {
      try {
        objectStore.transaction.abort()
      } catch {
        // Already finished or aborted.
      }
      throw err
    }
    return promisifyRequest(objectStore.transaction)
  })
}

function deleteTogether(entryKeys: IDBValidKey[]): Promise<void> {
  return libraryStore()('readwrite', (objectStore) => {
    for (const key of entryKeys) objectStore.delete(key)
    return promisifyRequest(objectStore.transaction)
  })
}

/** Keeps one file of a page for this user, replacing an older copy. Throws StorageFullError when full. */
export async function saveFile(
  userId: string,
  page: Pick<PageJson, 'id' | 'prompt_raw' | 'prompt_final' | 'complexity' | 'style' | 'createdAt'> &
    Partial<Pick<PageJson, 'orientation' | 'key' | 'labels'>>,
  kind: FileKind,
  blob: Blob,
  now = new Date(),
): Promise<SavedFileMeta> {
  const bytes = await blobBytes(blob)
  const type = blob.type || (kind === 'png' ? 'image/png' : 'application/pdf')
  const meta: SavedFileMeta = {
    id: page.id,
    userId,
    prompt_raw: page.prompt_raw,
    prompt_final: page.prompt_final,
    complexity: page.complexity,
    style: page.style,
    orientation: page.orientation ?? 'portrait',
    createdAt: page.createdAt,
    savedAt: now.toISOString(),
    kind,
    type,
    byteLength: bytes.byteLength,
    // A color-by-number sheet keeps its key and labels, so the child can color it by number offline too.
    ...(page.key && page.labels ? { key: page.key, labels: page.labels } : {}),
  }
  const file: StoredFile = { bytes, type }
  try {
    // The bytes first, the index entry last, in one transaction.
    await putTogether([
      [fileKey(userId, page.id, kind), file],
      [metaKey(userId, page.id, kind), meta],
    ])
  } catch (err) {
    // Belt and braces: whatever happened, leave no half of it behind.
    await deleteTogether([metaKey(userId, page.id, kind), fileKey(userId, page.id, kind)]).catch(() => {})
    if (isQuotaError(err)) throw new StorageFullError()
    throw err
  }
  changed()
  return meta
}

/** The bytes of a blob; FileReader where Blob.arrayBuffer is missing (older Safari, jsdom). */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

/** This user's saved pages, newest first, each with the files kept for it. */
export async function listSavedPages(userId: string): Promise<SavedPage[]> {
  const all = await keys<IDBValidKey>(libraryStore())
  const mine = all.filter(
    (key): key is MetaKey => Array.isArray(key) && key[0] === 'meta' && key[1] === userId,
  )
  const metas = (await getMany<SavedFileMeta>(mine, libraryStore())).filter(
    (m): m is SavedFileMeta => m !== undefined,
  )
  const pages = new Map<string, SavedPage>()
  for (const meta of metas) {
    const { kind, type: _type, byteLength: _size, ...rest } = meta
    const page = pages.get(meta.id) ?? { ...rest, files: {} }
    page.files[kind] = meta
    if (meta.savedAt > page.savedAt) page.savedAt = meta.savedAt
    pages.set(meta.id, page)
  }
  return [...pages.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** The stored file as a Blob, or null when it is not kept (or belongs to someone else). */
export async function readFile(userId: string, id: string, kind: FileKind): Promise<Blob | null> {
  const [file] = await getMany<StoredFile>([fileKey(userId, id, kind)], libraryStore())
  return file ? new Blob([file.bytes], { type: file.type }) : null
}

export async function hasFile(userId: string, id: string, kind: FileKind): Promise<boolean> {
  const [meta] = await getMany<SavedFileMeta>([metaKey(userId, id, kind)], libraryStore())
  return meta !== undefined
}

/** Removes a page and all its files from this device (the index entries first). */
export async function deleteSavedPage(userId: string, id: string): Promise<void> {
  const kinds: FileKind[] = ['png', 'pdf']
  await deleteTogether([
    ...kinds.map((k) => metaKey(userId, id, k)),
    ...kinds.map((k) => fileKey(userId, id, k)),
  ])
  changed()
}

/** Every key in the library, for tests that check nothing was left behind. */
export function allLibraryKeys(): Promise<IDBValidKey[]> {
  return keys(libraryStore())
}
