import type { InkMap } from './ink-map'

/** The connected pieces of ink (8-connected: a line drawn corner to corner is one piece). */
export type InkParts = {
  /** Piece of each pixel, 0 for paper; pieces are 1 .. count. */
  label: Int32Array
  count: number
  area: Int32Array
  minX: Int32Array
  minY: Int32Array
  maxX: Int32Array
  maxY: Int32Array
}

export function findInkParts(map: InkMap): InkParts {
  const { width, height, ink } = map
  const label = new Int32Array(width * height)
  const stack = new Int32Array(width * height)
  const area = [0]
  const box = [[0, 0, 0, 0]]
  let count = 0
  for (let start = 0; start < label.length; start++) {
    if (!ink[start] || label[start]) continue
    count++
    let top = 0
    stack[top++] = start
    label[start] = count
    let n = 0
    let x0 = width
    let y0 = height
    let x1 = 0
    let y1 = 0
    while (top) {
      const p = stack[--top]
      n++
      const y = (p / width) | 0
      const x = p - y * width
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      if (y > y1) y1 = y
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy
        if (ny < 0 || ny >= height) continue
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          if (nx < 0 || nx >= width) continue
          const q = ny * width + nx
          if (ink[q] && !label[q]) {
            label[q] = count
            stack[top++] = q
          }
        }
      }
    }
    area.push(n)
    box.push([x0, y0, x1, y1])
  }
  return {
    label,
    count,
    area: Int32Array.from(area),
    minX: Int32Array.from(box.map((b) => b[0])),
    minY: Int32Array.from(box.map((b) => b[1])),
    maxX: Int32Array.from(box.map((b) => b[2])),
    maxY: Int32Array.from(box.map((b) => b[3])),
  }
}
