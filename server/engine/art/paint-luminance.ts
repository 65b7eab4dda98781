import type { SvgNode } from '../common'

const NAMED: Record<string, number> = { black: 0, white: 1, red: 0.3, gray: 0.5, grey: 0.5 }

/** Relative luminance 0 (black) to 1 (white) of a CSS colour; null when it is not a colour. */
export function colorLuminance(color: string | undefined): number | null {
  if (!color) return null
  const value = color.trim().toLowerCase()
  if (value in NAMED) return NAMED[value]
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1]
  if (!hex) return null
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('')
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Average luminance of every gradient in the fragment, by id, so url(#id) fills can be judged. */
export function gradientLuminances(nodes: SvgNode[], out = new Map<string, number>()): Map<string, number> {
  for (const node of nodes) {
    if (/Gradient$/.test(node.tag) && node.attrs.id) {
      const stops = node.children
        .map((stop) => colorLuminance(stop.attrs['stop-color']))
        .filter((l): l is number => l !== null)
      if (stops.length) out.set(node.attrs.id, stops.reduce((a, b) => a + b, 0) / stops.length)
      else if (node.attrs['xlink:href'] || node.attrs.href) {
        const ref = (node.attrs['xlink:href'] || node.attrs.href).slice(1)
        const found = out.get(ref)
        if (found !== undefined) out.set(node.attrs.id, found)
      }
    }
    gradientLuminances(node.children, out)
  }
  return out
}

export function paintLuminance(paint: string | undefined, gradients: Map<string, number>): number | null {
  if (!paint) return null
  const url = /url\(#([^)]+)\)/.exec(paint)
  if (url) return gradients.get(url[1]) ?? 0.6
  return colorLuminance(paint)
}

/**
 * Ids of gradients that are mostly see-through (mean stop-opacity under `limit`): glows and halos in the
 * source art, which would otherwise become a stray outline around the drawing.
 */
export function translucentGradients(nodes: SvgNode[], limit = 0.7, out = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (/Gradient$/.test(node.tag) && node.attrs.id && node.children.length) {
      const opacities = node.children.map((stop) => Number(stop.attrs['stop-opacity'] ?? 1))
      if (opacities.reduce((a, b) => a + b, 0) / opacities.length < limit) out.add(node.attrs.id)
    }
    translucentGradients(node.children, limit, out)
  }
  return out
}
