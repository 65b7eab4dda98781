// A whole person from head to feet: limbs, torso and clothes as outlined shapes over the skeleton's joints, back
// to front, so each garment is a closed region at any size and the arms come in front of the body.

import { PATTERN_KINDS, subjectPattern } from '../art'
import type { Box } from '../common'
import type { Age, Hair } from '../plan'
import { armpitFills } from './armpit'
import { ruff } from './costume-hats'
import { earrings, garmentDetails, wristwatch } from './garment-details'
import { headBack, headFront, star } from './heads'
import { kiltDetails } from './kilt'
import type { Outfit } from './outfits'
import {
  add,
  circle,
  dot,
  ellipse,
  merged,
  mix,
  mul,
  normal,
  type Part,
  polygon,
  shape,
  stroke,
  sub,
  unit,
} from './pen'
import type { Pt, Skeleton } from './skeleton'

export type FigureLook = { outfit: Outfit; hair: Hair; age: Age }

export type DrawnFigure = {
  svg: string
  /** Where the figure's lines reach, in page points (hats included). */
  box: Box
  handL: Pt
  handR: Pt
  head: Pt
  headR: number
}

/** A zentangle fill for a garment's outline (intricate cartoon pages), or nothing. */
type Patterner = (outline: Pt[], which: number) => string

export type FigureOptions = {
  /** Intricate cartoon pages: clothes filled with the drawings' zentangle patterns, lines this far apart. */
  patterns?: { spacing: number; line: number; seed: number }
  /** Drawn after the body and before the arms, so the hands hold it (a hose, a baby, a rod). */
  inHands?: string
  /** Drawn in front of the arms, then the hands again over it (a baby held in the arms). */
  held?: string
  /** Riding astride: only the near leg shows, over the mount's flank. */
  legs?: 'both' | 'L' | 'R'
}

