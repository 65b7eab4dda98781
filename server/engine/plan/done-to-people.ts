// "an elephant spraying the crowd with its trunk": the animal named first does the verb, and the people right
// after it are what it does it to. They are not drawn doing it (the hose in the crowd's hands), so the verb is
// taken out of what the people's actions read. A doing the animal-on-person table draws (chasing, licking,
// pulling: animal-on-person.ts) is left to it.

import { nounKind, verbLemma } from '../vocabulary'
import { ANIMAL_ON_PERSON } from './animal-on-person'

const SMALL = /^(a|an|the|his|her|their|my|our|your|its|some|two|three|four|five|six|few|little|big|baby)$/

const isAnimalWord = (w: string) => nounKind(w) === 'noun.animal'

/** The text with a verb an animal does to the people after it blanked for the people's actions. */
export function doneToPeople(text: string, isSomeone: (word: string) => boolean): string {
  if (ANIMAL_ON_PERSON.some(([pattern]) => pattern.test(text))) return text
  // A crowd, a class, a family: a group of people is done to as a person is.
  const isPerson = (w: string) =>
    isSomeone(w) || (w.length > 2 && nounKind(w) === 'noun.group' && !isAnimalWord(w))
  const ws = text.split(' ')
  let i = 0
  while (i < ws.length && SMALL.test(ws[i])) i++
  // The animal first, by one or two words ("a tabby cat", "a baby elephant").
  if (!isAnimalWord(ws[i] ?? '') && isAnimalWord(ws[i + 1] ?? '')) i++
  if (!isAnimalWord(ws[i] ?? '') || isPerson(ws[i] ?? '')) return text
  const v = i + 1
  if (!/ing$/.test(ws[v] ?? '') || !verbLemma(ws[v])) return text
  let p = v + 1
  while (p < ws.length && SMALL.test(ws[p])) p++
  if (!isPerson(ws[p] ?? '') && isPerson(ws[p + 1] ?? '') && !isAnimalWord(ws[p] ?? '')) p++
  if (!isPerson(ws[p] ?? '')) return text
  return [...ws.slice(0, v), ...ws.slice(v + 1)].join(' ')
}
