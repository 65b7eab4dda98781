import { flattenPath } from '../engine'
import { circleRing, type Ring, segmentRing } from './fill-shapes'
import { LETTER_STROKES } from './letter-strokes'
import { sheetFont, textRings } from './sheet-fonts'
import type { Box } from './sheet-layout'

/** One stroke's guide on a traced letter: its start dot, its number (when the letter has several) and arrow. */
export type StrokeGuide = {
  stroke: number
  x: number
  y: number
  /** Where the arrow points to; none for the dot of an i or j. */
  arrowTip: { x: number; y: number } | null
  numberBox: Box | null
}

type Point = { x: number; y: number; d: number }

/**
 * Every stroke of each glyph of `text` set at (x, baseline): a start dot on the outline nearest where the hand
 * starts, an arrow beside it the way the pen first moves, and the stroke's number beside the dot when the
 * glyph has more than one stroke (1, 2, 3 as handwriting sheets number them), each number where it is
 * clearest of the letter, the arrows and the numbers already placed.
 */
export function strokeGuides(
  font: 'print' | 'precursive',
  text: string,
  x: number,
  baseline: number,
  fontPx: number,
  radius: number,
  lines: number[],
  guides: StrokeGuide[],
): Ring[] {
  const rings: Ring[] = []
  const chars = [...text]
  const numberPx = Math.max(36, fontPx * 0.11)
  // What a number must stay clear of besides the letter: the start dots, arrows and numbers so far.
  const taken: Box[] = []
  sheetFont(font)
    .getPaths(text, x, baseline, fontPx)
    .forEach((path, i) => {
      const strokes = LETTER_STROKES[chars[i]]
      const d = path.toPathData(2)
      if (!strokes || !d) return
      const box = path.getBoundingBox()
      const outline = flattenPath(d, 2)
      const nearest = (px: number, py: number): Point => {
        let found = { x: px, y: py, d: Number.POSITIVE_INFINITY }
        for (const ring of outline)
          for (let k = 0; k < ring.length; k += 2) {
            const dist = Math.hypot(ring[k] - px, ring[k + 1] - py)
            if (dist < found.d) found = { x: ring[k], y: ring[k + 1], d: dist }
          }
        return found
      }
      const inside = (px: number, py: number) => winding(outline, px, py) !== 0
      const placed: { start: Point; arrowTip: StrokeGuide['arrowTip']; tail: { x: number; y: number } }[] = []
      for (const stroke of strokes) {
        const start = nearest(box.x1 + (box.x2 - box.x1) * stroke.x, box.y1 + (box.y2 - box.y1) * stroke.y)
        rings.push(circleRing(start.x, start.y, radius * 3, 24))
        const r = radius * 4
        taken.push({ x0: start.x - r, y0: start.y - r, x1: start.x + r, y1: start.y + r })
        let arrowTip: StrokeGuide['arrowTip'] = null
        let tail = { x: start.x, y: start.y }
        if ('angle' in stroke) {
          const arrow = arrowBeside(start, stroke.angle, fontPx * 0.2, radius, nearest)
          rings.push(...arrow.rings)
          taken.push(arrow.box)
          arrowTip = arrow.tip
          tail = arrow.tail
        }
        placed.push({ start, arrowTip, tail })
      }
      placed.forEach(({ start, arrowTip, tail }, s) => {
        let numberBox: Box | null = null
        if (strokes.length > 1) {
          const label = String(s + 1)
          const glyphBox = sheetFont('label').getPath(label, 0, 0, numberPx).getBoundingBox()
          const w = glyphBox.x2 - glyphBox.x1
          const h = glyphBox.y2 - glyphBox.y1
          // At the tail of its arrow, so that strokes starting at one point (the top of an E) are told apart.
          numberBox = clearestSpot(tail, w, h, radius * 3 + numberPx * 0.2, nearest, inside, lines, taken)
          const pad = numberPx * 0.15
          taken.push({
            x0: numberBox.x0 - pad,
            y0: numberBox.y0 - pad,
            x1: numberBox.x1 + pad,
            y1: numberBox.y1 + pad,
          })
          rings.push(
            ...textRings('label', label, numberBox.x0 - glyphBox.x1, numberBox.y0 - glyphBox.y1, numberPx),
          )
        }
        guides.push({ stroke: s + 1, x: start.x, y: start.y, arrowTip, numberBox })
      })
    })
  return rings
}

