import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodePhoto, type PhotoPixels } from '../photo/decode-photo'
import { PHOTO_DETAIL, photoLineArt } from './photo-line-art'
import { edgeLength, mergeCollinear, type StraightEdge, straightEdges } from './straight-edges'

/** A grey shape on a pale ground, softened and with sensor noise, as a photo has it. */
async function photoOf(shape: string, w = 400, h = 300): Promise<PhotoPixels> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#d8d4cc"/>${shape}</svg>`
  const { data, info } = await sharp(Buffer.from(svg))
    .blur(1)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let seed = 7
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    data[i] = Math.max(0, Math.min(255, data[i] + ((seed / 2 ** 31) * 16 - 8)))
  }
  return { width: info.width, height: info.height, rgb: data }
}

const distance = (p: { x: number; y: number }, a: number[], b: number[]) =>
  Math.abs((p.x - a[0]) * (b[1] - a[1]) - (p.y - a[1]) * (b[0] - a[0])) / Math.hypot(b[0] - a[0], b[1] - a[1])

describe('straight edges', () => {
  it('finds the four sides of a tilted slab, each on its side to within a pixel and nearly as long', async () => {
    const corners = [
      [100, 80],
      [288, 148],
      [254, 242],
      [66, 174],
    ]
    const photo = await photoOf(
      `<polygon points="${corners.map((c) => c.join(',')).join(' ')}" fill="#4a4640"/>`,
    )
    const edges = straightEdges(photo, 50)
    for (let i = 0; i < 4; i++) {
      const [a, b] = [corners[i], corners[(i + 1) % 4]]
      const side = Math.hypot(b[0] - a[0], b[1] - a[1])
      const on = edges.filter((e) => distance(e.a, a, b) <= 1 && distance(e.b, a, b) <= 1)
      expect(on.length, `side ${i}`).toBeGreaterThan(0)
      expect(Math.max(...on.map(edgeLength)), `side ${i}`).toBeGreaterThan(0.8 * side)
    }
    expect(edges).toHaveLength(4)
  })

  it('finds none along a round shape: a plate or a cup is not drawn as a polygon', async () => {
    const photo = await photoOf('<circle cx="200" cy="150" r="120" fill="#4a4640"/>')
    expect(straightEdges(photo, 50)).toEqual([])
  })

  it('merges the two sides of a narrow ledge, and the pieces of a ledge broken by a window, into one line', () => {
    const ledge = (x1: number, y1: number, x2: number, y2: number): StraightEdge => ({
      a: { x: x1, y: y1 },
      b: { x: x2, y: y2 },
    })
    const merged = mergeCollinear(
      [ledge(0, 100, 200, 100), ledge(10, 104, 190, 104), ledge(230, 102, 400, 102)],
      5,
      40,
    )
    expect(merged).toHaveLength(1)
    expect(merged[0].a.x).toBeCloseTo(0, 0)
    expect(merged[0].b.x).toBeCloseTo(400, 0)
    expect(Math.abs(merged[0].a.y - 101.8)).toBeLessThan(1)
    // A parallel line further off than the band, and a line at an angle, stay lines of their own.
    expect(
      mergeCollinear([ledge(0, 100, 200, 100), ledge(0, 112, 200, 112), ledge(0, 100, 200, 130)], 5, 40),
    ).toHaveLength(3)
  })
})

describe('a building photo', { timeout: 60_000 }, () => {
  // Straight lines at least an eighth of the photo long, in photo lengths. Before the lines were laid on
  // the photo's straight edges the building drew 1.3 (easy) and 0.7 (intricate), its ledges wavy.
  it.each([
    ['easy', 1.8],
    ['intricate', 2.5],
  ] as const)('draws its ledges as long straight lines (%s)', async (complexity, least) => {
    const detail = PHOTO_DETAIL[complexity]
    const photo = readFileSync(new URL('../../../tests/fixtures/photos/building.jpg', import.meta.url))
    const image = await decodePhoto(photo, detail.maxSide, detail.median)
    const { lines } = await photoLineArt(image, detail)
    const side = Math.max(lines.width, lines.height)
    let straight = 0
    for (const { points } of lines.runs) {
      const length = Math.hypot(
        points[points.length - 1].x - points[0].x,
        points[points.length - 1].y - points[0].y,
      )
      if (points.length === 2 && length >= side / 8) straight += length / side
    }
    expect(straight).toBeGreaterThan(least)
  })
})
