import { type Concept, conceptForPhrase, lemmatize, nounSenses, senseSteps } from '../vocabulary'
import { DETERMINER } from './little-words'

// An animal a prompt cooks, carves or serves is its meat: "dad carving the turkey", "a turkey dinner", "roast
// chicken" draw the meat WordNet's food sense of the word reaches (a poultry leg, a cut of meat) and say what it
// stands in for, never the live bird on the table. An animal eaten by another ("a fox eating a chicken") is
// still the animal.

// Doings that make an animal food: what is cooked, carved or served.
// Whole verb forms, so a "friendly" or "frisky" chicken and a "stuffed" (toy) duck stay animals.
const COOKED =
  /^(carv(e|es|ed|ing)|roast(s|ed|ing)?|cook(s|ed|ing)?|bak(e|es|ed|ing)|bast(e|es|ed|ing)|serv(e|es|ed|ing)|slic(e|es|ed|ing)|grill(s|ed|ing)?|fr(y|ies|ied|ying)|smok(e|es|ed|ing))$/
// Meals and dishes an animal named before is the meat of.
const MEALS = /^(dinner|dinners|lunch|supper|feast|platter|roast|leg|legs|breast|drumstick)$/

/** The word at `i` names an animal cooked or served: the drawing of its meat, or null. */
export function animalAsFood(words: string[], i: number): Concept | null {
  const lemma = lemmatize(words[i])
  const senses = nounSenses(lemma, 4)
  // The animal among the word's first two senses ("chicken" is first its meat): an egg fried is no animal.
  if (!senses.slice(0, 2).some((s) => s.kind === 'noun.animal') || !cookedHere(words, i)) return null
  const food = senses.findIndex((s) => s.kind === 'noun.food')
  if (food < 0) return null
  for (const step of senseSteps(lemma, food, 2) ?? [])
    for (const name of step.words) {
      if (name === lemma) continue
      const drawn = conceptForPhrase(name) ?? conceptForPhrase(`${name} leg`)
      // An egg fried is the egg drawn already.
      if (drawn) return drawn.id === conceptForPhrase(words[i])?.id ? null : wholeRoast(words, i, drawn)
    }
  return null
}

// A bird carved or roasted whole is the roast on its platter; its legs, wings or breast are a poultry leg.
const PART = /^(leg|legs|drumsticks?|wings?|breasts?|nuggets?|thighs?)$/

function wholeRoast(words: string[], i: number, meat: Concept): Concept {
  if (meat.id !== 'poultry-leg' || PART.test(words[i + 1] ?? '')) return meat
  return conceptForPhrase('roast dinner') ?? meat
}

/** A roast bird drawn for the bird is that bird roasted: nothing stands in for it. */
export const isWholeRoast = (meat: Concept) => meat.id === 'roast-dinner'

/** "carving the turkey", "a roasted chicken", "a turkey dinner": the word at `i` is cooked or served. */
function cookedHere(words: string[], i: number): boolean {
  if (MEALS.test(words[i + 1] ?? '')) return true
  let at = i - 1
  while (
    at >= 0 &&
    (DETERMINER.test(words[at]) || /^(big|whole|golden|juicy|thanksgiving|christmas)$/.test(words[at]))
  )
    at--
  return at >= 0 && COOKED.test(words[at])
}
