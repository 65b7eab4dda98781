const f = (v: number) => v.toFixed(3)

/**
 * Two pattern fills for the realistic style, in the drawing's own units: `<prefix>hatch` (white with
 * diagonal lines) and `<prefix>cross` (cross-hatched). Each tile is one line spacing square; the lines
 * overrun the tile corners so neighbouring tiles join without gaps.
 */
export function hatchPatterns(prefix: string, spacing: number, lineWidth: number): string {
  const s = spacing
  const diagonal = `M${f(-s / 2)} ${f(s / 2)}L${f(s / 2)} ${f(-s / 2)}M0 ${f(s)}L${f(s)} 0M${f(s / 2)} ${f(1.5 * s)}L${f(1.5 * s)} ${f(s / 2)}`
  const other = `M${f(-s / 2)} ${f(s / 2)}L${f(s / 2)} ${f(1.5 * s)}M0 0L${f(s)} ${f(s)}M${f(s / 2)} ${f(-s / 2)}L${f(1.5 * s)} ${f(s / 2)}`
  const tile = (id: string, d: string) =>
    `<pattern id="${prefix}${id}" patternUnits="userSpaceOnUse" width="${f(s)}" height="${f(s)}">` +
    `<rect width="${f(s)}" height="${f(s)}" fill="#fff"/>` +
    `<path d="${d}" stroke="#000" stroke-width="${f(lineWidth)}" fill="none"/></pattern>`
  return `<defs>${tile('hatch', diagonal)}${tile('cross', diagonal + other)}</defs>`
}
