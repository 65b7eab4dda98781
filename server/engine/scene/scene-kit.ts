import type { LineStyle } from '../art/line-style'
import type { DrawingLines, PlacedDrawing } from '../art/place-drawing'
import { ART_SETS } from '../vocabulary/art-credits'

export type Credit = { set: string; license: string; drawing: string }

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
    credit: (d) => {
      const set = ART_SETS[d.set]
      if (!credits.some((c) => c.set === set.name && c.drawing === d.drawing))
        credits.push({ set: set.name, license: set.license, drawing: d.drawing })
    },
    credits,
  }
}
