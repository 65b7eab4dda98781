// Looking through a telescope: the eye at its eyepiece, the tube pointing up to the sky on the +x side, both
// hands on it, the tripod under it to the ground. Drawn by code so the eyepiece meets the eye (the art's
// telescope points its own way at its own size). Local units are an adult's head radii with the ground at y = 0.

import { merged, POSES, type Pt, polygon, reaching, shape, skeleton } from '../people'
import { type ActionContext, type FigureItem, figureAt, type Item } from './action-items'

const ANGLE = (28 * Math.PI) / 180

export function scopeItems({ first, others }: ActionContext): Item[] {
  const viewer: FigureItem = figureAt(first, 'scope', 0)
  const s = skeleton(first.age, viewer.pose)
  const r = s.build.head
  // The eyepiece at the right eye; the tube rising from it.
  const eye = { x: viewer.at.x + s.head.x + r * 0.38, y: viewer.at.y + s.head.y - r * 0.08 }
  const u = { x: Math.cos(ANGLE), y: -Math.sin(ANGLE) }
  const length = r * 6
  const along = (t: number): Pt => ({ x: eye.x + u.x * length * t, y: eye.y + u.y * length * t })
  const rel = (p: Pt) => ({ x: p.x - viewer.at.x, y: p.y - viewer.at.y })
  viewer.pose = reaching(first.age, POSES.scope, { L: rel(along(0.12)), R: rel(along(0.38)) })
  const mount = along(0.45)
  const tripod: Item = {
    kind: 'draw',
    key: 'tripod',
    box: { minX: mount.x - 2.2, minY: mount.y, maxX: mount.x + 2.2, maxY: 0 },
    draw: (map, line) => {
      const k = map.k
      const top = map.p({ x: mount.x, y: mount.y + 0.5 })
      const legs = [-2, 0.2, 2].map((dx) => map.p({ x: mount.x + dx, y: 0 }))
      return merged(
        legs.map((f) => ({ tube: [top, f], width: k * 0.25 })),
        line,
      )
    },
  }
  viewer.held = (_hs, map, line) => {
    const k = map.k
    const n = { x: -u.y, y: u.x }
    const side = (t: number, w: number, sgn: number) => {
      const p = map.p(along(t))
      return { x: p.x + n.x * w * k * sgn, y: p.y + n.y * w * k * sgn }
    }
    // The tube widening from the eyepiece to the lens end, a band round it where the mount holds it.
    const tube = polygon([side(0.08, 0.32, 1), side(1, 0.6, 1), side(1, 0.6, -1), side(0.08, 0.32, -1)])
    const eyepiece = polygon([side(0, 0.2, 1), side(0.1, 0.2, 1), side(0.1, 0.2, -1), side(0, 0.2, -1)])
    const band = polygon([side(0.42, 0.5, 1), side(0.5, 0.52, 1), side(0.5, 0.52, -1), side(0.42, 0.5, -1)])
    const lens = polygon([
      side(0.94, 0.68, 1),
      side(1.02, 0.68, 1),
      side(1.02, 0.68, -1),
      side(0.94, 0.68, -1),
    ])
    return shape(eyepiece, line) + shape(tube, line) + shape(band, line) + shape(lens, line)
  }
  return [tripod, viewer, ...others(-5)]
}
