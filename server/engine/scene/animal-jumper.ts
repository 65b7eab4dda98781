// A jumper or a coat on a four-legged animal, drawn round its body rather than hung from its neck like a bib:
// the body wrapped from the neck to the rump, a ribbed collar where the neck comes out, a ribbed hem where the
// back legs do, and on a jumper a knitted band along it with diamonds. The torso comes from worn-anchors.ts.
// Every part is a white region inside a black outline, drawn over the animal, so the body's own lines under it
// are hidden and the garment's edge is the body's there.

import type { Box } from '../common'
import type { Torso } from './worn-anchors'

const f = (v: number) => v.toFixed(2)

const filled = (d: string, line: number) =>
  `<path d="${d}" fill="#fff" stroke="#000" stroke-width="${f(line)}" stroke-linejoin="round"/>`

/** A rectangle with its corners rounded by `r` (each side's corners only where `round` says). */
function roundRect(b: Box, r: number, round: { tl: number; tr: number; br: number; bl: number }): string {
  const [tl, tr, br, bl] = [round.tl * r, round.tr * r, round.br * r, round.bl * r]
  return (
    `M${f(b.minX + tl)} ${f(b.minY)}L${f(b.maxX - tr)} ${f(b.minY)}Q${f(b.maxX)} ${f(b.minY)} ${f(b.maxX)} ${f(b.minY + tr)}` +
    `L${f(b.maxX)} ${f(b.maxY - br)}Q${f(b.maxX)} ${f(b.maxY)} ${f(b.maxX - br)} ${f(b.maxY)}` +
    `L${f(b.minX + bl)} ${f(b.maxY)}Q${f(b.minX)} ${f(b.maxY)} ${f(b.minX)} ${f(b.maxY - bl)}` +
    `L${f(b.minX)} ${f(b.minY + tl)}Q${f(b.minX)} ${f(b.minY)} ${f(b.minX + tl)} ${f(b.minY)}Z`
  )
}

const ALL = { tl: 1, tr: 1, br: 1, bl: 1 }

/** Diamonds along a band, each a closed region; left off where an easy page's line would fill them black. */
function diamonds(band: Box, line: number): string {
  const h = (band.maxY - band.minY) * 0.36
  if (h < line * 2.6) return ''
  const w = band.maxX - band.minX
  const n = Math.max(1, Math.min(5, Math.floor(w / (h * 3.2))))
  let d = ''
  for (let k = 0; k < n; k++) {
    const cx = band.minX + (w * (k + 0.5)) / n
    const cy = (band.minY + band.maxY) / 2
    d += `M${f(cx)} ${f(cy - h)}L${f(cx + h)} ${f(cy)}L${f(cx)} ${f(cy + h)}L${f(cx - h)} ${f(cy)}Z`
  }
  return filled(d, line)
}

/**
 * The garment over `torso` in page points. A side view runs along the body with the collar at the head's end;
 * a front view has the collar at the top; a three-quarter view adds the flank behind the chest.
 */
export function animalJumper(torso: Torso, knitted: boolean, line: number): string {
  const { body, view, flank } = torso
  const W = body.maxX - body.minX
  const H = body.maxY - body.minY
  // Bands deep enough to colour between an easy page's thick lines.
  const rib = (span: number) => Math.max(span * 0.14, line * 3.5)
  let svg = ''
  if (flank) {
    const fw = flank.maxX - flank.minX
    const fh = flank.maxY - flank.minY
    svg += filled(roundRect(flank, Math.min(fh * 0.3, fw * 0.2), ALL), line)
    const hem = rib(fw)
    const far = flank.maxX > body.maxX ? flank.maxX - hem : flank.minX
    svg += filled(
      roundRect({ ...flank, minX: far, maxX: far + hem }, Math.min(fh * 0.3, hem * 0.5), ALL),
      line,
    )
    if (knitted) {
      const band = {
        minX: Math.min(body.maxX, far + hem),
        minY: flank.minY + fh * 0.3,
        maxX: Math.max(body.minX, far),
        maxY: flank.minY + fh * 0.62,
      }
      if (band.maxX > band.minX) svg += filled(roundRect(band, 0, ALL), line)
    }
  }
  if (view === 'front') {
    const r = Math.min(W * 0.2, H * 0.16)
    svg += filled(roundRect(body, r, ALL), line)
    const collar = rib(H)
    // The collar round the neck, a little wider than the body's top, so it reads as turned over.
    const e = W * 0.04
    svg += filled(
      roundRect(
        {
          minX: body.minX - e,
          minY: body.minY - collar * 0.3,
          maxX: body.maxX + e,
          maxY: body.minY + collar * 0.7,
        },
        collar * 0.5,
        ALL,
      ),
      line,
    )
    const hem = rib(H)
    svg += filled(roundRect({ ...body, minY: body.maxY - hem }, r, { tl: 0, tr: 0, br: 1, bl: 1 }), line)
    if (knitted) {
      const band = { minX: body.minX, minY: body.minY + H * 0.34, maxX: body.maxX, maxY: body.minY + H * 0.6 }
      svg += filled(roundRect(band, 0, ALL), line) + diamonds(band, line)
    }
    return svg
  }
  // Side view: the head at `view`'s end.
  const r = Math.min(H * 0.3, W * 0.15)
  const headLeft = view === 'left'
  svg += filled(roundRect(body, r, ALL), line)
  const collar = rib(W)
  const e = H * 0.06
  const neckX = headLeft ? body.minX - collar * 0.3 : body.maxX - collar * 0.7
  svg += filled(
    roundRect(
      { minX: neckX, minY: body.minY - e, maxX: neckX + collar, maxY: body.maxY + e },
      collar * 0.5,
      ALL,
    ),
    line,
  )
  const hem = rib(W)
  const hemBox = headLeft ? { ...body, minX: body.maxX - hem } : { ...body, maxX: body.minX + hem }
  svg += filled(
    roundRect(hemBox, r, headLeft ? { tl: 0, tr: 1, br: 1, bl: 0 } : { tl: 1, tr: 0, br: 0, bl: 1 }),
    line,
  )
  if (knitted) {
    const band = {
      minX: headLeft ? neckX + collar : body.minX + hem,
      minY: body.minY + H * 0.32,
      maxX: headLeft ? body.maxX - hem : neckX,
      maxY: body.minY + H * 0.62,
    }
    svg += filled(roundRect(band, 0, ALL), line) + diamonds(band, line)
  }
  return svg
}
