// The drawing a word names where it stands in the prompt, named as the prompt names it.
import {
  animalKinOf,
  type Concept,
  conceptById,
  conceptForPhrase,
  lemmatize,
  normalizePhrase,
  nounKind,
} from '../vocabulary'
import { animalAsFood, isWholeRoast } from './animal-as-food'
import { nestOfNoBird } from './animal-homes'
import { madeKindOfNext, senseNamedBefore } from './compound-senses'
import { containerNamedByContent, contentNamedWithContainer } from './container-names'
import { homeSenseAt } from './home-senses'
import { madeAnimalAt, madeBeforeAnimal } from './made-animals'
import { occasionAt } from './occasions-named'
import { animalDrawn, otherSenseHere } from './other-sense-here'
import type { PromptReading } from './prompt-reading'
import { HOLDERS, SERVED } from './reading-words'
import { townSenseAt } from './town-senses'
import {
  breedBefore,
  describesNextName,
  dishByIngredient,
  joinedDrawing,
  speciesByHead,
} from './two-word-names'
import { animalNamesThing, gameNotAnimal } from './words-not-things'

/** The longest drawing named at word `i`, in up to four words. */
export function conceptAt(words: string[], i: number): { concept: Concept; span: number } | null {
  for (const n of [4, 3, 2, 1]) {
    if (i + n > words.length) continue
    const concept =
      conceptForPhrase(words.slice(i, i + n).join(' ')) ??
      (n === 2 ? (joinedDrawing(words, i) ?? containerNamedByContent(words, i)) : null) ??
      (n === 3 ? contentNamedWithContainer(words, i) : null)
    if (concept && !describesNextName(words, i, n, concept)) return { concept, span: n }
  }
  return null
}

/**
 * The drawing named at word `i`; a plain "ball" is the ball of the sport the prompt names ("a tennis player"); an
 * animal cooked is its meat, pushed on `standIns` when given.
 */
export function thingAt(
  words: string[],
  i: number,
  standIns?: PromptReading['standIns'],
): { concept: Concept; span: number } | null {
  // "a weaver's shuttle", "a gymnast on the beam": the sense the prompt's world gives (town-senses.ts).
  const town = townSenseAt(words, i) ?? homeSenseAt(words, i)
  if (town) return town
  const found = conceptAt(words, i)
  // "a puppet owl", "a dog puppet", "a toy dinosaur": a made thing in the animal's shape (made-animals.ts).
  const madeLike = found && madeAnimalAt(words, i, found)
  if (madeLike) return madeLike
  // "carving the turkey": the meat, said as what it stands in for (animal-as-food.ts).
  const meat = found?.span === 1 && standIns ? animalAsFood(words, i) : null
  if (meat && !isWholeRoast(meat)) standIns?.push({ asked: words[i], concept: meat })
  if (meat) return { concept: meat, span: 1 }
  if (found?.span === 1 && (animalNamesThing(words, i) || gameNotAnimal(words, i))) return null
  // "a knight with a pike", "a chamois cloth": the drawing is the animal, the other sense a thing with none.
  if (found && otherSenseHere(words, i, found.span))
    return animalDrawn(words[i]) ? null : animalSenseAt(words, i, found.concept, standIns)
  // "at the football match", "a wasp nest": no matchbox, no bird's nest; said (saidForWhatItIs).
  if (found?.span === 1 && (occasionAt(words, i) || nestOfNoBird(words, i) >= 0)) return null
  // "ballet pumps" are the shoes, not the bicycle pump the art draws for "pump" (compound-senses.ts).
  const meant = found?.span === 1 ? senseNamedBefore(words, i) : null
  if (meant) return meant.concept && { concept: meant.concept, span: 1 }
  // "a Jersey cow": the cow, named as asked, never a jersey beside it (two-word-names.ts).
  const breed = found?.span === 1 ? breedBefore(words, i, found.concept) : null
  if (breed) return { concept: breed, span: 2 }
  const species = found?.span === 1 ? speciesByHead(words, i) : null
  if (species) standIns?.push({ asked: words.slice(i, i + 2).join(' '), concept: species })
  if (species) return { concept: species, span: 2 }
  // "a rice cake": the dish, named as asked, said when its drawing is another kind of it (two-word-names.ts).
  const dish = found?.span === 1 ? dishByIngredient(words, i) : null
  if (dish?.said) standIns?.push({ asked: dish.concept.label, concept: dish.drawn })
  if (dish) return { concept: dish.concept, span: 2 }
  // "a sock puppet": the puppet, named as asked; "a robot dog" is no dog, drawn as one and said.
  const kind = found?.span === 1 ? madeKindOfNext(words, i) : null
  const madeKind = kind && madeBeforeAnimal(words, i, kind)
  if (madeKind) return { concept: madeKind, span: 2 }
  if (kind && animalAt(words, i + 1))
    standIns?.push({ asked: words.slice(i, i + 2).join(' '), concept: kind })
  if (kind) return { concept: kind, span: 2 }
  // A baseball bat is no flying bat: the art's baseball bat. Beside a cricket (the insect, or the game whose bat
  // activity-gear.ts reads) it is said left out.
  if (/^bats?$/.test(words[i]) && words.some((w) => /^(baseball|softball|cricket|batter)$/.test(w)))
    return words.includes('cricket') ? null : { concept: conceptById('baseball-bat'), span: 1 }
  // Needles someone knits with are the knitting needles, not the sewing needle "needle" draws.
  if (/^needles?$/.test(words[i]) && words.some((w) => /^knit/.test(w)))
    return { concept: conceptById('knitting-needles'), span: 1 }
  const sport = found && /^balls?$/.test(words[i]) ? sportBall(words) : undefined
  return sport === undefined ? found : sport && { concept: sport, span: 1 }
}

