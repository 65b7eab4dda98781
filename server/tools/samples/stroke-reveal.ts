import { svgPathProperties } from 'svg-path-properties'
import { parseSvgFragment, type SvgNode, serializeSvg } from '../../engine/common/svg-tree'

// Draws a finished page "stroke by stroke" for the demo video: every outline is traced with a moving
// dash, in the order the engine painted it, and takes its own fill once its line is complete.

const DRAWN = new Set(['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'])
// Their contents are referenced (patterns, clips), not painted in place: they stay as they are.
const REFERENCED = new Set(['defs', 'pattern', 'clipPath', 'mask', 'symbol', 'marker'])

type Stroke = { node: SvgNode; length: number; start: number; end: number }

export type PageReveal = {
  /** viewBox of the page, e.g. [0, 0, 612, 792]. */
  viewBox: number[]
  /** The page body with everything drawn up to `progress` (0 = blank, 1 = the finished page). */
  at: (progress: number) => string
}

const num = (v: string | undefined) => Number.parseFloat(v ?? '0') || 0

function pointsLength(points: string, closed: boolean): number {
  const xy = points
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  let length = 0
  for (let i = 2; i + 1 < xy.length; i += 2) length += Math.hypot(xy[i] - xy[i - 2], xy[i + 1] - xy[i - 1])
  if (closed && xy.length >= 4) length += Math.hypot(xy[0] - xy[xy.length - 2], xy[1] - xy[xy.length - 1])
  return length
}

/** Outline length in the element's own units, where stroke-dasharray is measured. */
function outlineLength(node: SvgNode): number {
  const a = node.attrs
  switch (node.tag) {
    case 'path':
      try {
        return new svgPathProperties(a.d ?? '').getTotalLength()
      } catch {
        return 0
      }
    case 'circle':
      return 2 * Math.PI * num(a.r)
    case 'ellipse': {
      const [rx, ry] = [num(a.rx), num(a.ry)]
      // Ramanujan's approximation.
      return Math.PI * (3 * (rx + ry) - Math.sqrt((3 * rx + ry) * (rx + 3 * ry)))
    }
    case 'rect':
      return 2 * (num(a.width) + num(a.height))
    case 'line':
      return Math.hypot(num(a.x2) - num(a.x1), num(a.y2) - num(a.y1))
    default:
      return pointsLength(a.points ?? '', node.tag === 'polygon')
  }
}

function collect(nodes: SvgNode[], out: SvgNode[]) {
  for (const node of nodes) {
    if (REFERENCED.has(node.tag)) continue
    if (DRAWN.has(node.tag)) out.push(node)
    collect(node.children, out)
  }
}

const stroked = (node: SvgNode) => node.attrs.stroke !== undefined && node.attrs.stroke !== 'none'

export function pageReveal(svg: string): PageReveal {
  const open = /<svg[^>]*>/.exec(svg)
  if (!open) throw new Error('not an SVG document')
  const viewBox = (/viewBox="([^"]+)"/.exec(open[0])?.[1] ?? '0 0 612 792').split(/[\s,]+/).map(Number)
  const body = svg.slice(open.index + open[0].length, svg.lastIndexOf('</svg>'))
  const tree = parseSvgFragment(body)

  const nodes: SvgNode[] = []
  collect(tree, nodes)
  const lengths = nodes.map((n) => (stroked(n) ? outlineLength(n) : 0))
  const total = lengths.reduce((s, l) => s + l, 0) || 1
  const longest = Math.max(...lengths, 1)
  // Several pens at once: each line starts when the lines before it are three quarters done, and long
  // lines take longer than short ones.
  let before = 0
  const strokes = new Map<SvgNode, Stroke>()
  nodes.forEach((node, i) => {
    const start = (0.8 * before) / total
    const end = Math.min(1, start + 0.04 + (0.2 * lengths[i]) / longest)
    strokes.set(node, { node, length: lengths[i], start, end })
    before += lengths[i]
  })

  function draw(list: SvgNode[], progress: number): SvgNode[] {
    const out: SvgNode[] = []
    for (const node of list) {
      const stroke = strokes.get(node)
      if (!stroke) {
        out.push({
          ...node,
          children: REFERENCED.has(node.tag) ? node.children : draw(node.children, progress),
        })
        continue
      }
      if (progress >= stroke.end) {
        out.push(node)
        continue
      }
      if (progress <= stroke.start || stroke.length === 0) continue
      const share = (progress - stroke.start) / (stroke.end - stroke.start)
      const L = stroke.length
      out.push({
        ...node,
        attrs: {
          ...node.attrs,
          fill: 'none',
          'stroke-dasharray': `${L.toFixed(2)} ${L.toFixed(2)}`,
          'stroke-dashoffset': (L * (1 - share)).toFixed(2),
        },
      })
    }
    return out
  }

  return { viewBox, at: (progress) => serializeSvg(draw(tree, progress)) }
}
