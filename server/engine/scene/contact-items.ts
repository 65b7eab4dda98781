// The layouts of plan/contact.ts: two or more people touching, seen from the front, in a row left to right. Each
// pair's near arms reach the other by the joints (people/reach.ts), the figures placed so the arms reach:
// - a hug: an arm round the right one's shoulders, its hand showing on their far shoulder over them; their near
//   arm round the left one's waist (a row of more hugs each neighbour so);
// - shaking hands: the near hands clasped between them, a little below the chest;
// - a high five: the near hands meeting over their heads, three short marks round the slap;
// - tickling: the left one's hands at the right one's side, who throws the arms up laughing;
// - whispering: the left one leaning in to the right one's ear, a hand cupped beside the mouth;
// - arm in arm: walking side by side, the left one's near arm bent, the right one's hand through it on the forearm;
// - dancing together: the near hands joined up high, the far arms out, a foot kicked up.
// The taller stands left, so a grown-up's arm goes round a child's shoulders. Local units are an adult's head
// radii with the ground at y = 0.

import { circle, merged, POSES, type Pose, type Pt, reaching, skeleton, stroke } from '../people'
import type { PlanPerson } from '../plan'
import { type ActionContext, type DrawItem, type FigureItem, figureAt, type Item } from './action-items'

type S = ReturnType<typeof skeleton>
const armOf = (s: S) => s.build.upperArm + s.build.foreArm
/** A joint of a figure, on the layout. */
const at = (f: FigureItem, s: S, j: keyof Omit<S, 'build'>): Pt => ({
  x: f.at.x + s[j].x,
  y: f.at.y + s[j].y,
})
const rel = (f: FigureItem, p: Pt): Pt => ({ x: p.x - f.at.x, y: p.y - f.at.y })
const heightOf = (p: PlanPerson) => {
  const s = skeleton(p.age, POSES.stand)
  return -s.head.y + s.footL.y
}
/** The hand's radius as draw-figure.ts draws it. */
const handR = (s: S) => Math.max(s.build.head * 0.34, s.build.arm * 0.5)

/** The figures in a row, the tallest first (left), in `name`'s pose. */
function row(c: ActionContext, name: Parameters<typeof figureAt>[1]): FigureItem[] {
  const tallest = [...c.persons].sort((a, b) => heightOf(b) - heightOf(a))
  return tallest.map((p) => figureAt(p, name, 0))
}

/** Puts `b` to the right of `a`, `gap` between their shoulders' joints. */
function besideRight(a: FigureItem, b: FigureItem, gap: number) {
  const sa = skeleton(a.person.age, a.pose)
  const sb = skeleton(b.person.age, b.pose)
  b.at = { ...b.at, x: a.at.x + sa.shoulderR.x + gap - sb.shoulderL.x }
}

/** A hand drawn again over what covers its arm (a hand on the far shoulder of the one hugged). */
export function handOver(f: FigureItem, side: 'L' | 'R'): DrawItem {
  const s = skeleton(f.person.age, f.pose)
  const h = at(f, s, side === 'L' ? 'handL' : 'handR')
  const r = handR(s)
  const item: DrawItem = {
    kind: 'draw',
    key: `hand-over-${side}`,
    box: { minX: h.x - r, maxX: h.x + r, minY: h.y - r, maxY: h.y + r },
    // From the box, which moves with the row.
    draw: (map, line) => {
      const c = { x: (item.box.minX + item.box.maxX) / 2, y: (item.box.minY + item.box.maxY) / 2 }
      return merged([{ d: circle(map.p(c), r * map.k) }], line)
    },
  }
  return item
}

/** Centres the row on x = 0. */
function centred(items: Item[]): Item[] {
  const xs = items.flatMap((it) => (it.kind === 'figure' ? [it.at.x] : []))
  const mid = (Math.min(...xs) + Math.max(...xs)) / 2
  for (const it of items)
    if (it.kind === 'figure') it.at = { ...it.at, x: it.at.x - mid }
    else it.box = { ...it.box, minX: it.box.minX - mid, maxX: it.box.maxX - mid }
  return items
}

