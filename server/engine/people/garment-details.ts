// What a garment the prompt names shows on a figure's torso, over its outline: a jumper's ribbed hem and knitted
// band, a cardigan's open front and buttons, pyjamas' collar, a poppy pinned on the chest. Each is a closed
// region, deep enough to colour between an easy page's thick lines.

import type { Extra } from './outfits'
import { add, circle, dot, merged, mix, mul, polygon, shape, stroke } from './pen'
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

export function garmentDetails(xs: Extra[], f: TorsoFrame): string {
  const { leftEdge, rightEdge, at, top, chest, hemL, hemR, up, across, r, line } = f
  let svg = ''
  if (xs.includes('knit-band')) {
    // A knitted band across the chest, diamonds along it: each a closed region inside the band.
    const [t0, t1] = [0.3, 0.48]
    svg += shape(polygon([leftEdge(t0), rightEdge(t0), rightEdge(t1), leftEdge(t1)]), line)
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
  }
  if (xs.includes('ribbing')) {
    // A jumper's ribbed hem: a band along the bottom, deep enough to colour between an easy page's lines.
    const tall = Math.abs(hemL.y - top.y)
    const t = 1 - Math.max(0.1, Math.min(0.16, (line * 3.5) / tall))
    svg += shape(polygon([leftEdge(t), rightEdge(t), hemR, hemL]), line)
  }
  if (xs.includes('cardigan')) {
    // Open down the front in a V over the shirt, the edge down to the hem, buttons beside it.
    const v = mix(leftEdge(0.4), rightEdge(0.4), 0.5)
    svg += stroke(`M${xy(at(top, -r * 0.45, 0))}L${xy(v)}L${xy(at(top, r * 0.45, 0))}`, line)
    svg += stroke(`M${xy(v)}L${xy(mix(hemL, hemR, 0.5))}`, line)
    // Buttons as the figure's other buttons are: solid dots, which stay dots at any size.
    for (const t of [0.5, 0.7])
      svg += dot(
        add(mix(leftEdge(t), rightEdge(t), 0.5), mul(across, r * 0.2)),
        Math.max(r * 0.07, line * 0.8),
      )
  }
  if (xs.includes('collar'))
    // Pyjamas' collar: two points turned down either side of the neck.
    for (const s of [-1, 1])
      svg += shape(
        polygon([
          at(top, s * r * 0.05, r * 0.02),
          at(top, s * r * 0.62, -r * 0.02),
          at(top, s * r * 0.34, r * 0.5),
        ]),
        line,
      )
  if (xs.includes('poppy')) {
    // A poppy pinned on the chest: four round petals round its middle.
    const c = add(chest, mul(across, -r * 0.55))
    const p = r * 0.2
    svg += merged(
      [0, 1, 2, 3].map((k) => ({
        d: circle(
          add(c, { x: Math.cos((k * Math.PI) / 2 + 0.78) * p, y: Math.sin((k * Math.PI) / 2 + 0.78) * p }),
          p,
        ),
      })),
      line,
    )
    svg += shape(circle(c, Math.max(p * 0.55, line * 1.6)), line)
  }
  return svg
}
