import PDFDocument from 'pdfkit'
import SVGtoPDF from 'svg-to-pdfkit'
import { PAGE_SIZES, type PageSizeId } from '../common'

// A fixed date keeps the same page byte-for-byte reproducible (pdfkit would stamp the current time).
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1))

/** SVG to a one-page vector PDF at the paper's exact size (612x792 pt Letter, 595.28x841.89 pt A4). */
export function svgToPdf(svg: string, size: PageSizeId, title = 'Coloring page'): Promise<Buffer> {
  const page = PAGE_SIZES[size]
  const doc = new PDFDocument({
    size: [page.widthPt, page.heightPt],
    margin: 0,
    autoFirstPage: true,
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
  SVGtoPDF(doc, svg, 0, 0, {
    width: page.widthPt,
    height: page.heightPt,
    assumePt: true,
    preserveAspectRatio: 'none',
  })
  doc.end()
  return done
}
