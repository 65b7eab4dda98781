import type { Ring } from '../common'
import { parseSvgFragment, type SvgNode } from '../common'
import { shapeRings } from './shape-rings'

const signedArea = (ring: Ring) => {
  let a = 0
  for (let i = 0; i < ring.length; i += 2) {
    const j = (i + 2) % ring.length
    a += ring[i] * ring[j + 1] - ring[j] * ring[i + 1]
  }
  return a / 2
}

/**
 * A white shape covering an icon silhouette with its holes filled, to lay under the outlined icon. Outline icon
 * families draw detail as holes cut into one black shape (the windows of a cab, the inside of a track), and
 * without this the scenery behind would show through them and cross the drawing. Every ring is turned the same
 * way so the nonzero fill covers holes too. In icon units; `step` is the flattening tolerance.
 */
export function silhouetteUnderlay(body: string, step: number): string {
  const out: string[] = []
  const walk = (nodes: SvgNode[]) => {
    for (const node of nodes) {
      if (node.tag === 'g') walk(node.children)
      if (node.tag === 'defs' || node.tag === 'clipPath' || node.attrs.fill === 'none') continue
      const rings = shapeRings(node, new Map(), step)
      if (!rings.length) continue
      const d = rings
        .filter((r) => r.length >= 6)
        .map((r) => {
          const ring = signedArea(r) < 0 ? reversed(r) : r
          let s = `M${ring[0].toFixed(2)} ${ring[1].toFixed(2)}`
          for (let i = 2; i < ring.length; i += 2) s += `L${ring[i].toFixed(2)} ${ring[i + 1].toFixed(2)}`
          return `${s}Z`
        })
        .join('')
      const transform = node.attrs.transform ? ` transform="${node.attrs.transform}"` : ''
      if (d) out.push(`<path d="${d}" fill="#fff"${transform}/>`)
    }
  }
  walk(parseSvgFragment(body))
  return out.join('')
}

function reversed(ring: Ring): Ring {
  const out: Ring = []
  for (let i = ring.length - 2; i >= 0; i -= 2) out.push(ring[i], ring[i + 1])
  return out
}
