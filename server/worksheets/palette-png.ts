import { deflateSync } from 'node:zlib'
import { pngFile } from '../engine'

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
  // Each row led by its filter byte, 0 (none).
  const raw = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y++) raw.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1)
  return pngFile(width, height, deflateSync(raw, { level: 3 }), 300, colors)
}
