// The one reader of SVG path data, shared by flattening (flatten-path.ts) and bounding boxes
// (path-bounds.ts): commands, implicit repeats, relative coordinates and the current point are handled
// here once; each caller only says what a segment means to it.

export type PathCommand = 'M' | 'L' | 'H' | 'V' | 'C' | 'S' | 'Q' | 'T' | 'A' | 'Z'

export type PathSegment = {
  command: PathCommand
  /** The arguments as written (relative ones not yet offset; arc flags as 0 or 1). */
  args: number[]
  /** What to add to a written x / y to make it absolute: the start point when relative, else 0. */
  ox: number
  oy: number
  /** The current point before the segment. */
  fromX: number
  fromY: number
  /** The current point after it (the subpath's start, after Z). */
  x: number
  y: number
}

const ARG_COUNT: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 }
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/

/**
 * Calls `visit` with each segment of `d`, in order. Reading stops at an unknown command; a malformed number
 * throws. Arc flags may be packed without separators ("a1 1 0 011 1"), so they are read one digit at a time.
 */
export function readPathData(d: string, visit: (segment: PathSegment) => void): void {
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
    const match = NUMBER.exec(d.slice(i, i + 40))
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
      visit({ command: 'Z', args: [], ox: 0, oy: 0, fromX: x, fromY: y, x: startX, y: startY })
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
    let nx = x
    let ny = y
    if (upper === 'H') nx = args[0] + ox
    else if (upper === 'V') ny = args[0] + oy
    else {
      nx = args[args.length - 2] + ox
      ny = args[args.length - 1] + oy
    }
    visit({ command: upper as PathCommand, args, ox, oy, fromX: x, fromY: y, x: nx, y: ny })
    x = nx
    y = ny
    if (upper === 'M') {
      startX = x
      startY = y
      // Pairs after a moveto are linetos.
      command = relative ? 'l' : 'L'
    }
  }
}
