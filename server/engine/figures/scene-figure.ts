import type { SceneName } from '../plan'
import type { FigureContext } from './figure-kit'
export function drawSceneFigure(_ctx: FigureContext, _scene: SceneName): string {
  return ''
}
