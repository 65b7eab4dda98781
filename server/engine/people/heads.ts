import type { Hair } from '../plan'
// A person's head: face, hair and hat, drawn in page points around the head's centre `c` with radius `r`.
import { costumeHat } from './costume-hats'
import type { Hat } from './outfits'
import { circle, dot, ellipse, f, merged, type Part, polygon, shape, stroke } from './pen'
import type { Pt } from './skeleton'

const at = (c: Pt, r: number, x: number, y: number): Pt => ({ x: c.x + x * r, y: c.y + y * r })
const P = (c: Pt, r: number, x: number, y: number) => `${f(c.x + x * r)} ${f(c.y + y * r)}`

/** Behind the head and body: long hair, pigtails, a bun, a spacesuit's helmet. */
export function headBack(c: Pt, r: number, hair: Hair, hat: Hat | null, line: number): string {
  let svg = ''
  if (hat === 'space-helmet') return shape(circle(at(c, r, 0, -0.05), r * 1.5), line)
  // A ninja's hood wraps the hair in.
  if (hat === 'ninja-hood') return ''
  // A headscarf: the cloth round the head, its ends falling over the shoulders; the hair all inside it.
  if (hat === 'headscarf')
    return shape(
      `M${P(c, r, -1.25, 0)}C${P(c, r, -1.3, -1.6)} ${P(c, r, 1.3, -1.6)} ${P(c, r, 1.25, 0)}` +
        `Q${P(c, r, 1.3, 1.2)} ${P(c, r, 1.75, 2.0)}Q${P(c, r, 0, 2.45)} ${P(c, r, -1.75, 2.0)}Q${P(c, r, -1.3, 1.2)} ${P(c, r, -1.25, 0)}Z`,
      line,
    )
  if (hair === 'long')
    svg += shape(
      `M${P(c, r, -1.12, -0.1)}C${P(c, r, -1.2, -1.45)} ${P(c, r, 1.2, -1.45)} ${P(c, r, 1.12, -0.1)}` +
        `C${P(c, r, 1.3, 0.9)} ${P(c, r, 1.45, 1.7)} ${P(c, r, 1.3, 2.3)}Q${P(c, r, 0, 2.6)} ${P(c, r, -1.3, 2.3)}` +
        `C${P(c, r, -1.45, 1.7)} ${P(c, r, -1.3, 0.9)} ${P(c, r, -1.12, -0.1)}Z`,
      line,
    )
  if (hair === 'pigtails')
    for (const s of [-1, 1]) {
      svg += shape(ellipse(at(c, r, s * 1.42, 0.5), r * 0.42, r * 0.72, s * -28), line)
    }
  if (hair === 'ponytail') svg += shape(ellipse(at(c, r, 1.1, 0.6), r * 0.35, r * 0.75, -25), line)
  if (hair === 'bun') svg += shape(circle(at(c, r, 0, -1.05), r * 0.48), line)
  return svg
}

