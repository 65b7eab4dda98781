// Cheering with pom poms: a cheerleader jumps with both arms up, a pom pom in each hand. No art set draws a pom
// pom: it is drawn by code, a round tuft with a scalloped edge and a few strands from the middle, closed and
// large enough to colour at every size. Local units are an adult's head radii with the ground at y = 0.

import { f, type Pt, shape, stroke } from '../people'
import { type ActionContext, figureAt, type Item } from './action-items'

/** A pom pom round `c`, `r` points across: twelve scallops and strands from its middle to its edge. */
export function pomPom(c: Pt, r: number, line: number): string {
  const lobes = 12
  let d = ''
  for (let i = 0; i <= lobes; i++) {
    const a = (i / lobes) * Math.PI * 2
    const p = { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r }
    if (i === 0) d += `M${f(p.x)} ${f(p.y)}`
    else {
      const mid = a - Math.PI / lobes
      const q = { x: c.x + Math.cos(mid) * r * 1.28, y: c.y + Math.sin(mid) * r * 1.28 }
      d += `Q${f(q.x)} ${f(q.y)} ${f(p.x)} ${f(p.y)}`
    }
  }
  let strands = ''
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3
    strands += `M${f(c.x + Math.cos(a) * r * 0.25)} ${f(c.y + Math.sin(a) * r * 0.25)}L${f(c.x + Math.cos(a) * r * 0.7)} ${f(c.y + Math.sin(a) * r * 0.7)}`
  }
  return `${shape(`${d}Z`, line)}${stroke(strands, line)}`
}

/** Cheerleaders jumping, arms up, a pom pom held in each hand. */
export function cheerItems({ first, others }: ActionContext): Item[] {
  const held = (hs: { L: Pt; R: Pt }, map: { k: number }, line: number) =>
    pomPom(hs.L, map.k * 1.15, line) + pomPom(hs.R, map.k * 1.15, line)
  // Arms up, the pom poms reach past the shoulders: the others stand a little further apart.
  return [...others(-6.5, 'jump').map((o) => ({ ...o, held })), { ...figureAt(first, 'jump', 0, -1.2), held }]
}
