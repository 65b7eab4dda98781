import { describe, expect, it } from 'vitest'
import { buildRegions, forEachRun, regionAt } from './regions'

/** A picture from rows of text: '#' is a black line pixel, anything else white paper. */
function picture(rows: string[]) {
  const height = rows.length
  const width = rows[0].length
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255)
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      if (row[x] === '#') rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
    }
  })
  return { rgba, width, height }
}

function filled(rows: string[], x: number, y: number): string[] {
  const { rgba, width, height } = picture(rows)
  const regions = buildRegions(rgba, width, height)
  const out = rows.map((row) => row.split(''))
  const label = regionAt(regions, x, y)
  if (label >= 0) forEachRun(regions, label, (ry, x0, x1) => out[ry].fill('*', x0, x1 + 1))
  return out.map((row) => row.join(''))
}

describe('tap-to-fill regions', () => {
  it('fills exactly the tapped shape up to its lines and nothing outside', () => {
    const rows = ['........', '.####...', '.#..#...', '.#..#...', '.####...', '........']
    expect(filled(rows, 2, 2)).toEqual([
      '........',
      '.####...',
      '.#**#...',
      '.#**#...',
      '.####...',
      '........',
    ])
  })

  it('never leaks through a one-pixel diagonal gap in a line', () => {
    // The ring is closed only corner to corner: inside and outside touch diagonally at two places.
    const rows = ['.......', '..###..', '.#...#.', '.#...#.', '..###..', '.......']
    expect(filled(rows, 3, 2)).toEqual(['.......', '..###..', '.#***#.', '.#***#.', '..###..', '.......'])
    const outside = filled(rows, 0, 0)
    expect(outside[2].slice(2, 5)).toBe('...')
    expect(outside[1][1]).toBe('*')
  })

  it('a staircase line of single pixels keeps both sides apart', () => {
    const rows = ['#....', '.#...', '..#..', '...#.', '....#']
    const above = filled(rows, 4, 0)
    expect(above).toEqual(['#****', '.#***', '..#**', '...#*', '....#'])
  })

  it('joins white pixels that share an edge, around bends', () => {
    const rows = ['.#...', '.#.#.', '.#.#.', '...#.']
    expect(filled(rows, 0, 0)).toEqual(['*#***', '*#*#*', '*#*#*', '***#*'])
  })

  it('a tap on a line fills nothing: the lines never change colour', () => {
    const { rgba, width, height } = picture(['...', '.#.', '...'])
    const regions = buildRegions(rgba, width, height)
    expect(regionAt(regions, 1, 1)).toBe(-1)
    expect(regionAt(regions, -1, 0)).toBe(-1)
    expect(regionAt(regions, 3, 0)).toBe(-1)
  })

  it('counts separate regions and treats grey anti-aliasing by its darkness', () => {
    const { rgba, width, height } = picture(['.#.#.'])
    rgba.set([200, 200, 200, 255], 3 * 4) // light grey: paper, joins the last two cells
    const regions = buildRegions(rgba, width, height)
    expect(regions.count).toBe(2)
    expect(regionAt(regions, 2, 0)).toBe(regionAt(regions, 4, 0))
  })

  it('labels a full-size page of many small boxes quickly', () => {
    const width = 2550
    const height = 3300
    const rgba = new Uint8ClampedArray(width * height * 4).fill(255)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (x % 50 === 0 || y % 50 === 0) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
      }
    }
    const regions = buildRegions(rgba, width, height)
    expect(regions.count).toBe(Math.ceil(2549 / 50) * Math.ceil(3299 / 50))
    expect(regionAt(regions, 75, 75)).not.toBe(regionAt(regions, 125, 75))
  })
})
