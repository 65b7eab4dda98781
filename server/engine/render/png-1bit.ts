import { promisify } from 'node:util'
import { deflate, inflateSync } from 'node:zlib'
import { filteredRows, PNG_DEFLATE_LEVEL, pngFile } from './png-file.mjs'
import type { Bitmap } from './render-pool'

// zlib's own threads compress, not the main thread (the same bytes as deflateSync).
const deflateAsync = promisify(deflate)

/**
 * Encodes a packed 1-bit bitmap as a 1-bit greyscale PNG (about 30 times smaller than RGBA), with a
 * pHYs chunk saying 300 dpi so printers place it at its true size.
 */
export async function encodePng1Bit(bitmap: Bitmap, dpi = 300): Promise<Buffer> {
  const { width, height, bits } = bitmap
  const idat = await deflateAsync(filteredRows(bits, width, height), { level: PNG_DEFLATE_LEVEL })
  return pngFile(width, height, idat, dpi)
}

/**
 * Reads back a PNG written by `encodePng1Bit` (1-bit greyscale, filter 0 on every row); throws on any
 * other kind of PNG, so a test that decodes a page also proves it holds only pure black and white.
 */
export function decodePng1Bit(png: Buffer): Bitmap {
  let offset = 8
  let width = 0
  let height = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      if (data[8] !== 1 || data[9] !== 0)
        throw new Error(`not 1-bit greyscale: depth ${data[8]}, colour type ${data[9]}`)
    } else if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const rowBytes = (width + 7) >> 3
  const bits = new Uint8Array(rowBytes * height)
  for (let y = 0; y < height; y++) {
    if (raw[y * (rowBytes + 1)] !== 0) throw new Error('unexpected PNG row filter')
    bits.set(raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1)), y * rowBytes)
  }
  return { width, height, bits }
}
