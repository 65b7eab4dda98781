// Tools used on what they work: skis under the feet and poles in the hands going down a snowy slope, an axe
// swung from the hands into a tree's trunk. The tool is drawn by code from the hands (the art's skis are a
// crossed pair standing on end, its axe a fixed diagonal); what it works on is the slope drawn by code or the
// tree's own drawing. Local units are an adult's head radii with the ground at y = 0 (see people-actions.ts).

import { add, merged, mix, mul, normal, type Pt, polygon, shape, skeleton, sub } from '../people'
import type { Plan } from '../plan'
import { conceptById } from '../vocabulary'
import {
  type ActionContext,
  type ArtItem,
  artItem,
  type FigureItem,
  figureAt,
  hands,
  type Item,
} from './action-items'
import { WATER_SKIING, waterSkiItems } from './water-ski-items'

const tube = (a: Pt, b: Pt, width: number) => ({ tube: [a, b], width })
const fmt = (q: Pt) => `${q.x.toFixed(2)} ${q.y.toFixed(2)}`

// The slope a skier goes down: from the peak on the left to the foot on the right.
const PEAK = { x: -3, y: -9 }
const FOOT_R = 10
const FOOT_L = -9
const slopeY = (x: number) => (PEAK.y * (FOOT_R - x)) / (FOOT_R - PEAK.x)
const DOWN = (() => {
  const d = { x: FOOT_R - PEAK.x, y: -PEAK.y }
  const l = Math.hypot(d.x, d.y)
  return { x: d.x / l, y: d.y / l }
})()

/** One ski along the slope from `rear` forward, its tip curling up, as a closed band. */
function ski(rear: Pt, length: number, line: number, map: (q: Pt) => Pt): string {
  const up = { x: DOWN.y, y: -DOWN.x }
  const t = 0.32
  const front = add(rear, mul(DOWN, length))
  const tip = add(add(front, mul(DOWN, 0.9)), mul(up, 0.75))
  const pts = [
    rear,
    front,
    add(add(front, mul(DOWN, 0.55)), mul(up, 0.2)),
    tip,
    add(tip, mul(up, t * 0.8)),
    add(add(front, mul(DOWN, 0.2)), mul(up, t + 0.1)),
    add(rear, mul(up, t)),
  ].map(map)
  return shape(polygon(pts), line)
}

/** A ski pole from the hand back to the snow, a small disc crossing it near the tip. */
function pole(hand: Pt, tip: Pt, k: number, line: number): string {
  const n = normal(hand, tip)
  const ring = mix(hand, tip, 0.9)
  return merged(
    [tube(hand, tip, k * 0.16), tube(add(ring, mul(n, k * 0.4)), add(ring, mul(n, -k * 0.4)), k * 0.18)],
    line,
  )
}

/** Skiing down a snowy mountain: skis along the slope under the feet, poles from the hands to the snow behind. */
export function skiItems(c: ActionContext): Item[] {
  if (WATER_SKIING.test(c.words)) return waterSkiItems(c)
  const { persons } = c
  const skiers: { fig: FigureItem; soles: Pt[] }[] = persons.map((p, i) => {
    const x = 3.5 - i * 4.5
    const fig = figureAt(p, 'ski', x, 0)
    const s = skeleton(p.age, fig.pose)
    const sole = s.build.leg * 0.45
    // The lower sole on the ski's top, the ski on the snow of the slope.
    const drop = Math.max(
      ...[s.footL, s.footR].map((f) => fig.at.y + f.y + sole - (slopeY(x + f.x) - 0.32 * 1.05)),
    )
    fig.at = { x, y: fig.at.y - drop }
    const soles = [s.footL, s.footR].map((f) => ({ x: fig.at.x + f.x, y: fig.at.y + f.y + sole }))
    return { fig, soles }
  })
  const mountain: Item = {
    kind: 'draw',
    box: { minX: FOOT_L, minY: PEAK.y, maxX: FOOT_R, maxY: 0 },
    draw: (map, line) => {
      const p = (x: number, y: number) => map.p({ x, y })
      const along = (t: number, side: 'l' | 'r') =>
        side === 'l'
          ? { x: PEAK.x - (PEAK.x - FOOT_L) * t, y: PEAK.y * (1 - t) }
          : { x: PEAK.x + (FOOT_R - PEAK.x) * t, y: PEAK.y * (1 - t) }
      const l = along(0.3, 'l')
      const r = along(0.3, 'r')
      // The snow's lower edge zigzags across the mountain between its two sides.
      const cap = [
        l,
        { x: l.x + (r.x - l.x) * 0.3, y: l.y + 0.7 },
        { x: l.x + (r.x - l.x) * 0.55, y: l.y - 0.2 },
        { x: l.x + (r.x - l.x) * 0.78, y: l.y + 0.6 },
        r,
      ]
      const body = `M${fmt(p(FOOT_L, 0))}L${fmt(p(PEAK.x, PEAK.y))}L${fmt(p(FOOT_R, 0))}Z`
      const snow = `M${fmt(p(PEAK.x, PEAK.y))}${cap.map((q) => `L${fmt(p(q.x, q.y))}`).join('')}Z`
      return shape(body, line) + shape(snow, line)
    },
  }
  const items: Item[] = [mountain]
  for (const { fig, soles } of [...skiers].reverse()) {
    const rearX = Math.min(...soles.map((q) => q.x)) - 2.6
    const rear = { x: rearX, y: slopeY(rearX) }
    const skis: Item = {
      kind: 'draw',
      box: { minX: rearX, minY: rear.y - 2, maxX: rearX + 8, maxY: rear.y + 3 },
      // Two skis, the far one a little up the slope behind the near one.
      draw: (map, line) => ski(add(rear, { x: 0.5, y: -0.25 }), 6, line, map.p) + ski(rear, 6, line, map.p),
    }
    const poleTip = (hand: Pt) => {
      const x = hand.x - 3
      return { x, y: slopeY(x) + 0.1 }
    }
    const local = hands(fig)
    items.push(skis, {
      ...fig,
      // The poles run from the fists back to the snow behind: drawn before the arms, the hands over them.
      inHands: (hs, map, line) =>
        pole(hs.L, map.p(poleTip(local.L)), map.k, line) + pole(hs.R, map.p(poleTip(local.R)), map.k, line),
    })
  }
  return items
}

