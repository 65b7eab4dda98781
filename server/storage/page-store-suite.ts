import crypto from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PageFileMissingError, type PageStore, readPageFile } from './page-store'

export type StoreUnderTest = { store: PageStore; cleanup: () => Promise<void> }

const PNG = Buffer.from('\x89PNG\r\n\x1a\n a page', 'latin1')
const PDF = Buffer.from('%PDF-1.7 a page')

/**
 * The behaviour every PageStore promises. Each implementation runs it with its own `open` (a fresh,
 * empty store per test), so a second one (object storage) is held to exactly what callers rely on.
 */
export function describePageStore(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`${name}: the page store contract`, () => {
    let store: PageStore
    let cleanup: () => Promise<void>
    beforeEach(async () => {
      ;({ store, cleanup } = await open())
    })
    afterEach(() => cleanup())

    it('gives back the bytes it stored, with their length, under the key put answered', async () => {
      const id = crypto.randomUUID()
      const png = await store.put(id, 'png', PNG)
      const pdf = await store.put(id, 'pdf', PDF)
      expect(png).not.toBe(pdf)
      expect(await readPageFile(store, png)).toEqual(PNG)
      expect(await readPageFile(store, pdf)).toEqual(PDF)
      expect((await store.get(png)).size).toBe(PNG.length)
      expect(await store.exists(png)).toBe(true)
    })

    it('replaces a file put again for the same page', async () => {
      const id = crypto.randomUUID()
      await store.put(id, 'png', Buffer.from('old'))
      const key = await store.put(id, 'png', PNG)
      expect(await readPageFile(store, key)).toEqual(PNG)
    })

    it('answers a missing key with PageFileMissingError, and exists() with false', async () => {
      const key = `${crypto.randomUUID()}.png`
      await expect(store.get(key)).rejects.toBeInstanceOf(PageFileMissingError)
      expect(await store.exists(key)).toBe(false)
    })

    it('never reaches outside the store for a key with path segments', async () => {
      await expect(store.get('../../../../etc/passwd')).rejects.toBeInstanceOf(PageFileMissingError)
      expect(await store.exists('../../../../etc/passwd')).toBe(false)
    })

    it('deletes the files it is given, skipping nulls and keys already gone', async () => {
      const id = crypto.randomUUID()
      const png = await store.put(id, 'png', PNG)
      const pdf = await store.put(id, 'pdf', PDF)
      await store.delete([png, null, `${crypto.randomUUID()}.pdf`])
      expect(await store.exists(png)).toBe(false)
      expect(await store.exists(pdf)).toBe(true)
    })

    it('sweeps away the files no page names, keeping those in use', async () => {
      const kept = await store.put(crypto.randomUUID(), 'png', PNG)
      const orphan = await store.put(crypto.randomUUID(), 'pdf', PDF)
      let asked: string[] = []
      const swept = await store.sweep(async (keys) => {
        asked = keys
        return new Set([kept])
      })
      expect(asked.sort()).toEqual([kept, orphan].sort())
      expect(swept.orphans).toBe(1)
      expect(await store.exists(kept)).toBe(true)
      expect(await store.exists(orphan)).toBe(false)
    })

    it('sweeps an empty store without asking which keys are in use', async () => {
      let asked = false
      const swept = await store.sweep(async () => {
        asked = true
        return new Set()
      })
      expect(swept).toEqual({ temporary: 0, orphans: 0 })
      expect(asked).toBe(false)
    })
  })
}
