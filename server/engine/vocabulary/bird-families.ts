import { type Family, type FamilyDrawing, familyDrawing } from './animal-families'
import type { Concept } from './concept-types'
import { nounSenseOffsets, synsetInfo, synsetsAbove } from './wordnet'

/**
 * Bird species drawn as their family (docs/decisions/0183-birds-by-family.md). A coloring page leaves the colour
 * to the child, so what tells a wren from a robin, a kestrel from a buzzard or a jay from a rook is mostly gone
 * from any drawing of them: what is left is the family's shape. A species whose WordNet class is one of these
 * families is drawn as the family's drawing, labelled by the name the prompt used, and counts as drawn
 * (`said: false`): a goldfinch is the small songbird, a kestrel the bird of prey, a magpie the crow, a gannet
 * the seagull, a budgie the parrot. Where the family drawing only comes near (a curlew's bill and short legs are
 * no heron's, a partridge is no hen) the page draws it and says so. A class mapped to null keeps the one rule of
 * close-relatives.ts (a swift, a grebe: "Drawn as a bird").
 *
 * Nearest class first: a magpie is a corvine bird before it is a passerine.
 */
const FAMILIES: ReadonlyMap<string, Family> = new Map<string, Family>([
  // Songbirds: wren, tit, finch, sparrow, thrush, robin, starling, warbler, lark, nightingale.
  ['passerine', { drawing: 'bird', said: false }],
  ['corvine bird', { drawing: 'blackbird', said: false }],
  ['swallow', { drawing: 'swallow', said: false }],
  ['lyrebird', null],
  // Hawks, falcons, kites, harriers, the osprey; the owl and the vulture have their own drawings.
  ['bird of prey', { drawing: 'eagle', said: false }],
  // Gannet, cormorant, tern, skua, albatross, petrel, guillemot: long wings over the sea, the gull's shape.
  ['seabird', { drawing: 'seagull', said: false }],
  ['podicipitiform seabird', null],
  ['heron', { drawing: 'heron', said: false }],
  ['rail', null],
  ['wading bird', { drawing: 'heron', said: true }],
  ['parrot', { drawing: 'parrot', said: false }],
  ['kingfisher', { drawing: 'kingfisher', said: false }],
  ['piciform bird', { drawing: 'woodpecker', said: false }],
  ['columbiform bird', { drawing: 'dove', said: false }],
  ['duck', { drawing: 'duck', said: false }],
  ['gallinaceous bird', { drawing: 'chicken', said: true }],
  // An emu, a rhea, a cassowary: big, flightless, long-necked; the ostrich's shape (a kiwi is first the fruit).
  ['ratite', { drawing: 'ostrich', said: false }],
])

const BIRD = 'bird'
// Kinds of sense a bird's name may come after and still mean the bird on a coloring page: a thrush is first
// the infection, a cuckoo a madman, a canary an informer, a tit (in "a blue tit", "a coal tit") a body part.
const BEFORE_THE_BIRD = new Set([
  'noun.state',
  'noun.person',
  'noun.attribute',
  'noun.food',
  'noun.communication',
])

/**
 * The family drawing a bird species is drawn as (labelled `lemma` when it counts as drawn), or null when the
 * word is no bird, is a bird of no family drawn here, or the drawing is missing.
 */
export function birdFamilyDrawing(
  lemma: string,
  drawingOf: (word: string) => Concept | null,
): FamilyDrawing | null {
  const sense = birdSense(lemma, drawingOf)
  if (sense === undefined) return null
  const above = [...synsetsAbove(sense, 10)].sort((a, b) => a[1] - b[1]).map(([at]) => synsetInfo(at).words)
  if (!above.some((words) => words.includes(BIRD))) return null
  return familyDrawing(lemma, above, FAMILIES, drawingOf)
}

/**
 * The bird sense of a name: its first animal sense, when only senses never drawn for a bird's name come
 * before it; a name WordNet spells apart ("sparrowhawk": sparrow hawk) or knows only by its last word ("a
 * great tit", "a coal tit") is read so. A crane or a kite is first the machine or the toy: never a bird here.
 */
function birdSense(
  lemma: string,
  drawingOf: (word: string) => Concept | null,
  spaced = false,
): number | undefined {
  const senses = nounSenseOffsets(lemma)
  if (!senses.length) {
    if (spaced) return undefined
    const words = lemma.split(' ')
    // Two words whose last has no drawing of its own: one that has is read by head-kind.ts ("a toy duck").
    if (words.length === 2) return drawingOf(words[1]) ? undefined : birdSense(words[1], drawingOf, true)
    for (let at = 3; at <= lemma.length - 3 && words.length === 1; at++) {
      const apart = `${lemma.slice(0, at)} ${lemma.slice(at)}`
      if (nounSenseOffsets(apart).length) return birdSense(apart, drawingOf, true)
    }
    return undefined
  }
  const before = spaced || lemma === 'tit' ? new Set([...BEFORE_THE_BIRD, 'noun.body']) : BEFORE_THE_BIRD
  for (const sense of senses) {
    const kind = synsetInfo(sense).kind
    if (kind === 'noun.animal') return sense
    if (!before.has(kind)) return undefined
  }
  return undefined
}
