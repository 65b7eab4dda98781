import { ART_SETS } from '../art-credits'
import type { Credit, Scene } from '../compose-scene'
import type { Box } from '../geometry'
import { lineStyle } from '../line-style'
import { MARGIN_PT, PAGE_SIZES } from '../page-size'
import type { PlacedDrawing } from '../place-drawing'
import type { Plan, PlanFigure } from '../plan'
import { seededRandom } from '../seeded-random'
import { watermarkSvg } from '../watermark'

const WATERMARK_ROOM = 16

import type { FigureContext } from './figure-kit'
import { drawMandalaPage } from './mandala'
import { drawNumberPage } from './number'
import { drawPatternPage } from './pattern'
import { drawSceneFigure } from './scene-figure'
import { drawShapesPage } from './shapes-page'

function drawFigure(figure: PlanFigure, ctx: FigureContext): string {
  switch (figure.kind) {
    case 'mandala':
      return drawMandalaPage(ctx, figure.motif)
    case 'pattern':
      return drawPatternPage(ctx, figure.pattern)
    case 'number':
      return drawNumberPage(ctx, figure.digits, figure.motif)
    case 'shapes':
      return drawShapesPage(ctx, figure.shapes)
    case 'scene':
      return drawSceneFigure(ctx, figure.scene)
  }
}

/** A page drawn by geometry, framed like every other page: printable area only, watermark when asked. */
export function composeFigure(plan: Plan & { figure: PlanFigure }): Scene {
  const page = PAGE_SIZES[plan.size]
  const area: Box = {
    minX: MARGIN_PT,
    minY: MARGIN_PT,
    maxX: page.widthPt - MARGIN_PT,
    maxY: page.heightPt - MARGIN_PT,
  }
  const credits: Credit[] = []
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
      const set = ART_SETS[drawing.set]
      if (!credits.some((c) => c.set === set.name && c.drawing === drawing.drawing))
        credits.push({ set: set.name, license: set.license, drawing: drawing.drawing })
      boxes.push(drawing.box)
      return drawing.svg
    },
  }
  const art = drawFigure(plan.figure, ctx)
  const watermark = plan.watermark ? watermarkSvg(area) : ''
  const f = (v: number) => v.toFixed(2)
  const W = page.widthPt
  const H = page.heightPt
  const m = MARGIN_PT
  // As on subject pages: the margins are painted white last, which costs nothing, instead of a clip path.
  const margins = `<path d="M0 0H${f(W)}V${m}H0ZM0 ${f(H - m)}H${f(W)}V${f(H)}H0ZM0 0H${m}V${f(H)}H0ZM${f(W - m)} 0H${f(W)}V${f(H)}H${f(W - m)}Z" fill="#fff"/>`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${page.widthPx}" height="${page.heightPx}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
    `${art}${watermark}${margins}</svg>`
  return { svg, credits, placed: boxes }
}
