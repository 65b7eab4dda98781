import { describe, expect, it } from 'vitest'
import { countRight } from './number-check'

/** A color layer whose pixels are given by a function. */
const layer = (pixel: (x: number, y: number) => [number, number, number, number]) => ({
  getImageData: (x: number, y: number) => ({ data: Uint8ClampedArray.from(pixel(x, y)) }) as ImageData,
})
const key = [
  { number: 1, color_name: 'red', hex: '#e53935' },
  { number: 2, color_name: 'blue', hex: '#1e88e5' },
]
const labels = [
  { answer: 1, fill_x: 10, fill_y: 10 },
  { answer: 2, fill_x: 50, fill_y: 10 },
]

describe('color by number on the screen', () => {
  it('counts a region right only in its own colour', () => {
    const red: [number, number, number, number] = [0xe5, 0x39, 0x35, 255]
    const blue: [number, number, number, number] = [0x1e, 0x88, 0xe5, 255]
    expect(
      countRight(
        layer(() => [0, 0, 0, 0]),
        key,
        labels,
      ),
    ).toEqual({ right: 0, total: 2 })
    expect(
      countRight(
        layer((x) => (x < 30 ? red : red)),
        key,
        labels,
      ),
    ).toEqual({ right: 1, total: 2 })
    expect(
      countRight(
        layer((x) => (x < 30 ? red : blue)),
        key,
        labels,
      ),
    ).toEqual({ right: 2, total: 2 })
    // Half painted over (a brush stroke's soft edge) is not yet its colour.
    expect(
      countRight(
        layer(() => [0xe5, 0x39, 0x35, 90]),
        key,
        labels,
      ).right,
    ).toBe(0)
  })
})
