import { PX_PER_PT } from './sheet-layout'

/** A colour box drawn over a page, in page pixels: a key's swatch. */
export type Swatch = { x0: number; y0: number; x1: number; y1: number; hex: string }
export type PdfSheetPage = { png: Buffer; swatches: Swatch[] }

// A fixed date keeps the same sheet byte-for-byte reproducible, as the engine's pages are.
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1))

/**
 * The sheet's pages as a PDF at the paper's exact size: each page is its 300 dpi picture (the 1-bit page,
 * or the answer key's few-colour picture) with the key's swatches as vector colour on top.
 */
export async function sheetPdf(
  pages: PdfSheetPage[],
  paper: { widthPt: number; heightPt: number },
  title: string,
): Promise<Buffer> {
  // Loaded on the first sheet (about 30 MB): the web process that imports this module may never draw one.
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: [paper.widthPt, paper.heightPt],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: {
      Title: title,
      Creator: 'Colorly',
      Producer: 'Colorly',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  for (const page of pages) {
    doc.addPage({ size: [paper.widthPt, paper.heightPt], margin: 0 })
    doc.image(page.png, 0, 0, { width: paper.widthPt, height: paper.heightPt })
    for (const s of page.swatches) {
      doc
        .rect(s.x0 / PX_PER_PT, s.y0 / PX_PER_PT, (s.x1 - s.x0) / PX_PER_PT, (s.y1 - s.y0) / PX_PER_PT)
        .fill(s.hex)
    }
  }
  doc.end()
  return done
}