/** Draws a skeleton (in head radii, pelvis at the origin) at page point `at`, `k` points to the unit. */
export function drawFigure(
  s: Skeleton,
  look: FigureLook,
  at: Pt,
  k: number,
  line: number,
  options: FigureOptions = {},
): DrawnFigure {
  const b = s.build
  const { outfit } = look
  const j = pageJoints(s, at, k)
  const r = b.head * k
  const arm = b.arm * k * (outfit.puffy ? 1.3 : 1)
  const leg = b.leg * k * (outfit.puffy ? 1.2 : 1)
  const up = unit(sub(j.neck, j.waist))
  const across = { x: -up.y, y: up.x }
  const legs: readonly ('L' | 'R')[] =
    options.legs === 'L' ? ['L'] : options.legs === 'R' ? ['R'] : ['L', 'R']
  const hip = (side: 'L' | 'R') => (side === 'L' ? j.hipL : j.hipR)
  const knee = (side: 'L' | 'R') => (side === 'L' ? j.knL : j.knR)
  const foot = (side: 'L' | 'R') => (side === 'L' ? j.ftL : j.ftR)
  let svg = ''

  // Behind everything: a cape, long hair, a backpack, a helmet's bubble.
  svg += capeAndBackpack(outfit, j, up, across, r, line)
  svg += headBack(j.head, r, look.hair, outfit.hat, line)

  // Legs: bare skin where the clothes stop short, then trousers merged with their seat, then shoes.
  const ankle = (side: 'L' | 'R') => mix(knee(side), foot(side), 0.88)
  const bareLegs = outfit.bottom !== 'trousers' && outfit.bottom !== 'gown'
  // Sitting cross-legged, the lap between the thighs and the crossed shins is filled: no sliver to colour.
  const crossed =
    legs.length === 2 &&
    Math.abs(j.knL.y - j.hipL.y) < b.thigh * k * 0.5 &&
    j.ftL.x > j.knL.x &&
    j.ftR.x < j.knR.x
  const lap: Part[] = crossed ? [{ d: polygon([j.hipL, j.knL, j.ftR, j.ftL, j.knR, j.hipR]) }] : []
  if (bareLegs)
    svg += merged(
      [...legs.map((side) => ({ tube: [hip(side), knee(side), ankle(side)], width: leg * 0.8 })), ...lap],
      line,
    )
  if (outfit.bottom === 'trousers' || outfit.bottom === 'shorts') {
    const short = outfit.bottom === 'shorts'
    const parts: Part[] = legs.map((side) => ({
      tube: short ? [hip(side), mix(hip(side), knee(side), 0.6)] : [hip(side), knee(side), ankle(side)],
      width: short ? leg * 1.2 : leg,
    }))
    const down = mul(up, -1)
    if (!short) parts.push(...lap)
    parts.push({
      d: polygon([
        add(j.waist, mul(across, -b.hip * k - leg * 0.45)),
        add(j.waist, mul(across, b.hip * k + leg * 0.45)),
        add(j.hipR, mul(down, leg * 0.2)),
        add(mix(j.hipL, j.hipR, 0.5), mul(down, leg * 0.5)),
        add(j.hipL, mul(down, leg * 0.2)),
      ]),
    })
    svg += merged(parts, line)
  }
  // A gown reaches the ground: no shoes show under it.
  if (outfit.bottom !== 'gown')
    for (const side of legs) svg += shoe(knee(side), foot(side), j.waist, leg, outfit.shoes, line)
  const pattern: Patterner = (outline, which) => {
    const p = options.patterns
    if (!p) return ''
    const ring = outline.flatMap((q) => [q.x, q.y])
    const kind = PATTERN_KINDS[(p.seed + which * 3) % PATTERN_KINDS.length]
    const d = subjectPattern([ring], kind, p.spacing, false, p.spacing * 0.3, p.spacing * 2)
    return d ? `<path d="${d}" fill="none" stroke="#000" stroke-width="${p.line.toFixed(2)}"/>` : ''
  }
  svg += skirt(outfit, j, legs, up, across, leg, r, line, pattern)

  // The neck under the collar, then the torso's garment with its details.
  svg += merged([{ tube: [j.neck, mix(j.neck, j.head, 0.5)], width: r * 0.55 }], line)
  // Arms: skin from shoulder to hand, a sleeve over it, gloves last; behind the torso, so its outline runs
  // unbroken over the shoulders. A forearm in front of the body (holding, hugging) is drawn again over it.
  const arm1 = (side: 'L' | 'R', fore: boolean) => {
    const sh = side === 'L' ? j.shL : j.shR
    const el = side === 'L' ? j.elL : j.elR
    const hand = side === 'L' ? j.hL : j.hR
    const hold = Math.max(r * 0.34, arm * 0.5)
    let out = merged(
      [{ tube: fore ? [el, hand] : [sh, el, hand], width: arm * 0.8 }, { d: circle(hand, hold) }],
      line,
    )
    const long = outfit.sleeves === 'long'
    const sleeve = long ? [fore ? el : sh, el, mix(el, hand, 0.78)] : [sh, mix(sh, el, 0.55)]
    // The upper sleeve is part of the torso's outline (a T-shirt's silhouette); a forearm drawn again over
    // the body brings its own part of a long sleeve.
    if (long && fore) out += merged([{ tube: sleeve, width: arm }], line)
    if (outfit.extras.includes('reflective') && long) {
      const n = normal(el, hand)
      const c = mix(el, hand, 0.5)
      out += stroke(`M${pts(add(c, mul(n, arm / 2)), add(c, mul(n, -arm / 2)))}`, line)
    }
    if (outfit.gloves) out += shape(circle(hand, Math.max(r * 0.4, arm * 0.58)), line)
    return out
  }
  const inFront = (side: 'L' | 'R') => {
    const hand = side === 'L' ? j.hL : j.hR
    return Boolean(options.inHands) || Math.abs(hand.x - j.neck.x) < b.shoulder * k
  }
  const arms = arm1('L', false) + arm1('R', false)
  svg += arms
  const long = outfit.sleeves === 'long'
  const sleeves: Part[] = [
    [j.shL, j.elL, j.hL],
    [j.shR, j.elR, j.hR],
  ].map(([sh, el, hand]) => ({
    tube: long ? [sh, el, mix(el, hand, 0.78)] : [sh, mix(sh, el, 0.55)],
    width: long ? arm : arm * 1.1,
  }))
  svg += torso(outfit, j, up, across, b.hip * k, b.shoulder * k, arm, leg, r, line, pattern, sleeves)
  if (options.inHands) svg += options.inHands
  for (const side of ['L', 'R'] as const) if (inFront(side)) svg += arm1(side, true)
  if (outfit.extras.includes('watch') && !outfit.gloves) svg += wristwatch(j.elL, j.hL, long, arm, r, line)
  // A tracksuit's stripe down the middle of each long sleeve, over whichever part of the arm shows.
  if (outfit.extras.includes('side-stripes') && long)
    for (const [sh, el, hand] of [
      [j.shL, j.elL, j.hL],
      [j.shR, j.elR, j.hR],
    ])
      svg += stroke(`M${pts(mix(sh, el, 0.15), el)}L${xy(mix(el, hand, 0.74))}`, line)

  // Held in front of the arms (a baby), the hands over it so they hold it.
  if (options.held) {
    svg += options.held
    for (const hand of [j.hL, j.hR]) svg += shape(circle(hand, Math.max(r * 0.34, arm * 0.5)), line)
  }
  svg += headFront(
    j.head,
    r,
    look.hair,
    outfit.hat,
    {
      beard: outfit.extras.includes('beard'),
      glasses: outfit.extras.includes('glasses'),
      patch: outfit.extras.includes('eye-patch'),
      baby: look.age === 'baby',
      nose: outfit.extras.includes('clown-nose'),
    },
    line,
  )

  if (outfit.extras.includes('curlers')) svg += curlers(j.head, r, line)
  if (outfit.extras.includes('earrings')) svg += earrings(j.head, r, line)

  const reach = [...Object.values(j)]
  const pad = Math.max(arm, leg) * 0.7 + line
  const box: Box = {
    minX: Math.min(...reach.map((p) => p.x)) - pad,
    maxX: Math.max(...reach.map((p) => p.x)) + pad,
    minY: Math.min(j.head.y - r * (outfit.hat ? 2.9 : 1.4), ...reach.map((p) => p.y)) - line,
    maxY: Math.max(...reach.map((p) => p.y)) + pad,
  }
  return { svg, box, handL: j.hL, handR: j.hR, head: j.head, headR: r }
}

