// A puppet, a toy, a model or a statue of an animal is a made thing shaped like the animal: "a puppet owl" on a
// ventriloquist's knee, "a dog puppet" on a hand, "a toy dinosaur", "a stuffed lion on the bed". It is drawn by
// the animal's drawing, named as asked, with no wild home around it (no forest for the puppet owl, no savanna
// for the stuffed lion), and never said as a stand-in: an owl is what an owl puppet looks like on a child's page.

import { type Concept, conceptForPhrase, lemmatize, nounKinds } from '../vocabulary'

// Nouns of a made thing, before the animal ("a puppet owl") or after it ("an owl puppet", "a lion statue").
const MADE_NOUN = /^(?:puppets?|toys?|models?|statues?|figurines?|ornaments?|sculptures?|carvings?)$/
// Describing words of a made thing, before the animal only: "a toy dinosaur", "a wooden horse". Not "soft" or
// "cuddly" (a cuddly puppy is alive), nor "stuffed" before a bird that is roasted stuffed.
const MADE_WORD =
  /^(?:toy|stuffed|plush|wooden|plastic|clockwork|wind-up|windup|rubber|inflatable|origami|china|porcelain|cardboard|papier-mache|papier-mâché|puppet|model)$/
// Made things drawn by their own drawing, which is already an animal's shape: "a donkey piñata" is the piñata,
// named so, never a donkey beside it.
const OWN_ANIMAL_SHAPE = /^(?:pinatas?|piñatas?)$/
const STUFFED_FOOD = /^(?:turkeys?|chickens?|geese|goose|ducks?|peppers?|fish)$/

const isAnimal = (c: Concept) =>
  [c.label, c.id].some((name) => nounKinds(lemmatize(name.toLowerCase())).slice(0, 2).includes('noun.animal'))

/** Whether a subject's label names a made thing in an animal's shape ("puppet owl"): held, never flown. */
export const madeAnimalLabel = (label: string) => {
  const words = label.toLowerCase().split(' ')
  return words.length > 1 && (MADE_WORD.test(words[0]) || MADE_NOUN.test(words[words.length - 1]))
}

/** The made thing: the animal's drawing with its name as asked, no wild home, and on the ground (no owl flying). */
function made(concept: Concept, asked: string): Concept {
  const { setting: _wild, ...rest } = concept
  const zone = concept.zone === 'sky' || concept.zone === 'water' ? 'ground' : concept.zone
  return { ...rest, label: asked, zone }
}

/**
 * The made thing in an animal's shape at word `i`, where the drawing `found` (spanning `span` words) is the
 * animal: with the made word after it, two words ("owl puppet"); with one before it, the animal word alone
 * ("toy dinosaur": the describing word was passed over already). Null when the words name a live animal.
 */
export function madeAnimalAt(
  words: string[],
  i: number,
  found: { concept: Concept; span: number },
): { concept: Concept; span: number } | null {
  const [before, after] = [words[i - 1] ?? '', words[i + found.span] ?? '']
  const name = words.slice(i, i + found.span).join(' ')
  // Any shape a piñata is made in, a creature of stories ("a unicorn piñata") as much as an animal.
  const shaped = OWN_ANIMAL_SHAPE.test(after) ? conceptForPhrase(after) : null
  if (shaped) return { concept: { ...shaped, label: `${name} ${shaped.label}` }, span: found.span + 1 }
  if (!isAnimal(found.concept)) return null
  if (MADE_NOUN.test(after)) return { concept: made(found.concept, `${name} ${after}`), span: found.span + 1 }
  if (before === 'stuffed' && STUFFED_FOOD.test(name)) return null
  if (MADE_WORD.test(before)) return { concept: made(found.concept, `${before} ${name}`), span: found.span }
  return null
}

/**
 * "a puppet owl", "a model dinosaur": the made word is itself a drawing, and the animal after it (`animal`, the
 * drawing of word `i + 1`) is the shape it is made in.
 */
export function madeBeforeAnimal(words: string[], i: number, animal: Concept): Concept | null {
  return MADE_WORD.test(words[i]) && isAnimal(animal) ? made(animal, `${words[i]} ${words[i + 1]}`) : null
}
