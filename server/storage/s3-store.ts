import { createRequire } from 'node:module'
import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import {
  isPageFileKey,
  type PageFileKind,
  PageFileMissingError,
  type PageStore,
  PageStoreUnavailableError,
  type StoredFile,
  USER_PAGE_FILE,
} from './page-store'

// Page files sit under this prefix, so a bucket shared with other data is swept only here.
const PREFIX = 'images/'
const CONTENT_TYPES: Record<PageFileKind, string> = {
  png: 'image/png',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
}
// DeleteObjects takes at most 1,000 keys a call.
const DELETE_BATCH = 1000

// The SDK (about 35 MB once loaded) is loaded only when a bucket is configured: an import would load it into
// every process.
type Sdk = typeof import('@aws-sdk/client-s3')
const loadSdk = () => createRequire(import.meta.url)('@aws-sdk/client-s3') as Sdk

export type S3StoreConfig = {
  bucket: string
  region: string
  /** A non-AWS store (s3rver, MinIO, R2...): addressed path-style, http://host/bucket/key. */
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
}

/**
 * Page files in an S3 bucket (AWS or any S3-compatible store), under `images/`. A PutObject is whole or
 * absent, so no temporary names are needed; downloads stream the object's body straight through.
 */
export class S3PageStore implements PageStore {
  private readonly sdk: Sdk = loadSdk()
  private readonly client: S3Client
  private readonly bucket: string

  constructor(config: S3StoreConfig) {
    this.bucket = config.bucket
    this.client = new this.sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: !!config.endpoint,
      // Without explicit keys the SDK's usual chain applies (environment, instance role...).
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Only the checksums S3 requires: many compatible stores reject the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request instead of holding it open.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
      maxAttempts: 2,
    })
  }

  async put(imageId: string, kind: PageFileKind, bytes: Buffer): Promise<string> {
    const name = `${imageId}.${kind}`
    await this.call('PutObject', () =>
      this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: PREFIX + name,
          Body: bytes,
          ContentType: CONTENT_TYPES[kind],
        }),
      ),
    )
    return name
  }

  async get(key: string): Promise<StoredFile> {
    if (!isPageFileKey(key)) throw new PageFileMissingError(key)
    const object = await this.call(
      'GetObject',
      () => this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: PREFIX + key })),
      key,
    )
    // In Node the body is the HTTP response itself: piped to the client as it arrives, never held whole.
    return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
  }

  async exists(key: string): Promise<boolean> {
    if (!isPageFileKey(key)) return false
    try {
      await this.call(
        'HeadObject',
        () => this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: PREFIX + key })),
        key,
      )
      return true
    } catch (err) {
      if (err instanceof PageFileMissingError) return false
      throw err
    }
  }

  async delete(keys: readonly (string | null)[]): Promise<void> {
    const names = keys.filter((k): k is string => !!k && isPageFileKey(k))
    for (let i = 0; i < names.length; i += DELETE_BATCH) {
      const batch = names.slice(i, i + DELETE_BATCH)
      const answer = await this.call('DeleteObjects', () =>
        this.client.send(
          new this.sdk.DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: batch.map((name) => ({ Key: PREFIX + name })), Quiet: true },
          }),
        ),
      )
      // A key already gone is not an error in S3; anything listed here was refused.
      const failed = answer.Errors ?? []
      if (failed.length > 0) {
        throw new PageStoreUnavailableError(
          `S3 DeleteObjects in bucket ${this.bucket} refused ${failed.length} key(s): ${failed[0].Code} ${failed[0].Message ?? ''}`.trim(),
        )
      }
    }
  }

  /**
   * Lists the prefix a page (up to 1,000 keys) at a time, asking `known` about each page's keys. Pages follow
   * one another by StartAfter (the last key seen) rather than continuation tokens: every S3-compatible store
   * supports it, and it stays correct while the keys just listed are being deleted.
   */
  async sweep(known: (keys: string[]) => Promise<Set<string>>) {
    let orphans = 0
    let after: string | undefined
    for (;;) {
      const listed = await this.call('ListObjectsV2', () =>
        this.client.send(
          new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: PREFIX, StartAfter: after }),
        ),
      )
      const listedKeys = (listed.Contents ?? []).map((o) => o.Key ?? '')
      const names = listedKeys.map((k) => k.slice(PREFIX.length)).filter((name) => USER_PAGE_FILE.test(name))
      if (names.length > 0) {
        const used = await known(names)
        const unused = names.filter((name) => !used.has(name))
        await this.delete(unused)
        orphans += unused.length
      }
      if (!listed.IsTruncated || listedKeys.length === 0) break
      after = listedKeys[listedKeys.length - 1]
    }
    return { temporary: 0, orphans }
  }

  /** Readiness: the bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    await this.call('HeadBucket', () =>
      this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket })),
    )
  }

  close() {
    this.client.destroy()
  }

  /**
   * Runs one S3 call. A missing object (with `key`) becomes PageFileMissingError; every other failure
   * becomes PageStoreUnavailableError naming the call, bucket and S3's error code: a fresh error, so the
   * SDK's request and response objects (and with them any signature or header) never reach a log.
   */
  private async call<T>(operation: string, run: () => Promise<T>, key?: string): Promise<T> {
    try {
      return await run()
    } catch (err) {
      const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } }
      const status = e.$metadata?.httpStatusCode
      if (key && (e.name === 'NoSuchKey' || (e.name === 'NotFound' && status === 404))) {
        throw new PageFileMissingError(key)
      }
      const code = e.name === 'NotFound' && operation === 'HeadBucket' ? 'NoSuchBucket' : e.name
      const detail = status ? `${code} (HTTP ${status})` : `${code}: ${e.message}`
      throw new PageStoreUnavailableError(`S3 ${operation} in bucket ${this.bucket} failed: ${detail}`)
    }
  }
}
