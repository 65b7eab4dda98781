import type { SvgNode } from '../common'
import { flattenPath, parseTransform, type Ring } from '../common'

const n = (node: SvgNode, key: string) => Number(node.attrs[key] ?? 0)

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`
}

/**
 * The outline of one shape element as polygons in its own coordinates (before its transform attribute),
 * following `use` to the shape it draws. Empty for anything that is not a shape.
 */
export function shapeRings(node: SvgNode, defs: Map<string, SvgNode>, step: number, depth = 0): Ring[] {
  switch (node.tag) {
    case 'path':
      return node.attrs.d ? flattenPath(node.attrs.d, step) : []
    case 'circle':
      return flattenPath(ellipsePath(n(node, 'cx'), n(node, 'cy'), n(node, 'r'), n(node, 'r')), step)
    case 'ellipse':
      return flattenPath(ellipsePath(n(node, 'cx'), n(node, 'cy'), n(node, 'rx'), n(node, 'ry')), step)
    case 'rect': {
      const [x, y, w, h] = [n(node, 'x'), n(node, 'y'), n(node, 'width'), n(node, 'height')]
      return [[x, y, x + w, y, x + w, y + h, x, y + h]]
    }
    case 'polygon': {
      const v = (node.attrs.points ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
      return v.length >= 6 ? [v] : []
    }
    case 'use': {
      const ref = defs.get((node.attrs.href ?? node.attrs['xlink:href'] ?? '').slice(1))
      if (!ref || depth > 4) return []
      const m = parseTransform(ref.attrs.transform)
      const dx = n(node, 'x')
      const dy = n(node, 'y')
      return shapeRings(ref, defs, step, depth + 1).map((ring) => {
        const out: Ring = []
        for (let k = 0; k < ring.length; k += 2) {
          const x = ring[k]
          const y = ring[k + 1]
          out.push(m[0] * x + m[2] * y + m[4] + dx, m[1] * x + m[3] * y + m[5] + dy)
        }
        return out
      })
    }
    default:
      return []
  }
}
