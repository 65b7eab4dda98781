// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  allLibraryKeys,
  blobBytes,
  deleteSavedPage,
  listSavedPages,
  readFile,
  resetLibraryConnection,
  STORAGE_FULL_MESSAGE,
  StorageFullError,
  saveFile,
} from './library-store'

const page = (id: string, createdAt = '2025-01-01T12:00:00.000Z') => ({
  id,
  prompt_raw: `a ${id}`,
  prompt_final: `a friendly ${id}`,
  complexity: 'easy' as const,
  style: 'cartoon' as const,
  createdAt,
})
const png = (text = 'png-bytes') => new Blob([text], { type: 'image/png' })
const pdf = () => new Blob(['%PDF-1.7 bytes'], { type: 'application/pdf' })

describe('the offline library', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory()
    resetLibraryConnection()
  })
  afterEach(() => vi.restoreAllMocks())

  it('keeps a PNG and a PDF of a page with its details and gives the bytes back', async () => {
    await saveFile('u1', page('cat'), 'png', png('cat-png'))
    await saveFile('u1', page('cat'), 'pdf', pdf())
    const [saved, ...rest] = await listSavedPages('u1')
    expect(rest).toEqual([])
    expect(saved).toMatchObject({ id: 'cat', prompt_raw: 'a cat', prompt_final: 'a friendly cat' })
    expect(saved.files.png).toMatchObject({ kind: 'png', type: 'image/png', byteLength: 7 })
    expect(saved.files.pdf).toMatchObject({ kind: 'pdf', type: 'application/pdf' })
    const blob = await readFile('u1', 'cat', 'png')
    expect(blob?.type).toBe('image/png')
    expect(new TextDecoder().decode(await blobBytes(blob as Blob))).toBe('cat-png')
  })

  it('lists newest first and shows each account only its own pages', async () => {
    await saveFile('u1', page('old', '2025-01-01T00:00:00.000Z'), 'png', png())
    await saveFile('u1', page('new', '2025-02-01T00:00:00.000Z'), 'png', png())
    await saveFile('u2', page('theirs'), 'png', png())
    expect((await listSavedPages('u1')).map((p) => p.id)).toEqual(['new', 'old'])
    expect((await listSavedPages('u2')).map((p) => p.id)).toEqual(['theirs'])
    expect(await readFile('u2', 'new', 'png')).toBeNull()
  })

  it('delete removes the page and every file of it, and only for that account', async () => {
    await saveFile('u1', page('cat'), 'png', png())
    await saveFile('u1', page('cat'), 'pdf', pdf())
    await saveFile('u2', page('cat'), 'png', png())
    await deleteSavedPage('u1', 'cat')
    expect(await listSavedPages('u1')).toEqual([])
    expect(await readFile('u1', 'cat', 'pdf')).toBeNull()
    expect((await listSavedPages('u2')).map((p) => p.id)).toEqual(['cat'])
  })

  it('a full disk while writing the index entry leaves nothing half-written', async () => {
    const put = IDBObjectStore.prototype.put
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      if (Array.isArray(key) && key[0] === 'meta')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return put.call(this, value, key)
    })
    const err = await saveFile('u1', page('cat'), 'png', png()).catch((e) => e)
    expect(err).toBeInstanceOf(StorageFullError)
    expect(err.message).toBe(STORAGE_FULL_MESSAGE)
    vi.restoreAllMocks()
    expect(await allLibraryKeys()).toEqual([])
    expect(await listSavedPages('u1')).toEqual([])
  })

  it('a full disk while writing the bytes keeps the pages saved before and adds nothing', async () => {
    await saveFile('u1', page('first'), 'png', png())
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await expect(saveFile('u1', page('second'), 'png', png())).rejects.toThrow(STORAGE_FULL_MESSAGE)
    vi.restoreAllMocks()
    expect((await listSavedPages('u1')).map((p) => p.id)).toEqual(['first'])
    expect(await allLibraryKeys()).toHaveLength(2)
  })

  it('other failures are not reported as a full disk', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Broken.', 'UnknownError')
    })
    const err = await saveFile('u1', page('cat'), 'png', png()).catch((e) => e)
    expect(err).not.toBeInstanceOf(StorageFullError)
    expect(err.name).toBe('UnknownError')
  })
})
