// A one-page PDF holding one picture, written by hand: the whole format needed here is six objects
// and a cross-reference table, which spares the app a PDF library (hundreds of KB) for one button.

export type PdfImage = {
  width: number
  height: number
  /** FlateDecode: zlib-compressed 8-bit RGB rows; DCTDecode: a JPEG file. */
  filter: 'FlateDecode' | 'DCTDecode'
  bytes: Uint8Array
}

export type PdfPage = { widthPt: number; heightPt: number; title: string; image: PdfImage }

const ascii = (text: string) => new TextEncoder().encode(text)

/** A PDF text string that survives any characters: UTF-16BE in hex with a byte-order mark. */
export function pdfText(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  return `<${hex}>`
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2))

/** The picture stretched over the whole page (the picture is the page: margins are in it). */
export function singleImagePdf({ widthPt, heightPt, title, image }: PdfPage): Uint8Array {
  const w = num(widthPt)
  const h = num(heightPt)
  const content = ascii(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q\n`)
  const objects: (Uint8Array | string)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
    ],
    [
      `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /${image.filter} /Length ${image.bytes.length} >>\nstream\n`,
      image.bytes,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n`, content, 'endstream'],
    [`<< /Title ${pdfText(title)} /Producer (Colorly) >>`],
  ]
  const parts: Uint8Array[] = [ascii('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n')]
  let offset = parts[0].length
  const offsets: number[] = []
  const add = (part: Uint8Array | string) => {
    const bytes = typeof part === 'string' ? ascii(part) : part
    parts.push(bytes)
    offset += bytes.length
  }
  objects.forEach((pieces, i) => {
    offsets.push(offset)
    add(`${i + 1} 0 obj\n`)
    for (const piece of pieces) add(piece)
    add('\nendobj\n')
  })
  const xref = offset
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`)
  for (const o of offsets) add(`${String(o).padStart(10, '0')} 00000 n \n`)
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  const out = new Uint8Array(offset)
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
