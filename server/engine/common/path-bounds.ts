import { addPoint, type Box, EMPTY_BOX } from './geometry'
import { readPathData } from './path-data'

// Bounding box of an SVG path: end points and control points (a safe over-estimate for curves).
export function pathBounds(d: string): Box {
  const box = { ...EMPTY_BOX }
  readPathData(d, ({ command, args, ox, oy, fromX, fromY, x, y }) => {
    if (command === 'Z') return
    if (command === 'A') {
      // Without solving for the centre: the arc stays within max(half chord, sagitta) of the chord's midpoint.
      const r = Math.max(Math.abs(args[0]), Math.abs(args[1]))
      const half = Math.hypot(x - fromX, y - fromY) / 2
      const rest = Math.sqrt(Math.max(0, r * r - half * half))
      const extent = Math.max(half, args[3] ? r + rest : r - rest)
      const mx = (fromX + x) / 2
      const my = (fromY + y) / 2
      addPoint(box, mx - extent, my - extent)
      addPoint(box, mx + extent, my + extent)
    } else if (command !== 'H' && command !== 'V') {
      for (let k = 0; k < args.length; k += 2) addPoint(box, args[k] + ox, args[k + 1] + oy)
    }
    addPoint(box, x, y)
  })
  return box
}