/**
 * Hair curlers round the top of the head, seen end on: round rollers on a band of hair wound round them, so no
 * sliver closes between them and the hair (an easy page's thick line would fill it black).
 */
function curlers(head: Pt, r: number, line: number): string {
  const on = (a: number, k: number) => ({ x: head.x + Math.sin(a) * r * k, y: head.y - Math.cos(a) * r * k })
  const rollers = [-1.0, -0.34, 0.34, 1.0]
  // The rollers and the hair wound on them are one outline, so no thin sliver of hair shows between them.
  const arc = Array.from({ length: 9 }, (_, k) => on(-1.0 + (2 * k) / 8, 1.0))
  return (
    merged([{ tube: arc, width: r * 0.36 }], line) +
    rollers.map((a) => shape(circle(on(a, 1.08), r * 0.27), line)).join('')
  )
}

/** The skeleton's joints on the page: `at` plus `k` points to each head radius. */
function pageJoints(s: Skeleton, at: Pt, k: number): Joints {
  const toPage = (p: Pt): Pt => ({ x: at.x + p.x * k, y: at.y + p.y * k })
  return {
    head: toPage(s.head),
    neck: toPage(s.neck),
    shL: toPage(s.shoulderL),
    shR: toPage(s.shoulderR),
    elL: toPage(s.elbowL),
    elR: toPage(s.elbowR),
    hL: toPage(s.handL),
    hR: toPage(s.handR),
    waist: toPage(s.waist),
    hipL: toPage(s.hipL),
    hipR: toPage(s.hipR),
    knL: toPage(s.kneeL),
    knR: toPage(s.kneeR),
    ftL: toPage(s.footL),
    ftR: toPage(s.footR),
  }
}

