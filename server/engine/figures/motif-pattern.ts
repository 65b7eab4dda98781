import { placeDrawing } from '../art'
import { rect } from '../scenery'
import { conceptById } from '../vocabulary'
import { type FigureContext, lined } from './figure-kit'

// Pages built from drawings: a pattern tiles the framed page with them ("a pattern of hearts and stars"),
// taken in turn in a brick layout; a border frames an empty middle with them ("a border of flowers").

type Cell = { x: number; y: number; size: number }

/** Cells of a brick layout inside the frame: every other row shifted by half a cell. */
function gridCells(minX: number, minY: number, maxX: number, maxY: number, cols: number): Cell[] {
  const w = (maxX - minX) / cols
  const rows = Math.max(2, Math.round((maxY - minY) / w))
  const h = (maxY - minY) / rows
  const size = Math.min(w, h) * 0.74
  const out: Cell[] = []
  for (let r = 0; r < rows; r++) {
    const shift = r % 2 ? w / 2 : 0
    const count = r % 2 ? cols - 1 : cols
    for (let c = 0; c < count; c++)
      out.push({ x: minX + shift + (c + 0.5) * w, y: minY + (r + 0.5) * h, size })
  }
  return out
}

/** Cells round the edge of the frame, one band deep, leaving the middle empty. */
function borderCells(minX: number, minY: number, maxX: number, maxY: number, cols: number): Cell[] {
  const w = (maxX - minX) / cols
  const rows = Math.max(3, Math.round((maxY - minY) / w))
  const h = (maxY - minY) / rows
  const size = Math.min(w, h) * 0.78
  const out: Cell[] = []
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      if (r === 0 || r === rows - 1 || c === 0 || c === cols - 1)
        out.push({ x: minX + (c + 0.5) * w, y: minY + (r + 0.5) * h, size })
  return out
}

/** The pattern ('motifs') or border ('border') page of one drawing, or two in turn. */
export function drawMotifPatternPage(
  ctx: FigureContext,
  layout: string,
  motif: string,
  alternate?: string,
): string {
  const { area, lines, easy } = ctx
  const inset = easy ? 4 : 14
  const [minX, minY, maxX, maxY] = [
    area.minX + inset,
    area.minY + inset,
    area.maxX - inset,
    area.maxY - inset,
  ]
  const border = layout === 'border'
  const cols = border ? (easy ? 4 : 6) : easy ? 3 : 5
  const cells = (border ? borderCells : gridCells)(minX, minY, maxX, maxY, cols)
  const drawings = [conceptById(motif), conceptById(alternate ?? motif)]
  const drawingLines = {
    line: lines.propLine,
    minDetail: lines.minDetail * 1.2,
    hatchSpacing: lines.hatchSpacing,
    hatchLine: lines.hatchLine,
  }
  let svg = ''
  cells.forEach((cell, k) => {
    const box = {
      minX: cell.x - cell.size / 2,
      minY: cell.y - cell.size / 2,
      maxX: cell.x + cell.size / 2,
      maxY: cell.y + cell.size / 2,
    }
    svg += ctx.placed(placeDrawing(drawings[k % 2], lines.artSet, box, drawingLines, ctx.nextId(), 'center'))
  })
  svg += lined(rect(minX, minY, maxX - minX, maxY - minY), lines.subjectLine)
  if (border) {
    // The inner edge of the border: the middle is left for the child's own drawing or words.
    const w = (maxX - minX) / cols
    const h = (maxY - minY) / Math.max(3, Math.round((maxY - minY) / w))
    svg += lined(rect(minX + w, minY + h, maxX - minX - 2 * w, maxY - minY - 2 * h), lines.subjectLine)
  }
  return svg
}