/** A short arrow beside the start dot, on whichever side of the stroke leaves it farther from the letter. */
function arrowBeside(
  start: Point,
  angle: number,
  length: number,
  radius: number,
  nearest: (x: number, y: number) => Point,
): { rings: Ring[]; box: Box; tip: { x: number; y: number }; tail: { x: number; y: number } } {
  const a = (angle * Math.PI) / 180
  const ux = Math.cos(a)
  const uy = Math.sin(a)
  const side = [1, -1]
    .map((sign) => {
      const ox = start.x - sign * uy * radius * 8 + ux * radius * 2
      const oy = start.y + sign * ux * radius * 8 + uy * radius * 2
      return { ox, oy, clear: nearest(ox + (ux * length) / 2, oy + (uy * length) / 2).d }
    })
    .sort((p, q) => q.clear - p.clear)[0]
  const { ox, oy } = side
  const tipX = ox + ux * length
  const tipY = oy + uy * length
  const head = radius * 3.5
  const rings: Ring[] = [
    segmentRing(ox, oy, tipX - ux * radius * 3, tipY - uy * radius * 3, Math.max(3, radius * 1.2)),
    [
      tipX,
      tipY,
      tipX - ux * head - uy * head * 0.6,
      tipY - uy * head + ux * head * 0.6,
      tipX - ux * head + uy * head * 0.6,
      tipY - uy * head - ux * head * 0.6,
    ],
  ]
  const pad = head
  const box = {
    x0: Math.min(ox, tipX) - pad,
    y0: Math.min(oy, tipY) - pad,
    x1: Math.max(ox, tipX) + pad,
    y1: Math.max(oy, tipY) + pad,
  }
  return { rings, box, tip: { x: tipX, y: tipY }, tail: { x: ox, y: oy } }
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

/**
 * A w by h box round the dot, clear of `taken`, placed where it is farthest from the letter's outline and
 * the handwriting lines (a number crossing the headline is hard to read).
 */
function clearestSpot(
  dot: { x: number; y: number },
  w: number,
  h: number,
  gap: number,
  nearest: (x: number, y: number) => Point,
  inside: (x: number, y: number) => boolean,
  lines: number[],
  taken: Box[],
): Box {
  let best: { box: Box; score: number } | null = null
  for (const reach of [gap, gap + h * 0.5, gap + h * 1.2]) {
    for (let k = 0; k < 16; k++) {
      const a = (k / 16) * Math.PI * 2
      const cx = dot.x + Math.cos(a) * (reach + w / 2)
      const cy = dot.y + Math.sin(a) * (reach + h / 2)
      const box = { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 }
      // Inside the outline is the letter's own stroke, the path the pencil follows.
      const onLetter = [cx, box.x0, box.x1].some((x) => [cy, box.y0, box.y1].some((y) => inside(x, y)))
      const fromLetter = onLetter ? -1 : nearest(cx, cy).d - Math.max(w, h) / 2
      const fromLines = Math.min(...lines.map((y) => Math.abs(y - cy) - h / 2 - 4))
      // Touching a line counts against a spot far more than being a little nearer; on the letter, more still.
      const score =
        Math.min(fromLetter, 12) +
        Math.min(fromLines, 12) -
        (fromLines < 0 ? 100 : 0) -
        (fromLetter < 0 ? 300 : 0)
      const blocked = taken.some((t) => overlaps(t, box))
      if (!blocked && (!best || score > best.score)) best = { box, score }
    }
  }
  if (best) return best.box
  return { x0: dot.x + gap, y0: dot.y - h / 2, x1: dot.x + gap + w, y1: dot.y + h / 2 }
}

/** The nonzero winding number of the rings round a point: not 0 inside the glyph. */
function winding(rings: Ring[], px: number, py: number): number {
  let w = 0
  for (const ring of rings) {
    const n = ring.length / 2
    for (let i = 0; i < n; i++) {
      const ax = ring[2 * i]
      const ay = ring[2 * i + 1]
      const bx = ring[(2 * i + 2) % ring.length]
      const by = ring[(2 * i + 3) % ring.length]
      if (ay <= py !== by <= py) {
        const x = ax + ((py - ay) / (by - ay)) * (bx - ax)
        if (x > px) w += by > ay ? 1 : -1
      }
    }
  }
  return w
}
