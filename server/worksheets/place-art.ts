import { type InkMap, inkBounds, placeArt } from './ink-map'
import type { Box } from './sheet-layout'

/**
 * The page's art fitted into `area`, leaving the rest of the sheet for the worksheet's own parts: kept as
 * it is when it already fits, otherwise shrunk (never grown) and centred.
 */
export function fitArt(source: InkMap, area: Box): { map: InkMap; art: Box } {
  const b = inkBounds(source)
  if (!b) return { map: source, art: area }
  if (b.x0 >= area.x0 && b.y0 >= area.y0 && b.x1 <= area.x1 && b.y1 <= area.y1) return { map: source, art: b }
  const w = b.x1 - b.x0
  const h = b.y1 - b.y0
  const scale = Math.min(1, (area.x1 - area.x0) / w, (area.y1 - area.y0) / h)
  const tw = Math.floor(w * scale)
  const th = Math.floor(h * scale)
  const to = {
    x: Math.round((area.x0 + area.x1 - tw) / 2),
    y: Math.round((area.y0 + area.y1 - th) / 2),
    width: tw,
    height: th,
  }
  const map = placeArt(source, { x: b.x0, y: b.y0, width: w, height: h }, to)
  return { map, art: { x0: to.x, y0: to.y, x1: to.x + tw, y1: to.y + th } }
}
