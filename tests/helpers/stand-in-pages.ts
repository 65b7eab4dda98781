import zlib from 'node:zlib'
import { describeSubjects, makePlan } from '../../server/engine'
import { DPI, MARGIN_PT, PAGE_SIZES, type PageSizeId } from '../../server/engine/common/page-size'
import type { PageGenerator } from '../../server/images/page-generator'
import { PromptRefusedError, promptRefusal } from '../../server/images/prompt-refusal'

/**
 * A page maker for API tests that test the API, not the pages (docs/decisions/0048-stand-in-page-maker.md). It
 * reads the prompt as the builtin engine does (same plan, same refusals, same subjects) but draws no scene:
 * its page is a blank sheet of the asked size with the margin's frame, as a real 1-bit 300 dpi PNG and a
 * one-page PDF. Tests of what is on a page build their app with `pages: 'engine'`.
 */
export const standInPages: PageGenerator = async (request) => {
  const refusal = promptRefusal(request.prompt, 'builtin', request, request.typed)
  if (refusal) throw new PromptRefusedError(refusal)
  const plan = makePlan(request)
  return {
    png: framedSheetPng(request.size),
    pdf: framedSheetPdf(request.size),
    subjects: describeSubjects(plan),
    leftOut: plan.leftOut,
    standIns: plan.standIns,
    credits: [{ set: 'Stand-in page maker (tests)', license: 'Test page', drawing: 'whole page' }],
    provider: 'builtin',
  }
}

/** White sheet, black one-pixel frame at the margin: grayscale, 1 bit per pixel, 300 dpi. */
export function framedSheetPng(size: PageSizeId): Buffer {
  const { widthPx: w, heightPx: h } = PAGE_SIZES[size]
  const margin = Math.round((MARGIN_PT / 72) * DPI)
  const rowBytes = Math.ceil(w / 8)
  const blackAt = (row: Buffer, x: number) => {
    row[1 + (x >> 3)] &= ~(0x80 >> (x & 7))
  }
  const white = Buffer.alloc(1 + rowBytes, 0xff)
  white[0] = 0 // filter: none
  const side = Buffer.from(white)
  blackAt(side, margin)
  blackAt(side, w - 1 - margin)
  const edge = Buffer.from(white)
  for (let x = margin; x <= w - 1 - margin; x++) blackAt(edge, x)
  const rows = Array.from({ length: h }, (_, y) =>
    y === margin || y === h - 1 - margin ? edge : y > margin && y < h - 1 - margin ? side : white,
  )
  const header = Buffer.alloc(13)
  header.writeUInt32BE(w, 0)
  header.writeUInt32BE(h, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, grayscale, deflate, adaptive filters, no interlace
  const perMetre = Math.round(DPI / 0.0254)
  const physical = Buffer.alloc(9)
  physical.writeUInt32BE(perMetre, 0)
  physical.writeUInt32BE(perMetre, 4)
  physical[8] = 1 // unit: metre
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('pHYs', physical),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** The same sheet as a one-page PDF in points, the frame stroked as a path. */
export function framedSheetPdf(size: PageSizeId): Buffer {
  const { widthPt: w, heightPt: h } = PAGE_SIZES[size]
  const m = MARGIN_PT
  const content = `0 G 1 w ${m} ${m} ${(w - 2 * m).toFixed(2)} ${(h - 2 * m).toFixed(2)} re S\n`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Contents 4 0 R /Resources << >> >>`,
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}endstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf)
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
