// Things people use that the art sets do not draw joined to a hand: a hose and its water, a fishing rod and its
// line, a rowing boat, a picnic blanket and basket, a sandcastle with its bucket and spade, a baby in a blanket. In page
// points, every one closed and outlined like the figures.

import type { Pt } from '../people'
import {
  add,
  circle,
  ellipse,
  f,
  headFront,
  merged,
  mix,
  mul,
  normal,
  polygon,
  polyline,
  pt,
  shape,
  stroke,
  sub,
} from '../people'

/** A hose from the hands down behind the figure and away over the ground, with its nozzle in the hands. */
export function hose(
  hands: Pt,
  toward: Pt,
  ground: Pt,
  k: number,
  line: number,
): { tail: string; svg: string; nozzle: Pt } {
  const dir = sub(toward, hands)
  const l = Math.hypot(dir.x, dir.y) || 1
  const u = { x: dir.x / l, y: dir.y / l }
  const nozzle = add(hands, mul(u, k * 1.6))
  const back = add(hands, mul(u, -k * 0.6))
  const tube = [
    back,
    add(back, { x: -k * 1.5, y: k * 2.5 }),
    add(ground, { x: -k * 1.0, y: 0 }),
    add(ground, { x: -k * 4.5, y: k * 0.3 }),
  ]
  const d = `M${pt(tube[0])}C${pt(tube[1])} ${pt(tube[2])} ${pt(tube[3])}`
  // The hose runs from the hands behind the body to the ground: drawn before the figure.
  let tail = `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(k * 0.42 + 2 * line)}" stroke-linecap="round"/>`
  tail += `<path d="${d}" fill="none" stroke="#fff" stroke-width="${f(k * 0.42)}" stroke-linecap="round"/>`
  let svg = merged([{ tube: [back, nozzle], width: k * 0.5 }], line)
  svg += shape(
    polygon([
      add(nozzle, mul(normal(back, nozzle), k * 0.35)),
      add(nozzle, mul(u, k * 0.6)),
      add(nozzle, mul(normal(back, nozzle), -k * 0.35)),
    ]),
    line,
  )
  return { tail, svg, nozzle: add(nozzle, mul(u, k * 0.6)) }
}

/** A jet of water in an arc from the nozzle to where it lands, as a band to colour, with drops around its end. */
export function waterArc(from: Pt, to: Pt, k: number, line: number): string {
  const top = { x: mix(from, to, 0.45).x, y: Math.min(from.y, to.y) - k * 2.2 }
  const pts: Pt[] = []
  for (let i = 0; i <= 16; i++) {
    const t = i / 16
    pts.push({
      x: (1 - t) ** 2 * from.x + 2 * (1 - t) * t * top.x + t * t * to.x,
      y: (1 - t) ** 2 * from.y + 2 * (1 - t) * t * top.y + t * t * to.y,
    })
  }
  // Wider as it goes, as a jet spreads.
  const left: Pt[] = []
  const right: Pt[] = []
  pts.forEach((p, i) => {
    const a = pts[Math.max(0, i - 1)]
    const b = pts[Math.min(pts.length - 1, i + 1)]
    const n = normal(a, b)
    const w = k * (0.25 + 0.55 * (i / 16))
    left.push(add(p, mul(n, w)))
    right.push(add(p, mul(n, -w)))
  })
  let svg = shape(polygon([...left, ...right.reverse()]), line)
  for (const [dx, dy, r] of [
    [-1.2, -0.6, 0.32],
    [1.1, -1.0, 0.3],
    [0.3, 0.9, 0.28],
  ])
    svg += shape(drop({ x: to.x + dx * k, y: to.y + dy * k }, r * k), line)
  return svg
}

export function drop(c: Pt, r: number): string {
  return `M${f(c.x)} ${f(c.y - r * 2)}Q${f(c.x + r * 1.1)} ${f(c.y - r * 0.3)} ${f(c.x + r)} ${f(c.y + r * 0.2)}A${f(r)} ${f(r)} 0 0 1 ${f(c.x - r)} ${f(c.y + r * 0.2)}Q${f(c.x - r * 1.1)} ${f(c.y - r * 0.3)} ${f(c.x)} ${f(c.y - r * 2)}Z`
}

/** A fishing rod from the hands up and out, its line falling into the water with a float on the surface. */
export function fishingRod(
  hands: Pt,
  tip: Pt,
  water: Pt,
  k: number,
  line: number,
): { rod: string; line: string; hook: Pt } {
  const butt = add(hands, mul(sub(hands, tip), 0.12))
  const rod =
    merged([{ tube: [butt, tip], width: k * 0.2 }], line) +
    shape(circle(mix(butt, tip, 0.12), k * 0.32), line)
  const float = { x: tip.x + k * 0.4, y: water.y }
  const hook = { x: float.x, y: water.y + k * 2.2 }
  const lineSvg =
    stroke(`M${pt(tip)}Q${f(tip.x + k * 0.6)} ${f((tip.y + float.y) / 2)} ${pt(float)}`, line * 0.6) +
    stroke(
      `M${pt(float)}L${pt(hook)}q${f(k * 0.4)} ${f(k * 0.5)} ${f(k * 0.45)} ${f(-k * 0.1)}`,
      line * 0.6,
    ) +
    shape(ellipse(float, k * 0.42, k * 0.55), line)
  return { rod, line: lineSvg, hook }
}

