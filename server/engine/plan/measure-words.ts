import { lemmatize, nounKind, nounKinds, nounSenses } from '../vocabulary'

// "a row of shops", "a blade of grass", "a stack of books", "a herd of elephants": a word before "of" that
// says how many or how much of what follows, or the shape one piece of it takes, is no thing of its own.
// What follows "of" is the thing drawn or said; the measure is never drawn (a fallen leaf for "blade") nor said.

// Pieces a thing comes in, which WordNet files under the thing's own kind ("blade": a leaf).
const PIECES = new Set(
  'blade sprig slice piece drop strip sheet scoop wisp puff speck grain lump dollop flake chunk wedge strand stalk stem tuft'.split(
    ' ',
  ),
)

/** The word at `i` is a measure or a group of what follows its "of" ("a row of", "a flock of"). */
export function measureWord(words: string[], i: number): boolean {
  if (words[i + 1] !== 'of' || !words[i + 2]) return false
  const lemma = lemmatize(words[i])
  if (PIECES.has(lemma)) return true
  const first = nounKinds(lemma)[0]
  return (
    first === 'noun.group' || first === 'noun.quantity' || creatureGroup(words, i) || shapeOfMany(words, i)
  )
}

/**
 * "a tower of plates", "a mountain of laundry", "a pyramid of oranges": a word one of whose first two senses is a
 * shape, or an amount when it is first no made thing (a mountain, not a basket), before "of" and made things or food said in the plural, is the shape the pile takes; the
 * page draws the things (never a tower building, nor a mountain).
 */
export function shapeOfMany(words: string[], i: number): boolean {
  const after =
    words[
      /^(a|an|the|some|dirty|clean|clean|big|little|wobbly|tall)$/.test(words[i + 2] ?? '') ? i + 3 : i + 2
    ]
  if (!after) return false
  const lemma = lemmatize(after)
  const thing = nounKind(lemma)
  if (lemma === after || (thing !== 'noun.artifact' && thing !== 'noun.food')) return false
  // A container (a sack, a basket, a jar) holds what follows, read as a holder: never a shape.
  const senses = nounSenses(lemmatize(words[i]), 2)
  if (senses[0]?.classes.includes('container')) return false
  if (senses[0]?.kind === 'noun.artifact' && !senses.some((sense) => sense.kind === 'noun.shape'))
    return false
  return senses.some((sense) => sense.kind === 'noun.shape' || sense.kind === 'noun.quantity')
}

/**
 * "a pod of dolphins", "a gaggle of geese", "a pride of lions", "a swarm of bees": the word at `i` names a group
 * of the animals after its "of", by any sense WordNet files under animal groups (a pod is first a seed case,
 * a pride a feeling) or a first sense that is a group. The page draws a few of the animals, never the group's
 * word as a thing of its own (a school building for "a school of fish") nor refuses it.
 */
export function creatureGroup(words: string[], i: number): boolean {
  if (words[i + 1] !== 'of' || !words[i + 2]) return false
  const animal = words[/^(a|an|the|some|baby|little|wild)$/.test(words[i + 2]) ? i + 3 : i + 2] ?? ''
  if (nounKind(lemmatize(animal)) !== 'noun.animal') return false
  const lemma = lemmatize(words[i])
  if (nounKind(lemma) === 'noun.group') return true
  return nounSenses(lemma, 8).some((sense) => sense.classes.includes('animal group'))
}

/**
 * "a crack in the ice", "a hole in a tree", "a gap in the fence": an opening WordNet knows as one (its first
 * senses filed under "opening"), named in or of the thing after it, is that thing's and drawn with it: the page
 * draws or says the thing, never the opening apart.
 */
export function openingIn(words: string[], i: number): boolean {
  if (!/^(in|of)$/.test(words[i + 1] ?? '')) return false
  const thing = words[/^(a|an|the|its|his|her|their|this|that)$/.test(words[i + 2] ?? '') ? i + 3 : i + 2]
  if (!thing || !nounKind(lemmatize(thing))) return false
  return nounSenses(lemmatize(words[i]), 2).some((sense) => sense.classes.slice(0, 3).includes('opening'))
}
