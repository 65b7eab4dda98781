/**
 * Calls `visit` once for every connected group of pixels equal to `value` (4- or 8-connected), with the
 * group's pixel indices and whether it touches the picture's edge. The pixel list is reused between calls:
 * act on it before returning. The one flood fill that speck removal, small-region filling, photo lines and
 * the pen drawing's coat pieces share.
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
  // Every pixel is pushed at most once, so a stack as long as the picture never overflows.
  const stack = new Int32Array(mask.length)
  const pixels: number[] = []
  const count = connectivity
  const near = new Int32Array(8)
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || seen[start]) continue
    pixels.length = 0
    let touchesEdge = false
    let top = 0
    stack[top++] = start
    seen[start] = 1
    while (top) {
      const p = stack[--top]
      pixels.push(p)
      const x = p % w
      const y = (p - x) / w
      const left = x > 0
      const right = x < w - 1
      const up = y > 0
      const down = y < h - 1
      if (!(left && right && up && down)) touchesEdge = true
      // Neighbours west, east, north, south, then the four diagonals; -1 where off the picture.
      near[0] = left ? p - 1 : -1
      near[1] = right ? p + 1 : -1
      near[2] = up ? p - w : -1
      near[3] = down ? p + w : -1
      near[4] = left && up ? p - w - 1 : -1
      near[5] = right && up ? p - w + 1 : -1
      near[6] = left && down ? p + w - 1 : -1
      near[7] = right && down ? p + w + 1 : -1
      for (let i = 0; i < count; i++) {
        const q = near[i]
        if (q >= 0 && mask[q] === value && !seen[q]) {
          seen[q] = 1
          stack[top++] = q
        }
      }
    }
    visit(pixels, touchesEdge)
  }
}
