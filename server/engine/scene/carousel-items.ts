// Riding the carousel: astride a carousel horse on its pole (the art's carousel horse), under a scalloped canopy
// the pole holds up, so the page reads as the merry-go-round and not a horse in a field.

import { merged, polygon, shape } from '../people'
import { conceptById } from '../vocabulary'
import type { ActionContext, Item } from './action-items'

export function carouselItems(c: ActionContext, rideItems: (c: ActionContext) => Item[]): Item[] {
  const horse = conceptById('carousel-horse')
  const items = rideItems({ ...c, object: horse })
  const mount = items.find((it) => it.kind === 'art' && it.key === 'mount')
  if (mount?.kind !== 'art') return items
  const b = mount.box
  const cx = (b.minX + b.maxX) / 2
  const w = (b.maxX - b.minX) * 1.5
  const roof = b.minY - 6.5
  const canopy: Item = {
    kind: 'draw',
    key: 'canopy',
    box: { minX: cx - w / 2, minY: roof - 4.2, maxX: cx + w / 2, maxY: b.minY },
    draw: (map, line) => {
      const k = map.k
      const p = (x: number, y: number) => map.p({ x, y })
      // The pole from the canopy down into the horse's back; the cone roof and its scalloped valance.
      const pole = merged([{ tube: [p(cx, roof + 0.5), p(cx, b.minY + 1)], width: k * 0.35 }], line)
      const cone = shape(polygon([p(cx, roof - 2.6), p(cx + w / 2, roof), p(cx - w / 2, roof)]), line)
      const n = 6
      const step = w / n
      let d = `M${p(cx - w / 2, roof).x.toFixed(2)} ${p(0, roof).y.toFixed(2)}`
      for (let i = 0; i < n; i++) {
        const x0 = cx - w / 2 + i * step
        const mid = p(x0 + step / 2, roof + 1.6)
        const end = p(x0 + step, roof)
        d += `Q${mid.x.toFixed(2)} ${mid.y.toFixed(2)} ${end.x.toFixed(2)} ${end.y.toFixed(2)}`
      }
      const flag = shape(polygon([p(cx, roof - 2.6), p(cx, roof - 4), p(cx + 1.2, roof - 3.6)]), line)
      return pole + flag + shape(`${d}Z`, line) + cone
    },
  }
  return [canopy, ...items]
}
