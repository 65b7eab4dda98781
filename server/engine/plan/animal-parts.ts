import { animalKinds, type Concept, isAdjective, lemmatize } from '../vocabulary'

// "a cormorant drying its wings", "a goat with big horns", "an eagle with its wings spread": a part an animal's
// drawing shows, named on it, is drawn with it, never a drawing of its own beside it (a loose wing on the buoy)
// nor another animal (horns were the ram). A part its drawing does not show ("a chameleon's long tongue", "a
// cat with wings") is not taken here: it is said, or drawn as it is read.

/** What kinds of animal a part is drawn on, by the WordNet class names the animal is a kind of. */
const PARTS: Record<string, readonly string[]> = {
  wing: ['bird', 'bat', 'butterfly', 'moth', 'bee', 'dragonfly', 'ladybug', 'pterodactyl', 'dragon'],
  horn: ['goat', 'sheep', 'bovine', 'rhinoceros', 'antelope', 'triceratops', 'unicorn'],
  antler: ['deer'],
  mane: ['horse', 'lion', 'zebra', 'unicorn'],
  // "a shetland pony with a long fringe": the forelock, drawn with the mane.
  fringe: ['horse'],
  forelock: ['horse'],
  tail: ['mammal', 'bird', 'fish', 'reptile', 'salamander'],
  feather: ['bird'],
  beak: ['bird'],
  bill: ['bird'],
  pouch: ['pelican'],
  trunk: ['elephant', 'mammoth'],
  tusk: ['elephant', 'mammoth', 'walrus', 'swine', 'narwhal'],
  hump: ['camel'],
  shell: ['turtle', 'snail', 'crab'],
  fin: ['fish', 'dolphin', 'whale', 'shark'],
  hoof: ['horse', 'ungulate'],
  paw: ['carnivore', 'rodent', 'lagomorph'],
  // A catfish is named for its whiskers (barbels): drawn as a fish, said, never a bearded man beside it.
  whisker: ['cat', 'feline', 'rodent', 'lagomorph', 'seal', 'fish'],
  quill: ['porcupine', 'hedgehog'],
  spine: ['porcupine', 'hedgehog'],
  // "an echidna poking its long snout", "a hoatzin with its spiky crest", "an aye-aye's long thin finger".
  snout: ['mammal', 'reptile'],
  muzzle: ['mammal'],
  crest: ['bird'],
  claw: ['bird', 'carnivore', 'reptile', 'crustacean'],
  talon: ['bird'],
  finger: ['primate'],
  // "a frilled lizard with its frill open": its own drawing spreads it.
  frill: ['frilled lizard'],
  // "a maned wolf on long legs", "a flamingo on one leg": every animal drawn standing shows its legs.
  leg: ['mammal', 'bird', 'reptile', 'amphibian', 'insect', 'arachnid', 'crustacean'],
}
/** A part some animal's drawing shows ("tail", "mane", "hoof"): the lemma of a word. */
export const isAnimalPart = (lemma: string): boolean => Object.hasOwn(PARTS, lemma)

// Apes and frogs have no tail; a tadpole's is its drawing's.
const NO_TAIL = ['ape', 'frog']
const OWNED = new Set(['its', 'his', 'her', 'their', 'with', 'on'])
// How the part is held, drawn as the animal's drawing holds it: "its wings spread", "its tail fanned out".
const HELD = new Set(['spread', 'outstretched', 'open', 'fanned', 'raised'])

/**
 * How many words from `i` name a part of the last animal read, owned ("its", "with") and perhaps described
 * ("with big horns", "its long bushy tail") and held ("spread"); 0 when they do not.
 */
export function animalPartAt(words: string[], i: number, subjects: Concept[]): number {
  if (!OWNED.has(words[i - 1] ?? '')) return 0
  let at = /^(a|an|the)$/.test(words[i]) ? i + 1 : i
  while (at < i + 3 && !partName(words[at] ?? '') && isAdjective(words[at] ?? '')) at++
  const part = partName(words[at] ?? '')
  if (!part) return 0
  const animal = [...subjects].reverse().find((s) => animalKinds(animalName(s)).size)
  if (!animal || !shows(animalName(animal), part)) return 0
  return at + 1 - i + (HELD.has(words[at + 1] ?? '') ? 1 : 0)
}

function partName(word: string): string | undefined {
  const lemma = word === 'hooves' ? 'hoof' : lemmatize(word)
  return Object.hasOwn(PARTS, lemma) ? lemma : undefined
}

// The name the animal goes by on the page ("cormorant"), else its drawing's ("seagull").
const animalName = (s: Concept) =>
  animalKinds(lemmatize(s.label.toLowerCase())).size
    ? lemmatize(s.label.toLowerCase())
    : s.id.replace(/-/g, ' ')

function shows(animal: string, part: string): boolean {
  const kinds = animalKinds(animal)
  if (part === 'tail' && NO_TAIL.some((k) => kinds.has(k))) return false
  return PARTS[part].some((k) => kinds.has(k))
}

/** The word names a part of an animal ("feathers", "tail", "wings"). */
export const animalPartWord = (word: string): boolean => partName(word) !== undefined
