// A tool in the hand at the thing it works (plan/hand-actions.ts): behind a counter, the spoon or the whisk down
// in the pot and the knife in the cake with the other hand on the dish, the jug tipped over the glass with milk
// running into it, the rolling pin under both hands on the dough, the hands on a laptop's keys; beside a thing
// too big to lift, the brush's bristles on the fence. The tools are drawn by code, so the part that goes into
// the thing is hidden by it. Local units are an adult's head radii with the ground at y = 0.

import { circle, ellipse, merged, POSES, type Pt, polygon, reaching, shape, skeleton } from '../people'
import { type HandAction, handActionOf } from '../plan'
import type { Concept } from '../vocabulary'
import { conceptById } from '../vocabulary'
import {
  type ActionContext,
  artItem,
  type DrawItem,
  type FigureItem,
  figureAt,
  type Item,
} from './action-items'
import { handsOver } from './hand-held'
import { counterItem, restOf } from './kitchen-items'
import { bucket } from './scene-props'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })

export function toolOnItems(c: ActionContext): Item[] {
  const row = handActionOf(c.words)?.row
  if (!row) return [figureAt(c.first, 'stand', 0), ...c.others(-5, 'stand')]
  return row.at === 'side' ? brushItems(c, row.tool) : atCounter(c, row)
}

/** Behind the counter (or a table), the thing on its top before the hands and the tool at it. */
function atCounter(c: ActionContext, row: HandAction): Item[] {
  const { first } = c
  const cook = figureAt(first, 'at-table', 0)
  const top = restOf(cook)
  // A child's counter is at the chest: the things on it smaller, so the head stays clear of them, and the
  // counter no wider than the child is drawn large on the page.
  const ch = first.age === 'child' ? 0.7 : 1
  const half = 5.5 * (first.age === 'child' ? 0.75 : 1)
  const counter = counterItem(top, half, row.at === 'counter')
  const work =
    row.how === 'pour'
      ? pour(c, cook, top, ch)
      : row.how === 'roll'
        ? roll(
            c,
            cook,
            top,
            ch,
            c.plan.subjects.some((s) => s.concept === 'rolling-pin'),
          )
        : row.how === 'type'
          ? typing(c, cook, top, ch)
          : dip(c, cook, top, ch, row.tool ?? 'spoon')
  return [cook, counter, ...work, ...c.others(half + 3, 'stand')]
}

/** The right hand's target and the left's, in the figure's own frame, set as its pose. */
function pose(cook: FigureItem, L: Pt, R: Pt) {
  const at = (p: Pt) => ({ x: p.x - cook.at.x, y: p.y - cook.at.y })
  cook.pose = reaching(cook.person.age, POSES['at-table'], { L: at(L), R: at(R) }, true)
}

/** The worked thing standing on the counter's top, centred at x, `h` tall and no wider than `most`. */
function onTop(c: ActionContext, thing: Concept, x: number, top: number, h: number, most = h * 1.5) {
  const probe = artItem(thing, c.artSet, x, top + 0.15, h, 'worked', c.people.object ?? undefined)
  const w = probe.box.maxX - probe.box.minX
  return w <= most
    ? probe
    : artItem(thing, c.artSet, x, top + 0.15, (h * most) / w, 'worked', c.people.object ?? undefined)
}

/**
 * The tool's handle from the hand down into the thing (the spoon's bowl, the whisk's wires, the knife's blade
 * hidden in it or showing above), the left hand on the thing's side.
 */
