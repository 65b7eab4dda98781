// A packed 1-bit bitmap's PNG file around its compressed rows: the one encoder of the main thread (png-1bit.ts,
// which compresses on zlib's threads) and of the render workers (which compress a page drawn whole where they
// drew it, so only its ~30 KB PNG crosses back: docs/decisions/0088-load-main-thread.md).
// Plain JavaScript, loaded by render-worker.mjs.
import { crc32 } from 'node:zlib'

// On the bench's easy pages level 5 costs 3.5 ms a page where 6 cost 5.5, for files 2.7 % larger (30.4 KB
// against 29.6); level 3 is 1.7 ms but 25 % larger, level 1 1.2 ms and 40 % larger. The pixels are the same
// at every level (docs/decisions/0079-load-cpu.md).
export const PNG_DEFLATE_LEVEL = 5

/** The rows as a PNG's IDAT data before compression: each row led by its filter byte, 0 (none). */
export function filteredRows(bits, width, height) {
  const rowBytes = (width + 7) >> 3
  const raw = Buffer.alloc((rowBytes + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (rowBytes + 1)] = 0
    raw.set(bits.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1)
  }
  return raw
}

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/**
 * A 1-bit greyscale PNG (about 30 times smaller than RGBA) of `idat`, the compressed filtered rows, with a
 * pHYs chunk saying `dpi` so printers place it at its true size. Given `palette` (colours as "#rrggbb"), an
 * 8-bit palette PNG instead: one byte a pixel, each the index of its colour.
 */
export function pngFile(width, height, idat, dpi = 300, palette) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set(palette ? [8, 3, 0, 0, 0] : [1, 0, 0, 0, 0], 8)
  const phys = Buffer.alloc(9)
  const perMetre = Math.round(dpi / 0.0254)
  phys.writeUInt32BE(perMetre, 0)
  phys.writeUInt32BE(perMetre, 4)
  phys[8] = 1
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('pHYs', phys),
    ...(palette
      ? [
          chunk(
            'PLTE',
            Buffer.from(
              palette.flatMap((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))),
            ),
          ),
        ]
      : []),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