/** Side hugs along the row: each one's right arm over the next one's shoulders, the next one's left round the waist. */
export function hugItems(c: ActionContext): Item[] {
  const figs = row(c, 'stand')
  for (let i = 1; i < figs.length; i++) besideRight(figs[i - 1], figs[i], 0.15)
  const items: Item[] = [figs[0]]
  for (let i = 1; i < figs.length; i++) {
    const [a, b] = [figs[i - 1], figs[i]]
    const sb = skeleton(b.person.age, b.pose)
    // A little in on the far shoulder, on its top.
    const far = at(b, sb, 'shoulderR')
    const shoulder = { x: far.x - sb.build.arm * 0.4, y: far.y - sb.build.arm * 0.35 }
    a.pose = reaching(a.person.age, a.pose, { R: rel(a, shoulder) })
    // The near hand round the left one's waist, just inside its outline; a child's no higher than its chest.
    const sa = skeleton(a.person.age, a.pose)
    const hip = at(a, sa, 'hipR')
    const own = at(b, sb, 'shoulderL')
    const y = Math.max(hip.y - 0.5, own.y + armOf(sb) * 0.35)
    const x = Math.max(
      hip.x - sa.build.leg * 0.2,
      own.x - Math.sqrt(Math.max(0, (armOf(sb) * 0.9) ** 2 - (y - own.y) ** 2)),
    )
    b.pose = reaching(b.person.age, b.pose, { L: rel(b, { x, y }) })
    items.push(b, handOver(a, 'R'))
  }
  return centred(items)
}

/**
 * The height the near hands meet at: `down` of the shorter one's arm below its shoulder (above it when negative),
 * but never lower than the taller one's hand reaches, so a grown-up's hand meets a child's.
 */
function meetY(a: FigureItem, b: FigureItem, down: number): number {
  const sa = skeleton(a.person.age, a.pose)
  const sb = skeleton(b.person.age, b.pose)
  const ya = a.at.y + sa.shoulderR.y
  const yb = b.at.y + sb.shoulderL.y
  const [short, tall] =
    ya > yb
      ? [
          { y: ya, s: sa },
          { y: yb, s: sb },
        ]
      : [
          { y: yb, s: sb },
          { y: ya, s: sa },
        ]
  return Math.min(short.y + armOf(short.s) * down, tall.y + armOf(tall.s) * 0.85)
}

/** How far across from each near shoulder the arm reaches `y` at a share `reach` of its length. */
function acrossTo(a: FigureItem, b: FigureItem, y: number, reach: number): [number, number] {
  const sa = skeleton(a.person.age, a.pose)
  const sb = skeleton(b.person.age, b.pose)
  const across = (s: S, from: number) =>
    Math.sqrt(Math.max((armOf(s) * 0.35) ** 2, (armOf(s) * reach) ** 2 - (y - from) ** 2))
  return [across(sa, a.at.y + sa.shoulderR.y), across(sb, b.at.y + sb.shoulderL.y)]
}

/** Each pair's near hands brought together at the meeting point; `free` poses the far arms. */
function joined(
  c: ActionContext,
  pose: Parameters<typeof figureAt>[1],
  down: number,
  reach: number,
): FigureItem[] {
  const figs = row(c, pose)
  for (let i = 1; i < figs.length; i++) {
    const [a, b] = [figs[i - 1], figs[i]]
    const y = meetY(a, b, down)
    const [ra, rb] = acrossTo(a, b, y, reach)
    besideRight(a, b, ra + rb)
    // Where each arm's share of the gap ends: a grown-up's long arm reaches further across than a child's.
    const m = { x: at(a, skeleton(a.person.age, a.pose), 'shoulderR').x + ra, y }
    a.pose = reaching(a.person.age, a.pose, { R: rel(a, { x: m.x - 0.12, y: m.y }) })
    b.pose = reaching(b.person.age, b.pose, { L: rel(b, { x: m.x + 0.12, y: m.y }) })
  }
  return figs
}

/** Shaking hands: the near hands clasped between them, a little below the chest, the elbows bent. */
export function shakeHandsItems(c: ActionContext): Item[] {
  return centred(joined(c, 'stand', 0.62, 0.7))
}

