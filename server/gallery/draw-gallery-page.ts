import { hashText, renderPage } from '../engine'
import { drawWorksheet, type WorksheetOrder } from '../worksheets/draw-worksheet'
import { type GalleryPage, slugify, subjectTitle } from './catalog'

/**
 * A gallery page's files, as the builtin engine draws them with the "Made with Colorly" mark; a worksheet
 * is the worksheet maker's sheet over the subject's easy cartoon page (the same drawing as the gallery's
 * own easy page), or for tracing over nothing. The same page always comes out the same.
 */
export async function drawGalleryPage(page: GalleryPage): Promise<{ png: Buffer; pdf: Buffer }> {
  const options = { watermark: true, seed: hashText(page.fileId) }
  const sheet = page.sheet
  if (sheet?.order.kind === 'tracing') {
    const text = sheet.text ?? page.subject
    return drawWorksheet({ kind: 'tracing', text, style: sheet.order.style, size: 'letter' }, null, options)
  }
  const drawing = await renderPage({
    prompt: page.subject,
    complexity: page.complexity,
    style: page.style,
    // A worksheet's drawing is its subject's easy gallery page: the same seed.
    seed: sheet ? hashText(`gallery-easy-cartoon-${slugify(page.subject)}`) : options.seed,
    watermark: true,
  })
  if (drawing.plan.refusal) throw new Error(`The gallery page "${page.subject}" cannot be drawn.`)
  if (!sheet) return drawing
  const order: WorksheetOrder =
    sheet.order.kind === 'color_by_number'
      ? { kind: 'color_by_number', colors: sheet.order.colors, labels: sheet.order.labels }
      : { kind: 'dot_to_dot', dots: sheet.order.dots, countBy: sheet.order.countBy }
  const source = {
    png: drawing.png,
    sheet: 'letter' as const,
    subjects: drawing.subjects,
    hasWatermark: true,
    title: subjectTitle(page.subject),
  }
  return drawWorksheet(order, source, options)
}
