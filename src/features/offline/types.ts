import type { ImageJson, PhotoFocus, WorksheetRequest } from '../../../shared/contract'

// Type-only import of the contract's Image shape, erased from the bundle.

/** A coloring page as the API returns it. */
export type PageJson = ImageJson

export type FileKind = 'png' | 'pdf'

/** What the library keeps about one saved file of a page (the bytes are stored apart). */
export type SavedFileMeta = {
  id: string
  userId: string
  prompt_raw: string
  prompt_final: string
  complexity: PageJson['complexity']
  style: PageJson['style']
  /** Missing on files saved before pages could be landscape: those are all portrait. */
  orientation?: PageJson['orientation']
  createdAt: string
  savedAt: string
  kind: FileKind
  /** The MIME type; Safari needs it to rebuild a Blob from the stored bytes. */
  type: string
  byteLength: number
  /** A color-by-number sheet's key and labels. */
  key?: PageJson['key']
  labels?: PageJson['labels']
}

/** A page saved on this device, with the files (PNG, PDF) kept for it. */
export type SavedPage = Omit<SavedFileMeta, 'kind' | 'type' | 'byteLength' | 'savedAt'> & {
  files: Partial<Record<FileKind, SavedFileMeta>>
  savedAt: string
}

/** A Generate asked for while offline, waiting to be sent. */
export type QueuedGeneration = {
  /** Made once when queued and sent as the Idempotency-Key header on every attempt. */
  id: string
  userId: string
  prompt: string
  improve_prompt: boolean
  complexity: PageJson['complexity']
  style: PageJson['style']
  /** A page from a photo: the photo itself, kept on this device only until it is sent. */
  photo?: Blob
  /** Where the person tapped their pet on that photo. */
  focus?: PhotoFocus
  /** A worksheet asked for offline, sent to POST /api/worksheets/ as it is. */
  worksheet?: WorksheetRequest
  createdAt: string
  /** waiting: to be sent; sign-in: the server wants a new sign-in; limit / refused: not sent, see message. */
  state: 'waiting' | 'sign-in' | 'limit' | 'refused'
  message?: string
  /** Refused (422) because the engine will not draw it: close prompts it can draw. */
  suggestions?: string[]
}