/** A rowing boat seen from the side, its gunwale at `rim` (its middle), `width` long. */
export function rowBoat(rim: Pt, width: number, k: number, line: number): string {
  const h = k * 2.6
  const l = rim.x - width / 2
  const r = rim.x + width / 2
  const d =
    `M${f(l - k * 0.6)} ${f(rim.y - k * 0.4)}L${f(r + k * 0.6)} ${f(rim.y - k * 0.4)}` +
    `Q${f(r - k * 0.3)} ${f(rim.y + h)} ${f(r - width * 0.2)} ${f(rim.y + h)}L${f(l + width * 0.2)} ${f(rim.y + h)}` +
    `Q${f(l + k * 0.3)} ${f(rim.y + h)} ${f(l - k * 0.6)} ${f(rim.y - k * 0.4)}Z`
  const band = rim.y + k * 0.5
  return (
    shape(d, line) +
    stroke(`M${f(l - k * 0.1)} ${f(band)}L${f(r + k * 0.1)} ${f(band)}`, line) +
    stroke(
      `M${f(l + width * 0.05)} ${f(rim.y + h * 0.62)}Q${f(rim.x)} ${f(rim.y + h * 0.7)} ${f(r - width * 0.05)} ${f(rim.y + h * 0.62)}`,
      line,
    )
  )
}

/** A chequered blanket on the ground, seen in perspective: front edge `front` wide at y, back edge narrower. */
export function blanket(c: Pt, front: number, depth: number, line: number, checks = 6): string {
  const back = front * 0.82
  const corners = [
    { x: c.x - back / 2, y: c.y - depth },
    { x: c.x + back / 2, y: c.y - depth },
    { x: c.x + front / 2, y: c.y },
    { x: c.x - front / 2, y: c.y },
  ]
  let svg = shape(polygon(corners), line)
  for (let i = 1; i < checks; i++) {
    const t = i / checks
    svg += stroke(`M${pt(mix(corners[0], corners[1], t))}L${pt(mix(corners[3], corners[2], t))}`, line * 0.8)
  }
  for (let i = 1; i < 3; i++) {
    const t = i / 3
    svg += stroke(`M${pt(mix(corners[0], corners[3], t))}L${pt(mix(corners[1], corners[2], t))}`, line * 0.8)
  }
  return svg
}

/**
 * A picnic basket standing at `base` (its bottom's middle), `w` wide: a body woven in three bands, a rim and a
 * handle arching over it, each a closed region a child can colour. The emoji baskets' fine weave prints as a
 * black lump at an easy page's size.
 */
export function picnicBasket(base: Pt, w: number, line: number): string {
  const h = w * 0.5
  const top = base.y - h
  const rimH = w * 0.12
  const edge = (t: number) => w * (0.4 + 0.1 * t)
  const r = w * 0.36
  const inner = r - w * 0.09
  const handleY = top - rimH / 2
  let svg = shape(
    `M${f(base.x - r)} ${f(handleY)}A${f(r)} ${f(r)} 0 0 1 ${f(base.x + r)} ${f(handleY)}` +
      `L${f(base.x + inner)} ${f(handleY)}A${f(inner)} ${f(inner)} 0 0 0 ${f(base.x - inner)} ${f(handleY)}Z`,
    line,
  )
  svg += shape(
    polygon([
      { x: base.x - edge(0), y: base.y },
      { x: base.x + edge(0), y: base.y },
      { x: base.x + edge(1), y: top },
      { x: base.x - edge(1), y: top },
    ]),
    line,
  )
  for (const t of [1 / 3, 2 / 3])
    svg += stroke(
      `M${f(base.x - edge(t))} ${f(base.y - h * t)}L${f(base.x + edge(t))} ${f(base.y - h * t)}`,
      line,
    )
  const rim = edge(1) + w * 0.04
  svg += shape(
    polygon([
      { x: base.x - rim, y: top + rimH / 2 },
      { x: base.x + rim, y: top + rimH / 2 },
      { x: base.x + rim, y: top - rimH / 2 },
      { x: base.x - rim, y: top - rimH / 2 },
    ]),
    line,
  )
  return svg
}

