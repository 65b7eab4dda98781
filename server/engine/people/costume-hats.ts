// Costume hats drawn in the figure's own lines: an elf's tall pointed hat with a bobble, a knight's open helmet
// with cheek guards, a nose guard and a plume. In page points around the head's centre `c`, radius `r`.
import type { Hat } from './outfits'
import { circle, f, shape, stroke } from './pen'
import type { Pt } from './skeleton'

const at = (c: Pt, r: number, x: number, y: number): Pt => ({ x: c.x + x * r, y: c.y + y * r })
const P = (c: Pt, r: number, x: number, y: number) => `${f(c.x + x * r)} ${f(c.y + y * r)}`

export function costumeHat(
  c: Pt,
  r: number,
  hat: Extract<Hat, 'elf' | 'knight-helmet' | 'clown' | 'ninja-hood' | 'headscarf' | 'fedora' | 'wizard'>,
  line: number,
): string {
  // A clown's party hat: a straight cone sitting on the curls, a bobble on its tip.
  if (hat === 'clown')
    return (
      shape(
        `M${P(c, r, -0.62, -0.78)}L${P(c, r, 0.12, -2.55)}L${P(c, r, 0.72, -0.72)}Q${P(c, r, 0.05, -0.98)} ${P(c, r, -0.62, -0.78)}Z`,
        line,
      ) + shape(circle(at(c, r, 0.12, -2.68), r * 0.26), line)
    )
  // A ninja's hood: the whole head wrapped but a band across the eyes (an arc over the top, one under the chin).
  if (hat === 'ninja-hood') {
    const R = 1.2
    const x = (y: number) => Math.sqrt(R * R - y * y)
    const [top, chin] = [-0.16, 0.3]
    return (
      shape(`M${P(c, r, -x(top), top)}A${f(R * r)} ${f(R * r)} 0 0 1 ${P(c, r, x(top), top)}Z`, line) +
      shape(`M${P(c, r, -x(chin), chin)}A${f(R * r)} ${f(R * r)} 0 0 0 ${P(c, r, x(chin), chin)}Z`, line) +
      // The knot's tails at the back of the head.
      shape(
        `M${P(c, r, 1.05, -0.55)}Q${P(c, r, 1.7, -0.7)} ${P(c, r, 1.95, -0.25)}Q${P(c, r, 1.5, -0.4)} ${P(c, r, 1.12, -0.3)}Z`,
        line,
      )
    )
  }
  // A headscarf's front: a smooth band over the forehead framing the face (its back is heads.ts's headBack).
  if (hat === 'headscarf')
    return shape(
      `M${P(c, r, -1.02, 0.15)}C${P(c, r, -1.2, -1.42)} ${P(c, r, 1.2, -1.42)} ${P(c, r, 1.02, 0.15)}` +
        `Q${P(c, r, 0.85, -0.5)} ${P(c, r, 0, -0.58)}Q${P(c, r, -0.85, -0.5)} ${P(c, r, -1.02, 0.15)}Z`,
      line,
    )
  // A detective's fedora: a dented crown with a band over a wide brim.
  if (hat === 'fedora')
    return (
      shape(
        `M${P(c, r, -1.6, -0.44)}Q${P(c, r, 0, -0.82)} ${P(c, r, 1.6, -0.44)}Q${P(c, r, 0, -0.2)} ${P(c, r, -1.6, -0.44)}Z`,
        line,
      ) +
      shape(
        `M${P(c, r, -0.82, -0.54)}L${P(c, r, -0.72, -1.32)}Q${P(c, r, -0.3, -1.54)} ${P(c, r, 0, -1.32)}Q${P(c, r, 0.3, -1.54)} ${P(c, r, 0.72, -1.32)}L${P(c, r, 0.82, -0.54)}Q${P(c, r, 0, -0.66)} ${P(c, r, -0.82, -0.54)}Z`,
        line,
      ) +
      stroke(`M${P(c, r, -0.8, -0.77)}Q${P(c, r, 0, -0.89)} ${P(c, r, 0.8, -0.77)}`, line)
    )
  // A wizard's or a witch's hat: a wide brim, a tall cone whose tip bends over, a star on the cone.
  if (hat === 'wizard')
    return (
      shape(
        `M${P(c, r, -0.88, -0.7)}Q${P(c, r, -0.35, -2.2)} ${P(c, r, 0.1, -2.9)}Q${P(c, r, 0.55, -3.0)} ${P(c, r, 0.95, -2.55)}Q${P(c, r, 0.5, -2.5)} ${P(c, r, 0.42, -2.2)}Q${P(c, r, 0.55, -1.4)} ${P(c, r, 0.88, -0.7)}Z`,
        line,
      ) +
      shape(
        `M${P(c, r, -1.75, -0.5)}Q${P(c, r, 0, -1.15)} ${P(c, r, 1.75, -0.5)}Q${P(c, r, 0, -0.35)} ${P(c, r, -1.75, -0.5)}Z`,
        line,
      ) +
      shape(hatStar(at(c, r, 0.05, -1.45), r * 0.32), line)
    )
  if (hat === 'elf')
    return (
      shape(
        `M${P(c, r, -1.02, -0.62)}Q${P(c, r, -0.55, -2.55)} ${P(c, r, 0.75, -2.95)}Q${P(c, r, 0.3, -2.0)} ${P(c, r, 1.02, -0.62)}Z`,
        line,
      ) +
      shape(circle(at(c, r, 0.8, -3.05), r * 0.3), line) +
      shape(
        `M${P(c, r, -1.15, -0.35)}Q${P(c, r, 0, -0.75)} ${P(c, r, 1.15, -0.35)}L${P(c, r, 1.1, -0.8)}Q${P(c, r, 0, -1.15)} ${P(c, r, -1.1, -0.8)}Z`,
        line,
      )
    )
  // A knight's open helmet: the dome and the cheek guards round the face, a nose guard, a plume on top.
  return (
    shape(
      `M${P(c, r, -1.14, 0.5)}L${P(c, r, -1.14, -0.3)}C${P(c, r, -1.18, -1.8)} ${P(c, r, 1.18, -1.8)} ${P(c, r, 1.14, -0.3)}` +
        `L${P(c, r, 1.14, 0.5)}Q${P(c, r, 0.95, 0.62)} ${P(c, r, 0.78, 0.45)}L${P(c, r, 0.78, -0.4)}` +
        `Q${P(c, r, 0, -0.68)} ${P(c, r, -0.78, -0.4)}L${P(c, r, -0.78, 0.45)}Q${P(c, r, -0.95, 0.62)} ${P(c, r, -1.14, 0.5)}Z`,
      line,
    ) +
    shape(
      `M${P(c, r, -0.13, -0.6)}L${P(c, r, 0.13, -0.6)}L${P(c, r, 0.11, 0.02)}Q${P(c, r, 0, 0.1)} ${P(c, r, -0.11, 0.02)}Z`,
      line,
    ) +
    shape(
      `M${P(c, r, -0.1, -1.42)}Q${P(c, r, 0.3, -2.45)} ${P(c, r, 1.45, -2.05)}Q${P(c, r, 0.85, -1.85)} ${P(c, r, 0.45, -1.32)}Z`,
      line,
    )
  )
}

