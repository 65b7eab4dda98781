import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DirectoryPageStore } from './directory-store'
import { describePageStore } from './page-store-suite'

const openStore = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-store-'))
  return {
    dataDir,
    store: new DirectoryPageStore(dataDir),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

describePageStore('DirectoryPageStore', openStore)

describe('DirectoryPageStore on disk', () => {
  it('keeps files under DATA_DIR/images, named by page and format', async () => {
    const { dataDir, store, cleanup } = await openStore()
    const id = crypto.randomUUID()
    const key = await store.put(id, 'pdf', Buffer.from('%PDF'))
    expect(key).toBe(`${id}.pdf`)
    expect(fs.readdirSync(path.join(dataDir, 'images'))).toEqual([key])
    await cleanup()
  })

  it('sweeps the temporary files a crash left mid-write', async () => {
    const { dataDir, store, cleanup } = await openStore()
    const key = await store.put(crypto.randomUUID(), 'png', Buffer.from('png'))
    fs.writeFileSync(path.join(dataDir, 'images', `.${key}.0badf00d.tmp`), 'half')
    expect(await store.sweep(async (keys) => new Set(keys))).toEqual({ temporary: 1, orphans: 0 })
    expect(fs.readdirSync(path.join(dataDir, 'images'))).toEqual([key])
    await cleanup()
  })

  it('keeps a temporary file another put may still be writing, when told since when files are live', async () => {
    const { dataDir, store, cleanup } = await openStore()
    const images = path.join(dataDir, 'images')
    const key = await store.put(crypto.randomUUID(), 'png', Buffer.from('png'))
    const live = path.join(images, `.${key}.1234abcd.tmp`)
    const stale = path.join(images, `.${key}.0badf00d.tmp`)
    fs.writeFileSync(live, 'being written')
    fs.writeFileSync(stale, 'left by a crash')
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000)
    fs.utimesSync(stale, tenMinutesAgo, tenMinutesAgo)
    const since = new Date(Date.now() - 60_000)
    expect(await store.sweep(async (keys) => new Set(keys), since)).toEqual({ temporary: 1, orphans: 0 })
    expect(fs.readdirSync(images).sort()).toEqual([path.basename(live), key].sort())
    await cleanup()
  })
})
