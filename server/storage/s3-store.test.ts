import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalS3, startLocalS3 } from '../../tests/helpers/s3-server'
import { PageStoreUnavailableError } from './page-store'
import { describePageStore } from './page-store-suite'
import { S3PageStore } from './s3-store'

let s3: LocalS3
beforeAll(async () => {
  s3 = await startLocalS3()
})
afterAll(() => s3?.close())

const storeOn = (bucket: string, endpoint = s3.endpoint) =>
  new S3PageStore({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  })

// Each test gets an empty store: the bucket is emptied after it, through the store itself.
describePageStore('S3PageStore', async () => {
  const store = storeOn(s3.bucket)
  return {
    store,
    cleanup: async () => {
      await store.sweep(async () => new Set())
      store.close()
    },
  }
})

describe('S3PageStore in the bucket', () => {
  it('keeps objects under images/, named by page and format, with their content type', async () => {
    const store = storeOn(s3.bucket)
    const id = crypto.randomUUID()
    const key = await store.put(id, 'pdf', Buffer.from('%PDF'))
    expect(key).toBe(`${id}.pdf`)
    expect(s3.keys()).toContain(`images/${id}.pdf`)
    await store.delete([key])
    expect(s3.keys()).not.toContain(`images/${id}.pdf`)
    store.close()
  })

  it('sweeps past one listing page (1,000 keys), asking about each page', async () => {
    const store = storeOn(s3.bucket)
    const ids = Array.from({ length: 1005 }, () => crypto.randomUUID())
    for (let i = 0; i < ids.length; i += 50) {
      await Promise.all(ids.slice(i, i + 50).map((id) => store.put(id, 'png', Buffer.from('p'))))
    }
    const kept = `${ids[1004]}.png`
    const asked: number[] = []
    const swept = await store.sweep(async (keys) => {
      asked.push(keys.length)
      return new Set(keys.includes(kept) ? [kept] : [])
    })
    expect(asked).toEqual([1000, 5])
    expect(swept).toEqual({ temporary: 0, orphans: 1004 })
    expect(s3.keys()).toEqual([`images/${kept}`])
    await store.delete([kept])
    store.close()
  }, 120_000)

  it('turns a missing bucket into PageStoreUnavailableError naming it, without the keys', async () => {
    const store = storeOn('no-such-bucket')
    const failure = store.put(crypto.randomUUID(), 'png', Buffer.from('p'))
    await expect(failure).rejects.toBeInstanceOf(PageStoreUnavailableError)
    const err = (await failure.catch((e) => e)) as Error
    expect(err.message).toMatch(/PutObject in bucket no-such-bucket failed: NoSuchBucket/)
    expect(JSON.stringify({ ...err, message: err.message, stack: err.stack })).not.toContain('S3RVER')
    await expect(store.check()).rejects.toThrow(/HeadBucket in bucket no-such-bucket failed: NoSuchBucket/)
    store.close()
  })

  it('turns an unreachable store into PageStoreUnavailableError', async () => {
    const store = storeOn(s3.bucket, 'http://127.0.0.1:9')
    await expect(store.get(`${crypto.randomUUID()}.png`)).rejects.toThrow(
      /S3 GetObject in bucket colorly-pages failed: .*ECONNREFUSED/,
    )
    await expect(store.check()).rejects.toBeInstanceOf(PageStoreUnavailableError)
    store.close()
  })
})
