import type { Bitmap } from '../render'

type Box = { x0: number; y0: number; x1: number; y1: number; px: number }
export type TextRun = { x0: number; y0: number; x1: number; y1: number; glyphs: number }

// Glyph-sized: a letter between 1.2 % and 8 % of the picture's height, no wider than 1.5 times its height,
// drawn with strokes (ink fills 8 % to 75 % of its box, so solid dots and thin lines are not letters).
const minGlyphHeight = 0.012
const maxGlyphHeight = 0.08
const minRunGlyphs = 5

/**
 * Rows of words a model added unasked (a caption, a title, a signature). A cheap reading rather than OCR:
 * at least five separate ink shapes of letter size, in a row (centres level within a third of their height,
 * heights within a factor 1.6, gaps under 1.2 heights), whose widths or ink differ as letters do. A row of
 * identical dots, rings or fence posts is not text: the widths and ink of those barely vary. Words of four
 * letters or fewer go unnoticed; that is the price of not retrying pages with patterned borders.
 */
export function findStrayText(art: Bitmap): TextRun[] {
  const glyphs = inkComponents(art).filter((b) => {
    const h = b.y1 - b.y0 + 1
    const w = b.x1 - b.x0 + 1
    const fill = b.px / (w * h)
    return (
      h >= minGlyphHeight * art.height &&
      h <= maxGlyphHeight * art.height &&
      w <= 1.5 * h &&
      fill >= 0.08 &&
      fill <= 0.75
    )
  })
  glyphs.sort((a, b) => a.x0 - b.x0)
  const used = new Uint8Array(glyphs.length)
  const runs: TextRun[] = []
  for (let start = 0; start < glyphs.length; start++) {
    if (used[start]) continue
    const run = [start]
    let last = glyphs[start]
    for (let j = start + 1; j < glyphs.length; j++) {
      const g = glyphs[j]
      const h = last.y1 - last.y0 + 1
      if (g.x0 > last.x1 + 1.2 * h) break
      if (used[j] || g.x0 < last.x1 - 0.2 * h || !level(last, g)) continue
      run.push(j)
      last = g
    }
    if (run.length < minRunGlyphs) continue
    const boxes = run.map((i) => glyphs[i])
    if (spread(boxes.map((b) => b.x1 - b.x0 + 1)) < 0.12 && spread(boxes.map((b) => b.px)) < 0.2) continue
    for (const i of run) used[i] = 1
    runs.push({
      x0: boxes[0].x0,
      x1: last.x1,
      y0: Math.min(...boxes.map((b) => b.y0)),
      y1: Math.max(...boxes.map((b) => b.y1)),
      glyphs: run.length,
    })
  }
  return runs
}

function level(a: Box, b: Box): boolean {
  const ha = a.y1 - a.y0 + 1
  const hb = b.y1 - b.y0 + 1
  const ratio = ha / hb
  return ratio <= 1.6 && ratio >= 1 / 1.6 && Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) <= ha / 3
}

/** Coefficient of variation: how much the values differ relative to their mean. */
function spread(values: number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length
  return mean ? Math.sqrt(variance) / mean : 0
}

/** Bounding boxes of 8-connected ink shapes. */
function inkComponents(art: Bitmap): Box[] {
  const { width: w, height: h } = art
  const rowBytes = (w + 7) >> 3
  const ink = new Uint8Array(w * h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) ink[y * w + x] = art.bits[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7)) ? 0 : 1
  const boxes: Box[] = []
  const stack: number[] = []
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 1) continue
    const box: Box = { x0: w, y0: h, x1: 0, y1: 0, px: 0 }
    ink[start] = 2
    stack.push(start)
    while (stack.length) {
      const p = stack.pop() as number
      const x = p % w
      const y = (p - x) / w
      box.px++
      if (x < box.x0) box.x0 = x
      if (x > box.x1) box.x1 = x
      if (y < box.y0) box.y0 = y
      if (y > box.y1) box.y1 = y
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy
        if (yy < 0 || yy >= h) continue
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx
          if (xx < 0 || xx >= w) continue
          const q = yy * w + xx
          if (ink[q] === 1) {
            ink[q] = 2
            stack.push(q)
          }
        }
      }
    }
    boxes.push(box)
  }
  return boxes
}
