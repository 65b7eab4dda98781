import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype, { type Font } from 'opentype.js'
import type { Box } from './geometry'

const require = createRequire(import.meta.url)
let font: Font | null = null

// Fredoka (OFL) from @fontsource: its round, heavy shapes make good bubble letters. opentype.js reads
// WOFF (zlib) but not WOFF2, hence the .woff file.
function letteringFont(): Font {
  if (!font) {
    const file = readFileSync(require.resolve('@fontsource/fredoka/files/fredoka-latin-600-normal.woff'))
    font = opentype.parse(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    )
  }
  return font
}

export type LetteringOptions = {
  /** Width of the black outline around each letter, in points. */
  outline: number
  /** How far the bubble swells beyond the glyph, as a share of the font size. */
  swell: number
  /** Also trace the glyph itself inside the bubble: a double line for intricate pages. */
  innerLine: number
}

/** The glyph outlines of `text` with the baseline at (x, y), as path data in points. */
export function textPath(text: string, x: number, y: number, size: number): string {
  return letteringFont().getPath(text, x, y, size).toPathData(2)
}

export function textWidth(text: string, size: number): number {
  return letteringFont().getAdvanceWidth(text, size)
}

/**
 * Hollow bubble lettering: each line as large as fits the box, drawn as a thick black stroke under a
 * thinner white one so every letter is a closed white shape with a black edge, ready to colour.
 */
export function bubbleLettering(
  lines: string[],
  box: Box,
  options: LetteringOptions,
): { svg: string; box: Box } {
  const width = box.maxX - box.minX
  const height = box.maxY - box.minY
  const f = letteringFont()
  const ascent = f.ascender / f.unitsPerEm
  const descent = -f.descender / f.unitsPerEm
  const swellFor = (size: number) => size * options.swell + options.outline
  // Each line's size if width alone decided it; then shrink all together until the lines stack inside the box.
  let sizes = lines.map((line) => {
    const advance = textWidth(line, 100) / 100
    return width / (advance + 2 * options.swell + 0.02)
  })
  const stackHeight = (s: number[]) =>
    s.reduce((sum, size) => sum + size * (ascent * 0.78 + descent * 0.3) + 2 * swellFor(size), 0)
  const fit = Math.min(1, height / stackHeight(sizes))
  sizes = sizes.map((s) => Math.min(s * fit, height * 0.9))
  let y = box.minY + (height - stackHeight(sizes)) / 2
  const paths: { d: string; size: number }[] = []
  let used: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  lines.forEach((line, i) => {
    const size = sizes[i]
    const capHeight = size * ascent * 0.78
    y += swellFor(size) + capHeight
    const lineWidth = textWidth(line, size)
    const x = box.minX + (width - lineWidth) / 2
    paths.push({ d: textPath(line, x, y, size), size })
    const pad = swellFor(size)
    used = {
      minX: Math.min(used.minX, x - pad),
      minY: Math.min(used.minY, y - capHeight - pad),
      maxX: Math.max(used.maxX, x + lineWidth + pad),
      maxY: Math.max(used.maxY, y + size * descent * 0.3 + pad),
    }
    y += size * descent * 0.3 + swellFor(size)
  })
  let svg = ''
  paths.forEach(({ d, size }) => {
    // Per line, and capped by the size, so small lines keep their counters (the holes of a, e, o) open.
    const outline = Math.min(options.outline, size * 0.045)
    const swell = size * options.swell
    svg +=
      `<path d="${d}" fill="#000" stroke="#000" stroke-width="${(2 * (swell + outline)).toFixed(2)}" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="#fff" stroke="#fff" stroke-width="${(2 * swell).toFixed(2)}" stroke-linejoin="round"/>`
    if (options.innerLine > 0) {
      svg += `<path d="${d}" fill="none" stroke="#000" stroke-width="${options.innerLine.toFixed(2)}" stroke-linejoin="round"/>`
    }
  })
  return { svg: `<g>${svg}</g>`, box: used }
}