/** The face and what is in front of it: eyes, smile, front hair, beard, glasses, patch, hat. */
export function headFront(
  c: Pt,
  r: number,
  hair: Hair,
  hat: Hat | null,
  extras: { beard?: boolean; glasses?: boolean; patch?: boolean; baby?: boolean; nose?: boolean },
  line: number,
): string {
  const parts: Part[] = [{ d: circle(c, r) }]
  // Ears, merged with the face so no line cuts them off it.
  if (
    hat !== 'space-helmet' &&
    hat !== 'ninja-hood' &&
    hat !== 'headscarf' &&
    (hair === 'short' || hair === 'bald' || hair === 'curly' || hair === 'tufts')
  )
    for (const s of [-1, 1]) parts.push({ d: circle(at(c, r, s * 0.98, 0.1), r * 0.22) })
  let svg = merged(parts, line)
  const eyeY = extras.baby ? 0.15 : 0.05
  const eye = r * (extras.baby ? 0.12 : 0.105)
  svg += dot(at(c, r, -0.36, eyeY), eye)
  if (extras.patch) {
    svg += stroke(`M${P(c, r, -0.95, -0.35)}L${P(c, r, 0.95, -0.2)}`, line * 0.8)
    svg += `<path d="${ellipse(at(c, r, 0.36, eyeY + 0.02), r * 0.26, r * 0.22)}"/>`
  } else svg += dot(at(c, r, 0.36, eyeY), eye)
  svg += stroke(
    `M${P(c, r, -0.32, 0.42)}Q${P(c, r, 0, 0.7)} ${P(c, r, 0.32, 0.42)}`,
    Math.max(line * 0.8, r * 0.06),
  )
  if (extras.beard)
    svg += shape(
      `M${P(c, r, -0.92, 0.2)}Q${P(c, r, -0.6, 0.5)} ${P(c, r, -0.3, 0.55)}Q${P(c, r, 0, 0.45)} ${P(c, r, 0.3, 0.55)}` +
        `Q${P(c, r, 0.6, 0.5)} ${P(c, r, 0.92, 0.2)}Q${P(c, r, 0.9, 1.55)} ${P(c, r, 0, 1.75)}Q${P(c, r, -0.9, 1.55)} ${P(c, r, -0.92, 0.2)}Z`,
      line,
    )
  if (extras.glasses) {
    svg += stroke(circle(at(c, r, -0.38, 0.05), r * 0.25), line * 0.8)
    svg += stroke(circle(at(c, r, 0.38, 0.05), r * 0.25), line * 0.8)
    svg += stroke(`M${P(c, r, -0.13, 0.02)}Q${P(c, r, 0, -0.05)} ${P(c, r, 0.13, 0.02)}`, line * 0.8)
  }
  // A clown's round nose, big enough to colour.
  if (extras.nose) svg += shape(circle(at(c, r, 0, 0.24), r * 0.2), line)
  svg += frontHair(c, r, hair, hat, line)
  if (hat) svg += hatShape(c, r, hat, line)
  return svg
}

function frontHair(c: Pt, r: number, hair: Hair, hat: Hat | null, line: number): string {
  // Under a fedora's brim the hair is only a sliver, too small to colour.
  if (
    hair === 'bald' ||
    hat === 'space-helmet' ||
    hat === 'ninja-hood' ||
    hat === 'fedora' ||
    hat === 'headscarf'
  )
    return ''
  if (hair === 'tufts')
    return [-1, 1]
      .map((s) =>
        shape(
          `M${P(c, r, s * 0.82, -0.55)}Q${P(c, r, s * 1.25, -0.4)} ${P(c, r, s * 1.08, 0.15)}Q${P(c, r, s * 0.95, -0.1)} ${P(c, r, s * 0.82, -0.55)}Z`,
          line,
        ),
      )
      .join('')
  if (hair === 'curly') {
    // A scalloped cap of curls over the top of the head.
    let d = `M${P(c, r, -1.05, 0.1)}`
    const n = 7
    for (let i = 0; i < n; i++) {
      const a0 = Math.PI * (1 - i / n)
      const a1 = Math.PI * (1 - (i + 1) / n)
      const p1 = at(c, r, Math.cos(a1) * 1.08, -Math.sin(a1) * 1.08 + 0.1)
      const mid = (a0 + a1) / 2
      const bulge = at(c, r, Math.cos(mid) * 1.32, -Math.sin(mid) * 1.32 + 0.1)
      d += `Q${f(bulge.x)} ${f(bulge.y)} ${f(p1.x)} ${f(p1.y)}`
    }
    d += `Q${P(c, r, 0.6, -0.55)} ${P(c, r, 0.1, -0.5)}Q${P(c, r, -0.6, -0.6)} ${P(c, r, -1.05, 0.1)}Z`
    return shape(d, line)
  }
  const long = hair === 'long' || hair === 'pigtails' || hair === 'ponytail' || hair === 'bun'
  // A cap of hair with the fringe across the forehead; long hair parts to one side.
  const d = long
    ? `M${P(c, r, -1.05, 0.25)}C${P(c, r, -1.2, -1.3)} ${P(c, r, 1.2, -1.3)} ${P(c, r, 1.05, 0.25)}` +
      `Q${P(c, r, 0.75, -0.35)} ${P(c, r, 0.15, -0.5)}Q${P(c, r, -0.55, -0.2)} ${P(c, r, -1.05, 0.25)}Z`
    : `M${P(c, r, -1.04, 0.0)}C${P(c, r, -1.15, -1.35)} ${P(c, r, 1.15, -1.35)} ${P(c, r, 1.04, 0.0)}` +
      `Q${P(c, r, 0.9, -0.4)} ${P(c, r, 0.55, -0.45)}Q${P(c, r, 0.1, -0.3)} ${P(c, r, -0.2, -0.52)}Q${P(c, r, -0.8, -0.5)} ${P(c, r, -1.04, 0.0)}Z`
  return shape(d, line)
}

