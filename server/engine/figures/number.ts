import type { FigureContext } from './figure-kit'
export function drawNumberPage(_ctx: FigureContext, _digits: string): string {
  return ''
}
