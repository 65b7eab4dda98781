import type { PlacedDrawing } from '../art'
import { creditDrawing, lineStyle } from '../art'
import type { Box } from '../common'
import { PAGE_SIZES, pageSvg, printableArea, type Scene, seededRandom } from '../common'
import { watermarkSvg } from '../lettering'
import type { Plan, PlanFigure } from '../plan'

const WATERMARK_ROOM = 16

import { drawAlphabetPage } from './alphabet'
import type { FigureContext } from './figure-kit'
import { drawMandalaPage } from './mandala'
import { drawMotifPatternPage } from './motif-pattern'
import { drawNumberPage } from './number'
import { drawPatternPage } from './pattern'
import { drawSceneFigure } from './scene-figure'
import { drawShapesPage } from './shapes-page'

function drawFigure(figure: PlanFigure, ctx: FigureContext): string {
  switch (figure.kind) {
    case 'mandala':
      return drawMandalaPage(ctx, figure.motif, figure.alternate, figure.wheel)
    case 'pattern':
      return figure.motif
        ? drawMotifPatternPage(ctx, figure.pattern, figure.motif, figure.alternate)
        : drawPatternPage(ctx, figure.pattern)
    case 'number':
      return drawNumberPage(
        ctx,
        figure.digits,
        figure.motif,
        figure.uncounted,
        figure.spots,
        figure.setting,
        figure.holder,
      )
    case 'shapes':
      return drawShapesPage(ctx, figure.shapes)
    case 'scene':
      return drawSceneFigure(ctx, figure.scene)
    case 'alphabet':
      return drawAlphabetPage(ctx)
  }
}

/** A page drawn by geometry, framed like every other page: printable area only, watermark when asked. */
export function composeFigure(plan: Plan & { figure: PlanFigure }): Scene {
  const page = PAGE_SIZES[plan.size]
  const area = printableArea(page)
  const credits: Scene['credits'] = []
  const boxes: Box[] = []
  let ids = 0
  const ctx: FigureContext = {
    plan,
    // The watermark's white backing sits at the bottom of the printable area: figures keep above it, so it
    // never opens a frame or a region.
    area: plan.watermark ? { ...area, maxY: area.maxY - WATERMARK_ROOM } : area,
    lines: lineStyle(plan.complexity, plan.style),
    easy: plan.complexity === 'easy',
    random: seededRandom(plan.seed ^ 0xf16),
    nextId: () => `f${ids++}_`,
    credits,
    boxes,
    placed: (drawing: PlacedDrawing) => {
      creditDrawing(credits, drawing)
      boxes.push(drawing.box)
      return drawing.svg
    },
  }
  const art = drawFigure(plan.figure, ctx)
  const watermark = plan.watermark ? watermarkSvg(area) : ''
  return { svg: pageSvg(page, art + watermark), credits, placed: boxes }
}