/** An axe from the hands to its head at `head`, the blade's edge facing the way the handle points. */
function axe(hands: Pt, head: Pt, k: number, line: number): string {
  const u = mul(sub(head, hands), 1 / Math.max(1e-6, Math.hypot(head.x - hands.x, head.y - hands.y)))
  const n = normal(hands, head)
  const grip = add(hands, mul(u, -k * 0.5))
  const back = add(head, mul(u, -k * 0.7))
  const blade = add(head, mul(u, k * 0.15))
  const headShape = [
    add(back, mul(n, k * 0.45)),
    add(blade, mul(n, k * 1.0)),
    add(add(blade, mul(u, k * 0.25)), mul(n, k * 0.2)),
    add(add(blade, mul(u, k * 0.25)), mul(n, -k * 0.2)),
    add(blade, mul(n, -k * 1.0)),
    add(back, mul(n, -k * 0.45)),
  ]
  return merged([tube(grip, add(head, mul(u, -k * 0.3)), k * 0.3)], line) + shape(polygon(headShape), line)
}

// Where the tree's trunk is in its drawing: its right edge as a share of the width from the centre, and the
// trunk's height as a share of the drawing's.
const TRUNK = { right: 0.07, height: 0.18 }

/** Chopping a tree: the woodcutter leaning in, the axe's head in the trunk, the tree's own drawing. */
export function chopItems({ object, first, others, people, artSet }: ActionContext): Item[] {
  const tree = object ?? conceptById('tree')
  // Wood chopped (a log, firewood: the art's stump) stands knee-high, the axe's head in its side near the top.
  const log = !/tree/.test(tree.id)
  const h = log ? 3.6 : first.age === 'child' ? 12 : 15
  const t = artItem(tree, artSet, 0, 0, h, 'tree', people.object ?? undefined)
  const w = t.box.maxX - t.box.minX
  const cut = log ? { x: w * 0.38, y: -h * 0.75 } : { x: w * TRUNK.right - 0.1, y: -h * TRUNK.height * 0.5 }
  const probe = figureAt(first, 'chop', 0)
  const hs = hands(probe)
  const mid = mix(hs.L, hs.R, 0.5)
  // The chopper stands back the handle's length from the trunk, the hands that far out from the cut.
  const reach = first.age === 'child' ? 2.4 : 3.2
  const chopper: FigureItem = {
    ...probe,
    at: { x: probe.at.x + cut.x + reach - mid.x, y: probe.at.y },
    inHands: (hands, map, line) => axe(mix(hands.L, hands.R, 0.5), map.p(cut), map.k, line),
  }
  return [t, chopper, ...others(cut.x + reach + 6)]
}

/** The leaves a rake gathers, in a row on the ground before its teeth; the first is the plan's leaf subject. */
export function rakedLeaves(plan: Plan, rake: ArtItem, artSet: ActionContext['artSet']): Item[] {
  const at = plan.subjects.findIndex((s) => s.concept === 'fallen-leaf')
  if (at < 0) return []
  const leaf = conceptById('fallen-leaf')
  return [
    { dx: 1.1, h: 1.9 },
    { dx: 3.1, h: 1.6 },
    { dx: 4.9, h: 1.8 },
  ].map(({ dx, h }, i) => artItem(leaf, artSet, rake.box.maxX + dx, 0.1, h, `leaf${i}`, i ? undefined : at))
}
