import { promisify } from 'node:util'
import { crc32, deflate, inflateSync } from 'node:zlib'
import type { Bitmap } from './render-pool'

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

// zlib's own threads compress, not the main thread (the same bytes as deflateSync).
const deflateAsync = promisify(deflate)
// On the bench's easy pages level 5 costs 3.5 ms a page where 6 cost 5.5, for files 2.7 % larger (30.4 KB
// against 29.6); level 3 is 1.7 ms but 25 % larger, level 1 1.2 ms and 40 % larger. The pixels are the same
// at every level (docs/decisions/0079-load-cpu.md).
const PNG_DEFLATE_LEVEL = 5

/**
 * Encodes a packed 1-bit bitmap as a 1-bit greyscale PNG (about 30 times smaller than RGBA), with a
 * pHYs chunk saying 300 dpi so printers place it at its true size.
 */
export async function encodePng1Bit(bitmap: Bitmap, dpi = 300): Promise<Buffer> {
  const { width, height, bits } = bitmap
  const rowBytes = (width + 7) >> 3
  const raw = Buffer.alloc((rowBytes + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (rowBytes + 1)] = 0
    raw.set(bits.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([1, 0, 0, 0, 0], 8)
  const phys = Buffer.alloc(9)
  const perMetre = Math.round(dpi / 0.0254)
  phys.writeUInt32BE(perMetre, 0)
  phys.writeUInt32BE(perMetre, 4)
  phys[8] = 1
  const idat = await deflateAsync(raw, { level: PNG_DEFLATE_LEVEL })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('pHYs', phys),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ])
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
