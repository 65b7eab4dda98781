import type { Readable } from 'node:stream'

/** A page's PNG and PDF, or the SVG its PDF is written from when first downloaded (server/images/page-pdf.ts). */
export type PageFileKind = 'png' | 'pdf' | 'svg'

/** Keys of people's pages (the page's id and its format): the only files a sweep may count as orphans. */
export const USER_PAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|pdf|svg)$/
/** Keys of the free gallery's pages, made once by the server and named by no row (server/gallery). */
export const GALLERY_PAGE_FILE = /^gallery-[a-z0-9-]+\.(png|pdf)$/
export const isPageFileKey = (key: string) => USER_PAGE_FILE.test(key) || GALLERY_PAGE_FILE.test(key)

/** A stored file as a stream, with its length for the Content-Length header. */
export type StoredFile = { body: Readable; size: number }

/** What an interrupted run left behind and `sweep` removed. */
export type SweepResult = { temporary: number; orphans: number }

/**
 * Where page files (a page's PNG and PDF, or the SVG of a PDF not yet written) live. Every caller goes through this interface, so where the bytes
 * are kept (a directory, or an S3 bucket) is chosen once, in server/app.ts. Every implementation
 * runs the same suite (page-store-suite.ts). Keys are the names `put` returns; the database keeps them.
 */
export interface PageStore {
  /** Stores a page's file whole or not at all (never half-written); answers the key to keep. */
  put(imageId: string, kind: PageFileKind, bytes: Buffer): Promise<string>
  /** The file's bytes as a stream; throws PageFileMissingError when no file has this key. */
  get(key: string): Promise<StoredFile>
  exists(key: string): Promise<boolean>
  /** Removes the files; keys already gone, and nulls (a page without a PDF), are skipped. */
  delete(keys: readonly (string | null)[]): Promise<void>
  /**
   * Removes what an interrupted run left: half-written files, and page files no page names (written just
   * before a crash, before their row was stored). `known` answers, of the keys it is given, those in use.
   * Half-written files last touched at `temporaryBefore` or later are kept: a put in another process (or
   * this one) may still be writing them. Unset, all go (at the start of the only process there is).
   */
  sweep(known: (keys: string[]) => Promise<Set<string>>, temporaryBefore?: Date): Promise<SweepResult>
  /** Readiness (/readyz): resolves when files can be stored now (the directory is writable, the bucket answers). */
  check(): Promise<void>
}

/** No file has this key (a page row whose file was lost): a fault on our side, answered as a 500. */
export class PageFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No page file is stored under ${key}.`)
    this.name = 'PageFileMissingError'
  }
}

/**
 * The store did not answer or refused (bucket missing, unreachable, credentials refused). Answered 503; the
 * message names the operation and the store's error code for the log, never a credential.
 */
export class PageStoreUnavailableError extends Error {
  readonly statusCode = 503
  constructor(message: string) {
    super(message)
    this.name = 'PageStoreUnavailableError'
  }
}

/** A stored file's bytes at once, for the few answers that carry the page inline (base64). */
export async function readPageFile(store: PageStore, key: string): Promise<Buffer> {
  const { body } = await store.get(key)
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}
