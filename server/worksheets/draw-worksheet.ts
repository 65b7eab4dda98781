import type { WorksheetFields } from '../../shared/contract'
import type { PageSizeId, PaperId } from '../engine'
import { colorByNumber } from './color-by-number'
import { dotToDot } from './dot-to-dot'
import type { LabelMode } from './math-labels'
import { tracingSheet } from './tracing'

/** What a sheet is made of, whichever kind: the server's one call into the drawing code. */
export type WorksheetOrder =
  | { kind: 'color_by_number'; colors: number; labels: LabelMode }
  | { kind: 'dot_to_dot'; dots: number; countBy: 1 | 2 | 5 | 10 | 'letters' }
  | { kind: 'tracing'; text: string; style: 'print' | 'precursive'; size: PaperId }

/** The page a color by number or dot to dot is drawn over. */
export type SourcePage = {
  png: Buffer
  sheet: PageSizeId
  subjects: string[]
  /** The engine's setting for the page's prompt, when it has one: where a color by number looks for water. */
  setting?: string | null
  hasWatermark: boolean
  title: string
}

export type DrawnWorksheet = { png: Buffer; pdf: Buffer; sheet: WorksheetFields }

export async function drawWorksheet(
  order: WorksheetOrder,
  page: SourcePage | null,
  options: { watermark: boolean; seed: number },
): Promise<DrawnWorksheet> {
  if (order.kind === 'tracing') {
    const made = await tracingSheet({ ...order, watermark: options.watermark })
    return { png: made.png, pdf: made.pdf, sheet: { text: order.text } }
  }
  if (!page) throw new Error(`${order.kind} needs a page`)
  const common = {
    png: page.png,
    size: page.sheet,
    pageHasWatermark: page.hasWatermark,
    watermark: options.watermark,
    title: page.title,
  }
  if (order.kind === 'color_by_number') {
    const made = await colorByNumber({
      ...common,
      subjects: page.subjects,
      setting: page.setting,
      colors: order.colors,
      labels: order.labels,
      seed: options.seed,
    })
    return { png: made.png, pdf: made.pdf, sheet: made.sheet }
  }
  const made = await dotToDot({ ...common, dots: order.dots, countBy: order.countBy })
  return { png: made.png, pdf: made.pdf, sheet: made.sheet }
}