function dip(c: ActionContext, cook: FigureItem, top: number, ch: number, tool: string): Item[] {
  const thing = c.object ?? conceptById('pot-of-food')
  const art = onTop(c, thing, 0.3 * ch, top, 2.5 * ch)
  const b = art.box
  const w = b.maxX - b.minX
  const h = b.maxY - b.minY
  // Into the middle of its top, a little to the right; the hand well over it, so the handle shows.
  const into: Pt = { x: b.minX + w * 0.5, y: b.minY + h * 0.35 }
  const hand: Pt = { x: b.minX + w * 0.85, y: b.minY - 1.7 * ch }
  pose(cook, { x: b.minX + 0.1, y: b.minY + h * 0.55 }, hand)
  const knife = /knife/.test(tool)
  const toolItem: DrawItem = {
    kind: 'draw',
    box: { minX: into.x - 0.8, minY: hand.y - 0.6, maxX: hand.x + 0.6, maxY: into.y + 0.8 },
    draw: (map, line, drawn) => {
      const k = map.k
      const fist = drawn.figures[c.persons.indexOf(cook.person)]?.handR ?? map.p(hand)
      const end = map.p(into)
      if (knife) {
        // The handle in the fist, the blade from it down into the cake.
        const mid = { x: fist.x + (end.x - fist.x) * 0.3, y: fist.y + (end.y - fist.y) * 0.3 }
        const d = { x: end.x - mid.x, y: end.y - mid.y }
        const n = Math.hypot(d.x, d.y) || 1
        const side = { x: (-d.y / n) * 0.45 * k, y: (d.x / n) * 0.45 * k }
        const blade = shape(
          polygon([
            { x: mid.x - side.x, y: mid.y - side.y },
            { x: mid.x + side.x, y: mid.y + side.y },
            { x: end.x + side.x * 0.6, y: end.y + side.y * 0.6 },
            end,
          ]),
          line,
        )
        return blade + merged([tube(fist, mid, k * 0.42)], line)
      }
      // A needle: thin, its thread trailing up from the eye in the fist.
      if (/needle/.test(tool)) {
        const eye = { x: fist.x, y: fist.y - 0.6 * k }
        const thread = `<path d="M${eye.x.toFixed(2)} ${eye.y.toFixed(2)}q${(1.2 * k).toFixed(2)} ${(-0.9 * k).toFixed(2)} ${(1.6 * k).toFixed(2)} ${(0.4 * k).toFixed(2)}" fill="none" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linecap="round"/>`
        return thread + merged([tube(eye, end, k * 0.16)], line)
      }
      // A whisk's wires: a loop round the end of the handle, its bottom in the bowl.
      const wires = /whisk/.test(tool) ? shape(ellipse(end, 0.55 * k, 0.95 * k), line) : ''
      // A ladle's or spoon's bowl hidden in the pot: only the handle shows.
      return wires + merged([tube({ x: fist.x, y: fist.y - 0.5 * k }, end, k * 0.36)], line)
    },
  }
  return [toolItem, art, handsOver(c.persons, cook, b, ['handL', 'handR'])]
}

