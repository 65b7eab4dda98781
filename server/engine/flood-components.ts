/**
 * Calls `visit` once for every connected group of pixels equal to `value` (4- or 8-connected), with the
 * group's pixel indices and whether it touches the picture's edge. The pixel list is reused between calls:
 * act on it before returning. The one flood fill that speck removal and small-region filling share.
 */
export function floodComponents(
  mask: Uint8Array,
  w: number,
  h: number,
  value: 0 | 1,
  connectivity: 4 | 8,
  visit: (pixels: number[], touchesEdge: boolean) => void,
): void {
  const seen = new Uint8Array(mask.length)
  const stack: number[] = []
  const pixels: number[] = []
  const steps = connectivity === 8 ? STEPS_8 : STEPS_4
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || seen[start]) continue
    pixels.length = 0
    let touchesEdge = false
    stack.push(start)
    seen[start] = 1
    while (stack.length) {
      const p = stack.pop() as number
      pixels.push(p)
      const x = p % w
      const y = (p - x) / w
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) touchesEdge = true
      for (const [dx, dy] of steps) {
        const xx = x + dx
        const yy = y + dy
        if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue
        const q = yy * w + xx
        if (mask[q] === value && !seen[q]) {
          seen[q] = 1
          stack.push(q)
        }
      }
    }
    visit(pixels, touchesEdge)
  }
}

const STEPS_4 = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const
const STEPS_8 = [...STEPS_4, [1, 1], [1, -1], [-1, 1], [-1, -1]] as const
