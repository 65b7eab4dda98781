import { type Concept, isPartOf, lemmatize, nounKind, nounKinds } from '../vocabulary'

// "a boy blowing his nose", "a girl touching her ear", "balancing on one foot": a body part of someone the page
// draws is part of their figure, never a drawing of its own beside them (a nose as big as the boy). A tooth is
// kept: "showing his wobbly tooth" is a tooth held up to be seen, as the tooth fairy's is.

const POSSESSIVES = new Set(['his', 'her', 'their', 'my', 'your', 'its', 'our'])
const SHOWN_APART = new Set(['tooth', 'teeth'])

/** The word at `i` names a body part of a person or animal read before it. */
export function ownBodyPart(words: string[], i: number, subjects: Concept[]): boolean {
  const word = words[i]
  const before = words[i - 1] ?? ''
  const owned = POSSESSIVES.has(before) || (before === 'one' && /^(foot|leg|hand|arm)$/.test(word))
  if (!owned || SHOWN_APART.has(word) || nounKinds(lemmatize(word))[0] !== 'noun.body') return false
  return subjects.some((s) =>
    nounKinds(lemmatize(s.label.toLowerCase()))
      .slice(0, 3)
      .some((k) => k === 'noun.person' || k === 'noun.animal'),
  )
}

/**
 * "out of a tourist's pocket", "his hands in his pockets", "tugging at her sleeve": a part of clothes (WordNet: a
 * part of a garment, a hat's brim) of a person named just before is part of the figure's clothes, never a thing
 * drawn or said apart. The figures wear clothes; they have no loose pockets.
 */
export function ownClothesPart(words: string[], i: number, subjects: Concept[]): boolean {
  const before = words[i - 1] ?? ''
  // "a kangaroo with a joey in her pocket": "her" is the animal read last, whose pocket is its pouch.
  const last = subjects.at(-1)
  const animalLast = !!last && nounKinds(lemmatize(last.label.toLowerCase()))[0] === 'noun.animal'
  const owned =
    (POSSESSIVES.has(before) && !animalLast) ||
    nounKinds(lemmatize(before)).slice(0, 3).includes('noun.person')
  return owned && nounKind(lemmatize(before)) !== 'noun.animal' && isPartOf(lemmatize(words[i]), 'clothing')
}
