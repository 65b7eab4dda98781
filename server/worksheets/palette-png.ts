import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/**
 * An 8-bit palette PNG (one byte a pixel, a handful of colours), 300 dpi: the answer key's filled page.
 * Far smaller and quicker to write than RGB, and a PDF takes it as it is.
 */
export function encodePalettePng(
  indices: Uint8Array,
  width: number,
  height: number,
  colors: string[],
): Buffer {
  const raw = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y++) raw.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1)
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 3, 0, 0, 0], 8)
  const plte = Buffer.alloc(colors.length * 3)
  colors.forEach((hex, i) => {
    plte[i * 3] = Number.parseInt(hex.slice(1, 3), 16)
    plte[i * 3 + 1] = Number.parseInt(hex.slice(3, 5), 16)
    plte[i * 3 + 2] = Number.parseInt(hex.slice(5, 7), 16)
  })
  const phys = Buffer.alloc(9)
  const perMetre = Math.round(300 / 0.0254)
  phys.writeUInt32BE(perMetre, 0)
  phys.writeUInt32BE(perMetre, 4)
  phys[8] = 1
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('pHYs', phys),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
