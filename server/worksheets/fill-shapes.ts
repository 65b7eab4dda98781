import type { InkMap } from './ink-map'

/** A closed polygon as flat [x0, y0, x1, y1, ...] in page pixels. */
export type Ring = number[]

/**
 * Fills rings into the map with the nonzero rule (glyph outlines, dots, bars), sampling each pixel at its
 * centre: the worksheet's text and marks are drawn straight into the 1-bit page, so they stay pure black.
 */
export function fillRings(map: InkMap, rings: Ring[], value: 0 | 1 = 1) {
  let minY = Number.POSITIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i += 2) {
      if (ring[i] < minY) minY = ring[i]
      if (ring[i] > maxY) maxY = ring[i]
    }
  }
  const top = Math.max(0, Math.floor(minY))
  const bottom = Math.min(map.height - 1, Math.ceil(maxY))
  const crossings: { x: number; dir: number }[] = []
  for (let y = top; y <= bottom; y++) {
    const cy = y + 0.5
    crossings.length = 0
    for (const ring of rings) {
      const n = ring.length / 2
      for (let i = 0; i < n; i++) {
        const ax = ring[2 * i]
        const ay = ring[2 * i + 1]
        const j = (i + 1) % n
        const bx = ring[2 * j]
        const by = ring[2 * j + 1]
        if (ay === by) continue
        if ((cy >= ay && cy < by) || (cy >= by && cy < ay)) {
          crossings.push({ x: ax + ((cy - ay) / (by - ay)) * (bx - ax), dir: by > ay ? 1 : -1 })
        }
      }
    }
    if (!crossings.length) continue
    crossings.sort((a, b) => a.x - b.x)
    let winding = 0
    for (let k = 0; k < crossings.length - 1; k++) {
      winding += crossings[k].dir
      if (winding === 0) continue
      const x0 = Math.max(0, Math.ceil(crossings[k].x - 0.5))
      const x1 = Math.min(map.width - 1, Math.floor(crossings[k + 1].x - 0.5))
      if (x1 >= x0) map.ink.fill(value, y * map.width + x0, y * map.width + x1 + 1)
    }
  }
}

export function circleRing(cx: number, cy: number, r: number, steps = 24): Ring {
  const ring: Ring = []
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2
    ring.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r)
  }
  return ring
}

export const boxRing = (x0: number, y0: number, x1: number, y1: number): Ring => [
  x0,
  y0,
  x1,
  y0,
  x1,
  y1,
  x0,
  y1,
]

/** A straight stroke of width `w` from (ax, ay) to (bx, by), as a quad. */
export function segmentRing(ax: number, ay: number, bx: number, by: number, w: number): Ring {
  const len = Math.hypot(bx - ax, by - ay) || 1
  const nx = (-(by - ay) / len) * (w / 2)
  const ny = ((bx - ax) / len) * (w / 2)
  return [ax + nx, ay + ny, bx + nx, by + ny, bx - nx, by - ny, ax - nx, ay - ny]
}

/** The outline of a box, `w` pixels thick, inside the box. */
export function frameRings(x0: number, y0: number, x1: number, y1: number, w: number): Ring[] {
  return [
    boxRing(x0, y0, x1, y0 + w),
    boxRing(x0, y1 - w, x1, y1),
    boxRing(x0, y0, x0 + w, y1),
    boxRing(x1 - w, y0, x1, y1),
  ]
}
