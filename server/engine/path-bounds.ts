import { addPoint, type Box, EMPTY_BOX } from './geometry'

const ARG_COUNT: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 }

// Bounding box of an SVG path: end points and control points (a safe over-estimate for curves).
// Arc flags may be packed without separators ("a1 1 0 011 1"), so they are read one digit at a time.
export function pathBounds(d: string): Box {
  const box = { ...EMPTY_BOX }
  let i = 0
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  let command = ''
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i])) i++
  }
  const readNumber = (): number => {
    skip()
    const match = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(d.slice(i, i + 40))
    if (!match) throw new Error(`bad path near ${d.slice(i, i + 10)}`)
    i += match[0].length
    return Number(match[0])
  }
  const readFlag = (): number => {
    skip()
    return d[i++] === '1' ? 1 : 0
  }
  while (i < d.length) {
    skip()
    if (i >= d.length) break
    if (/[a-zA-Z]/.test(d[i])) command = d[i++]
    const upper = command.toUpperCase()
    const relative = command !== upper
    if (upper === 'Z') {
      x = startX
      y = startY
      command = ''
      continue
    }
    if (!(upper in ARG_COUNT)) break
    const args: number[] = []
    for (let k = 0; k < ARG_COUNT[upper]; k++) {
      args.push(upper === 'A' && (k === 3 || k === 4) ? readFlag() : readNumber())
    }
    const ox = relative ? x : 0
    const oy = relative ? y : 0
    if (upper === 'H') x = args[0] + (relative ? x : 0)
    else if (upper === 'V') y = args[0] + (relative ? y : 0)
    else if (upper === 'A') {
      const ex = args[5] + ox
      const ey = args[6] + oy
      // Without solving for the centre: the arc stays within max(half chord, sagitta) of the chord's midpoint.
      const r = Math.max(Math.abs(args[0]), Math.abs(args[1]))
      const half = Math.hypot(ex - x, ey - y) / 2
      const rest = Math.sqrt(Math.max(0, r * r - half * half))
      const extent = Math.max(half, args[3] ? r + rest : r - rest)
      const mx = (x + ex) / 2
      const my = (y + ey) / 2
      addPoint(box, mx - extent, my - extent)
      addPoint(box, mx + extent, my + extent)
      x = ex
      y = ey
    } else {
      for (let k = 0; k < args.length; k += 2) addPoint(box, args[k] + ox, args[k + 1] + oy)
      x = args[args.length - 2] + ox
      y = args[args.length - 1] + oy
    }
    addPoint(box, x, y)
    if (upper === 'M') {
      startX = x
      startY = y
      command = relative ? 'l' : 'L'
    }
  }
  return box
}
