import { type BookOptions, buildBook } from './book'
import { buildClassSet, type ClassSetOptions } from './class-set'
import { PdfDocument } from './pdf-document'
import { pngToGreyImage } from './png-image'
import type { Picture } from './sheet-layout'

// What the print worker does, apart from the worker itself so that tests run it directly.

export type PrintJob =
  | { kind: 'class-set'; title: string; options: ClassSetOptions }
  | { kind: 'book'; options: BookOptions }

export type Progress = (done: number, total: number) => void

/** The PDF of a class set or a book from the picked pages' PNG files (in order). */
export async function makePrintPdf(
  job: PrintJob,
  pngs: Uint8Array[],
  onProgress?: Progress,
): Promise<Uint8Array> {
  if (pngs.length === 0) throw new RangeError('Pick at least one page.')
  const images = await Promise.all(pngs.map(pngToGreyImage))
  const doc = new PdfDocument(job.kind === 'book' ? job.options.title : job.title)
  // Each picture is stored once and placed on every page that shows it.
  const pictures = images.map(
    (image): Picture => ({ index: doc.addImage(image), width: image.width, height: image.height }),
  )
  if (job.kind === 'class-set') buildClassSet(doc, pictures, job.options, onProgress)
  else buildBook(doc, pictures, job.options, onProgress)
  return doc.bytes()
}