/** A clown's ruffled collar round the neck at `c`: a ring of scallops wider than the top of the shoulders. */
export function ruff(c: Pt, across: Pt, down: Pt, r: number, line: number): string {
  const on = (a: number, w: number, h: number): Pt => ({
    x: c.x + across.x * Math.cos(a) * r * w + down.x * Math.sin(a) * r * h,
    y: c.y + across.y * Math.cos(a) * r * w + down.y * Math.sin(a) * r * h,
  })
  const n = 9
  let d = `M${f(on(0, 1.05, 0.38).x)} ${f(on(0, 1.05, 0.38).y)}`
  for (let i = 1; i <= n; i++) {
    const p = on((Math.PI * 2 * i) / n, 1.05, 0.38)
    const b = on((Math.PI * 2 * (i - 0.5)) / n, 1.4, 0.6)
    d += `Q${f(b.x)} ${f(b.y)} ${f(p.x)} ${f(p.y)}`
  }
  return shape(`${d}Z`, line)
}

/** A five-pointed star, closed, centred on `c`. */
function hatStar(c: Pt, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 ? r * 0.45 : r
    return `${f(c.x + Math.cos(a) * rr)} ${f(c.y + Math.sin(a) * rr)}`
  })
  return `M${pts.join('L')}Z`
}
