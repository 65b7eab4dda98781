import { conceptForPhrase, isNounPhrase, lemmatize, nounKinds } from '../vocabulary'
import { givenName } from './given-names'

// An animal with a person's first name written as one name, both words capitalised: "Daniel Tiger", "Peter
// Rabbit", "Benjamin Bunny". That is a character someone owns, refused as every listed character is, never
// drawn as a plain tiger labelled with a boy's name. "Lily and her cat", "Max the dog" stay as they are read.

const CAPITAL_PAIR = /\b([A-Z][a-z]+)\s+([A-Z][a-z]+)\b/g

/** The character a first name and an animal written as one name make, with the animal's generic takes. */
export function animalCharacterIn(
  prompt: string,
): { name: string; spellings: string[]; takes: string[] } | null {
  for (const [, first, animal] of prompt.matchAll(CAPITAL_PAIR)) {
    const lemma = lemmatize(animal.toLowerCase())
    // A tiger is first a fierce person to WordNet: the animal among its first two senses.
    if (!givenName(first) || !nounKinds(lemma).slice(0, 2).includes('noun.animal')) continue
    const name = `${first} ${animal}`
    // A thing known whole is no character: "Teddy Bear", "Billy Goat", "Tom Cat" (tomcat).
    const whole = name.toLowerCase()
    if (isNounPhrase(whole) || conceptForPhrase(whole) || isNounPhrase(whole.replace(' ', ''))) continue
    return {
      name,
      spellings: [name.toLowerCase()],
      takes: [`a ${lemma}`, `a happy ${lemma}`, `a ${lemma} in the park`],
    }
  }
  return null
}
