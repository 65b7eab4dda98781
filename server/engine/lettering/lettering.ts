import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype, { type Font } from 'opentype.js'
import type { Box } from '../common'
import { pathBounds } from '../common'

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

/** One path per glyph, spread by `tracking` points between letters so bubbles overlap only a little. */
function glyphPaths(text: string, x: number, y: number, size: number, tracking: number): string[] {
  return letteringFont()
    .getPaths(text, x, y, size)
    .map((path, i) => {
      path.commands.forEach((c) => {
        const shift = i * tracking
        if ('x' in c) c.x += shift
        if ('x1' in c) c.x1 += shift
        if ('x2' in c) c.x2 += shift
      })
      return path.toPathData(2)
    })
    .filter((d) => d.length > 0)
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
  // Real ink extents at 100 pt (glyphs overhang their advance widths; caps and descenders vary by line).
  // Letters are spread by their swell, so neighbouring bubbles touch instead of melting into one.
  const tracking = (size: number) => size * options.swell * 1.6
  const ink = lines.map((line) => pathBounds(glyphPaths(line, 0, 0, 100, tracking(100)).join('')))
  const pad = (size: number) => size * options.swell + options.outline
  const gap = (size: number) => size * 0.06
  // Each line as wide as the box allows, then all shrunk together until the stack fits the height.
  let sizes = ink.map((b) => (width - 2 * options.outline) / ((b.maxX - b.minX) / 100 + 2 * options.swell))
  const stackHeight = (s: number[]) =>
    s.reduce(
      (sum, size, i) =>
        sum + ((ink[i].maxY - ink[i].minY) * size) / 100 + 2 * pad(size) + (i ? gap(size) : 0),
      0,
    )
  // The outlines do not scale with the text: solve stack(fit) = scalable * fit + fixed = height.
  const fixed = 2 * options.outline * lines.length
  const fit = Math.min(1, (height - fixed) / (stackHeight(sizes) - fixed))
  sizes = sizes.map((size) => size * fit)
  let y = box.minY + (height - stackHeight(sizes)) / 2
  const paths: { glyphs: string[]; size: number }[] = []
  let used: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  lines.forEach((line, i) => {
    const size = sizes[i]
    const k = size / 100
    const b = ink[i]
    if (i) y += gap(size)
    const baseline = y + pad(size) - b.minY * k
    const x = box.minX + (width - (b.maxX - b.minX) * k) / 2 - b.minX * k
    paths.push({ glyphs: glyphPaths(line, x, baseline, size, tracking(size)), size })
    used = {
      minX: Math.min(used.minX, x + b.minX * k - pad(size)),
      minY: Math.min(used.minY, y),
      maxX: Math.max(used.maxX, x + b.maxX * k + pad(size)),
      maxY: Math.max(used.maxY, baseline + b.maxY * k + pad(size)),
    }
    y = baseline + b.maxY * k + pad(size)
  })
  let svg = ''
  for (const { glyphs, size } of paths) {
    // Capped by the size, so small lines keep their counters (the holes of a, e, o) open.
    const outline = Math.min(options.outline, size * 0.045)
    const swell = size * options.swell
    // Glyph by glyph: each letter's outline is drawn over the one before, so every letter stays closed.
    for (const d of glyphs) {
      svg +=
        `<path d="${d}" fill="#000" stroke="#000" stroke-width="${(2 * (swell + outline)).toFixed(2)}" stroke-linejoin="round"/>` +
        `<path d="${d}" fill="#fff" stroke="#fff" stroke-width="${(2 * swell).toFixed(2)}" stroke-linejoin="round"/>`
      if (options.innerLine > 0) {
        svg += `<path d="${d}" fill="none" stroke="#000" stroke-width="${options.innerLine.toFixed(2)}" stroke-linejoin="round"/>`
      }
    }
  }
  return { svg: `<g>${svg}</g>`, box: used }
}