/** A high five: the near hands slapped together over their heads, three short marks round the slap. */
export function highFiveItems(c: ActionContext): Item[] {
  const figs = joined(c, 'stand', -0.92, 0.97)
  const items: Item[] = [...figs]
  for (let i = 1; i < figs.length; i++) {
    const [a, b] = [figs[i - 1], figs[i]]
    const ha = at(a, skeleton(a.person.age, a.pose), 'handR')
    const hb = at(b, skeleton(b.person.age, b.pose), 'handL')
    const m = { x: (ha.x + hb.x) / 2, y: Math.min(ha.y, hb.y) }
    items.push(slapMarks(m, skeleton(a.person.age, a.pose).build.head))
  }
  return centred(items)
}

/** Three short lines fanning up from a slap at `m`. */
function slapMarks(m: Pt, r: number): DrawItem {
  const marks = [-40, 0, 40].map((deg) => {
    const a = (deg * Math.PI) / 180
    const from = { x: m.x + Math.sin(a) * r * 0.9, y: m.y - r * 0.35 - Math.cos(a) * r * 0.9 }
    const to = { x: m.x + Math.sin(a) * r * 1.6, y: m.y - r * 0.35 - Math.cos(a) * r * 1.6 }
    return [from, to]
  })
  const item: DrawItem = {
    kind: 'draw',
    key: 'slap',
    box: { minX: m.x - r * 1.4, maxX: m.x + r * 1.4, minY: m.y - r * 2.1, maxY: m.y },
    // Shifted as the box is when the row is centred.
    draw: (map, line) =>
      stroke(
        marks
          .map(([a, b]) => {
            const dx = item.box.minX - (m.x - r * 1.4)
            const [p, q] = [map.p({ x: a.x + dx, y: a.y }), map.p({ x: b.x + dx, y: b.y })]
            return `M${p.x.toFixed(2)} ${p.y.toFixed(2)}L${q.x.toFixed(2)} ${q.y.toFixed(2)}`
          })
          .join(''),
        line,
      ),
  }
  return item
}

/** Dancing together: the near hands joined up high, the far arms out and a foot kicked up, as partners do. */
export function partnerDanceItems(c: ActionContext): Item[] {
  const figs = joined(c, 'stand', -0.55, 0.92)
  for (const [i, f] of figs.entries()) {
    const first = i === 0
    const last = i === figs.length - 1
    const p: Pose = { ...f.pose }
    if (first) p.armL = [-95, -120]
    if (last) p.armR = [95, 120]
    // The outer feet kicked out a little, each dancer on the other foot.
    if (first) p.legL = [-30, -55]
    if (last) p.legR = [30, 55]
    f.pose = p
  }
  return centred(figs)
}

/**
 * Tickling from behind: the one tickled in front, arms thrown up laughing; the tickler behind, a little to the
 * left when no taller, both hands at the other's sides, shown over them.
 */
export function tickleItems(c: ActionContext): Item[] {
  const [a, b, ...rest] = row(c, 'stand')
  b.pose = { ...POSES.stand, armL: [-140, -165], armR: [140, 165] }
  const sa = skeleton(a.person.age, a.pose)
  const sb = skeleton(b.person.age, b.pose)
  // Behind, offset so the tickler's head shows beside the other's when it is not above it.
  const over = -(a.at.y + sa.head.y) + (b.at.y + sb.head.y) > sb.build.head * 2.2
  b.at = { ...b.at, x: a.at.x + (over ? sa.build.hip * 0.5 : sa.shoulderR.x + sb.build.arm * 0.3) }
  // The sides at the lower ribs, just inside the outline.
  const y = b.at.y + sb.shoulderL.y + sb.build.torso * 0.5
  const side = sb.shoulderR.x + sb.build.arm * 0.1
  a.pose = reaching(a.person.age, a.pose, {
    L: rel(a, { x: b.at.x - side, y }),
    R: rel(a, { x: b.at.x + side, y }),
  })
  const others = rest.map((f, i) => figureAt(f.person, 'wave', b.at.x + 5 + i * 4.2))
  return centred([a, b, handOver(a, 'L'), handOver(a, 'R'), ...others])
}

