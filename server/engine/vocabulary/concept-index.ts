import { animalFamilyDrawing } from './animal-families'
import { birdFamilyDrawing } from './bird-families'
import { animalSenseDrawing, BREEDS_LOOK_ALIKE, LOOKS_LIKE_ITS_KIN, relativeDrawing } from './close-relatives'
import { ALL_CONCEPTS } from './concept-catalog'
import type { Concept } from './concept-types'
import { DRAWN_ALIKE, DRAWN_AS_KIN } from './drawn-alike'
import { drawnAsKind, plantForm } from './drawn-kind'
import { drawnByItsName, firstThingOfItsKind, ownSenses, reachedInSense } from './drawn-sense'
import { emojiConcepts } from './emoji-vocabulary'
import { animalByHead } from './head-kind'
import { lemmatize } from './lemmatize'
import { normalizePhrase } from './normalize-phrase'
import { TWO_WORD_STAND_INS } from './two-word-stand-ins'
import {
  closeNouns,
  isAdjective,
  nounKind,
  nounSenseOffsets,
  sameFirstSense,
  senseNouns,
  senseSteps,
  synsetInfo,
} from './wordnet'

type Index = {
  byPhrase: Map<string, Concept>
  byId: Map<string, Concept>
  /** Names marked '~' in the catalogue: a close kin drawn instead ("cheetah" drawn as a leopard), said so. */
  standIns: Map<string, Concept>
  buildMs: number
}
let index: Index | null = null

/**
 * Every name of every drawable concept, singular, lower case, single-spaced. Curated concepts (ALL_CONCEPTS,
 * whatever family they come from) are entered first, so their names and aliases win over the emoji vocabulary;
 * then every emoji drawing's CLDR name, then its synonyms. Built on first use.
 */
function conceptIndex(): Index {
  if (index) return index
  const started = performance.now()
  const byPhrase = new Map<string, Concept>()
  const byId = new Map<string, Concept>()
  const standIns = new Map<string, Concept>()
  const add = (name: string, concept: Concept) => {
    if (name.startsWith('~')) {
      standIns.set(normalizePhrase(name.slice(1)), concept)
      return
    }
    const key = normalizePhrase(name)
    if (key && !byPhrase.has(key)) byPhrase.set(key, concept)
  }
  for (const concept of ALL_CONCEPTS) {
    byId.set(concept.id, concept)
    for (const name of [concept.id.replace(/-/g, ' '), concept.label, ...(concept.aliases ?? [])])
      add(name, concept)
  }
  const emoji = emojiConcepts().filter((c) => !byId.has(c.id))
  for (const concept of emoji) {
    byId.set(concept.id, concept)
    add(concept.label, concept)
  }
  for (const [name, id] of Object.entries(DRAWN_ALIKE)) {
    const concept = byId.get(id)
    if (concept) add(name, concept)
  }
  for (const concept of emoji) for (const alias of concept.aliases ?? []) add(alias, concept)
  for (const [name, id] of [...Object.entries(TWO_WORD_STAND_INS), ...Object.entries(DRAWN_AS_KIN)]) {
    const concept = byId.get(id)
    if (concept) standIns.set(normalizePhrase(name), concept)
  }
  index = { byPhrase, byId, standIns, buildMs: performance.now() - started }
  return index
}

/** Milliseconds the first use spent building the index (it reads the vocabulary file): for the start-up figure. */
export function conceptIndexBuildMs(): number {
  return conceptIndex().buildMs
}

/** Every concept the engine can draw, curated first. */
export function allDrawableConcepts(): Concept[] {
  return [...conceptIndex().byId.values()]
}

export { normalizePhrase }

export function conceptById(id: string): Concept {
  const concept = conceptIndex().byId.get(id)
  if (!concept) throw new Error(`unknown concept ${id}`)
  return concept
}

/** The concept a phrase names exactly ("fire truck", "kitten", "statue of liberty"), if any. */
export function conceptForPhrase(phrase: string): Concept | null {
  const concept = conceptIndex().byPhrase.get(normalizePhrase(phrase)) ?? null
  return concept && singularOfAnother(phrase, concept) ? null : concept
}

