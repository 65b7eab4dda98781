import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decodePhoto } from '../photo/decode-photo'
import { darkSpots } from './dark-spots'

/** A light grey photo with black drawn where `dark(x, y)` says. */
function photo(w: number, h: number, dark: (x: number, y: number) => boolean) {
  const rgb = Buffer.alloc(w * h * 3, 170)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (dark(x, y)) rgb.fill(5, (y * w + x) * 3, (y * w + x) * 3 + 3)
  return { width: w, height: h, rgb }
}

/** Fur of one colour with an oval of another (a nose) centred at (cx, cy) with half axes rx, ry. */
function noseOnFur(w: number, h: number, fur: number[], nose: number[], [cx, cy, rx, ry]: number[]) {
  const rgb = Buffer.alloc(w * h * 3)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      rgb.set(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1 ? nose : fur, (y * w + x) * 3)
  return { width: w, height: h, rgb }
}

const everywhere = (w: number, h: number) => new Uint8Array(w * h).fill(1)
const options = { minPx: 20, maxShare: 0.02 }

describe('dark spots', () => {
  it('finds a pupil with a catch light as one solid ellipse of its size and slant', () => {
    // An upright oval 10 x 20 px across at (60, 50), with a light glint in it.
    const image = photo(120, 100, (x, y) => {
      const inside = ((x - 60) / 5) ** 2 + ((y - 50) / 10) ** 2 <= 1
      const glint = Math.hypot(x - 61, y - 45) < 2
      return inside && !glint
    })
    const spots = darkSpots(image, everywhere(120, 100), options)
    expect(spots).toHaveLength(1)
    const [s] = spots
    expect(Math.abs(s.cx - 60.5)).toBeLessThan(1)
    expect(Math.abs(s.cy - 50.5)).toBeLessThan(1)
    expect(s.rx).toBeGreaterThan(9)
    expect(s.rx).toBeLessThan(11.5)
    expect(s.ry).toBeGreaterThan(4)
    expect(s.ry).toBeLessThan(6)
    // The long axis is upright.
    expect(Math.abs(Math.abs(s.angle) - Math.PI / 2)).toBeLessThan(0.1)
  })

  it('leaves dark lines, crescents, large dark areas and spots outside the subject alone', () => {
    const w = 200
    const h = 150
    const image = photo(w, h, (x, y) => {
      const line = y >= 20 && y <= 22 && x > 20 && x < 180
      const r = Math.hypot(x - 50, y - 90)
      const crescent = r <= 18 && Math.hypot(x - 58, y - 90) > 16
      const field = x > 110 && x < 190 && y > 60 && y < 140
      return line || crescent || field
    })
    expect(darkSpots(image, everywhere(w, h), options)).toEqual([])
    // A true pupil, but the subject is elsewhere.
    const pupil = photo(w, h, (x, y) => Math.hypot(x - 100, y - 75) <= 8)
    const within = new Uint8Array(w * h)
    expect(darkSpots(pupil, within, options)).toEqual([])
    expect(darkSpots(pupil, everywhere(w, h), options)).toHaveLength(1)
  })

  it('finds a black nose on dark brown fur, which is itself nearly as dark as a pupil', () => {
    // Dark brown fur (Lab lightness about 11) with a black oval 24 x 14 px at (100, 75).
    const image = noseOnFur(200, 150, [45, 28, 20], [4, 4, 4], [100, 75, 12, 7])
    const spots = darkSpots(image, everywhere(200, 150), options)
    expect(spots).toHaveLength(1)
    expect(Math.abs(spots[0].cx - 100.5)).toBeLessThan(1)
    expect(spots[0].rx).toBeGreaterThan(10)
  })

  it("finds a real dog's black nose, a rounded wedge in its own shadow rather than an oval", async () => {
    // The golden spaniel (tests/fixtures/photos), at the size easy pages find spots at.
    const bytes = readFileSync(new URL('../../../tests/fixtures/photos/spaniel-golden.jpg', import.meta.url))
    const image = await decodePhoto(bytes, 480, 5)
    const { width: w, height: h } = image
    const spots = darkSpots(image, everywhere(w, h), { minPx: 0.0002 * w * h, maxShare: 0.012 })
    // The nose is below and between the eyes, at about (0.55, 0.69) of the picture.
    const nose = spots.find((s) => Math.abs(s.cx / w - 0.55) < 0.05 && Math.abs(s.cy / h - 0.69) < 0.05)
    expect(nose).toBeDefined()
    expect(nose?.rx).toBeGreaterThan(w * 0.03)
  })

  it('finds a large black nose on mid-dark fur, which pulls the mean round it down', () => {
    // Fur at Lab lightness about 34 with a near-black oval (about 12) as large as a spot may be.
    const image = noseOnFur(480, 360, [100, 75, 60], [38, 30, 26], [240, 180, 26, 20])
    const spots = darkSpots(image, everywhere(480, 360), { minPx: 35, maxShare: 0.012 })
    expect(spots).toHaveLength(1)
    expect(spots[0].rx).toBeGreaterThan(20)
  })
})
