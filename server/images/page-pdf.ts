import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { images } from '../db/schema'
import { svgToPdf } from '../engine'
import { PageFileMissingError, type PageStore, readPageFile } from '../storage/page-store'
import type { ImageRow } from './image-json'
import { imageNotFound } from './user-images'

const isSvgKey = (key: string) => key.endsWith('.svg')

/**
 * The key of a page's PDF (null for a page without one: a trial page). A builtin page is stored with its SVG
 * in place of its PDF (writing a PDF costs more than drawing the PNG, and most pages are never printed from
 * one): the first download writes the PDF from it on the render workers, stores it, points the row at it
 * and removes the SVG, so every later download is a plain file. The PDF is what it would have been at
 * generation time: the same SVG (watermark and all), sheet and title.
 *
 * Two downloads at once both write it, under the same key with the same bytes; the row is moved from the SVG
 * only once. A page deleted meanwhile keeps no PDF (404). A sweep never takes the PDF for an orphan while it is
 * written: its row names the SVG of the same page (recover-interrupted.ts).
 */
export async function pagePdfFile(
  deps: { db: Db; files: PageStore },
  image: ImageRow,
): Promise<string | null> {
  const source = image.pdfFile
  if (!source || !isSvgKey(source)) return source
  let svg: Buffer
  try {
    svg = await readPageFile(deps.files, source)
  } catch (err) {
    // Another download wrote the PDF and removed the SVG since this row was read.
    if (!(err instanceof PageFileMissingError)) throw err
    return settledPdfFile(deps.db, image.id, err)
  }
  const pdf = await svgToPdf(svg.toString(), image.size, image.promptFinal)
  const key = await deps.files.put(image.id, 'pdf', pdf)
  const moved = await deps.db
    .update(images)
    .set({ pdfFile: key })
    .where(and(eq(images.id, image.id), eq(images.pdfFile, source)))
    .returning({ id: images.id })
  if (moved.length > 0) {
    await deps.files.delete([source])
    return key
  }
  const [now] = await deps.db.select({ id: images.id }).from(images).where(eq(images.id, image.id))
  if (!now) {
    // Deleted while its PDF was written.
    await deps.files.delete([key])
    throw imageNotFound()
  }
  // Another download stored the same PDF first.
  return settledPdfFile(deps.db, image.id)
}

async function settledPdfFile(db: Db, imageId: string, cause?: Error): Promise<string> {
  const [row] = await db.select({ pdfFile: images.pdfFile }).from(images).where(eq(images.id, imageId))
  if (!row) throw imageNotFound()
  if (!row.pdfFile || isSvgKey(row.pdfFile)) throw cause ?? new PageFileMissingError(String(row.pdfFile))
  return row.pdfFile
}
