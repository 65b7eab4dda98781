import { withArticle } from '../../shared/article'
import type { LeftOut } from '../../shared/contract'

/**
 * What a page is drawn without, in plain words, one sentence each: "Drawn without: bamboo" for what was left
 * out, "Drawn as a deer: Colorly has no moose yet" for a close kin drawn instead. Empty when nothing was.
 * Pages kept from before the API said so (offline copies) have neither field: nothing is said of them.
 */
export function leftOutNotes(page: Partial<LeftOut>): string[] {
  const standIns = page.stand_ins ?? []
  const asked = new Set(standIns.map((s) => s.asked))
  const without = (page.left_out ?? []).filter((word) => !asked.has(word))
  const notes = without.length ? [`Drawn without: ${without.join(', ')}`] : []
  for (const s of standIns) notes.push(`Drawn as ${withArticle(s.drawn)}: Colorly has no ${s.asked} yet`)
  return notes
}
