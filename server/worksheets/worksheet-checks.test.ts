import { inflateSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodePng1Bit, renderPage } from '../engine'
import { type ColorByNumberSheet, colorByNumber } from './color-by-number'
import { dotToDot, MIN_DOT_GAP } from './dot-to-dot'
import { type InkMap, inkInBox, inkMapOf } from './ink-map'
import { answerOf } from './math-labels'
import { findRegions } from './page-regions'
import { MM } from './sheet-layout'
import { tracingSheet } from './tracing'

// The checks a teacher's printout must pass, on the engine's own lion, easy and intricate.
let easy: Buffer
let intricate: Buffer
const subjects = ['lion', 'crown']
beforeAll(async () => {
  const page = (complexity: 'easy' | 'intricate') =>
    renderPage({
      prompt: 'a lion wearing a crown',
      complexity,
      style: 'cartoon',
      size: 'letter',
      seed: 1,
      watermark: true,
    })
  easy = (await page('easy')).png
  intricate = (await page('intricate')).png
}, 180_000)

const outputMap = (png: Buffer): InkMap => inkMapOf(decodePng1Bit(png))
/** Ink in the frame between the box and the box grown by `by`: what the label must not touch. */
const inkAround = (map: InkMap, b: { x0: number; y0: number; x1: number; y1: number }, by: number) =>
  inkInBox(map, b.x0 - by, b.y0 - by, b.x1 + by, b.y0 - 1) ||
  inkInBox(map, b.x0 - by, b.y1 + 1, b.x1 + by, b.y1 + by) ||
  inkInBox(map, b.x0 - by, b.y0 - by, b.x0 - 1, b.y1 + by) ||
  inkInBox(map, b.x1 + 1, b.y0 - by, b.x1 + by, b.y1 + by)

/** Every fill colour set in the PDF's content streams ("r g b scn" or "r g b rg"), as hex. */
function pdfFillColors(pdf: Buffer): Set<string> {
  const colors = new Set<string>()
  const text = pdf.toString('latin1')
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length
    const end = text.indexOf('endstream', start)
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue
    }
    for (const c of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|scn)\n/g))
      colors.add(
        `#${[c[1], c[2], c[3]]
          .map((v) =>
            Math.round(Number(v) * 255)
              .toString(16)
              .padStart(2, '0'),
          )
          .join('')}`,
      )
  }
  return colors
}

function checkColorByNumber(sheet: ColorByNumberSheet) {
  const map = outputMap(sheet.png)
  const after = findRegions(map)
  const numbers = sheet.sheet.key.map((k) => k.number)
  for (const label of sheet.placed) {
    expect(label.sizePt).toBeGreaterThanOrEqual(9)
    expect(numbers).toContain(label.answer)
    expect(answerOf(label.text)).toBe(label.answer)
    // Inside its region with paper all round: every pixel of the box, grown by half a millimetre, was paper
    // of that one region before the label was drawn.
    const { box } = label
    for (let y = Math.floor(box.y0 - 0.5 * MM); y <= Math.ceil(box.y1 + 0.5 * MM); y += 2)
      for (let x = Math.floor(box.x0 - 0.5 * MM); x <= Math.ceil(box.x1 + 0.5 * MM); x += 2)
        expect(sheet.regions.label[y * map.width + x]).toBe(label.region)
    expect(inkAround(map, box, 0.5 * MM)).toBe(false)
    const listed = sheet.sheet.labels.find(
      (l) => l.x === Math.round((box.x0 + box.x1) / 2) && l.text === label.text,
    )
    expect(sheet.regions.label[(listed?.fill_y ?? -1) * map.width + (listed?.fill_x ?? -1)]).toBe(
      label.region,
    )
    // The region is still closed around its label.
    const r = after.label[Math.round(box.y0 - 0.3 * MM) * map.width + Math.round((box.x0 + box.x1) / 2)]
    expect(r).toBeGreaterThan(0)
    expect(after.touchesEdge[r]).toBe(0)
  }
}

