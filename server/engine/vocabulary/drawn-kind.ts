import type { Concept } from './concept-types'
import { lemmatize } from './lemmatize'
import { nounKinds, senseClasses } from './wordnet'

/**
 * What a drawing reached through WordNet may stand in for: the same kind of thing, shaped alike. A loon is first
 * an idler, a "loafer", but a shoe is no bird; a geranium is an "herb", but the herb drawn is the cook's sprig;
 * a lemon tree is a "lemon", but the lemon is its fruit. Kinds are WordNet's lexicographer files
 * ("noun.animal", "noun.plant", ...).
 */
export function drawnAsKind(senseKind: string, concept: Concept, standIn: boolean, synonym = false): boolean {
  if (standIn && ONLY_ITSELF.has(concept.id)) return false
  if (senseKind === 'noun.plant') return PLANT_DRAWINGS.has(concept.id)
  // A person is never drawn as a thing, synonym or not: a "booby" is a "dumbbell" only as an insult.
  const drawn = drawingKinds(concept)
  if (senseKind === 'noun.person' && drawn.length > 0 && drawn[0] !== 'noun.person') return false
  // A synonym names the thing itself, whatever WordNet files the drawing's name under (a can, "canned food"),
  // even when the page says it stands in (its name first means another thing).
  if (!standIn || synonym) return true
  return drawn.length === 0 || drawn.includes(senseKind)
}

/** The kinds a drawing's name has in any sense ("whale": a person, then the animal), or of its last word. */
function drawingKinds(concept: Concept): string[] {
  const label = concept.label.toLowerCase()
  const kinds = nounKinds(label)
  if (kinds.length) return kinds
  const last = label.split(' ').pop() ?? label
  return nounKinds(lemmatize(last))
}

// Drawings of plants growing: a plant is drawn as one of these or not at all (never as its fruit or the herb
// sprig a cook uses).
const PLANT_DRAWINGS = new Set([
  'tree',
  'palm-tree',
  'evergreen-tree',
  'leafless-tree',
  'christmas-tree',
  'flower',
  'white-flower',
  'sunflower',
  'tulip',
  'rose',
  'hibiscus',
  'cherry-blossom',
  'potted-plant',
  'cactus',
  'bamboo',
  'bush',
  'hedge',
  'seedling',
  'clover',
  'shamrock',
  'mushroom',
  'brown-mushroom',
])

// Drawings of one particular thing, whose kin they are not drawings of: a fairy has wings a gnome lacks, the ice
// drawn is a cube (no icicle).
const ONLY_ITSELF = new Set(['fairy', 'ice'])

/**
 * The drawing a plant no drawing names grows as, by its classes: a tree ("lemon tree", "willow"), a shrub, a
 * flower (its class or its gloss says it flowers: "petunia", "lily"), or a potted plant for a leafy herb
 * ("geranium", "bean plant"). Null for what none of these looks like (a fern, ivy, moss, seaweed).
 */
export function plantForm(lemma: string, sense: number): string | null {
  const found = senseClasses(lemma, sense)
  if (!found) return null
  const { gloss, classes } = found
  const has = (word: string) => classes.includes(word)
  // The name says how it grows ("banana tree": WordNet files the banana as a giant herb).
  const named = / (tree|bush|shrub)$/.exec(lemma)?.[1]
  if (named) return named === 'tree' ? 'tree' : 'bush'
  if (has('tree')) return 'tree'
  if (has('shrub') || has('bush')) return 'bush'
  if (!has('vascular plant') || has('fern')) return null
  if (has('flower') || /\b(flowers?|blooms?|blossoms?)\b/.test(gloss)) return 'flower'
  return has('herb') || has('herbaceous plant') ? 'potted-plant' : null
}
