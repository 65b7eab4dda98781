import type { FigureContext } from './figure-kit'
export function drawPatternPage(_ctx: FigureContext, _pattern: string): string {
  return ''
}