describe('color by number', () => {
  it('an easy cartoon page: 8 to 40 labels, each inside its region and readable, answers in the key', async () => {
    const sheet = await colorByNumber({
      png: easy,
      size: 'letter',
      subjects,
      colors: 6,
      labels: 'add10',
      seed: 1,
      pageHasWatermark: true,
      watermark: true,
      title: 'a lion wearing a crown',
    })
    expect(sheet.placed.length).toBeGreaterThanOrEqual(8)
    expect(sheet.placed.length).toBeLessThanOrEqual(40)
    checkColorByNumber(sheet)
    // Neighbouring regions differ: with 6 crayons no two labelled neighbours share one.
    const colorOf = new Map(sheet.placed.map((p) => [p.region, p.answer]))
    for (const [a, answer] of colorOf)
      for (const b of sheet.neighbours[a]) if (colorOf.has(b)) expect(colorOf.get(b)).not.toBe(answer)
    // The lion's mane and face get the colours a child expects.
    expect(sheet.sheet.key.map((k) => k.color_name)).toEqual(expect.arrayContaining(['orange', 'yellow']))
    const pdf = sheet.pdf.toString('latin1')
    expect(/\/Type \/Pages\n?\/Count 2/.test(pdf)).toBe(true)
    // The only colour drawn in the PDF is the key's swatches (the answer key's filled page is a picture).
    const fills = pdfFillColors(sheet.pdf)
    const keyColors = new Set(sheet.sheet.key.map((k) => k.hex))
    expect(fills.size).toBeGreaterThan(0)
    for (const hex of fills) expect(keyColors.has(hex)).toBe(true)
  }, 120_000)

  it('an intricate page keeps every label legible and clear of lines', async () => {
    const sheet = await colorByNumber({
      png: intricate,
      size: 'letter',
      subjects,
      colors: 10,
      labels: 'times',
      seed: 2,
      pageHasWatermark: true,
      watermark: false,
      title: 'a lion wearing a crown',
    })
    expect(sheet.placed.length).toBeGreaterThanOrEqual(8)
    checkColorByNumber(sheet)
  }, 120_000)
})

describe('dot to dot', () => {
  it.each([
    ['easy', 30, 1],
    ['intricate', 60, 2],
  ] as const)(
    '%s page, %i dots by %s: in order, 3 mm apart, every number clear of dots and lines',
    async (which, dots, countBy) => {
      const sheet = await dotToDot({
        png: which === 'easy' ? easy : intricate,
        size: 'letter',
        dots,
        countBy,
        pageHasWatermark: true,
        watermark: true,
        title: 'lion',
      })
      expect(sheet.placed.length).toBeGreaterThanOrEqual(Math.round(dots * 0.8))
      expect(sheet.placed.length).toBeLessThanOrEqual(dots)
      expect(sheet.placed.map((d) => d.label)).toEqual(sheet.placed.map((_, i) => String((i + 1) * countBy)))
      for (let i = 0; i < sheet.placed.length; i++)
        for (let j = i + 1; j < sheet.placed.length; j++) {
          const a = sheet.placed[i]
          const b = sheet.placed[j]
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(MIN_DOT_GAP)
        }
      // The subject's outline, not the frame round an intricate page's picture.
      const span = (values: number[]) => Math.max(...values) - Math.min(...values)
      const framed =
        span(sheet.placed.map((d) => d.x)) > 0.85 * 2250 && span(sheet.placed.map((d) => d.y)) > 0.85 * 3000
      expect(framed).toBe(false)
      const map = outputMap(sheet.png)
      for (const d of sheet.placed) {
        // No number over any dot...
        for (const other of sheet.placed) {
          const nx = Math.max(d.labelBox.x0, Math.min(other.x, d.labelBox.x1))
          const ny = Math.max(d.labelBox.y0, Math.min(other.y, d.labelBox.y1))
          expect(Math.hypot(other.x - nx, other.y - ny)).toBeGreaterThan(sheet.dotRadius)
        }
        // ...nor touching a line: paper all round it.
        expect(inkAround(map, d.labelBox, 0.4 * MM)).toBe(false)
      }
    },
    120_000,
  )
})