/**
 * "the glass of the tank": a stuff whose plural names a made thing of its own ("glasses" are spectacles) is not
 * that drawing, though both read as one word once lemmatised.
 */
function singularOfAnother(phrase: string, concept: Concept): boolean {
  const typed = phrase.toLowerCase().trim().split(/\s+/).pop() ?? ''
  const label = concept.label.toLowerCase().split(/\s+/).pop() ?? ''
  if (typed === label || !label.endsWith('s') || lemmatize(label) !== typed) return false
  return nounKind(typed) === 'noun.substance' && nounKind(label) === 'noun.artifact'
}

/**
 * How many words from `i` name a close kin the catalogue lists in more words than WordNet joins ("cement
 * mixer truck"), so the reader takes them whole rather than drawing the kin and then a truck; 0 if none.
 */
export function standInWords(words: string[], i: number): number {
  const standIns = conceptIndex().standIns
  for (let n = Math.min(4, words.length - i); n >= 2; n--)
    if (standIns.has(normalizePhrase(words.slice(i, i + n).join(' ')))) return n
  return 0
}

/**
 * Falls back on WordNet, but only where a person would agree: a synonym of the word, or what it is a close
 * kind of ("poodle" is a dog, "stallion" a horse). People and broad classes are never reached this way:
 * a firefighter is a person, and a person is not a drawing of one.
 */
export function conceptThroughWordnet(word: string): Concept | null {
  return kinThroughWordnet(word)?.concept ?? null
}

/**
 * As `conceptThroughWordnet`, and whether the drawing only stands in for the word: reached through what the
 * word is a kind of ("elk" drawn as a deer), not a synonym of it. The page then says so.
 */
export function kinThroughWordnet(word: string): Kin | null {
  const found = kinOf(word)
  return found && singularOfAnother(word, found.concept) ? null : found
}

/**
 * A describing word before a noun of another kind than the name WordNet knows joined: "long horns" are no
 * longhorn cattle; a slow worm is a slowworm, both creatures.
 */
function describesApart(lemma: string, joined: string): boolean {
  const words = lemma.split(' ')
  const first = words[0]
  return (
    isAdjective(first) &&
    !nounSenseOffsets(first).length &&
    nounKind(words[words.length - 1]) !== nounKind(joined)
  )
}

function kinOf(word: string): Kin | null {
  const kin = conceptIndex().standIns.get(normalizePhrase(word))
  if (kin) return { concept: kin, standIn: true }
  if (NO_KIN.has(word)) return null
  const lemma = lemmatize(word)
  // "a bull dog", "a cat fish": a name WordNet knows only joined ("bulldog").
  const joined = lemma.replace(/ /g, '')
  // Labelled as typed where the drawing took the joined name: "a weaver bird", never "a weaverbird".
  if (
    joined !== lemma &&
    !describesApart(lemma, joined) &&
    !nounSenseOffsets(lemma).length &&
    nounSenseOffsets(joined).length
  ) {
    const kin = kinOf(joined)
    return kin && kin.concept.label === joined ? { ...kin, concept: { ...kin.concept, label: lemma } } : kin
  }
  // The first sense; the next only when the first reached a drawing of another kind ("loon": the idler, then
  // the bird), and the kind must agree either way.
  let found: Kin | null | typeof OTHER_KIND = null
  for (const sense of [0, 1]) {
    found = kinOfSense(lemma, sense)
    if (found !== OTHER_KIND) break
  }
  // A bird or another animal species: its family's drawing (bird-families.ts, animal-families.ts), before a
  // drawing that only stands in; labelled as asked where WordNet reached the same drawing by the class's name
  // ("a whale shark" is the shark drawn and labelled so, never a plain "shark").
  const family = familyOf(lemma)
  if (found && found !== OTHER_KIND && !found.standIn)
    return family && !family.standIn && family.concept.id === found.concept.id ? family : found
  if (family) return family
  // "a tree frog", "an angelfish": a creature named by the drawing it is a kind of, or a sibling of ("a snow
  // leopard": no house cat), before a drawing that only stands in (head-kind.ts).
  const byHead = animalByHead(lemma, (w) => conceptIndex().byPhrase.get(normalizePhrase(w)) ?? null)
  // A drawing one of the name's words names stays ("a wolf pup" is the wolf's young, no dog pup).
  const named =
    found && found !== OTHER_KIND && lemma.split(' ').includes(normalizePhrase(found.concept.label))
  if (byHead && !named) return byHead
  if (found && found !== OTHER_KIND) return found
  // An animal with no drawing of its own nor of what it is a kind of: its one close relative, said.
  const relative = relativeDrawing(lemma, (w) => conceptIndex().byPhrase.get(normalizePhrase(w)) ?? null)
  return relative ? { concept: relative, standIn: true } : null
}