function hatShape(c: Pt, r: number, hat: Hat, line: number): string {
  switch (hat) {
    case 'fire-helmet':
      return (
        shape(
          `M${P(c, r, -1.7, -0.25)}Q${P(c, r, 0, -0.55)} ${P(c, r, 1.7, -0.25)}Q${P(c, r, 1.75, 0.05)} ${P(c, r, 1.45, 0.02)}Q${P(c, r, 0, -0.2)} ${P(c, r, -1.45, 0.02)}Q${P(c, r, -1.75, 0.05)} ${P(c, r, -1.7, -0.25)}Z`,
          line,
        ) +
        shape(
          `M${P(c, r, -1.08, -0.3)}C${P(c, r, -1.1, -1.65)} ${P(c, r, 1.1, -1.65)} ${P(c, r, 1.08, -0.3)}Q${P(c, r, 0, -0.5)} ${P(c, r, -1.08, -0.3)}Z`,
          line,
        ) +
        shape(
          `M${P(c, r, -0.38, -1.2)}L${P(c, r, 0.38, -1.2)}L${P(c, r, 0.32, -0.62)}L${P(c, r, 0, -0.45)}L${P(c, r, -0.32, -0.62)}Z`,
          line,
        ) +
        stroke(`M${P(c, r, 0, -1.35)}L${P(c, r, 0, -1.24)}`, line)
      )
    case 'toque':
      return (
        shape(
          `M${P(c, r, -0.85, -0.5)}L${P(c, r, -0.95, -1.2)}C${P(c, r, -1.7, -1.4)} ${P(c, r, -1.3, -2.6)} ${P(c, r, -0.55, -2.25)}` +
            `C${P(c, r, -0.4, -2.9)} ${P(c, r, 0.4, -2.9)} ${P(c, r, 0.55, -2.25)}C${P(c, r, 1.3, -2.6)} ${P(c, r, 1.7, -1.4)} ${P(c, r, 0.95, -1.2)}L${P(c, r, 0.85, -0.5)}Q${P(c, r, 0, -0.62)} ${P(c, r, -0.85, -0.5)}Z`,
          line,
        ) + stroke(`M${P(c, r, -0.93, -1.05)}Q${P(c, r, 0, -1.2)} ${P(c, r, 0.93, -1.05)}`, line)
      )
    case 'cowboy':
      return (
        shape(
          `M${P(c, r, -0.8, -0.7)}L${P(c, r, -0.72, -1.6)}Q${P(c, r, -0.35, -1.9)} ${P(c, r, 0, -1.6)}Q${P(c, r, 0.35, -1.9)} ${P(c, r, 0.72, -1.6)}L${P(c, r, 0.8, -0.7)}Z`,
          line,
        ) +
        shape(
          // Blunt tips to the upturned brim: a pointed one pinches off a sliver too small to colour.
          `M${P(c, r, -1.95, -1.1)}Q${P(c, r, -1.7, -0.45)} ${P(c, r, 0, -0.5)}Q${P(c, r, 1.7, -0.45)} ${P(c, r, 1.95, -1.1)}` +
            `L${P(c, r, 2.15, -0.8)}Q${P(c, r, 1.9, -0.05)} ${P(c, r, 0, -0.08)}Q${P(c, r, -1.9, -0.05)} ${P(c, r, -2.15, -0.8)}Z`,
          line,
        ) +
        stroke(`M${P(c, r, -0.78, -0.95)}Q${P(c, r, 0, -1.05)} ${P(c, r, 0.78, -0.95)}`, line)
      )
    case 'tricorn':
      return (
        shape(
          `M${P(c, r, -1.9, -0.9)}Q${P(c, r, -1.2, -0.3)} ${P(c, r, 0, -0.35)}Q${P(c, r, 1.2, -0.3)} ${P(c, r, 1.9, -0.9)}` +
            `Q${P(c, r, 1.4, -1.1)} ${P(c, r, 1.0, -1.7)}Q${P(c, r, 0, -2.3)} ${P(c, r, -1.0, -1.7)}Q${P(c, r, -1.4, -1.1)} ${P(c, r, -1.9, -0.9)}Z`,
          line,
        ) +
        stroke(`M${P(c, r, -1.3, -0.72)}Q${P(c, r, 0, -0.9)} ${P(c, r, 1.3, -0.72)}`, line) +
        // The skull only where its eyes stay clear of its outline (not with an easy page's thick line).
        (r * 0.3 > line * 4 ? skull(at(c, r, 0, -1.25), r * 0.3, line) : '')
      )
    case 'crown':
      return shape(
        `M${P(c, r, -0.8, -0.55)}L${P(c, r, -0.95, -1.55)}L${P(c, r, -0.5, -1.1)}L${P(c, r, 0, -1.75)}L${P(c, r, 0.5, -1.1)}` +
          `L${P(c, r, 0.95, -1.55)}L${P(c, r, 0.8, -0.55)}Q${P(c, r, 0, -0.7)} ${P(c, r, -0.8, -0.55)}Z`,
        line,
      )
    case 'cap':
      return shape(
        `M${P(c, r, -1.05, -0.35)}C${P(c, r, -1.1, -1.5)} ${P(c, r, 1.1, -1.5)} ${P(c, r, 1.05, -0.35)}L${P(c, r, 1.9, -0.3)}Q${P(c, r, 1.8, -0.05)} ${P(c, r, 1.0, -0.12)}Q${P(c, r, 0, -0.4)} ${P(c, r, -1.05, -0.35)}Z`,
        line,
      )
    case 'police':
    case 'pilot':
      return (
        shape(
          `M${P(c, r, -0.95, -0.45)}L${P(c, r, -1.35, -1.3)}Q${P(c, r, 0, -1.75)} ${P(c, r, 1.35, -1.3)}L${P(c, r, 0.95, -0.45)}Z`,
          line,
        ) +
        shape(
          `M${P(c, r, -0.95, -0.45)}Q${P(c, r, 0, 0.0)} ${P(c, r, 0.95, -0.45)}Q${P(c, r, 0, -0.3)} ${P(c, r, -0.95, -0.45)}Z`,
          line,
        ) +
        stroke(`M${P(c, r, -1.05, -0.75)}Q${P(c, r, 0, -0.9)} ${P(c, r, 1.05, -0.75)}`, line) +
        (hat === 'police'
          ? shape(star(at(c, r, 0, -1.15), r * 0.26), line)
          : shape(
              `M${P(c, r, -0.55, -1.12)}Q${P(c, r, 0, -0.95)} ${P(c, r, 0.55, -1.12)}Q${P(c, r, 0, -1.3)} ${P(c, r, -0.55, -1.12)}Z`,
              line,
            ))
      )
    case 'straw':
      return (
        shape(
          `M${P(c, r, -2.0, -0.55)}Q${P(c, r, 0, -1.05)} ${P(c, r, 2.0, -0.55)}Q${P(c, r, 0, -0.05)} ${P(c, r, -2.0, -0.55)}Z`,
          line,
        ) +
        shape(
          `M${P(c, r, -0.95, -0.68)}C${P(c, r, -1.0, -1.8)} ${P(c, r, 1.0, -1.8)} ${P(c, r, 0.95, -0.68)}Q${P(c, r, 0, -0.85)} ${P(c, r, -0.95, -0.68)}Z`,
          line,
        ) +
        stroke(`M${P(c, r, -0.97, -0.95)}Q${P(c, r, 0, -1.12)} ${P(c, r, 0.97, -0.95)}`, line)
      )
    case 'hard-hat':
      return (
        shape(
          `M${P(c, r, -1.35, -0.3)}Q${P(c, r, 0, -0.5)} ${P(c, r, 1.35, -0.3)}Q${P(c, r, 1.4, -0.05)} ${P(c, r, 1.15, -0.08)}Q${P(c, r, 0, -0.25)} ${P(c, r, -1.15, -0.08)}Q${P(c, r, -1.4, -0.05)} ${P(c, r, -1.35, -0.3)}Z`,
          line,
        ) +
        shape(
          `M${P(c, r, -1.08, -0.35)}C${P(c, r, -1.1, -1.7)} ${P(c, r, 1.1, -1.7)} ${P(c, r, 1.08, -0.35)}Q${P(c, r, 0, -0.55)} ${P(c, r, -1.08, -0.35)}Z`,
          line,
        ) +
        shape(
          `M${P(c, r, -0.22, -0.47)}L${P(c, r, -0.2, -1.33)}Q${P(c, r, 0, -1.4)} ${P(c, r, 0.2, -1.33)}L${P(c, r, 0.22, -0.47)}Z`,
          line,
        )
      )
    case 'santa':
      return (
        shape(
          `M${P(c, r, -1.0, -0.6)}Q${P(c, r, -0.6, -2.0)} ${P(c, r, 0.6, -1.85)}Q${P(c, r, 1.5, -1.6)} ${P(c, r, 1.75, -0.55)}L${P(c, r, 1.0, -0.6)}Z`,
          line,
        ) +
        shape(circle(at(c, r, 1.75, -0.45), r * 0.32), line) +
        shape(
          `M${P(c, r, -1.15, -0.35)}Q${P(c, r, 0, -0.75)} ${P(c, r, 1.15, -0.35)}L${P(c, r, 1.15, -0.82)}Q${P(c, r, 0, -1.15)} ${P(c, r, -1.15, -0.82)}Z`,
          line,
        )
      )
    case 'beret':
      return (
        shape(
          `M${P(c, r, -1.15, -0.45)}Q${P(c, r, -1.3, -1.4)} ${P(c, r, 0.3, -1.4)}Q${P(c, r, 1.5, -1.25)} ${P(c, r, 1.2, -0.5)}Q${P(c, r, 0, -0.75)} ${P(c, r, -1.15, -0.45)}Z`,
          line,
        ) + stroke(`M${P(c, r, 0.1, -1.38)}L${P(c, r, 0.15, -1.6)}`, line)
      )
    case 'elf':
    case 'clown':
    case 'ninja-hood':
    case 'headscarf':
    case 'fedora':
    case 'wizard':
    case 'knight-helmet':
      return costumeHat(c, r, hat, line)
    case 'space-helmet':
      return stroke(`M${P(c, r, -1.15, -0.6)}Q${P(c, r, -0.9, -1.2)} ${P(c, r, -0.3, -1.3)}`, line)
  }
}

function star(c: Pt, r: number): string {
  const pts: Pt[] = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 ? r * 0.45 : r
    pts.push({ x: c.x + Math.cos(a) * rr, y: c.y + Math.sin(a) * rr })
  }
  return polygon(pts)
}

export { star }

function skull(c: Pt, r: number, line: number): string {
  return (
    shape(
      `M${f(c.x - r)} ${f(c.y)}A${f(r)} ${f(r)} 0 1 1 ${f(c.x + r)} ${f(c.y)}L${f(c.x + r * 0.55)} ${f(c.y + r * 0.9)}L${f(c.x - r * 0.55)} ${f(c.y + r * 0.9)}Z`,
      line,
    ) +
    dot({ x: c.x - r * 0.38, y: c.y }, r * 0.22) +
    dot({ x: c.x + r * 0.38, y: c.y }, r * 0.22)
  )
}
