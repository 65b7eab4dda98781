// How a doing dresses the people doing it: the karate uniform, the football kit, the tutu, a Halloween
// costume; a baby cradled is in an adult's arms.

import type { PeopleAction, PlanPerson } from './people-plan'

const TRICK_OR_TREAT = /\btrick(?: or |-or-)treat(?:ing|ers?)?\b/

/**
 * The people as the action dresses them: a karate kid in the uniform and a player in the kit whatever the words
 * for the person, a ballet dancer in a tutu (its name when the tutu is drawn); a baby cradled is in the arms of an
 * adult, not a figure of its own.
 */
export function dressedFor(
  action: PeopleAction,
  people: PlanPerson[],
  lower: string,
  claimed: Set<string>,
): string | null {
  if (action === 'karate') for (const p of people) if (p.role === 'casual') p.role = 'karate'
  // Trick-or-treaters go in costume: a child in everyday clothes is dressed as a pirate.
  if (TRICK_OR_TREAT.test(lower)) {
    for (const p of people) if (p.role === 'casual' && p.age === 'child') p.role = 'pirate'
    if (people.some((p) => p.role === 'pirate')) claimed.add('costume')
  }
  const tutu = dressForBallet(people, lower, claimed)
  if (action === 'soccer')
    for (const p of people) if (p.role === 'casual' && p.age !== 'baby') p.role = 'soccer'
  if (action === 'cradle' && !people.some((p) => p.age !== 'baby'))
    people.unshift({ role: 'casual', age: 'adult', look: 'woman', hair: 'long', subject: -1 })
  if (action === 'cradle') {
    const i = people.findIndex((p) => p.age === 'baby')
    if (i >= 0) people.splice(i, 1)
  }
  return tutu
}

/**
 * "dancing in her tutu", "at ballet class": the ballerina's clothes. A tutu the prompt did not name is given back,
 * to be named with what is drawn.
 */
function dressForBallet(people: PlanPerson[], lower: string, claimed: Set<string>): string | null {
  const named = /\btutus?\b/.test(lower)
  const ballet = /\bballet\b/.test(lower) && !/\bballet (?:shoes?|slippers?)\b/.test(lower)
  if (!named && !ballet) return null
  for (const p of people)
    if (p.role === 'casual' && p.look !== 'man' && p.age !== 'baby') p.role = 'ballerina'
  claimed.add('tutu')
  return !named && people.some((p) => p.role === 'ballerina') ? 'tutu' : null
}
