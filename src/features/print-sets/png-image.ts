import type { GreyImage } from './pdf-document'

// A saved page's PNG as a picture for the PDF. Colorly's pages are 1-bit greyscale PNGs, and a PDF
// reads PNG image data as it is (FlateDecode with the PNG predictor), so the bytes are copied, never
// decoded: a class set of 90 pages costs milliseconds, on a slow tablet too. Any other PNG (an older
// or a coloured file) is drawn once and turned into 8-bit grey rows.

type Header = { width: number; height: number; bitDepth: number; colourType: number; interlace: number }

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export class NotAPngError extends Error {
  constructor() {
    super('This saved page is not a PNG picture, so it cannot be printed here. Download it again.')
    this.name = 'NotAPngError'
  }
}

/** The header and image data of a PNG file; throws NotAPngError for anything else. */
export function readPng(bytes: Uint8Array): { header: Header; data: Uint8Array } {
  if (bytes.length < 33 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new NotAPngError()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let header: Header | null = null
  const parts: Uint8Array[] = []
  let offset = 8
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8))
    const start = offset + 8
    if (start + length > bytes.length) throw new NotAPngError()
    if (type === 'IHDR') {
      header = {
        width: view.getUint32(start),
        height: view.getUint32(start + 4),
        bitDepth: bytes[start + 8],
        colourType: bytes[start + 9],
        interlace: bytes[start + 12],
      }
    } else if (type === 'IDAT') parts.push(bytes.subarray(start, start + length))
    else if (type === 'IEND') break
    offset = start + length + 4
  }
  if (!header || parts.length === 0) throw new NotAPngError()
  const size = parts.reduce((sum, p) => sum + p.length, 0)
  const data = new Uint8Array(size)
  let at = 0
  for (const part of parts) {
    data.set(part, at)
    at += part.length
  }
  return { header, data }
}

/** True when the PDF can take the PNG's image data as it is. */
export const isPlainOneBitGrey = (h: Header) => h.bitDepth === 1 && h.colourType === 0 && h.interlace === 0

/** The page as a picture for the PDF: copied when it is 1-bit grey, else drawn and made grey. */
export async function pngToGreyImage(bytes: Uint8Array): Promise<GreyImage> {
  const { header, data } = readPng(bytes)
  if (isPlainOneBitGrey(header))
    return { width: header.width, height: header.height, bitsPerComponent: 1, data }
  return drawnToGrey(new Blob([bytes as BlobPart], { type: 'image/png' }))
}

/** Any picture the browser can draw, as 8-bit grey rows (filter byte 0), deflated. */
async function drawnToGrey(blob: Blob): Promise<GreyImage> {
  const bitmap = await createImageBitmap(blob)
  const { width, height } = bitmap
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This device cannot draw pictures off screen.')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const rgba = context.getImageData(0, 0, width, height).data
  const rows = new Uint8Array((width + 1) * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      rows[y * (width + 1) + 1 + x] = Math.round(0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2])
    }
  }
  const stream = new Blob([rows]).stream().pipeThrough(new CompressionStream('deflate'))
  const data = new Uint8Array(await new Response(stream).arrayBuffer())
  return { width, height, bitsPerComponent: 8, data }
}
