import { senseDiffers } from './concept-index'
import type { Concept } from './concept-types'
import { realHeight } from './real-size'
import { nounSenses } from './wordnet'

// Land and water of the world's size (a mountain, a volcano, an iceberg, a geyser, a waterfall, a dune, a cliff),
// by WordNet's kind: its leading senses as a natural object are a geological formation or a body of water. A
// word with a made thing or a stuff among its first two senses (a fountain, a trough, a puddle's clay) is not
// one, as the drawing is as likely that; nor a word whose drawing is of another sense (a bank, a hammock), nor
// one smaller than a person in the world (a molehill).
const LAND_CLASSES = ['geological formation', 'body of water']

const cache = new Map<string, boolean>()

/** Whether a drawing is a landform, drawn at the land's scale beside people, never worked in the hands. */
export function isLandform(concept: Concept): boolean {
  const known = cache.get(concept.id)
  if (known !== undefined) return known
  const label = concept.label.toLowerCase()
  const senses = nounSenses(label, 2)
  const other = senses.findIndex((s) => s.kind !== 'noun.object')
  const lead = other < 0 ? senses : senses.slice(0, other)
  const land =
    !senseDiffers(label) &&
    !senses.some((s) => s.kind === 'noun.artifact' || s.kind === 'noun.substance') &&
    lead.some((s) => s.classes.some((c) => LAND_CLASSES.includes(c))) &&
    (realHeight(concept) ?? 2) >= 1.5
  cache.set(concept.id, land)
  return land
}
