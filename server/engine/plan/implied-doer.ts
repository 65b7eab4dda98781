// "picking apples from a ladder", "building a snowman in the garden": a prompt that opens with a doing of the
// hands and names no one still asks for someone doing it. Read only as the first word, and only for a making or a
// handling (WordNet's verb.creation and verb.contact, in the verb's first two senses): "falling leaves", "shooting stars", "flying birds" or
// "bunting and a cake" open with a word that describes what follows, not a doing.

import { conceptForPhrase, lemmatize, nounKinds, verbKinds, verbLemma } from '../vocabulary'

// A word after the "-ing" one that makes it a thing of its own ("bunting and a cake") or a doing with no object.
const NO_OBJECT = /^(and|or|with|in|on|at|over|under|by|of|for|to|from|across|around|through)$/

/** Whether the words open with a doing whose doer is not named: someone is drawn doing it. */
export function opensWithDoing(ws: string[]): boolean {
  const [first, next, third] = ws
  if (!first || !next || !/ing$/.test(first) || NO_OBJECT.test(next)) return false
  // "hanging baskets of flowers": a thing of something.
  if (third === 'of') return false
  const lemma = verbLemma(first)
  if (!lemma || lemma === first) return false
  if (!verbKinds(lemma, 2).some((k) => k === 'verb.contact' || k === 'verb.creation')) return false
  // "a shooting star", "fishing boats", "knitting needles": the two words name a thing.
  const thing = `${first} ${lemmatize(next)}`
  if (conceptForPhrase(thing) !== null || nounKinds(thing).length) return false
  // "dancing bears", "sleeping kittens": the word describes an animal or a person, who is the subject.
  const kind = nounKinds(lemmatize(next))[0]
  return kind !== 'noun.animal' && kind !== 'noun.person'
}