/** Behind everything: a cape from the shoulders to the knees, a backpack on the back. */
function capeAndBackpack(outfit: Outfit, j: Joints, up: Pt, across: Pt, r: number, line: number): string {
  let svg = ''
  // A bride's veil: from the crown of the head, wider than the shoulders, falling past the hips.
  if (outfit.extras.includes('veil'))
    svg += shape(
      polygon([
        add(add(j.head, mul(up, r * 1.05)), mul(across, -r * 0.7)),
        add(add(j.head, mul(up, r * 1.05)), mul(across, r * 0.7)),
        add(add(j.head, mul(up, r * 0.3)), mul(across, r * 1.35)),
        add(mix(j.hipR, j.knR, 0.55), mul(across, r * 2)),
        add(mix(j.hipL, j.knL, 0.55), mul(across, -r * 2)),
        add(add(j.head, mul(up, r * 0.3)), mul(across, -r * 1.35)),
      ]),
      line,
    )
  // Flying flat, the cape streams back from the shoulders and billows up behind.
  if (outfit.extras.includes('cape') && Math.abs(up.y) < 0.5) {
    const back = mul(up, -1)
    const sky = { x: 0, y: -1 }
    const tail = mix(j.hipL, j.knL, 1.1)
    // Two scallops along its trailing edge, as if it flaps.
    const root = add(j.waist, mul(sky, r * 0.3))
    const top = add(add(tail, mul(sky, r * 3.4)), mul(back, r * 1.4))
    const low = add(add(tail, mul(sky, r * 1.2)), mul(back, r * 1.9))
    const mid = mix(top, low, 0.5)
    const d =
      `M${xy(add(j.shL, mul(across, r * 0.5)))}L${xy(add(j.shR, mul(up, r * 0.2)))}` +
      `Q${xy(add(j.waist, mul(sky, r * 3.2)))} ${xy(top)}` +
      `Q${xy(add(mix(top, mid, 0.5), mul(back, r * 0.6)))} ${xy(mid)}` +
      `Q${xy(add(mix(mid, low, 0.5), mul(back, r * 0.6)))} ${xy(low)}` +
      `Q${xy(add(mix(j.waist, tail, 0.5), mul(sky, r * 0.5)))} ${xy(root)}Z`
    svg += shape(d, line)
  } else if (outfit.extras.includes('cape'))
    svg += shape(
      polygon([
        add(j.shL, mul(up, r * 0.2)),
        add(j.shR, mul(up, r * 0.2)),
        add(mix(j.hipR, j.knR, 0.9), mul(across, r * 0.9)),
        add(mix(j.hipL, j.knL, 0.9), mul(across, -r * 0.9)),
      ]),
      line,
    )
  if (outfit.extras.includes('backpack'))
    svg += shape(
      polygon([
        add(j.shL, mul(across, -r * 0.35)),
        add(j.shR, mul(across, r * 0.35)),
        add(mix(j.shR, j.hipR, 0.75), mul(across, r * 0.35)),
        add(mix(j.shL, j.hipL, 0.75), mul(across, -r * 0.35)),
      ]),
      line,
    )
  return svg
}

const pts = (a: Pt, b: Pt) => `${a.x.toFixed(2)} ${a.y.toFixed(2)}L${b.x.toFixed(2)} ${b.y.toFixed(2)}`

/** A shoe (or boot) at the foot, its toe turned outwards from the body, flat along the ground. */
function shoe(knee: Pt, foot: Pt, waist: Pt, leg: number, kind: Outfit['shoes'], line: number): string {
  const shin = unit(sub(foot, knee))
  const side = foot.x < waist.x - leg * 0.1 ? -1 : 1
  // Along the ground when the shin stands upright; across the shin when the leg is raised or bent back.
  const along = Math.abs(shin.y) > 0.6 ? { x: side, y: 0 } : { x: -shin.y * side, y: shin.x * side }
  const toe = add(foot, mul(along, leg * 0.35))
  const rx = kind === 'bare' ? leg * 0.55 : leg * 0.72
  const angle = (Math.atan2(along.y, along.x) * 180) / Math.PI
  const sole = ellipse(add(toe, mul(shin, leg * 0.12)), rx, leg * 0.38, angle)
  if (kind === 'boots')
    return merged([{ tube: [mix(knee, foot, 0.55), foot], width: leg * 1.05 }, { d: sole }], line)
  return shape(sole, line)
}

type Joints = Record<
  | 'head'
  | 'neck'
  | 'shL'
  | 'shR'
  | 'elL'
  | 'elR'
  | 'hL'
  | 'hR'
  | 'waist'
  | 'hipL'
  | 'hipR'
  | 'knL'
  | 'knR'
  | 'ftL'
  | 'ftR',
  Pt
>

