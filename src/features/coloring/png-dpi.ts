// Canvas PNGs carry no resolution; printers and editors then assume 72 or 96 dpi and print a page
// three times too big. A pHYs chunk right after the header says 300 dpi.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const IHDR_END = 8 + 4 + 4 + 13 + 4

/** The same PNG with a pHYs chunk for this many dots per inch (any pHYs it had is left to follow). */
export function withDpi(png: Uint8Array, dpi: number): Uint8Array {
  const isPng = png[0] === 0x89 && png[1] === 0x50 && png[12] === 0x49 && png[13] === 0x48
  if (!isPng) throw new Error('Not a PNG file.')
  const perMetre = Math.round(dpi / 0.0254)
  const chunk = new Uint8Array(4 + 4 + 9 + 4)
  const view = new DataView(chunk.buffer)
  view.setUint32(0, 9)
  chunk.set([0x70, 0x48, 0x59, 0x73], 4) // pHYs
  view.setUint32(8, perMetre)
  view.setUint32(12, perMetre)
  chunk[16] = 1 // unit: metre
  view.setUint32(17, crc32(chunk.subarray(4, 17)))
  const out = new Uint8Array(png.length + chunk.length)
  out.set(png.subarray(0, IHDR_END))
  out.set(chunk, IHDR_END)
  out.set(png.subarray(IHDR_END), IHDR_END + chunk.length)
  return out
}