/** A sandcastle of three towers with battlements, a door and a flag, standing on the ground at `base`. */
export function sandcastle(base: Pt, k: number, line: number): string {
  const tower = (cx: number, w: number, h: number) => {
    const x0 = cx - w / 2
    const top = base.y - h
    const merlon = w / 5
    const notch = merlon * 0.8
    let d = `M${f(x0)} ${f(base.y)}L${f(x0)} ${f(top)}`
    for (let i = 0; i < 5; i++) {
      const x = x0 + i * merlon
      d +=
        i % 2 === 0
          ? `L${f(x + merlon)} ${f(top)}`
          : `L${f(x)} ${f(top + notch)}L${f(x + merlon)} ${f(top + notch)}L${f(x + merlon)} ${f(top)}`
    }
    d += `L${f(x0 + w)} ${f(base.y)}Z`
    return shape(d, line)
  }
  let svg = tower(base.x - k * 2.3, k * 2.2, k * 3.4) + tower(base.x + k * 2.3, k * 2.2, k * 3.4)
  svg += tower(base.x, k * 3.0, k * 5.0)
  const door = `M${f(base.x - k * 0.6)} ${f(base.y)}L${f(base.x - k * 0.6)} ${f(base.y - k * 1.2)}A${f(k * 0.6)} ${f(k * 0.6)} 0 0 1 ${f(base.x + k * 0.6)} ${f(base.y - k * 1.2)}L${f(base.x + k * 0.6)} ${f(base.y)}Z`
  svg += shape(door, line)
  const poleTop = { x: base.x, y: base.y - k * 7.0 }
  svg += stroke(`M${f(base.x)} ${f(base.y - k * 5.0)}L${pt(poleTop)}`, line)
  svg += shape(
    polygon([
      poleTop,
      { x: poleTop.x + k * 1.5, y: poleTop.y + k * 0.5 },
      { x: poleTop.x, y: poleTop.y + k * 1.0 },
    ]),
    line,
  )
  return svg
}

/** A sand bucket with its handle, standing on the ground at `base`. */
export function bucket(base: Pt, k: number, line: number): string {
  const w = k * 1.9
  const h = k * 1.8
  const body = polygon([
    { x: base.x - w / 2, y: base.y - h },
    { x: base.x + w / 2, y: base.y - h },
    { x: base.x + w * 0.38, y: base.y },
    { x: base.x - w * 0.38, y: base.y },
  ])
  return (
    stroke(
      `M${f(base.x - w / 2)} ${f(base.y - h)}Q${f(base.x)} ${f(base.y - h * 2)} ${f(base.x + w / 2)} ${f(base.y - h)}`,
      line,
    ) +
    shape(body, line) +
    stroke(
      `M${f(base.x - w * 0.46)} ${f(base.y - h * 0.75)}L${f(base.x + w * 0.46)} ${f(base.y - h * 0.75)}`,
      line,
    )
  )
}

/** A spade from a hand down to the sand. */
export function spade(hand: Pt, blade: Pt, k: number, line: number): string {
  const n = normal(hand, blade)
  const u = mul(sub(blade, hand), 1 / Math.max(1, Math.hypot(blade.x - hand.x, blade.y - hand.y)))
  const head = [
    add(blade, mul(n, k * 0.55)),
    add(add(blade, mul(u, k * 1.1)), mul(n, k * 0.3)),
    add(blade, mul(u, k * 1.5)),
    add(add(blade, mul(u, k * 1.1)), mul(n, -k * 0.3)),
    add(blade, mul(n, -k * 0.55)),
  ]
  return merged([{ tube: [hand, blade], width: k * 0.22 }], line) + shape(polygon(head), line)
}

/** A baby wrapped in a blanket, lying across the arms, head towards `head`. */
export function babyBundle(center: Pt, k: number, line: number, headLeft = true): string {
  const s = headLeft ? -1 : 1
  const headC = { x: center.x + s * k * 1.25, y: center.y - k * 0.45 }
  const body = ellipse({ x: center.x - s * k * 0.3, y: center.y }, k * 1.7, k * 0.95, s * 8)
  const fold = `M${f(center.x + s * k * 0.6)} ${f(center.y - k * 0.9)}Q${f(center.x - s * k * 0.2)} ${f(center.y)} ${f(center.x + s * k * 0.5)} ${f(center.y + k * 0.9)}`
  return (
    shape(body, line) + stroke(fold, line) + headFront(headC, k * 0.72, 'bald', null, { baby: true }, line)
  )
}

/** The string from a hand to what it holds up (a kite, a balloon), sagging a little. */
export function string(from: Pt, to: Pt, line: number): string {
  const mid = mix(from, to, 0.5)
  const sag = Math.hypot(to.x - from.x, to.y - from.y) * 0.08
  return stroke(`M${pt(from)}Q${f(mid.x + sag)} ${f(mid.y + sag)} ${pt(to)}`, line)
}

export { polyline }
