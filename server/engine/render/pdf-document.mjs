// A page's SVG as a one-page vector PDF, written by the render workers (render-worker.mjs) beside the PNG so
// the main thread never lays out a page's curves. Plain JavaScript so it runs in a worker with or without tsx.

// pdfkit and svg-to-pdfkit (about 30 MB a worker once loaded) load on the first PDF: a builtin page's PDF is
// written on its first download, so most render workers draw bands only.
let pdfkit
const loadPdfkit = () =>
  (pdfkit ??= Promise.all([import('pdfkit'), import('svg-to-pdfkit')]).then(([pdf, svg]) => ({
    PDFDocument: pdf.default,
    SVGtoPDF: svg.default,
  })))

// A fixed date keeps the same page byte-for-byte reproducible (pdfkit would stamp the current time).
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1))

/** The PDF of `svg` on a sheet `widthPt` x `heightPt`, as one buffer. */
export async function pdfDocument(svg, widthPt, heightPt, title) {
  const { PDFDocument, SVGtoPDF } = await loadPdfkit()
  const doc = new PDFDocument({
    size: [widthPt, heightPt],
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
  const chunks = []
  const done = new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  SVGtoPDF(doc, svg, 0, 0, { width: widthPt, height: heightPt, assumePt: true, preserveAspectRatio: 'none' })
  doc.end()
  return await done
}