function skirt(
  outfit: Outfit,
  j: Joints,
  legs: readonly ('L' | 'R')[],
  up: Pt,
  across: Pt,
  leg: number,
  r: number,
  line: number,
  pattern: Patterner,
): string {
  const { bottom } = outfit
  if (bottom !== 'skirt' && bottom !== 'dress' && bottom !== 'gown' && bottom !== 'tutu') return ''
  const waistHalf = Math.abs(j.hipR.x - j.hipL.x) / 2 + leg * 0.4
  const wL = add(j.waist, mul(across, -waistHalf))
  const wR = add(j.waist, mul(across, waistHalf))
  const far = legs.length === 1
  // The hem follows the knees (or the feet for a gown), so it covers a sitting child's lap too.
  const endL = bottom === 'gown' ? j.ftL : mix(j.hipL, j.knL, bottom === 'tutu' ? 0.45 : 0.95)
  const endR = far
    ? add(endL, mul(across, leg * 1.6))
    : bottom === 'gown'
      ? j.ftR
      : mix(j.hipR, j.knR, bottom === 'tutu' ? 0.45 : 0.95)
  const flare = bottom === 'gown' ? r * 1.3 : bottom === 'tutu' ? r * 1.1 : r * 0.45
  const hemL = add(endL, { x: -flare, y: bottom === 'gown' ? leg * 0.2 : 0 })
  const hemR = add(endR, { x: flare, y: bottom === 'gown' ? leg * 0.2 : 0 })
  const down = mul(up, -1)
  if (bottom === 'tutu') {
    // A ruffled ring at the hips: a zigzag hem.
    const pts: Pt[] = [wL, wR]
    const n = 7
    for (let i = n; i >= 0; i--) {
      const p = mix(hemL, hemR, i / n)
      pts.push(add(p, mul(down, i % 2 ? leg * 0.35 : 0)))
    }
    return shape(polygon(pts), line)
  }
  const mid = add(mix(hemL, hemR, 0.5), mul(down, leg * 0.35))
  const d = `M${xy(wL)}L${xy(wR)}L${xy(hemR)}Q${xy(mid)} ${xy(hemL)}Z`
  let svg = shape(d, line) + pattern([wL, wR, hemR, mid, hemL], 1)
  if (outfit.extras.includes('kilt')) svg += kiltDetails(wL, wR, hemL, hemR, down, line)
  if (bottom === 'gown') {
    // Folds and a frill at the hem: more to colour on the dress a princess is known by.
    const frill = mix(wL, hemL, 0.78)
    const frillR = mix(wR, hemR, 0.78)
    svg += stroke(
      `M${xy(frill)}Q${xy(add(mix(frill, frillR, 0.5), mul(down, leg * 0.35)))} ${xy(frillR)}`,
      line,
    )
  }
  return svg
}

/** The point a share `t` of the way along a polyline. */
function along(points: Pt[], t: number): Pt {
  const lengths = points.slice(1).map((p, i) => Math.hypot(p.x - points[i].x, p.y - points[i].y))
  let left = t * lengths.reduce((a, b) => a + b, 0)
  for (let i = 0; i < lengths.length; i++) {
    if (left <= lengths[i] || i === lengths.length - 1)
      return mix(points[i], points[i + 1], Math.min(1, left / (lengths[i] || 1)))
    left -= lengths[i]
  }
  return points[points.length - 1]
}

