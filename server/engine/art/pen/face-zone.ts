import { type Box, boxHeight, boxWidth } from '../../common'

export type Face = {
  /** The eyes (and nose) found together, as one box. */
  features: Box
  /** That box grown by about half a feature: eye whites and a muzzle lie inside it. */
  zone: Box
  /** Many round dark rings (a ladybird's spots): which ones are eyes is unclear, so only the zone counts. */
  spotted: boolean
}

const area = (b: Box) => boxWidth(b) * boxHeight(b)

/**
 * Where a drawing's face is, from the boxes of its small dark rings (pupils, eyes, a nose): the cluster round
 * the topmost one. Patterns stay off it: a zentangle across eyes or a muzzle reads as a mask, and adult
 * colouring books leave faces plain. Null when the drawing has no such features (a car, a rocket).
 */
export function findFace(rings: Box[], iconSize: number): Face | null {
  const eyes = rings.filter((b) => {
    const w = boxWidth(b)
    const h = boxHeight(b)
    // Round and not large: eyes and noses, not a zebra's stripes or a black cat.
    return w > 0 && h > 0 && Math.max(w, h) < iconSize * 0.3 && Math.max(w / h, h / w) <= 2.5
  })
  if (!eyes.length) return null
  const cy = (b: Box) => (b.minY + b.maxY) / 2
  const cx = (b: Box) => (b.minX + b.maxX) / 2
  const top = eyes.reduce((a, b) => (cy(b) < cy(a) ? b : a))
  const cluster = eyes.filter(
    (b) => Math.abs(cx(b) - cx(top)) <= iconSize * 0.4 && cy(b) - cy(top) <= iconSize * 0.22,
  )
  const features = cluster.reduce((a, b) => ({
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  }))
  const size = cluster.reduce((s, b) => s + Math.max(boxWidth(b), boxHeight(b)), 0) / cluster.length
  const pad = Math.max(size * 0.6, iconSize * 0.05)
  return {
    features,
    spotted: eyes.length > 4,
    zone: {
      minX: features.minX - pad,
      minY: features.minY - pad,
      maxX: features.maxX + pad,
      maxY: features.maxY + pad,
    },
  }
}

/**
 * A shape is part of the face when most of it lies round the features (eye whites, irises, a muzzle), or
 * when it holds them all and ends not far below them: a face ends under its mouth, a body (an owl's, whose
 * eyes sit on it) and a mane reach well below.
 */
export function inFace(shape: Box, face: Face | null): boolean {
  if (!face) return false
  const { zone, features } = face
  const w = Math.min(shape.maxX, zone.maxX) - Math.max(shape.minX, zone.minX)
  const h = Math.min(shape.maxY, zone.maxY) - Math.max(shape.minY, zone.minY)
  if (w > 0 && h > 0 && w * h >= 0.6 * area(shape)) return true
  if (face.spotted) return false
  const holds =
    shape.minX <= features.minX &&
    shape.minY <= features.minY &&
    shape.maxX >= features.maxX &&
    shape.maxY >= features.maxY
  const tall = Math.max(boxHeight(features), 1e-9)
  return holds && shape.maxY - features.maxY <= 1.25 * tall && area(shape) <= 14 * area(features)
}