// Sports whose ball is drawn for a plain "ball"; null: no drawing of that ball (said left out, never a soccer ball).
const SPORT_BALLS: [RegExp, string | null][] = [
  [/^(ping pong|table tennis)$/, 'ping-pong'],
  [/^tennis$/, 'tennis'],
  [/^basketball$/, 'basketball'],
  [/^(baseball|batter|pitcher)$/, 'baseball'],
  [/^softball$/, 'softball'],
  [/^volleyball$/, 'volleyball'],
  [/^(rugby|american football)$/, 'american-football'],
  [/^bowling$/, 'bowling'],
  [/^(golf|golfer|cricket|hockey|lacrosse|croquet|polo|dodgeball|kickball)$/, null],
]

/** The drawing of the ball of the sport a prompt names; undefined when it names none (a ball is a soccer ball). */
function sportBall(words: string[]): Concept | null | undefined {
  for (let i = 0; i < words.length; i++)
    for (const n of [2, 1]) {
      const phrase = words.slice(i, i + n).join(' ')
      const hit = SPORT_BALLS.find(([pattern]) => pattern.test(phrase))
      if (!hit) continue
      if (!hit[1]) return null
      const ball = conceptById(hit[1])
      return /ball/.test(ball.label) ? ball : { ...ball, label: `${ball.label} ball` }
    }
  return undefined
}

/**
 * A drawing named as the prompt names it when that word is a kind of it ("caterpillar" drawn as the bug,
 * "lamb" as the sheep): the plan's subjects then say what the person asked for, in their words.
 */
export function asNamed(concept: Concept, phrase: string): Concept {
  const name = normalizePhrase(phrase)
  const label = normalizePhrase(concept.label)
  // "ball" for the soccer ball: the drawing's own name says more.
  if (
    !name ||
    ` ${label} `.includes(` ${name} `) ||
    label.endsWith(name) ||
    name === normalizePhrase(concept.id)
  )
    return concept
  return { ...concept, label: name }
}

/**
 * "a basket of kittens", "a box of puppies": animals are not what fills a container, they sit in it, so both
 * are drawn, the animal in the container.
 */
export function animalAt(words: string[], i: number): boolean {
  return nounKind(lemmatize(words[i])) === 'noun.animal'
}

/** "a basket of apples": a holder with a drawing, holding something not served in its own dish. */
export function holds(holder: { concept: Concept }, content: { concept: Concept }): boolean {
  return HOLDERS.has(holder.concept.id) && !SERVED.has(content.concept.id)
}

/**
 * "holding a jar of fireflies": the creatures in a held holder, drawn beside it rather than as a subject the
 * figure would have to hold instead of the jar.
 */
export function heldCreatures(
  words: string[],
  i: number,
  holder: { concept: Concept },
  content: { concept: Concept; span: number },
): Concept | null {
  if (!animalAt(words, i + 2) || !holds(holder, content)) return null
  return asNamed(content.concept, words.slice(i + 2, i + 2 + content.span).join(' '))
}

// Made of paper: the origami crane is folded, never the bird drawn.
const FOLDED = /^(origami|paper|folded|folding|folds?)$/

/**
 * A word the prompt reads in its animal sense where its drawing is a made thing ("two cranes dancing with
 * their wings spread"): the animal's nearest drawing, said; null when there is none (the word is left out).
 */
function animalSenseAt(
  words: string[],
  i: number,
  found: Concept,
  standIns?: PromptReading['standIns'],
): { concept: Concept; span: number } | null {
  if (words.some((w) => FOLDED.test(w))) return null
  const animal = animalKinOf(words[i], found)
  if (!animal) return null
  standIns?.push({ asked: lemmatize(words[i]), concept: animal })
  return { concept: animal, span: 1 }
}
