import type { ShapeName } from '../plan'
import type { FigureContext } from './figure-kit'
export function drawShapesPage(_ctx: FigureContext, _shapes: ShapeName[]): string {
  return ''
}