/**
 * The drawing of a word's animal sense, said as standing in for it, where the prompt gives the animal's parts
 * or doings and the word's own drawing is another thing ("cranes with their wings spread": the bird).
 */
export function animalKinOf(word: string, drawn: Concept): Concept | null {
  // A drawing of an animal read as another thing here (a tick on homework is the check mark) stays unread.
  if (ownSenses(drawn).some((sense) => synsetInfo(sense).kind === 'noun.animal')) return null
  return animalSenseDrawing(lemmatize(word), (w) => conceptIndex().byPhrase.get(normalizePhrase(w)) ?? null)
}

/** The drawing of a word's animal sense, whatever its first sense is ("quetzal": a currency, then the bird). */
export function animalSenseKin(word: string): Concept | null {
  return animalSenseDrawing(lemmatize(word), (w) => conceptIndex().byPhrase.get(normalizePhrase(w)) ?? null)
}

const families = new Map<string, Kin | null>()
/** A species' family drawing (bird-families.ts, animal-families.ts), looked up once a name. */
function familyOf(lemma: string): Kin | null {
  let family = families.get(lemma)
  // "a diver" is the one underwater: a person in both first senses, never the loon's family WordNet files third.
  if (family === undefined && personFirst(lemma)) family = null
  if (family === undefined) {
    const drawingOf = (w: string) => conceptIndex().byPhrase.get(normalizePhrase(w)) ?? null
    family = birdFamilyDrawing(lemma, drawingOf) ?? animalFamilyDrawing(lemma, drawingOf)
    families.set(lemma, family)
  }
  return family
}

/** A word a person in its first two senses (WordNet's files of the senses, most common first). */
function personFirst(lemma: string): boolean {
  const kinds = nounSenseOffsets(lemma)
    .slice(0, 2)
    .map((offset) => synsetInfo(offset).kind)
  return kinds.length === 2 && kinds.every((kind) => kind === 'noun.person')
}

/**
 * A word WordNet takes to drawings of other kinds only ("icicle": the ice cube drawn): a thing, left out and
 * said, never read past as a word with no drawing.
 */
export function kinOfOtherKindOnly(word: string): boolean {
  return !kinThroughWordnet(word) && kinOfSense(lemmatize(word), 0) === OTHER_KIND
}

/** What a drawing found through WordNet is: a synonym's drawing, or only a stand-in; `also` is drawn beside it. */
export type Kin = { concept: Concept; standIn: boolean; also?: Concept }

const OTHER_KIND = 'other kind'
// Names that say a plant grows: "lemon tree", "bean plant", "rose bush".
const GROWING = /\s(tree|plant|bush|shrub)$/

/**
 * The drawing one sense of a word reaches, of that sense's kind and shape (drawn-kind.ts); OTHER_KIND when the
 * sense reached drawings but none of its kind. A plant no drawing of a plant names is drawn by its form, with
 * its fruit when the fruit is drawn ("lemon tree": a tree, and a lemon).
 */