/** The jug tipped over the glass, its stream running into it; the left hand round the glass. */
function pour(c: ActionContext, cook: FigureItem, top: number, ch: number): Item[] {
  const glass = c.object ?? conceptById('tumbler-glass')
  // The glass to the right of the body, so the jug tipped over it is clear of the face.
  const art = onTop(c, glass, 1.6 * ch, top, 1.8 * ch)
  const b = art.box
  const h = b.maxY - b.minY
  const mouth: Pt = { x: (b.minX + b.maxX) / 2, y: b.minY + 0.1 }
  // The jug's spout just over the glass, its body tipped up and away to the right, the hand on its handle.
  const spout: Pt = { x: mouth.x + 0.3 * ch, y: mouth.y - 0.5 * ch }
  const jw = 1.7 * ch
  const jh = 2.3 * ch
  const tilt = (-60 * Math.PI) / 180
  // The jug in its own frame, upright: the spout's lip at the origin on the rim's left, the body widening a
  // little to its foot below, the handle a loop on its right. Then tipped over the glass.
  const turn = (p: Pt): Pt => ({
    x: spout.x + p.x * Math.cos(tilt) - p.y * Math.sin(tilt),
    y: spout.y + p.x * Math.sin(tilt) + p.y * Math.cos(tilt),
  })
  const body = [
    { x: 0, y: 0 },
    { x: 0.45 * ch, y: 0.2 * ch },
    { x: jw, y: 0.2 * ch },
    { x: jw + 0.15 * ch, y: jh },
    { x: 0.3 * ch, y: jh },
    { x: 0.45 * ch, y: 0.55 * ch },
  ].map(turn)
  const loop = [
    { x: jw - 0.1, y: jh * 0.3 },
    { x: jw + 0.75 * ch, y: jh * 0.42 },
    { x: jw + 0.05, y: jh * 0.8 },
  ].map(turn)
  const grip = loop[1]
  pose(cook, { x: b.minX + 0.05, y: b.minY + h * 0.55 }, grip)
  const jug: DrawItem = {
    kind: 'draw',
    box: {
      minX: Math.min(...body.map((p) => p.x)) - 1,
      minY: Math.min(...body.map((p) => p.y), grip.y) - 1,
      maxX: grip.x + 0.8,
      maxY: mouth.y,
    },
    draw: (map, line) => {
      const k = map.k
      // The stream from the spout into the glass, then the handle, then the jug over them.
      const stream = merged([tube(map.p(spout), map.p({ x: mouth.x, y: mouth.y + 0.5 }), k * 0.26)], line)
      const handle = merged([{ tube: loop.map(map.p), width: k * 0.3 }], line)
      return stream + handle + shape(polygon(body.map(map.p)), line)
    },
  }
  return [art, jug, handsOver(c.persons, cook, { ...b, minY: grip.y - 1 }, ['handL', 'handR'])]
}

/** The dough flat on the counter, the rolling pin across it under both hands (or the hands kneading it). */
function roll(c: ActionContext, cook: FigureItem, top: number, ch: number, pin: boolean): Item[] {
  const dough: Pt = { x: 0, y: top - 0.25 }
  const rx = 3.2 * ch
  const y = top - 0.75 * ch
  const end = 2.6 * ch
  pose(
    cook,
    pin ? { x: -end - 0.6, y } : { x: -1, y: top - 0.55 },
    pin ? { x: end + 0.6, y } : { x: 1, y: top - 0.55 },
  )
  const item: DrawItem = {
    kind: 'draw',
    key: 'dough',
    box: { minX: -rx - 1.2, minY: y - 0.6, maxX: rx + 1.2, maxY: top },
    draw: (map, line) => {
      const k = map.k
      const flat = shape(ellipse(map.p(dough), rx * k, 0.45 * k), line)
      if (!pin) return flat
      // The pin's roller, and a handle either side of it.
      const roller = merged([tube(map.p({ x: -end, y }), map.p({ x: end, y }), k * 0.95 * ch)], line)
      const handles = merged(
        [
          tube(map.p({ x: -end - 0.9, y }), map.p({ x: -end + 0.1, y }), k * 0.42),
          tube(map.p({ x: end - 0.1, y }), map.p({ x: end + 0.9, y }), k * 0.42),
        ],
        line,
      )
      return flat + handles + roller
    },
  }
  return [item, handsOver(c.persons, cook, item.box, ['handL', 'handR'])]
}

/** The laptop on the table, both hands on its keys. */
function typing(c: ActionContext, cook: FigureItem, top: number, ch: number): Item[] {
  const laptop = c.object ?? conceptById('laptop')
  const art = onTop(c, laptop, 0, top, 2.6 * ch, 3.6 * ch)
  const b = art.box
  const w = b.maxX - b.minX
  const keys = b.maxY - (b.maxY - b.minY) * 0.12
  pose(cook, { x: b.minX + w * 0.3, y: keys }, { x: b.minX + w * 0.7, y: keys })
  return [art, handsOver(c.persons, cook, b, ['handL', 'handR'])]
}

