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
    // Two tall windows side by side with a dark spot below: each as long as half their spacing (on a
    // picture small enough for their spacing to pass every other rule).
    const window = (cx: number) => ({ ...spot(cx, 167, 18.5, 8.2), angle: -Math.PI / 2 })
    expect(petFace([window(388), window(423), spot(399, 204, 4, 3)], 480, 360)).toBeNull()
    // Eyes too close together to be the subject's (a face a few pixels wide in a crowd).
    expect(petFace([spot(100, 420, 4), spot(114, 420, 4), spot(107, 432, 4)], 480, 480)).toBeNull()
  })

  it('finds none when the nose is too far to the side or too far down, the eyes unlike, or the nose a speck', () => {
    // The face above has its nose 40 px right of the eyes' middle (a third of the gap is 33) ...
    expect(petFace([left, right, spot(280, 325, 24)], 480, 480)).toBeNull()
    // ... or 170 px below it (one and a half gaps is 150).
    expect(petFace([left, right, spot(245, 375, 24)], 480, 480)).toBeNull()
    // One "eye" less than half the other's size.
    expect(petFace([spot(190, 200, 30), spot(290, 205, 12), nose], 480, 480)).toBeNull()
    // A "nose" under a quarter of an eye's size.
    expect(petFace([left, right, spot(245, 325, 3)], 480, 480)).toBeNull()
    // A spot with no height is no eye.
    expect(petFace([spot(190, 200, 20, 0), spot(290, 205, 20, 0), nose], 480, 480)).toBeNull()
  })

  it('takes the eyes, not the nostrils with the mouth below them, which make a narrower "face"', () => {
    const eyes = [spot(150, 150, 20), spot(330, 150, 20)]
    const nostrils = [spot(215, 300, 12), spot(265, 300, 12)]
    const mouth = spot(240, 360, 14)
    const face = petFace([...nostrils, mouth, ...eyes], 480, 480)
    expect(face?.eyes).toEqual(eyes)
    // The nose is the spot below nearest the eyes' middle (x 240): here the mouth, then a centred nostril.
    expect(face?.nose).toBe(mouth)
    const nearer = spot(238, 290, 12)
    expect(petFace([...nostrils, nearer, ...eyes], 480, 480)?.nose).toBe(nearer)
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

  it('keeps an eye with no area as it is rather than drawing nothing or NaN', () => {
    const flat = spot(190, 200, 20, 0)
    const face = { cx: 240, cy: 240, eyeGap: 100, eyes: [flat, right] as [Ellipse, Ellipse], nose }
    for (const s of faceSpots([flat, right, nose], face)) {
      expect(Number.isFinite(s.rx) && Number.isFinite(s.ry)).toBe(true)
    }
  })
})
