import { CP1252_HIGH, HELVETICA_BOLD_WIDTHS, HELVETICA_WIDTHS } from './font-metrics'

// A small multi-page PDF writer for class sets and books, made on the device. Pages are drawn with a
// handful of operators (pictures, lines, text); each picture is stored once and placed on as many pages
// as use it, so 26 copies of a page cost one copy of its bytes. Text uses the standard fonts Helvetica
// and Helvetica-Bold (no embedding) in Windows-1252; everything is DeviceGray, so black is pure black.

/** A 1-bit greyscale picture: PNG image data (zlib, one filter byte a row), as a PDF reads it directly. */
export type GreyImage = { width: number; height: number; bitsPerComponent: 1 | 8; data: Uint8Array }

export type Font = 'regular' | 'bold'
export type Box = { x: number; y: number; width: number; height: number }

const FONT_NAMES: Record<Font, string> = { regular: 'F1', bold: 'F2' }
const FONT_WIDTHS: Record<Font, number[]> = { regular: HELVETICA_WIDTHS, bold: HELVETICA_BOLD_WIDTHS }

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2))
const encoder = new TextEncoder()

/** Windows-1252 codes for text; letters outside it lose their accents, and what is left becomes "?". */
export function winAnsi(text: string): number[] {
  const high = new Map(Object.entries(CP1252_HIGH).map(([code, cp]) => [cp, Number(code)]))
  const codes: number[] = []
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 63
    if ((cp >= 32 && cp < 127) || (cp >= 160 && cp < 256)) codes.push(cp)
    else if (high.has(cp)) codes.push(high.get(cp) as number)
    else {
      const plain = ch.normalize('NFD').replace(/\p{M}/gu, '')
      const base = plain.codePointAt(0) ?? 63
      codes.push(plain.length === 1 && base >= 32 && base < 256 ? base : 63)
    }
  }
  return codes
}

/** The width of a line of text in points. */
export function textWidth(text: string, font: Font, size: number): number {
  const widths = FONT_WIDTHS[font]
  return (winAnsi(text).reduce((sum, code) => sum + (widths[code - 32] ?? 556), 0) * size) / 1000
}

function pdfString(text: string): string {
  let out = '('
  for (const code of winAnsi(text)) {
    if (code === 40 || code === 41 || code === 92) out += `\\${String.fromCharCode(code)}`
    else if (code < 127) out += String.fromCharCode(code)
    else out += `\\${code.toString(8).padStart(3, '0')}`
  }
  return `${out})`
}

/** Info-dictionary text (any characters): UTF-16BE in hex with a byte-order mark. */
function pdfUnicodeText(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  return `<${hex}>`
}

/** What one page draws, in PDF operators; y grows upwards from the page's bottom edge. */
export class PageCanvas {
  readonly ops: string[] = []
  readonly images = new Set<number>()

  constructor(
    readonly width: number,
    readonly height: number,
    /** The finished page inside the bleed, when the page has one (print-ready books). */
    readonly trim?: Box,
  ) {}

  /** The picture `imageIndex` stretched over `box`, turned a quarter to the left when `rotate` is set. */
  image(imageIndex: number, box: Box, rotate = false): void {
    this.images.add(imageIndex)
    const { x, y, width: w, height: h } = box
    const matrix = rotate
      ? `0 ${num(h)} ${num(-w)} 0 ${num(x + w)} ${num(y)}`
      : `${num(w)} 0 0 ${num(h)} ${num(x)} ${num(y)}`
    this.ops.push(`q ${matrix} cm /Im${imageIndex} Do Q`)
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 1, dash?: [number, number]): void {
    const dashOp = dash ? `[${dash.map(num).join(' ')}] 0 d ` : ''
    this.ops.push(`q ${dashOp}${num(width)} w 0 G ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`)
  }