function kinOfSense(lemma: string, sense: number): Kin | null | typeof OTHER_KIND {
  const meant = senseNouns(lemma, sense)
  if (!meant) return null
  let otherKind: Concept | null = null
  // Synset by synset: a drawing is reached by a word met in the sense the drawing shows (a gavel meets "beetle"
  // as a mallet, not the insect drawn; "max" meets "soap" as a drug's street name, not the cleanser).
  walk: for (const step of senseSteps(lemma, sense) ?? []) {
    for (const related of step.words) {
      if (TOO_BROAD.has(related)) break walk
      if (SENSE_DIFFERS.has(related)) continue
      const found = conceptIndex().byPhrase.get(normalizePhrase(related))
      if (!found) continue
      if (!sameSense(lemma, related, step.offset, found)) {
        // A plant's name met as its fruit's ("pear" in the pear tree's synset) is the fruit drawn beside it.
        if (meant.kind === 'noun.plant') otherKind ??= found
        continue
      }
      // A drawing of a rarer sense of its name stands in, said: a manger is WordNet's "trough", drawn as one.
      const standIn = standsIn(lemma, related, found) || !drawnByItsName(found)
      if (drawnAsKind(meant.kind, found, standIn, closeNouns(lemma, 0).includes(related)))
        return { concept: found, standIn }
      otherKind ??= found
    }
  }
  // A plant is drawn by its form when WordNet surely means the plant: it reached a drawing of another kind, the
  // name says it grows ("apple tree"), or its senses come in order (not "basil", whose herb may be the leaves).
  const grows = otherKind || meant.ordered || GROWING.test(lemma)
  if (meant.kind === 'noun.plant' && grows)
    return eatenAs(lemma, sense, otherKind) ?? plantGrowing(lemma, sense, otherKind)
  const breed = meant.kind === 'noun.animal' ? breedOf(lemma, sense) : null
  return breed ?? (otherKind ? OTHER_KIND : null)
}

/** "basil": the plant reaches the cook's herb, and so does its next sense, the leaves eaten: drawn as those. */
function eatenAs(lemma: string, sense: number, reached: Concept | null): Kin | null {
  if (!reached || senseNouns(lemma, sense + 1)?.kind !== 'noun.food') return null
  const eaten = kinOfSense(lemma, sense + 1)
  return eaten && eaten !== OTHER_KIND && eaten.concept.id === reached.id ? eaten : null
}

/** "lemon tree" read as a lemon: a tree, and the lemon beside it; "bean plant", a herb: a potted plant. */
function plantGrowing(lemma: string, sense: number, reached: Concept | null): Kin | null {
  const form = plantForm(lemma, sense)
  if (!form) return null
  // The fruit: what the plant's name reached ("lemon"), or its first word's drawing ("apple tree").
  const named = GROWING.test(lemma)
    ? conceptIndex().byPhrase.get(normalizePhrase(lemma.split(' ')[0]))
    : undefined
  const fruit = reached ?? named
  const also = fruit && drawnAsKind('noun.food', fruit, false) && fruit.id !== 'herb' ? fruit : undefined
  return { concept: conceptById(form), standIn: true, also }
}

/**
 * A breed or kind named further down than the close kinds ("golden retriever": a retriever, a sporting dog, a
 * gun dog, a hunting dog, a dog; "loon": a diver, a seabird, an aquatic bird, a bird): drawn as the animal it is
 * a kind of, and said, as the drawing is not that breed.
 */
function breedOf(lemma: string, sense: number): Kin | null {
  for (const related of senseNouns(lemma, sense, 5)?.words ?? []) {
    if (TOO_BROAD.has(related)) return null
    const found = conceptIndex().byPhrase.get(normalizePhrase(related))
    if (found && LOOKS_LIKE_ITS_KIN.has(found.id)) return { concept: found, standIn: true }
  }
  return null
}

/**
 * Whether a word met among another's synonyms and kinds means there what its drawing shows: a carriage's
 * synonym "coach" is first a sports coach and its kind "car" first an automobile, so neither is drawn for
 * it (a bus or a car beside a train is another drawing, not the carriage). The synset met must be the sense the
 * drawing is drawn in (drawn-sense.ts), unless the word ends in the drawing's name.
 */
