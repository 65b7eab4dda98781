import { describe, expect, it } from 'vitest'
import type { Ellipse } from './dark-spots'
import { faceSpots, petFace } from './pet-face'

const spot = (cx: number, cy: number, r: number, ry = r): Ellipse => ({ cx, cy, rx: r, ry, angle: 0 })

describe('pet face', () => {
  // A dog's face on a 480 x 480 photo: eyes 100 px apart, nose 120 px below them.
  const left = spot(190, 200, 20, 14)
  const right = spot(290, 205, 18, 13)
  const nose = spot(245, 325, 24)

  it('finds two eyes side by side with a nose below between them', () => {
    const face = petFace([nose, spot(60, 420, 8), left, right], 480, 480)
    expect(face).not.toBeNull()
    expect(face?.eyes).toEqual([left, right])
    expect(face?.nose).toBe(nose)
    expect(face?.eyeGap).toBeCloseTo(100, 0)
    expect(face?.cx).toBeCloseTo((190 + 290 + 245) / 3)
    expect(face?.cy).toBeCloseTo((200 + 205 + 325) / 3)
  })

  it('finds a face held at a tilt', () => {
    // The same face turned by 30°: the nose is still below the eyes' middle, across their line.
    const turn = (s: Ellipse) => {
      const [c, n] = [Math.cos(Math.PI / 6), Math.sin(Math.PI / 6)]
      const [dx, dy] = [s.cx - 240, s.cy - 240]
      return { ...s, cx: 240 + dx * c - dy * n, cy: 240 + dx * n + dy * c }
    }
    expect(petFace([left, right, nose].map(turn), 480, 480)).not.toBeNull()
  })

  it('finds none without a nose, upside down, in a row of dots or among specks far apart', () => {
    expect(petFace([left, right], 480, 480)).toBeNull()
    // The nose above the eyes.
    expect(petFace([left, right, spot(245, 90, 24)], 480, 480)).toBeNull()
    // Lights down a tower: one above another.
    expect(petFace([spot(30, 100, 6), spot(32, 150, 6), spot(31, 200, 6)], 480, 480)).toBeNull()
    // Two small dots on a flag far apart, with a third below: too small for eyes that far apart.
    expect(petFace([spot(180, 40, 4), spot(375, 75, 4), spot(300, 230, 5)], 480, 480)).toBeNull()
    // Eyes too close together to be the subject's (a face a few pixels wide in a crowd).
    expect(petFace([spot(100, 420, 4), spot(114, 420, 4), spot(107, 432, 4)], 480, 480)).toBeNull()
  })

  it('draws a face with its eyes alike and its nose, not the shadows round it', () => {
    // The left eye was found with the dark fur round it, at twice the other's size.
    const big = spot(190, 200, 32, 24)
    const nostril = spot(270, 330, 8)
    const jaw = spot(250, 430, 24, 13)
    const all = [big, right, nose, nostril, jaw]
    const face = petFace(all, 480, 480)
    expect(face).not.toBeNull()
    const drawn = faceSpots(all, face as NonNullable<typeof face>)
    const eyes = drawn.slice(0, 2)
    expect(eyes[0].cx).toBe(big.cx)
    expect((eyes[0].rx * eyes[0].ry) / (right.rx * right.ry)).toBeCloseTo(1.5)
    expect(eyes[0].rx / eyes[0].ry).toBeCloseTo(big.rx / big.ry)
    expect(eyes[1]).toEqual(right)
    expect(drawn).toContain(nose)
    expect(drawn).toContain(nostril)
    expect(drawn).not.toContain(jaw)
  })
})
