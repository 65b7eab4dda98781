import { describe, expect, it } from 'vitest'
import type { Box } from '../../common/geometry'
import { pathBounds } from '../../common/path-bounds'
import { findIcon } from '../icon-source'
import { outlineArt } from '../outline-art'
import { findFace, inFace } from './face-zone'

const box = (minX: number, minY: number, maxX: number, maxY: number): Box => ({ minX, minY, maxX, maxY })
const inside = (a: Box, b: Box) =>
  a.minX >= b.minX && a.minY >= b.minY && a.maxX <= b.maxX && a.maxY <= b.maxY

describe('faces stay plain on intricate pages', () => {
  // A lion's head in a 32-unit icon: eyes and nose, the face round them, the mane round that.
  const eyesAndNose = [box(11, 13, 13, 16), box(19, 13, 21, 16), box(13.3, 16.9, 18.7, 20)]

  it('finds the face round the eyes and nose, and the face, not the mane, is plain', () => {
    const face = findFace(eyesAndNose, 32)
    expect(face).not.toBeNull()
    expect(inFace(box(5, 2.4, 28.3, 22), face)).toBe(true) // the face
    expect(inFace(box(9.5, 13.5, 22, 22.5), face)).toBe(true) // the muzzle
    expect(inFace(box(1.3, 2, 31.5, 30), face)).toBe(false) // the mane
    expect(inFace(box(10, 19.4, 22, 27), face)).toBe(false) // the chin below
  })

  it("an owl's eyes are plain, its body (which the eyes sit on) is not", () => {
    const face = findFace([box(6, 5, 14, 13), box(18, 5, 26, 13)], 32)
    expect(inFace(box(7.1, 6.2, 13.8, 12.8), face)).toBe(true)
    expect(inFace(box(0, 2, 32, 30), face)).toBe(false)
  })

  it('a drawing with no eyes, or only stripes, has no face', () => {
    expect(findFace([], 32)).toBeNull()
    expect(findFace([box(2, 2, 4, 20), box(8, 2, 10, 22)], 32)).toBeNull()
  })

  // The art itself: every pattern drawn on Fluent's lion and owl, with the box of the shape it fills.
  const patternBoxes = (name: string) => {
    const icon = findIcon('fluent-emoji-flat', name)
    if (!icon) throw new Error(name)
    const art = outlineArt(
      icon.body,
      {
        lineWidth: 0.05,
        minDetail: 0.1,
        hatchSpacing: 0,
        hatchLine: 0,
        patternSpacing: 0.6,
        patternLine: 0.04,
        idPrefix: 't',
      },
      icon.width,
    )
    return [...art.svg.matchAll(/<path d="([^"]+)" fill="none" stroke="#000" stroke-width="0.040"/g)].map(
      (m) => pathBounds(m[1]),
    )
  }

  it("Fluent's lion: the mane is patterned, nothing inside the face is", () => {
    const boxes = patternBoxes('lion')
    expect(boxes.length).toBeGreaterThan(0)
    // The inner ears (a strip across the top of the face box, under 4 units tall) may keep theirs.
    const faceBox = box(4.9, 2.3, 28.4, 22.6)
    for (const b of boxes) expect(inside(b, faceBox) && b.maxY - b.minY > 6).toBe(false)
  })

  it("Fluent's owl: the body and belly are patterned, the eyes are not", () => {
    const boxes = patternBoxes('owl')
    expect(boxes.length).toBeGreaterThanOrEqual(2)
    for (const b of boxes) expect(inside(b, box(5.5, 4.5, 26.5, 13.5))).toBe(false)
  })
})
