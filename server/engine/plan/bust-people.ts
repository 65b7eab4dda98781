// A person the art draws only as a bust (a detective, a ninja, a singer, a judge, an office worker: the emoji is a
// head and shoulders) is drawn whole like any other person, dressed by what WordNet says they are, doing what
// the prompt says. A bust a person word names that is no figure a child would draw as one (an ogre, "a giant
// who likes to eat human beings") keeps its drawing.

import { type Concept, lemmatize, normalizePhrase, nounSenses } from '../vocabulary'
import type { PlanPerson } from './people-plan'
import { NOT_A_FIGURE, type PersonWho, personWho } from './person-words'

/** Who a bust drawing's person is, or null when the drawing is no bust of a person drawn whole. */
export function bustPerson(concept: Concept): PersonWho | null {
  if (!concept.bust) return null
  const label = normalizePhrase(concept.label)
  // "office worker": a name WordNet does not know whole is its last word's person.
  const word = nounSenses(label, 1).length ? label : lemmatize(label.split(' ').pop() ?? label)
  const senses = nounSenses(word, 3)
  // "a lion" is first the animal, whatever else WordNet files it as (a celebrity).
  if (senses[0]?.kind !== 'noun.person') return null
  const persons = senses.filter((s) => s.kind === 'noun.person')
  if (persons.some((s) => s.classes.some((c) => NOT_A_FIGURE.test(c)))) return null
  // The drawing is a person's: a word WordNet also files as an animal ("worker": an ant) is the person here.
  return personWho(word) ?? { role: 'casual' }
}

/**
 * Whether a bust is drawn whole: dressed as who it is (a detective's fedora, a ninja's hood), or doing something
 * ("a judge holding a hammer", "an office worker at her desk"). "a judge" alone keeps the bust, whose robe says it.
 */
export function drawnWhole(concept: Concept, subjects: number, words: string[]): boolean {
  const who = bustPerson(concept)
  return who !== null && (who.role !== 'casual' || subjects > 1 || words.some((w) => /..ing$/.test(w)))
}

/**
 * The figure drawn for subject `i`, a person the words did not name as one (an emoji alias, a bust), as who its
 * name says when the people's words know it (`named`: "her grandma" is old and a woman).
 */
export function unnamedFigure(
  concept: Concept,
  subject: number,
  named?: { role: PersonWho['role']; age?: PersonWho['age']; look?: PlanPerson['look'] },
): PlanPerson {
  const who = bustPerson(concept) ?? named
  const look = who?.look ?? 'person'
  return {
    role: who?.role ?? 'casual',
    age: who?.age ?? 'adult',
    look,
    hair: look === 'woman' ? 'long' : 'short',
    subject,
  }
}
