import type { DrawingLines, LineStyle, PlacedDrawing } from '../art'
import { creditDrawing } from '../art'
import type { Credit } from '../common'

/** What every drawing placed on one page shares: its line weights, a unique id prefix, and the credits list. */
export type SceneKit = {
  lines: LineStyle
  subjectLines: DrawingLines
  propLines: DrawingLines
  nextId: () => string
  credit: (d: PlacedDrawing) => void
  credits: Credit[]
}

export function sceneKit(lines: LineStyle): SceneKit {
  const credits: Credit[] = []
  let ids = 0
  const subjectLines = {
    line: lines.subjectLine,
    minDetail: lines.minDetail,
    hatchSpacing: lines.hatchSpacing,
    hatchLine: lines.hatchLine,
    patternSpacing: lines.patternSpacing,
    patternLine: lines.patternLine,
    ...(lines.penContour ? { pen: { contour: lines.penContour } } : {}),
  }
  return {
    lines,
    subjectLines,
    propLines: {
      ...subjectLines,
      line: lines.propLine,
      minDetail: lines.minDetail * 1.2,
      ...(lines.penContour ? { pen: { contour: lines.penContour * 0.8 } } : {}),
    },
    nextId: () => `d${ids++}_`,
    credit: (d) => creditDrawing(credits, d),
    credits,
  }
}
