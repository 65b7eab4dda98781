import type { Credit } from '../common'
import { ART_SETS } from '../vocabulary'
import type { PlacedDrawing } from './place-drawing'

/** Credits a placed drawing's art set, once per drawing however often the page uses it. */
export function creditDrawing(credits: Credit[], drawing: PlacedDrawing): void {
  const set = ART_SETS[drawing.set]
  if (!credits.some((c) => c.set === set.name && c.drawing === drawing.drawing))
    credits.push({ set: set.name, license: set.license, drawing: drawing.drawing })
}
