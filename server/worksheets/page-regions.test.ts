import { describe, expect, it } from 'vitest'
import type { InkMap } from './ink-map'
import { findRegions } from './page-regions'

/** The plain definition: a flood fill from each unlabelled pixel of the wanted value, in raster order. */
function floodRegions(map: InkMap, of: 0 | 1) {
  const { width, height, ink } = map
  const label = new Int32Array(width * height)
  const area: number[] = [0]
  const edge: boolean[] = [false]
  let count = 0
  for (let start = 0; start < label.length; start++) {
    if (ink[start] !== of || label[start]) continue
    count++
    area.push(0)
    edge.push(false)
    const stack = [start]
    label[start] = count
    while (stack.length) {
      const p = stack.pop() as number
      const x = p % width
      const y = (p - x) / width
      area[count]++
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge[count] = true
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ]) {
        const q = ny * width + nx
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || ink[q] !== of || label[q]) continue
        label[q] = count
        stack.push(q)
      }
    }
  }
  return { label, count, area, edge }
}

function randomMap(width: number, height: number, seed: number, density: number): InkMap {
  let s = seed
  const ink = new Uint8Array(width * height)
  for (let i = 0; i < ink.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0
    ink[i] = s / 2 ** 32 < density ? 1 : 0
  }
  return { width, height, ink }
}

describe('findRegions (labelled by runs)', () => {
  it('finds the same regions, in the same order, as a flood fill, of paper and of ink', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const map = randomMap(37 + seed, 29 + seed * 2, seed, 0.3 + (seed % 4) * 0.1)
      for (const of of [0, 1] as const) {
        const found = findRegions(map, { poles: false, of })
        const expected = floodRegions(map, of)
        expect(found.count).toBe(expected.count)
        expect(Array.from(found.label)).toEqual(Array.from(expected.label))
        for (let r = 1; r <= found.count; r++) {
          expect(found.area[r]).toBe(expected.area[r])
          expect(found.touchesEdge[r] === 1).toBe(expected.edge[r])
        }
      }
    }
  })

  it("puts each region's pole on its own pixel farthest from ink", () => {
    const map = randomMap(80, 60, 7, 0.08)
    const found = findRegions(map)
    for (let r = 1; r <= found.count; r++) {
      expect(found.label[found.poleY[r] * map.width + found.poleX[r]]).toBe(r)
    }
  })
})
