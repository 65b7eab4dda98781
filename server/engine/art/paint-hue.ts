import type { SvgNode } from '../common'

export type Hue = 'green' | 'brown' | 'other'

/** The first stop colour of every gradient, by id (following href), so url(#id) fills have a hue. */
export function gradientColors(nodes: SvgNode[], out = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (/Gradient$/.test(node.tag) && node.attrs.id) {
      const stop = node.children.find((s) => s.attrs['stop-color'])?.attrs['stop-color']
      const ref = (node.attrs['xlink:href'] ?? node.attrs.href ?? '').slice(1)
      const color = stop ?? out.get(ref)
      if (color) out.set(node.attrs.id, color)
    }
    gradientColors(node.children, out)
  }
  return out
}

/** Leaves and grass against bark and planks: all a texture needs to know of a colour. */
export function paintHue(paint: string | undefined, gradients: Map<string, string>): Hue {
  const url = /url\(#([^)]+)\)/.exec(paint ?? '')
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((url ? gradients.get(url[1]) : paint)?.trim() ?? '')?.[1]
  if (!hex) return 'other'
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('')
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  if (max - min < 0.08) return 'other'
  if (g === max && g > r * 1.05 && g > b) return 'green'
  // Brown: red over green over blue, not bright (orange-brown to dark umber).
  if (r === max && g > b && r - b > 0.15 && max < 0.85) return 'brown'
  return 'other'
}