describe('tracing', () => {
  it('alternates a row to trace and a row to write, on pure 1-bit primary lines', async () => {
    for (const style of ['print', 'precursive'] as const) {
      const sheet = await tracingSheet({ text: 'friend', style, size: 'letter', watermark: false })
      const map = outputMap(sheet.png)
      expect(sheet.rows.length).toBeGreaterThanOrEqual(4)
      expect(sheet.rows.length % 2).toBe(0)
      sheet.rows.forEach((row, i) => {
        expect(row.traced).toBe(i % 2 === 0)
        expect(row.headline).toBeLessThan(row.midline)
        expect(row.midline).toBeLessThan(row.baseline)
        const middle = (row.headline + row.midline) / 2
        // Letters between the lines of a row to trace, and only the lines on a row to write.
        expect(inkInBox(map, 200, middle - 20, 2350, middle + 20)).toBe(row.traced)
      })
    }
  }, 60_000)

  it('a single letter shows where to start: a solid dot at the top of a T and of an l, none on a word', async () => {
    for (const text of ['T', 'l']) {
      const sheet = await tracingSheet({ text, style: 'print', size: 'letter', watermark: false })
      const map = outputMap(sheet.png)
      const traced = sheet.rows.filter((r) => r.traced)
      expect(sheet.starts.length).toBeGreaterThanOrEqual(traced.length)
      for (const start of sheet.starts) {
        expect(map.ink[Math.round(start.y) * map.width + Math.round(start.x)]).toBe(1)
        const row = traced.find((r) => start.y >= r.headline - 30 && start.y <= r.baseline)
        expect(row).toBeDefined()
        // The first stroke of T and l starts at the top (an l may stop a little under the headline).
        expect(start.y - (row?.headline ?? 0)).toBeLessThan(
          ((row?.baseline ?? 0) - (row?.headline ?? 0)) * 0.25,
        )
      }
    }
    expect(
      (await tracingSheet({ text: 'friend', style: 'print', size: 'letter', watermark: false })).starts,
    ).toEqual([])
  }, 60_000)

  it('every stroke of a single letter gets its start dot, its number and an arrow, an i its dot numbered too', async () => {
    for (const [text, strokes] of [
      ['E', 4],
      ['A', 3],
      ['i', 2],
    ] as const) {
      const sheet = await tracingSheet({ text, style: 'print', size: 'letter', watermark: false })
      const map = outputMap(sheet.png)
      const copies = sheet.starts.filter((g) => g.stroke === 1).length
      expect(copies).toBeGreaterThanOrEqual(sheet.rows.filter((r) => r.traced).length)
      expect(sheet.starts.length).toBe(copies * strokes)
      for (let n = 1; n <= strokes; n++)
        expect(sheet.starts.filter((g) => g.stroke === n).length).toBe(copies)
      const numbers = sheet.starts.map((g) => g.numberBox)
      for (const g of sheet.starts) {
        expect(map.ink[Math.round(g.y) * map.width + Math.round(g.x)]).toBe(1)
        // The dot of an i is tapped, not drawn: no arrow. Every other stroke has one, drawn.
        if (text === 'i' && g.stroke === 2) expect(g.arrowTip).toBeNull()
        else {
          const tip = g.arrowTip as { x: number; y: number }
          expect(inkInBox(map, tip.x - 3, tip.y - 3, tip.x + 3, tip.y + 3)).toBe(true)
        }
        const box = g.numberBox as { x0: number; y0: number; x1: number; y1: number }
        expect(inkInBox(map, box.x0, box.y0, box.x1, box.y1)).toBe(true)
        // No number on another number, nor on a start dot.
        for (const other of numbers)
          if (other && other !== box)
            expect(box.x0 < other.x1 && other.x0 < box.x1 && box.y0 < other.y1 && other.y0 < box.y1).toBe(
              false,
            )
        for (const s of sheet.starts)
          expect(s.x > box.x0 - 8 && s.x < box.x1 + 8 && s.y > box.y0 - 8 && s.y < box.y1 + 8).toBe(false)
      }
    }
    // A one-stroke letter is not numbered.
    const c = await tracingSheet({ text: 'c', style: 'print', size: 'letter', watermark: false })
    expect(c.starts.length).toBeGreaterThan(0)
    expect(c.starts.every((g) => g.numberBox === null && g.arrowTip !== null)).toBe(true)
  }, 60_000)
})
