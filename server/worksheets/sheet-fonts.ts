import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype, { type Font } from 'opentype.js'
import { flattenPath } from '../engine'
import type { Ring } from './fill-shapes'

const require = createRequire(import.meta.url)

// All OFL, from @fontsource as .woff (opentype.js reads WOFF but not WOFF2). Fredoka for numbers and the key
// (round, heavy, legible small); Andika, made by SIL for beginning readers (single-storey a and g), for
// print tracing; Playwrite US Modern, a modern manuscript hand with entry and exit strokes, for pre-cursive.
const FILES = {
  label: '@fontsource/fredoka/files/fredoka-latin-600-normal.woff',
  print: '@fontsource/andika/files/andika-latin-400-normal.woff',
  precursive: '@fontsource/playwrite-us-modern/files/playwrite-us-modern-latin-400-normal.woff',
} as const

export type SheetFont = keyof typeof FILES
const loaded = new Map<SheetFont, Font>()

export function sheetFont(name: SheetFont): Font {
  let font = loaded.get(name)
  if (!font) {
    const file = readFileSync(require.resolve(FILES[name]))
    font = opentype.parse(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    )
    loaded.set(name, font)
  }
  return font
}

/** The glyph outlines of `text`, baseline at (x, y), `size` pixels to the em, as rings in page pixels. */
export function textRings(font: SheetFont, text: string, x: number, y: number, size: number): Ring[] {
  const d = sheetFont(font).getPath(text, x, y, size).toPathData(2)
  return d ? flattenPath(d, Math.max(1, size / 40)) : []
}

export const textWidth = (font: SheetFont, text: string, size: number) =>
  sheetFont(font).getAdvanceWidth(text, size)

/**
 * Height of the headline (the top of capitals and ascenders, whichever is taller), of a lower-case x and
 * of descenders, as shares of the em.
 */
export function fontHeights(font: SheetFont): { cap: number; x: number; descender: number } {
  const f = sheetFont(font)
  const os2 = f.tables.os2 as { sCapHeight?: number; sxHeight?: number } | undefined
  const glyphHeight = (ch: string) => f.charToGlyph(ch).getBoundingBox().y2
  const cap = Math.max(os2?.sCapHeight ?? 0, ...[...'Hbdfhkl'].map(glyphHeight))
  const xh = os2?.sxHeight || glyphHeight('x')
  return { cap: cap / f.unitsPerEm, x: xh / f.unitsPerEm, descender: -f.descender / f.unitsPerEm }
}

/** Characters of `text` the font has no glyph for. */
export function missingGlyphs(font: SheetFont, text: string): string[] {
  const f = sheetFont(font)
  return [...new Set([...text].filter((ch) => ch.trim() && f.charToGlyphIndex(ch) === 0))]
}
