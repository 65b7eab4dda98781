// "a girl dressed as a pirate", "a boy dressed up as a superhero", "a boy in a pirate costume": one person in the
// clothes of another, never a girl beside a pirate. The person word after "dressed (up) as" or before "costume"
// names the clothes the one already named wears.

const SMALL = /^(a|an|the|his|her|their|my|your|our|some)$/

/** Whether the person word at `i` (of `n` words) names the clothes someone named before it is dressed in. */
export function dressedAsAt(ws: string[], i: number, n: number): boolean {
  let j = i - 1
  if (SMALL.test(ws[j] ?? '')) j--
  if (ws[j] === 'as' && (ws[j - 1] === 'dressed' || (ws[j - 1] === 'up' && /^dress/.test(ws[j - 2] ?? ''))))
    return true
  // "in a pirate costume", "wearing her princess outfit", "in fancy dress as a clown".
  if (ws[j] === 'as' && ws[j - 1] === 'dress' && ws[j - 2] === 'fancy') return true
  return /^(costumes?|outfits?)$/.test(ws[i + n] ?? '')
}

/** The words the figure's clothes draw, never said left out. */
export const COSTUME_WORDS = ['dressed', 'costume', 'costumes', 'outfit', 'outfits', 'fancy', 'dress']

/** The subjects drawn for what the people are dressed as: worn, never drawn apart. */
export function wornAs(subjects: { label: string }[], mentions: { dressedAs?: string }[]): number[] {
  const as = mentions.flatMap((m) => (m.dressedAs ? [m.dressedAs] : []))
  return subjects.flatMap((s, i) => (as.includes(s.label.toLowerCase()) ? [i] : []))
}