  /** Text whose baseline starts at (x, y); `outline` strokes the letters instead of filling them. */
  text(text: string, x: number, y: number, size: number, font: Font = 'regular', outline?: number): void {
    const mode = outline ? `${num(outline)} w 1 Tr 0 G` : '0 Tr 0 g'
    this.ops.push(
      `q BT ${mode} /${FONT_NAMES[font]} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET Q`,
    )
  }

  /** Text centred on x. */
  centredText(
    text: string,
    x: number,
    y: number,
    size: number,
    font: Font = 'regular',
    outline?: number,
  ): void {
    this.text(text, x - textWidth(text, font, size) / 2, y, size, font, outline)
  }
}

/** A whole document: pictures added once, then pages; `bytes()` writes the file. */
export class PdfDocument {
  private readonly imageList: GreyImage[] = []
  private readonly pages: PageCanvas[] = []

  constructor(private readonly title: string) {}

  addImage(image: GreyImage): number {
    this.imageList.push(image)
    return this.imageList.length - 1
  }

  addPage(page: PageCanvas): void {
    this.pages.push(page)
  }

  get pageCount(): number {
    return this.pages.length
  }

  bytes(): Uint8Array {
    const chunks: Uint8Array[] = []
    let offset = 0
    const offsets: number[] = []
    const push = (part: Uint8Array | string) => {
      const bytes = typeof part === 'string' ? encoder.encode(part) : part
      chunks.push(bytes)
      offset += bytes.length
    }
    const object = (id: number, ...parts: (Uint8Array | string)[]) => {
      offsets[id] = offset
      push(`${id} 0 obj\n`)
      for (const part of parts) push(part)
      push('\nendobj\n')
    }
    push('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n')

    // 1 catalog, 2 page tree, 3 info, 4-5 fonts, then images, then each page and its content.
    const imageId = (i: number) => 6 + i
    const pageId = (i: number) => 6 + this.imageList.length + 2 * i
    object(1, '<< /Type /Catalog /Pages 2 0 R >>')
    const kids = this.pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')
    object(2, `<< /Type /Pages /Kids [${kids}] /Count ${this.pages.length} >>`)
    object(3, `<< /Title ${pdfUnicodeText(this.title)} /Producer (Colorly) >>`)
    object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
    object(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
    this.imageList.forEach((image, i) => {
      const parms = `/DecodeParms << /Predictor 15 /Colors 1 /BitsPerComponent ${image.bitsPerComponent} /Columns ${image.width} >>`
      object(
        imageId(i),
        `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceGray /BitsPerComponent ${image.bitsPerComponent} /Filter /FlateDecode ${parms} /Length ${image.data.length} >>\nstream\n`,
        image.data,
        '\nendstream',
      )
    })
    this.pages.forEach((page, i) => {
      const xobjects = [...page.images].map((n) => `/Im${n} ${imageId(n)} 0 R`).join(' ')
      const boxes = page.trim
        ? ` /TrimBox [${[page.trim.x, page.trim.y, page.trim.x + page.trim.width, page.trim.y + page.trim.height].map(num).join(' ')}] /BleedBox [0 0 ${num(page.width)} ${num(page.height)}]`
        : ''
      object(
        pageId(i),
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}]${boxes} /Resources << /Font << /F1 4 0 R /F2 5 0 R >> /XObject << ${xobjects} >> >> /Contents ${pageId(i) + 1} 0 R >>`,
      )
      const content = encoder.encode(`${page.ops.join('\n')}\n`)
      object(pageId(i) + 1, `<< /Length ${content.length} >>\nstream\n`, content, '\nendstream')
    })

    const xref = offset
    const count = 6 + this.imageList.length + 2 * this.pages.length
    push(`xref\n0 ${count}\n0000000000 65535 f \n`)
    for (let id = 1; id < count; id++) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`)
    push(`trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`)

    const out = new Uint8Array(offset)
    let at = 0
    for (const chunk of chunks) {
      out.set(chunk, at)
      at += chunk.length
    }
    return out
  }
}