const xy = (p: Pt) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`

/** The torso's outline, from the neck round the shoulders to the hem, and the points its details hang on. */
function torsoFrame(
  outfit: Outfit,
  j: Joints,
  up: Pt,
  across: Pt,
  hipHalf: number,
  shoulderHalf: number,
  arm: number,
  leg: number,
  r: number,
) {
  const down = mul(up, -1)
  const at = (base: Pt, x: number, y: number) => add(add(base, mul(across, x)), mul(down, y))
  const top = at(j.neck, 0, r * 0.12)
  const shoulderY = r * 0.12
  const waistHalf = hipHalf + leg * 0.5
  const coat = outfit.top === 'coat'
  // Coat tails follow the thighs, so a sitting figure's coat lies over its lap; a dressing gown's to the knees.
  const tails = outfit.extras.includes('robe') ? 0.9 : 0.5
  const hemL = coat
    ? add(mix(j.hipL, j.knL, tails), mul(across, -leg * 0.75))
    : at(j.waist, -waistHalf, leg * 0.35)
  const hemR = coat
    ? add(mix(j.hipR, j.knR, tails), mul(across, leg * 0.75))
    : at(j.waist, waistHalf, leg * 0.35)
  const outline = [
    at(top, -r * 0.45, 0),
    at(top, -shoulderHalf + arm * 0.15, shoulderY - arm * 0.08),
    at(top, -shoulderHalf - arm * 0.62, shoulderY + arm * 0.45),
    at(j.waist, -waistHalf, 0),
    hemL,
    hemR,
    at(j.waist, waistHalf, 0),
    at(top, shoulderHalf + arm * 0.62, shoulderY + arm * 0.45),
    at(top, shoulderHalf - arm * 0.15, shoulderY - arm * 0.08),
    at(top, r * 0.45, 0),
  ]
  return { down, at, top, shoulderY, hemL, hemR, outline }
}

function torso(
  outfit: Outfit,
  j: Joints,
  up: Pt,
  across: Pt,
  hipHalf: number,
  shoulderHalf: number,
  arm: number,
  leg: number,
  r: number,
  line: number,
  pattern: Patterner,
  sleeves: Part[],
): string {
  const { down, at, top, shoulderY, hemL, hemR, outline } = torsoFrame(
    outfit,
    j,
    up,
    across,
    hipHalf,
    shoulderHalf,
    arm,
    leg,
    r,
  )
  const coat = outfit.top === 'coat'
  // A line across the torso from its left edge to its right at a height (share from shoulders to hem).
  const leftEdge = (t: number) => along([outline[2], outline[3], hemL], t)
  const rightEdge = (t: number) => along([outline[7], outline[6], hemR], t)
  // A long sleeve close beside the body is joined to it down to where the gap stays white (armpit.ts).
  const pits = outfit.sleeves === 'long' ? armpitFills(sleeves, [leftEdge, rightEdge], line) : []
  let svg = merged([{ d: polygon(outline) }, ...sleeves, ...pits], line) + pattern(outline, 0)
  const xs = outfit.extras
  const band = (t: number) => stroke(`M${xy(leftEdge(t))}L${xy(rightEdge(t))}`, line)
  const chest = mix(top, mix(hemL, hemR, 0.5), 0.3)
  const waistLine = coat ? 0.62 : 0.82
  if (xs.includes('stripes')) for (const t of [0.3, 0.48, 0.66]) svg += band(t)
  if (xs.includes('vest')) {
    for (const s of [-1, 1]) {
      const edge = s < 0 ? leftEdge : rightEdge
      svg += shape(
        polygon([
          at(top, s * r * 0.5, 0),
          // Inside the torso's outline by a strip of shirt wide enough to colour: where two outlines run
          // close together they pinch off slivers.
          at(top, s * (shoulderHalf - arm * 0.55), shoulderY),
          add(edge(0.25), mul(across, -s * arm * 0.45)),
          add(edge(0.97), mul(across, -s * arm * 0.45)),
          at(mix(j.waist, s < 0 ? hemL : hemR, 0.25), 0, leg * 0.2),
          at(top, s * r * 0.15, (j.waist.y - top.y) * 0.45),
        ]),
        line,
      )
    }
  }
  if (xs.includes('bib')) {
    const bibTop = 0.25
    svg += shape(
      polygon([
        mix(leftEdge(bibTop), rightEdge(bibTop), 0.25),
        mix(leftEdge(bibTop), rightEdge(bibTop), 0.75),
        mix(leftEdge(0.95), rightEdge(0.95), 0.8),
        mix(leftEdge(0.95), rightEdge(0.95), 0.2),
      ]),
      line,
    )
    for (const [t, s] of [
      [0.25, -1],
      [0.75, 1],
    ] as const)
      svg += stroke(
        `M${xy(mix(leftEdge(bibTop), rightEdge(bibTop), t))}L${xy(at(top, s * shoulderHalf * 0.75, shoulderY))}`,
        line,
      )
  }
  if (xs.includes('apron'))
    svg += shape(
      polygon([
        mix(leftEdge(0.3), rightEdge(0.3), 0.3),
        mix(leftEdge(0.3), rightEdge(0.3), 0.7),
        add(mix(j.knL, j.knR, 0.5), mul(across, leg * 1.1)),
        add(mix(j.knL, j.knR, 0.5), mul(across, -leg * 1.1)),
      ]),
      line,
    )
  if (xs.includes('wrap')) {
    // A karate jacket: the two fronts cross over the chest.
    const w = mix(leftEdge(0.72), rightEdge(0.72), 0.5)
    svg += stroke(`M${xy(at(top, -r * 0.45, 0))}L${xy(add(w, mul(across, r * 0.35)))}`, line)
    svg += stroke(`M${xy(at(top, r * 0.45, 0))}L${xy(add(w, mul(across, -r * 0.1)))}`, line)
  }
  if (xs.includes('open-coat')) {
    const v = mix(leftEdge(0.4), rightEdge(0.4), 0.5)
    svg += stroke(`M${xy(at(top, -r * 0.45, 0))}L${xy(v)}L${xy(at(top, r * 0.45, 0))}`, line)
    svg += stroke(`M${xy(v)}L${xy(mix(hemL, hemR, 0.5))}`, line)
    for (const s of [-1, 1])
      svg += stroke(`M${xy(at(top, s * r * 0.55, 0))}L${xy(add(v, mul(across, s * r * 0.5)))}`, line)
  }
  if (xs.includes('tie')) {
    const v = mix(leftEdge(xs.includes('open-coat') ? 0.38 : 0.5), rightEdge(0.5), 0.5)
    const knot = at(top, 0, r * 0.12)
    svg += shape(
      polygon([
        add(knot, mul(across, -r * 0.16)),
        add(knot, mul(across, r * 0.16)),
        add(v, mul(across, r * 0.18)),
        add(v, mul(down, r * 0.25)),
        add(v, mul(across, -r * 0.18)),
      ]),
      line,
    )
  }
  // Under a belt, one reflective band: a second so near it closes a sliver an easy page's thick line fills black.
  if (xs.includes('reflective')) for (const t of xs.includes('belt') ? [0.55] : [0.55, 0.72]) svg += band(t)
  if (xs.includes('fur-trim')) {
    svg += shape(polygon([mix(leftEdge(0.9), hemL, 0.0), mix(rightEdge(0.9), hemR, 0), hemR, hemL]), line)
    svg += band(waistLine - 0.08)
  }
  if (xs.includes('belt')) {
    const t = waistLine
    // Deep enough to stay a white band to colour between an easy page's thick lines.
    const tall = Math.abs(hemL.y - top.y)
    const t2 = waistLine + Math.max(0.09, Math.min(0.16, (line * 3.5) / tall))
    svg += shape(polygon([leftEdge(t), rightEdge(t), rightEdge(t2), leftEdge(t2)]), line)
    const c = mix(mix(leftEdge(t), rightEdge(t), 0.5), mix(leftEdge(t2), rightEdge(t2), 0.5), 0.5)
    const h = Math.abs(leftEdge(t2).y - leftEdge(t).y) * 0.9 + r * 0.1
    svg += shape(
      polygon([
        add(c, { x: -h * 0.7, y: -h * 0.6 }),
        add(c, { x: h * 0.7, y: -h * 0.6 }),
        add(c, { x: h * 0.7, y: h * 0.6 }),
        add(c, { x: -h * 0.7, y: h * 0.6 }),
      ]),
      line,
    )
  }
  if (xs.includes('buttons') || xs.includes('double-buttons')) {
    const cols = xs.includes('double-buttons') ? [-0.22, 0.22] : [0]
    for (const cx of cols)
      for (const t of [0.3, 0.48, 0.66])
        svg += dot(
          add(mix(leftEdge(t), rightEdge(t), 0.5), mul(across, cx * r)),
          Math.max(r * 0.07, line * 0.8),
        )
  }
  svg += garmentDetails(xs, { leftEdge, rightEdge, at, top, chest, hemL, hemR, up, across, r, line })
  if (xs.includes('badge')) svg += shape(star(add(chest, mul(across, -r * 0.55)), r * 0.3), line)
  if (xs.includes('neckerchief') || xs.includes('bandana'))
    svg += shape(
      polygon([at(top, -r * 0.6, -r * 0.05), at(top, r * 0.6, -r * 0.05), at(top, 0, r * 0.75)]),
      line,
    )
  if (xs.includes('ruff')) svg += ruff(at(top, 0, r * 0.08), across, down, r, line)
  if (xs.includes('stethoscope')) {
    const l = at(top, -r * 0.4, 0)
    const rr = at(top, r * 0.4, 0)
    const lowest = mix(leftEdge(0.42), rightEdge(0.42), 0.5)
    const end = add(lowest, mul(across, r * 0.5))
    svg += stroke(`M${xy(l)}Q${xy(add(lowest, mul(across, -r * 0.5)))} ${xy(lowest)}`, line * 1.1)
    svg += stroke(`M${xy(rr)}Q${xy(add(mix(rr, end, 0.5), mul(across, r * 0.2)))} ${xy(end)}`, line * 1.1)
    svg += shape(circle(add(end, mul(down, r * 0.22)), r * 0.22), line)
  }
  return svg
}

export { ellipse }
