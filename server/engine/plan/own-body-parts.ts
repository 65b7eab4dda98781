import { type Concept, lemmatize, nounKinds } from '../vocabulary'

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