function sameSense(lemma: string, related: string, offset: number, found: Concept): boolean {
  // "humpback whale" names its drawing as its last word: a whale whatever "whale" first means (a very large
  // person), in the first sense of its kind (a "slaked lime" is no lemon, a "publishing house" no house).
  const own = related === normalizePhrase(found.label)
  if (own && lemma.split(' ').pop() === related && firstThingOfItsKind(related, offset)) return true
  return reachedInSense(offset, found)
}

/**
 * Whether a drawing reached through what a word is a kind of only stands in for it ("crow" drawn as a bird):
 * not when the word is a synonym, names the drawing as its last word ("humpback whale") or is a breed of it.
 */
function standsIn(lemma: string, related: string, found: Concept): boolean {
  // A synonym drawn as what the drawing's own name first means: a baton is a "wand", drawn as the magic wand;
  // a pharmacist a "chemist", drawn as the scientist. The page says so. An oak tree is an "oak" drawn as a
  // tree, which the oak tree is a kind of.
  if (closeNouns(lemma, 0).includes(related)) {
    const label = normalizePhrase(found.label)
    return (
      !sameFirstSense(lemma, related) && !sameFirstSense(lemma, label) && !closeNouns(lemma).includes(label)
    )
  }
  const head = lemma.split(' ').pop() ?? lemma
  return normalizePhrase(head) !== normalizePhrase(found.label) && !BREEDS_LOOK_ALIKE.has(found.id)
}

// Words whose WordNet kin is another thing to draw: a family is a "household", so a "house"; a narwhal is a
// whale, but the whale drawn has no tusk, and a narwhal without its tusk is the wrong picture; a harmonica is a
// "mouth harp", not the harp drawn.
const NO_KIN = new Set(['family', 'household', 'narwhal', 'harmonica'])

/** A drawing's name WordNet often uses for another thing (a fire station is no railway "station"). */
export const senseDiffers = (word: string) => SENSE_DIFFERS.has(word)

// Drawings named by a word WordNet uses for another thing (a puma is a "painter", not the artist): a hot-air
// balloon is a kind of balloon, but not of the party balloon drawn; a cricket bat is not the animal; a fire
// station is not a railway one; WordNet's old name for a walrus is "seahorse"; mud is "earth", not the globe;
// an excavator is a "shovel", a dragonfly a "needle"; home plate and a boiled egg are no dish (the crockery); a
// molehill is a hillock, a "hammock", never the hanging bed; a cartwheel turned by a child is no wheel.
const SENSE_DIFFERS = new Set(
  'hammock,painter,balloon,bat,plate,dish,mouse,seal,walrus,seahorse,sea horse,station,earth,world,globe,crane,bow,star,ball,fan,glasses,pen,ruler,bus,tractor,shovel,needle,sewing needle,wood,scale,box,parcel,bank,wheel'.split(
    ',',
  ),
)

// Hypernyms that name a class, not a thing one draws: stop there rather than draw one member of it.
// Classes too wide to stand in for their kinds: a tassel, a stripe or a boule inlay is "adornment", never the
// Christmas bauble drawn; a red dot is a "disk", never a saucer.
const TOO_BROAD = new Set(
  'person,individual,someone,somebody,mortal,soul,adult,man,woman,male,female,child,kid,people,worker,organism,being,animal,creature,beast,living thing,object,physical object,whole,artifact,artefact,thing,entity,instrumentality,structure,device,container,food,foodstuff,nutrient,plant,flora,vertebrate,craniate,mammal,placental,invertebrate,reptile,insect,arthropod,vehicle,conveyance,building,edifice,covering,commodity,consumer goods,matter,substance,material,solid,liquid,fluid,shape,form,figure,symbol,sign,geological formation,natural object,adornment,embellishment,disk,disc,round shape'.split(
    ',',
  ),
)
