// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  coloredPageIds,
  deleteColoring,
  loadColoring,
  resetColoringConnection,
  saveColoring,
} from './coloring-store'
import { emptyHistory, push, undo } from './history'

const coloring = (color = 'red') => ({
  width: 2550,
  height: 3300,
  history: undo(push(push(emptyHistory(), { kind: 'fill', x: 10, y: 20, color }), { kind: 'clear' })),
  base: null,
  savedAt: '2026-01-01T00:00:00.000Z',
})

describe('saving the coloring on the device', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory()
    resetColoringConnection()
  })

  it('gives back the steps, the undo position and the page size after a fresh start', async () => {
    await saveColoring('u1', 'cat', coloring())
    resetColoringConnection()
    const back = await loadColoring('u1', 'cat')
    expect(back?.history).toEqual(coloring().history)
    expect(back?.history.cursor).toBe(1)
    expect(back).toMatchObject({ width: 2550, height: 3300, base: null })
  })

  it('keeps one coloring per user and page, the newest winning', async () => {
    await saveColoring('u1', 'cat', coloring('red'))
    await saveColoring('u1', 'cat', coloring('blue'))
    await saveColoring('u2', 'cat', coloring('green'))
    const mine = await loadColoring('u1', 'cat')
    expect(mine?.history.steps[0]).toMatchObject({ color: 'blue' })
    expect((await loadColoring('u2', 'cat'))?.history.steps[0]).toMatchObject({ color: 'green' })
    expect(await loadColoring('u1', 'dog')).toBeNull()
  })

  it('keeps the folded base picture bytes', async () => {
    const base = new Uint8Array([137, 80, 78, 71]).buffer
    await saveColoring('u1', 'cat', { ...coloring(), base })
    const back = await loadColoring('u1', 'cat')
    expect(new Uint8Array(back?.base ?? new ArrayBuffer(0))).toEqual(new Uint8Array([137, 80, 78, 71]))
  })

  it('is removed with the page, and only that page', async () => {
    await saveColoring('u1', 'cat', coloring())
    await saveColoring('u1', 'dog', coloring())
    await deleteColoring('u1', 'cat')
    expect(await loadColoring('u1', 'cat')).toBeNull()
    expect(await coloredPageIds('u1')).toEqual(['dog'])
  })

  it('drops malformed steps and clamps the cursor of a damaged record', async () => {
    await saveColoring('u1', 'cat', {
      ...coloring(),
      history: {
        folded: 0,
        steps: [{ kind: 'fill', x: 1, y: 1, color: 'red' }, { kind: 'bogus' }] as never,
        cursor: 9,
      },
    })
    const back = await loadColoring('u1', 'cat')
    expect(back?.history.steps).toHaveLength(1)
    expect(back?.history.cursor).toBe(1)
  })
})