/** Whispering: the left one leaning in to the right one's ear, the near hand cupped beside the mouth. */
export function whisperItems(c: ActionContext): Item[] {
  const [a, b, ...rest] = row(c, 'stand')
  const sb = skeleton(b.person.age, b.pose)
  // A grown-up bends further down to a child's ear.
  const drop = -(a.at.y + skeleton(a.person.age, a.pose).head.y) + (b.at.y + sb.head.y)
  const lean = -Math.min(35, 8 + Math.max(0, drop) * 9)
  const pose: Pose = { ...POSES.stand, lean }
  const sa = skeleton(a.person.age, pose)
  const head = sa.head
  const r = sa.build.head
  // The hand beside the mouth, on the side of the one listening.
  a.pose = reaching(a.person.age, pose, { R: { x: head.x + r * 1.05, y: head.y + r * 0.45 } }, true)
  // The listener's head just beyond the hand.
  b.at = { ...b.at, x: a.at.x + head.x + r * 1.6 + sb.build.head - sb.head.x }
  const others = rest.map((f, i) => figureAt(f.person, 'stand', b.at.x + 4 + i * 4.2))
  return centred([b, a, ...others])
}

/** Arm in arm, walking: the left one's near arm bent at the side, the right one's hand through it on the forearm. */
export function armInArmItems(c: ActionContext): Item[] {
  const figs = row(c, 'walk')
  for (let i = 1; i < figs.length; i++) {
    const [a, b] = [figs[i - 1], figs[i]]
    besideRight(a, b, 0.9)
    const sa = skeleton(a.person.age, a.pose)
    // The elbow out towards the other, the hand back at the waist.
    const waist = { x: sa.hipR.x + sa.build.arm * 0.2, y: sa.waist.y - sa.build.torso * 0.25 }
    a.pose = reaching(a.person.age, a.pose, { R: waist }, true)
    const bent = skeleton(a.person.age, a.pose)
    const fore = at(a, bent, 'elbowR')
    const hand = at(a, bent, 'handR')
    const on = { x: (fore.x + hand.x) / 2 + 0.1, y: (fore.y + hand.y) / 2 }
    b.pose = reaching(b.person.age, b.pose, { L: rel(b, on) })
  }
  // Drawn left to right: each hand comes in front of the arm it is through.
  return centred(figs)
}

const YOUNG: Record<PlanPerson['age'], number> = { baby: 0, child: 1, adult: 2, elder: 3 }

/** Who sits on a swing: the youngest named, else the first. */
export const onTheSwing = (persons: PlanPerson[]) =>
  persons.reduce((a, p) => (YOUNG[p.age] < YOUNG[a.age] ? p : a), persons[0])

/**
 * The others at a swing: the first of them pushing it from behind, to the left of the one on it, a hand on the
 * near rope and one on their back; the rest standing by outside the frame, `half` the frame's half width.
 */
export function swingPushers(
  c: ActionContext,
  sitter: FigureItem,
  half: number,
): { behind: Item[]; over: Item[] } {
  const rest = c.persons.filter((p) => p !== sitter.person)
  if (!rest.length) return { behind: [], over: [] }
  const pushes = /\bpush/.test(c.words)
  const [pusher, ...by] = pushes ? rest : []
  const standing = (pushes ? by : rest).map((p, i) => figureAt(p, 'wave', half + 4 + i * 4.2))
  if (!pusher) return { behind: [], over: standing }
  const s = skeleton(sitter.person.age, sitter.pose)
  const pushing = figureAt(pusher, 'stand', 0)
  const ps = skeleton(pusher.age, pushing.pose)
  // Behind the seat, off to the left so the body shows beside the one swinging.
  pushing.at = { ...pushing.at, x: sitter.at.x + s.shoulderL.x - ps.shoulderR.x - ps.build.arm * 0.6 }
  // One hand on the near rope at the shoulder, shown over it; the other on the back, hidden behind them.
  const rope = { x: sitter.at.x + s.handL.x, y: sitter.at.y + s.shoulderL.y + s.build.torso * 0.2 }
  const back = {
    x: sitter.at.x + s.shoulderL.x + s.build.arm,
    y: sitter.at.y + s.shoulderL.y + s.build.torso * 0.5,
  }
  pushing.pose = reaching(
    pusher.age,
    { ...pushing.pose, lean: -6 },
    {
      R: rel(pushing, rope),
      L: rel(pushing, back),
    },
  )
  return { behind: [pushing], over: [handOver(pushing, 'R'), ...standing] }
}
