// What a garment the prompt names shows on a figure's torso, over its outline: a jumper's ribbed hem and knitted
// band, a cardigan's open front and buttons, pyjamas' collar, a poppy pinned on the chest. Each is a closed
// region, deep enough to colour between an easy page's thick lines.

import type { Extra } from './outfits'
import { add, circle, dot, merged, mix, mul, normal, polygon, shape, stroke } from './pen'
import type { Pt } from './skeleton'

/** Where the torso is: its edges at a share from shoulders to hem, a point off the neck, the hem's ends. */
export type TorsoFrame = {
  leftEdge: (t: number) => Pt
  rightEdge: (t: number) => Pt
  at: (base: Pt, x: number, y: number) => Pt
  top: Pt
  chest: Pt
  hemL: Pt
  hemR: Pt
  up: Pt
  across: Pt
  r: number
  line: number
}

const xy = (p: Pt) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`

/** The details each garment the figure wears shows, in the order they are drawn (later ones over earlier). */
export function garmentDetails(xs: Extra[], f: TorsoFrame): string {
  return DETAILS.filter(([extra]) => xs.includes(extra))
    .map(([, draw]) => draw(f))
    .join('')
}

/** A knitted band across the chest, diamonds along it: each a closed region inside the band. */
function knitBand({ leftEdge, rightEdge, up, across, line }: TorsoFrame): string {
  const [t0, t1] = [0.3, 0.48]
  let svg = shape(polygon([leftEdge(t0), rightEdge(t0), rightEdge(t1), leftEdge(t1)]), line)
  const mid = (u: number) =>
    mix(mix(leftEdge(t0), rightEdge(t0), u), mix(leftEdge(t1), rightEdge(t1), u), 0.5)
  const h = Math.abs(leftEdge(t1).y - leftEdge(t0).y) * 0.42
  // Too small to stay white inside an easy page's thick line, the diamonds are left off: the band stays.
  for (const u of h > line * 2.6 ? [0.25, 0.5, 0.75] : []) {
    const c = mid(u)
    svg += shape(
      polygon([add(c, mul(up, h)), add(c, mul(across, h)), add(c, mul(up, -h)), add(c, mul(across, -h))]),
      line,
    )
  }
  return svg
}

/** A jumper's ribbed hem: a band along the bottom, deep enough to colour between an easy page's lines. */
function ribbing({ leftEdge, rightEdge, top, hemL, hemR, line }: TorsoFrame): string {
  const tall = Math.abs(hemL.y - top.y)
  const t = 1 - Math.max(0.1, Math.min(0.16, (line * 3.5) / tall))
  return shape(polygon([leftEdge(t), rightEdge(t), hemR, hemL]), line)
}

/** A cardigan open down the front in a V over the shirt, the edge down to the hem, buttons beside it. */
function cardiganFront({ leftEdge, rightEdge, at, top, hemL, hemR, across, r, line }: TorsoFrame): string {
  const v = mix(leftEdge(0.4), rightEdge(0.4), 0.5)
  let svg = stroke(`M${xy(at(top, -r * 0.45, 0))}L${xy(v)}L${xy(at(top, r * 0.45, 0))}`, line)
  svg += stroke(`M${xy(v)}L${xy(mix(hemL, hemR, 0.5))}`, line)
  // Buttons as the figure's other buttons are: solid dots, which stay dots at any size.
  for (const t of [0.5, 0.7])
    svg += dot(add(mix(leftEdge(t), rightEdge(t), 0.5), mul(across, r * 0.2)), Math.max(r * 0.07, line * 0.8))
  return svg
}

/** Pyjamas' collar: two points turned down either side of the neck. */
function pyjamaCollar({ at, top, r, line }: TorsoFrame): string {
  return [-1, 1]
    .map((s) =>
      shape(
        polygon([
          at(top, s * r * 0.05, r * 0.02),
          at(top, s * r * 0.62, -r * 0.02),
          at(top, s * r * 0.34, r * 0.5),
        ]),
        line,
      ),
    )
    .join('')
}

/** A poppy pinned on the chest: four round petals round its middle. */
function poppy({ chest, across, r, line }: TorsoFrame): string {
  const c = add(chest, mul(across, -r * 0.55))
  const p = r * 0.2
  const petals = [0, 1, 2, 3].map((k) => ({
    d: circle(
      add(c, { x: Math.cos((k * Math.PI) / 2 + 0.78) * p, y: Math.sin((k * Math.PI) / 2 + 0.78) * p }),
      p,
    ),
  }))
  return merged(petals, line) + shape(circle(c, Math.max(p * 0.55, line * 1.6)), line)
}

/** A sash: a band across the torso from the left shoulder to the right hip, wide enough to colour in. */
function sash({ leftEdge, rightEdge, line }: TorsoFrame): string {
  return shape(polygon([leftEdge(0.04), leftEdge(0.26), rightEdge(0.96), rightEdge(0.74)]), line)
}

/** A hoodie's pouch pocket across the belly, wider at the bottom, and the hood's two strings with their tips. */
function hoodiePocket({ leftEdge, rightEdge, at, top, r, line }: TorsoFrame): string {
  const row = (t: number, u: number) => mix(leftEdge(t), rightEdge(t), u)
  let svg = shape(polygon([row(0.5, 0.3), row(0.5, 0.7), row(0.8, 0.8), row(0.8, 0.2)]), line)
  for (const s of [-1, 1]) {
    const end = at(top, s * r * 0.22, r * 0.75)
    svg += stroke(`M${xy(at(top, s * r * 0.22, r * 0.05))}L${xy(end)}`, line)
    svg += dot(end, Math.max(r * 0.08, line * 0.9))
  }
  return svg
}

/** A necklace: beads (solid, so none closes a speck) hanging in a curve below the neck, a round pendant. */
function necklace({ at, top, r, line }: TorsoFrame): string {
  let svg = ''
  for (let k = 0; k <= 8; k++) {
    const a = Math.PI * (0.1 + (0.8 * k) / 8)
    if (k === 4) continue
    svg += dot(at(top, -Math.cos(a) * r * 0.55, Math.sin(a) * r * 0.55), Math.max(r * 0.06, line * 0.8))
  }
  return svg + shape(circle(at(top, 0, r * 0.72), Math.max(r * 0.17, line * 2.2)), line)
}

/** A tracksuit top's zip from the collar to the hem, its pull tab near the top. */
function zip({ at, top, hemL, hemR, r, line }: TorsoFrame): string {
  const pull = at(top, 0, r * 0.35)
  return (
    stroke(`M${xy(at(top, 0, r * 0.05))}L${xy(mix(hemL, hemR, 0.5))}`, line) +
    shape(circle(pull, Math.max(r * 0.12, line * 2)), line)
  )
}

const DETAILS: [Extra, (f: TorsoFrame) => string][] = [
  ['sash', sash],
  ['zip', zip],
  ['hoodie', hoodiePocket],
  ['necklace', necklace],
  ['knit-band', knitBand],
  ['ribbing', ribbing],
  ['cardigan', cardiganFront],
  ['collar', pyjamaCollar],
  ['poppy', poppy],
]

/**
 * A wristwatch on the wrist, over the arm and sleeve where a long sleeve's cuff ends: a strap across the arm
 * and a round face on it, with its two hands when the face is wide enough to keep white between them.
 */
export function wristwatch(elbow: Pt, hand: Pt, long: boolean, arm: number, r: number, line: number): string {
  const wrist = mix(elbow, hand, long ? 0.7 : 0.56)
  const n = normal(elbow, hand)
  const face = Math.max(arm * 0.72, r * 0.24, line * 2.6)
  let svg = stroke(`M${xy(add(wrist, mul(n, arm * 0.55)))}L${xy(add(wrist, mul(n, -arm * 0.55)))}`, line * 3)
  svg += shape(circle(wrist, face), line)
  if (face > line * 5)
    svg += stroke(
      `M${xy(add(wrist, { x: 0, y: -face * 0.6 }))}L${xy(wrist)}L${xy(add(wrist, { x: face * 0.45, y: 0 }))}`,
      line * 0.8,
    )
  return svg
}

/** Earrings: a ring hanging from each lobe, below the hair. */
export function earrings(head: Pt, r: number, line: number): string {
  return [-1, 1]
    .map((s) =>
      shape(circle({ x: head.x + s * r * 0.95, y: head.y + r * 0.5 }, Math.max(r * 0.15, line * 2.2)), line),
    )
    .join('')
}