/** Beside a thing too big to lift: the brush in the raised hand, its bristles on the thing; a paint pot below. */
function brushItems(c: ActionContext, tool?: string): Item[] {
  const { first, object, artSet, people } = c
  const worker = figureAt(first, 'stand', 0)
  if (!object) return [worker, ...c.others(-5, 'stand')]
  const s = skeleton(first.age, POSES.stand)
  const child = first.age === 'child' ? 0.8 : 1
  const h = 5 * child
  const art = artItem(object, artSet, 0, 0, h, 'worked', people.object ?? undefined)
  const w = art.box.maxX - art.box.minX
  const reach = s.build.upperArm + s.build.foreArm
  const left = s.shoulderR.x + reach * 0.95
  art.box = { ...art.box, minX: left, maxX: left + w }
  // The bristles on the thing's face at the height of the worker's chest, or its middle when lower.
  const y = Math.max(worker.at.y + s.shoulderR.y + s.build.head * 0.6, -h * 0.6)
  const hand: Pt = { x: left - 0.5, y: y + 0.4 }
  const tip: Pt = { x: left + 1.3, y: y - 0.5 }
  worker.pose = reaching(first.age, POSES.stand, {
    R: { x: hand.x - worker.at.x, y: hand.y - worker.at.y },
  })
  // A tool with its own drawing (a sanding block) is that drawing under the hand, on the thing's face: no pot.
  const own = tool && tool !== 'paintbrush' ? conceptById(tool) : null
  if (own) {
    const block = artItem(own, artSet, 0, y + 0.5, 0.9 * child, 'held', c.people.absorbed.at(-1))
    const bw = block.box.maxX - block.box.minX
    block.box = { ...block.box, minX: hand.x - bw * 0.45, maxX: hand.x + bw * 0.55 }
    return [...c.others(-5, 'stand'), art, worker, block]
  }
  const brush: DrawItem = {
    kind: 'draw',
    box: { minX: hand.x - 0.5, minY: tip.y - 0.8, maxX: tip.x + 0.6, maxY: hand.y + 0.5 },
    draw: (map, line, drawn) => {
      const k = map.k
      const fist = drawn.figures[c.persons.indexOf(worker.person)]?.handR ?? map.p(hand)
      const neck = map.p({ x: tip.x - 0.7, y: tip.y + 0.25 })
      const end = map.p(tip)
      // The handle from the fist, then the bristles: a block widening to the painted face.
      const d = { x: end.x - neck.x, y: end.y - neck.y }
      const n = Math.hypot(d.x, d.y) || 1
      const side = (t: number) => ({ x: (-d.y / n) * t * k, y: (d.x / n) * t * k })
      const a = side(0.38)
      const e = side(0.55)
      const bristles = shape(
        polygon([
          { x: neck.x - a.x, y: neck.y - a.y },
          { x: neck.x + a.x, y: neck.y + a.y },
          { x: end.x + e.x, y: end.y + e.y },
          { x: end.x - e.x, y: end.y - e.y },
        ]),
        line,
      )
      return merged([tube(fist, neck, k * 0.3)], line) + bristles
    },
  }
  // The paint pot at the foot of the thing.
  const pot: DrawItem = {
    kind: 'draw',
    box: { minX: left - 1.6, minY: -2, maxX: left + 0.4, maxY: 0 },
    draw: (map, line) => bucket(map.p({ x: left - 0.6, y: 0 }), map.k * child, line),
  }
  const r = skeleton(first.age, worker.pose).build.arm
  const fist: DrawItem = {
    kind: 'draw',
    box: brush.box,
    draw: (map, line, drawn) => {
      const fig = drawn.figures[c.persons.indexOf(worker.person)]
      return fig ? shape(circle(fig.handR, Math.max(fig.headR * 0.34, r * map.k * 0.5)), line) : ''
    },
  }
  return [...c.others(-5, 'stand'), art, pot, worker, brush, fist]
}
