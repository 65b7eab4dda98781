import type { Concept, SettingId } from '../vocabulary'
import {
  closeNouns,
  conceptById,
  conceptForPhrase,
  isAdjective,
  isNounPhrase,
  isPartOf,
  kinOfOtherKindOnly,
  kinThroughWordnet,
  lemmatize,
  normalizePhrase,
  nounKind,
  nounKinds,
  SETTINGS,
  senseDiffers,
  senseSteps,
  standInWords,
  verbLemma,
} from '../vocabulary'
import { ACTIVITY_GEAR, GEAR_DRAWINGS, GEAR_UNDRAWN } from './activity-gear'
import { animalAsFood, isWholeRoast } from './animal-as-food'
import { nestOfNoBird } from './animal-homes'
import { onTheBody } from './animal-on-person'
import {
  describesKind,
  MATERIALS,
  modifiesCompound,
  placeForDoing,
  plainlyDescribed,
  pluralCompound,
  twoDrawings,
  verbPhrase,
  writtenApart,
} from './compound-nouns'
import { madeKindOfNext, senseNamedBefore, senseNamedEarlier } from './compound-senses'
import { containerNamedByContent, contentNamedWithContainer } from './container-names'
import { possessiveDoingAt } from './doings-named'
import { groupMembers } from './group-words'
import { hadInTheMouth, inTheMouth } from './held-in-the-mouth'
import { impliedByVerbs, impliedThings } from './implied-gear'
import { jobTool } from './job-tools'
import { listedApart, otherName } from './kin-named-apart'
import { littleWordsAnd, shortNoun } from './little-words'
import { creatureGroup, measureWord } from './measure-words'
import { isTimeWord } from './not-things'
import { occasionAt } from './occasions-named'
import { otherSenseHere } from './other-sense-here'
import { ownBodyPart } from './own-body-parts'
import { personCompoundAt, workplaceBefore } from './person-compounds'
import type { SubjectRelation } from './plan'
import { PROFESSION_TOOLS } from './profession-tools'
import { withoutAudience } from './prompt-text'
import {
  breedBefore,
  dishByIngredient,
  joinedDrawing,
  speciesByHead,
  thingsOfOccasion,
} from './two-word-names'
import { inTheVehicle, windowsLookedOutOf } from './vehicle-windows'
import { verbTools } from './verb-tools'
import { animalNamesThing, gameNotAnimal, notAThingHere } from './words-not-things'
import { roomFor } from './worn-at'

export type Relation = 'head' | 'hand' | 'breath' | 'beside'

export type PromptReading = {
  subjects: Concept[]
  /** Things the prompt attaches to a subject: "wearing a crown", "holding a balloon". */
  attached: { concept: Concept; relation: Relation; subject: number }[]
  /** Subjects doing something with another subject: "a cat riding a skateboard". Indexes into `subjects`. */
  relations: { actor: number; relation: SubjectRelation; object: number }[]
  setting: SettingId | null
  /** Things the prompt names that no drawing shows, as the prompt wrote them ("Eiffel Tower"). */
  missing: string[]
  /**
   * A missing word came before anything drawable: the page's main subject is what cannot be drawn, so the
   * page is refused. Otherwise what is missing is left out and the page says so.
   */
  missingFirst: boolean
  /**
   * Words drawn as a close kin WordNet names ("elk" drawn as a deer), or a compound drawn as its head word
   * ("camper van" as a minibus, "vegetable garden" as the garden, `drawn` naming a place), as typed: the page
   * says so.
   */
  standIns: { asked: string; concept?: Concept; drawn?: string }[]
  /** The place or sky as the prompt named it ("moon", "night", "sea"), when it named one. */
  namedSetting: string | null
  /** Words the reading did not use at all (neither drawn, nor a setting, nor a known small word). */
  unread: string[]
  /**
   * Things and places the prompt names that the reading passed over without drawing or missing them ("a
   * basket of", "painting a picture", "out of the water"): the plan says them as left out.
   */
  unsaid: string[]
  /** Things named that are parts of a drawing ("a jar with a lid", "a flower's petals"): drawn with it. */
  parts?: string[]
}

// Little words, describing words, actions and page words: read past, never a thing left out.
const STOP = littleWordsAnd(
  'very big small little cute happy funny silly beautiful pretty giant tiny young two three four five six many lots lot page picture drawing coloring colouring sheet draw color colour make please who which while has have having playing sitting standing running flying swimming jumping sleeping looking cartoon realistic simple detailed easy intricate style kid kids child children',
)
// Words that describe what follows when something follows: "a baby elephant", "an orange cat".
const MODIFIERS = new Set([
  ...'baby old young orange lime lemon peach cherry rose chocolate cream snow ice toy vintage antique retro picnic'.split(
    ' ',
  ),
  ...MATERIALS,
])
const CONTAINERS = new Set(
  'bowl plate cup glass jar box bag basket bucket pot slice piece family group herd flock pack school bunch pile heap pair couple'.split(
    ' ',
  ),
)
// Measures rather than things: "a slice of pizza", "a herd of elephants", "a pile of leaves" shows the pizza,
// the elephants and the leaves.
const INCIDENTAL_CONTAINERS = new Set(
  'slice piece family group herd flock pack school bunch pile heap pair couple'.split(' '),
)
// Drawings that show the dish they are served in: "a bowl of spaghetti", "a cup of cocoa" draw it.
const SERVED = new Set(
  'spaghetti steaming-bowl pot-of-food green-salad cooked-rice curry-rice popcorn shaved-ice bowl-with-spoon glass-of-milk tumbler-glass hot-beverage jam tissue-box paint-tin raisins peanut-butter crisps medicine'.split(
    ' ',
  ),
)
// Containers drawn with what is in them ("a basket of apples", "a jar of cookies"): the thing sits in the holder.
const HOLDERS = new Set(['basket', 'box', 'bucket', 'jar', 'sack', 'bird-cage', 'bowl'])
// A plate holds what is served on it, and a pot its gold.
for (const holder of ['dishes', 'pot']) HOLDERS.add(holder)
// Buildings a subject is put in that are also the place ("a cow in the barn"): drawn, the subject at its door.
const PLACE_BUILDINGS = new Set(['barn'])
const RELATION_WORDS: Record<string, Relation> = {
  wearing: 'head',
  wears: 'head',
  wear: 'head',
  holding: 'hand',
  holds: 'hand',
  carrying: 'hand',
  breathing: 'breath',
  breathes: 'breath',
  blowing: 'breath',
  with: 'beside',
}
// Two subjects together: the object becomes a subject of its own, and the plan records the relation.
const SUBJECT_RELATIONS: [string, SubjectRelation][] = [
  // What is in front of something is beside it, a thing of its own, not the place it is in.
  ['in front of', 'next-to'],
  ['next to', 'next-to'],
  ['on top of', 'on'],
  // Lying in a tree's shade is lying under it.
  ['in the shade of', 'under'],
  ['in the shadow of', 'next-to'],
  // Peeking or popping out of a boot, a box, a hat: in it, showing above its rim.
  ['peeking out of', 'in'],
  ['peeping out of', 'in'],
  ['popping out of', 'in'],
  ['poking out of', 'in'],
  ['sticking out of', 'in'],
  // "riding on a snail" is riding it, not standing on it.
  ['riding on', 'riding'],
  ['rides on', 'riding'],
  ['riding', 'riding'],
  ['rides', 'riding'],
  ['ride', 'riding'],
  ['on', 'on'],
  ['reading', 'reading'],
  ['reads', 'reading'],
  ['eating', 'eating'],
  ['eats', 'eating'],
  // Ways of eating: the food is eaten all the same.
  ['nibbling', 'eating'],
  ['nibbling on', 'eating'],
  ['munching', 'eating'],
  ['munching on', 'eating'],
  ['chewing', 'eating'],
  ['chewing on', 'eating'],
  ['gnawing on', 'eating'],
  ['licking', 'eating'],
  ['under', 'under'],
  ['underneath', 'under'],
  ['below', 'under'],
  ['in', 'in'],
  ['inside', 'in'],
  ['beside', 'next-to'],
  ['near', 'next-to'],
]
// Words that are particles after a verb ("sledding down a hill", "jumping out of the water"), never the
// drawing of a noun they share a spelling with (down: a feather); a noun only after a determiner ("the down").
const PARTICLES = new Set(['down', 'up', 'out', 'over', 'off', 'around', 'away', 'along'])
// Where on something ("on the bottom of the sea", "at the top of the hill"): a position, never a drawing; what
// follows "of" is the place or thing.
const POSITIONS = new Set(
  'bottom top middle center centre side edge corner front back surface end inside outside'.split(' '),
)
const DETERMINERS = new Set(['a', 'an', 'the', 'some', 'this', 'that', 'its', 'his', 'her', 'their', 'my'])
// Page words ("picture", "drawing") that are a thing when a subject makes them: "painting a picture".
const PAGE_WORDS = new Set(['picture', 'drawing', 'painting', 'page', 'sheet'])
const PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'under',
  'inside',
  'through',
  'over',
  'into',
  'across',
  'near',
  'by',
])
// "a girl with curly hair": which person drawing, and which hair.
const PEOPLE: Record<string, string> = {
  girl: 'woman',
  woman: 'woman',
  lady: 'woman',
  female: 'woman',
  boy: 'man',
  man: 'man',
  guy: 'man',
  male: 'man',
  person: 'person',
  child: 'person',
  kid: 'person',
}
const HAIR: Record<string, string> = {
  curly: 'curly hair',
  red: 'red hair',
  ginger: 'red hair',
  white: 'white hair',
  grey: 'white hair',
  gray: 'white hair',
  blond: 'blond hair',
  blonde: 'blond hair',
  bald: 'bald',
  beard: 'beard',
  bearded: 'beard',
}
// Kinds of noun a drawing is made of: a leftover word of these kinds is something the page would lack.
const DRAWABLE_KINDS = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.food',
  'noun.person',
  'noun.plant',
  'noun.object',
])
// Kinds of noun that are no thing on a page even when a subject does something with them: "in the rain",
// "in the mud", "brushing his teeth", "at noon".
const UNDRAWN_KINDS = new Set([
  'noun.substance',
  'noun.phenomenon',
  'noun.body',
  'noun.time',
  'noun.location',
  'noun.state',
  'noun.feeling',
  'noun.attribute',
  'noun.quantity',
  'noun.relation',
  'noun.motive',
  'noun.process',
  'noun.act',
  'noun.event',
  'noun.cognition',
  'noun.communication',
  'noun.possession',
  'noun.Tops',
])
// First senses that make a word a stuff, a part, a place or an event rather than a thing named on its own.
const STUFF_KINDS = new Set([
  'noun.substance',
  'noun.body',
  'noun.phenomenon',
  'noun.location',
  'noun.time',
  'noun.act',
  'noun.event',
])
// Parts, patterns and page words: a page can lack them and still show what was asked.
const INCIDENTAL = new Set(
  'valentine holiday hair mane fur feather feathers whisker whiskers paw paws claw claws beak trunk tusk tusks antler antlers fin fins ear ears nose leg legs arm arms hand hands foot feet head wing wings tail horn horns spot spots stripe stripes pattern patterns background border frame scene outline outlines detail details line lines face smile eye eyes back pouch lap belly tummy mandala number numbers shape shapes letter letters word words name text poster card banner sign'.split(
    ' ',
  ),
)
// The floor of a room and the ground outside: every page stands on its ground line, so neither is left out.
for (const underfoot of ['floor', 'ground']) INCIDENTAL.add(underfoot)

// Actions the figure cannot show but whose tool says them: the tool is drawn (or said to be left out), and the
// words of the action are never read as things ("brushing his teeth" is no tooth, "giving a shot" no gift).
const ACTION_TOOLS: [RegExp, string | string[], 'keep'?][] = [
  [/\bbrush(?:ing|es)? (?:(?:his|her|its|their|my|the) )?teeth\b/, 'toothbrush'],
  [/\bbrush(?:ing|es)? (?:(?:his|her|its|their|my|the|a|the doll's) )?hair\b/, 'hairbrush'],
  [/\bcomb(?:ing|s)? (?:(?:his|her|its|their|my|the) )?hair\b/, 'comb'],
  [/\bcut(?:ting|s)? (?:(?:his|her|its|their|my|the|a|an) )?(?:\w+ )?hair\b|\bhaircut\b/, 'scissors'],
  [/\bhammer(?:ing|s)?\b/, 'hammer'],
  // The player and the game stay read ("tennis" picks the ball): only the racket is added.
  [/\b(?:tennis player|playing tennis)\b/, 'tennis racket', 'keep'],
  // "a vacuum cleaner" names the thing itself: read whole, its "cleaner" no person left out.
  [/\bvacuum(?:ing|s)?\b(?! cleaners?\b)/, 'vacuum cleaner'],
  [/\bpaint(?:ing|s)? (?:the|a) (?:wall|room)\b/, 'paintbrush'],
  // A thing painted stays read, drawn beside the painter: "painting a fence" dropped the fence in silence.
  [/\bpaint(?:ing|s)? (?:the|a) (?:fence|house|door)\b/, 'paintbrush', 'keep'],
  [/\b(?:scuba|snorkel(?:l?ing)?)\b/, 'diving mask'],
  // Trick-or-treaters carry their sweets and a pumpkin; a costume the figure does not wear is said.
  [/\btrick(?: or |-or-)treat(?:ing|ers?)?\b/, ['candy', 'pumpkin', 'costume']],
  // Words for several things at once: what a child would draw for them.
  [/\b(?:school|art|craft) supplies\b/, ['pencil', 'crayon']],
  [/\bdoing (?:(?:his|her|their|my|the) )?homework\b/, ['pencil', 'notebook']],
  [/\bthanksgiving (?:dinner|feast|meal)\b/, ['table', 'turkey']],
  [
    /\b(?:sitting down to|having|eating) (?!thanksgiving)(?:\w+ )?(?:dinner|supper|lunch|a meal|a feast)\b/,
    ['table', 'pot of food'],
  ],
  [/\brain ?boots?\b|\bwellies\b|\bgaloshes\b/, 'rain boot'],
  [/\bsledding\b/, 'sled'],
  // Setting the table lays plates on it.
  [/\bset(?:ting|s)? the table\b/, 'plate', 'keep'],
  [/\bmow(?:ing|s)?(?: (?:the|a) (?:lawn|grass))?\b/, 'lawn mower'],
  // The verb only: "ice skates" and "roller skates" name their own drawings.
  [/\broller skating\b/, 'roller skate'],
  [/(?<!roller )\b(?:ice )?skating\b/, 'ice skate'],
  // "giving a puppy an injection", "gets her flu jab": the syringe (Colorly's own drawing); the one given it
  // stays read.
  [
    /(?<=\b(?:giv|get|gett|hav|receiv)(?:ing|es|s|e)? (?:\w+ ){0,3}?)(?:a|an|the|his|her|their|its|my|your) (?:flu |first |booster )?(?:shots?|injections?|vaccines?|vaccinations?|jabs?|boosters?)\b/,
    'syringe',
  ],
  ...PROFESSION_TOOLS,
  ...ACTIVITY_GEAR,
]

/** Whether an action of these words (lower case) names its own tool: a job's tool is then not in the hands. */
export function actionNamesTool(lower: string): boolean {
  const { words } = tokens(lower)
  return actionTools(words).job === undefined && actionTools(words).tools.length > 0
}

// Tools an animal doing the action holds up (a lawn mower or a sled is pushed or ridden, not held).
const HELD_TOOLS = new Set(['toothbrush', 'hairbrush', 'comb', 'scissors', 'hammer', 'paintbrush', 'mop'])

/** An animal by any of its first senses ("alligator" is first the leather to WordNet). */
const animalSubject = (c: Concept) =>
  [c.label, c.id].some((name) => nounKinds(lemmatize(name.toLowerCase())).slice(0, 3).includes('noun.animal'))

// Seasons whose setting is only a guess at the place (summer: the beach), given up for a place the prompt names.
const SEASON_WORDS = new Set(['summer', 'spring'])
const WEATHER_NOUNS: Record<string, string> = { snowy: 'snow', rainy: 'rain', sunny: 'sun', icy: 'ice' }
// "walking in the rain": the rain is weather around the page, not a thing the subject is in.
const WEATHER_DRAWINGS = new Set(['umbrella-with-rain-drops', 'snowflake', 'cloud'])

function settingWords(): [string, SettingId][] {
  const out: [string, SettingId][] = []
  for (const setting of Object.values(SETTINGS))
    for (const word of setting.words) out.push([word, setting.id])
  return out.sort((a, b) => b[0].length - a[0].length)
}

/** Words of a prompt, lower case for reading and as typed for quoting back. */
function tokens(text: string): { words: string[]; typed: string[] } {
  const typed = text
    // "a hat, scarf and boots": a comma between two things lists them, read as "and" does, so two list words are
    // never one thing's name ("hat scarf").
    .replace(
      /\b([a-z]+)\s*,\s*(?=(?:a |an |some |the )?[a-z]+\b(?!\s*,?\s*(?:age|aged|years?)\b))/g,
      (w, word) => (/^(and|or|but)$/i.test(word) ? w : `${word} and `),
    )
    .replace(/[’]/g, "'")
    // "piñata", "café": a letter with a mark is its plain letter, never a break in the word.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z' -]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/i, ''))
    .filter(Boolean)
  return { words: typed.map((w) => w.toLowerCase()), typed }
}

/** "a girl with curly hair" -> the "woman curly hair" drawing; "a woman doctor" -> "woman health worker". */
function personVariant(words: string[], i: number): { concept: Concept; span: number } | null {
  const gender = Object.hasOwn(PEOPLE, words[i]) ? PEOPLE[words[i]] : null
  if (!gender) return null
  const hairAt = words[i + 1] === 'with' ? i + 2 : i + 1
  const hair = Object.hasOwn(HAIR, words[hairAt] ?? '') ? HAIR[words[hairAt]] : null
  if (hair) {
    const span = hairAt - i + 1 + (words[hairAt + 1] === 'hair' ? 1 : 0)
    const concept = conceptForPhrase(`${gender} ${hair}`)
    if (concept) return { concept, span }
  }
  for (const n of [3, 2, 1]) {
    const role = i + 1 + n <= words.length ? conceptForPhrase(words.slice(i + 1, i + 1 + n).join(' ')) : null
    if (!role) continue
    const variant = conceptForPhrase(`${gender} ${role.label}`)
    if (variant) return { concept: variant, span: n + 1 }
  }
  return null
}

// What the reading gathers as it goes: the subjects, the things on them, the relations between them.
type Gathered = [Concept[], PromptReading['attached'], PromptReading['relations']]

/** Reads subjects, relations, attached props and a named setting out of a prompt (lettering already removed). */
export function readPrompt(text: string): PromptReading {
  const { words, typed, tools, implied, workplaces } = readableWords(text)
  const [subjects, attached, relations]: Gathered = [[], [], []]
  const [missing, unread, unsaid, ownParts]: string[][] = [[], [], workplaces.said, []]
  let setting: SettingId | null = workplaces.setting
  let namedSetting: string | null = null
  const standIns: PromptReading['standIns'] = []
  let relation: Relation | null = null
  let pending: { relation: SubjectRelation; actor: number } | null = null
  let [missingFirst, afterPreposition, apart] = [false, false, false] // apart: kin-named-apart.ts
  const settingsByWord = settingWords()
  // The first place named is the setting (a season until a place follows); the moon from the ground is night.
  let seasonOnly = false
  const nameSetting = (phrase: string, id: SettingId, at: number) => {
    if (setting && !seasonOnly) return
    seasonOnly = SEASON_WORDS.has(phrase)
    setting =
      id === 'moon' && phrase === 'moon' && !/\bon( the)?$/.test(words.slice(0, at).join(' ')) ? 'night' : id
    namedSetting = placeName(phrase)
  }

  const use = (concept: Concept) => {
    afterPreposition = false
    if (relation && subjects.length) {
      attached.push({ concept, relation, subject: subjects.length - 1 })
      relation = null
      return
    }
    let at = subjects.findIndex((s) => s.id === concept.id && !(apart && otherName(s.label, concept.label)))
    if (at < 0 && roomFor(concept, subjects)) at = subjects.push(concept) - 1
    const actor = relationActor(pending, at)
    if (pending && actor !== undefined && at >= 0 && at !== actor && !WEATHER_DRAWINGS.has(concept.id))
      relations.push({ actor, relation: pending.relation, object: at })
    pending = null
  }
  for (let i = 0; i < words.length; ) {
    const word = words[i]
    apart = listedApart(words, i)
    // A place named in several words ("under the sea") before the small words in it read as relations.
    const place = settingsByWord.find(([phrase]) => phrase.includes(' ') && startsAt(words, i, phrase))
    if (place && !conceptForPhrase(place[0])) {
      nameSetting(place[0], place[1], i)
      i += place[0].split(' ').length
      pending = null
      afterPreposition = false
      continue
    }
    const whole = readWhole(words, typed, i, subjects, { missing, unread })
    i += whole
    if (whole) continue
    if (Object.hasOwn(RELATION_WORDS, word) && subjects.length) {
      relation = RELATION_WORDS[word]
      i++
      continue
    }
    const together = subjects.length ? SUBJECT_RELATIONS.find(([p]) => startsAt(words, i, p)) : undefined
    if (together && !relation) {
      pending = { relation: together[1], actor: actorOf(relations, subjects.length - 1) }
      afterPreposition = PREPOSITIONS.has(together[0].split(' ')[0]) && together[0] !== 'in front of'
      i += together[0].split(' ').length
      continue
    }
    const position = positionAt(words, i)
    if (position) {
      if (position.seabed) nameSetting(position.seabed, 'ocean', i)
      afterPreposition = true
      i += 2
      continue
    }
    const person = personVariant(words, i)
    if (person) {
      use(person.concept)
      i += person.span
      continue
    }
    let found =
      isParticle(words, i) || readByHead(words, typed, i, settingsByWord) ? null : thingAt(words, i, standIns)
    const phraseAt = found ? words.slice(i, i + found.span).join(' ') : ''
    const isSettingPhrase = found && settingsByWord.some(([p]) => p === phraseAt)
    // "a bowl of spaghetti": the page shows what is in it; held ("a bunny with a basket of eggs"), a container
    // that has a drawing is drawn too. A group of animals ("a school of fish") is the animals, no building.
    const content = CONTAINERS.has(word) && words[i + 1] === 'of' ? conceptAt(words, i + 2) : null
    const holder = content && !creatureGroup(words, i)
    if (found?.span === 1 && holder && !relation && (animalAt(words, i + 2) || holds(found, content))) {
      use(asNamed(content.concept, words.slice(i + 2, i + 2 + content.span).join(' ')))
      if (subjects.length) pending = { relation: 'in', actor: subjects.length - 1 }
      use(asNamed(found.concept, phraseAt))
      i += 2 + content.span
      continue
    }
    if ((!found || found.span === 1) && content) {
      const creatures = found && relation === 'hand' ? heldCreatures(words, i, found, content) : null
      if (found && relation) use(asNamed(found.concept, phraseAt))
      if (creatures) attached.push({ concept: creatures, relation: 'beside', subject: subjects.length - 1 })
      i += 2 + (creatures ? content.span : 0)
      continue
    }
    if (found && namedLonger(words, i, found.span)) found = null
    // "a baby elephant", "an orange cat": the first word describes the second ("a baby crawling": no).
    const next = words[i + 1]
    const describing = modifiesNext(words, i)
    if (!found && describing && next && conceptAt(words, i + 1)) {
      i++
      continue
    }
    if (found && found.span === 1 && describing && next && !STOP.has(next) && !/ing$/.test(next)) {
      i++
      continue
    }
    if (found && found.span > 1 && !(isSettingPhrase && afterPreposition)) {
      use(asNamed(found.concept, phraseAt))
      i += found.span
      continue
    }
    // A setting is a place the prompt puts things: after a preposition, or a word that is only a place.
    const named = placeAt(words, i, afterPreposition, subjects.length > 0, settingsByWord)
    if (named) {
      nameSetting(named.phrase, named.id, i)
      const thing = subjects.length ? placeDrawn(named.phrase, afterPreposition) : null
      if (thing) use(thing)
      i += named.phrase.split(' ').length
      pending = null
      afterPreposition = false
      continue
    }
    const inPlace = afterPreposition
    afterPreposition = PREPOSITIONS.has(word) || isParticle(words, i) || (afterPreposition && STOP.has(word))
    if (found) {
      if (ownBodyPart(words, i, subjects)) ownParts.push(phraseAt)
      else use(asNamed(found.concept, phraseAt))
      i += found.span
      continue
    }
    const object = subjects.length > 0 && (pending !== null || relation !== null || afterPreposition)
    const left = readLeftover(words, typed, i, { subjects: subjects.length, object, inPlace }, settingsByWord)
    i += left.skip
    if (left.standIn) standIns.push(left.standIn)
    if (left.concept) for (const concept of [left.concept, ...(left.more ?? [])]) use(concept)
    if (left.beside) attached.push({ concept: left.beside, relation: 'beside', subject: subjects.length - 1 })
    else if (left.setting && left.standIn?.drawn) nameSetting(left.standIn.drawn, left.setting, i)
    if (left.kind === 'missing' && !subjects.length && namedFirst(words, i)) missingFirst = true
    if (left.kind) ({ missing, unsaid, unread })[left.kind].push(left.asTyped)
  }
  // "flying" is the sky only when no place is named; an action's tool is drawn beside its doer, or said left out.
  setting ??= actionSetting(words, settingsByWord)
  // Drawn whoever does it ("dad vacuuming": the figure is read later), no object of a relation ("on Halloween").
  if (!peeksOutOfTool(pending, words)) pending = null
  relation = null
  missing.push(...toolsSaidOrDrawn(tools, { subjects, attached, relations, standIns }, use, implied))
  const parts = [...partsOut(missing, subjects, words), ...ownParts, ...windowsLookedOutOf(text)]
  for (const read of [onTheBack, inTheMouth, onTheBody, hadInTheMouth])
    read(words, subjects, attached, relations)
  if (subjects.length)
    unsaid.unshift(...passedOver(words, typed, [...subjects, ...attached.map((a) => a.concept)]))
  const said = { missing, missingFirst, standIns, namedSetting, unread, unsaid, parts }
  return { subjects, attached, relations, setting, ...said }
}

/**
 * A name WordNet knows whole ("mail carrier", "tree house"), or one a kin stands in for longer than the drawing
 * read at `i` ("a corn dog"): not its first word's drawing plus a miss.
 */
function namedLonger(words: string[], i: number, span: number): boolean {
  return (span === 1 && wordnetCompound(words, i) !== undefined) || standInWords(words, i) > span
}

/** "a pig taking a bubble bath in a tub": a thing named twice is one, and the relation is the one before's. */
function relationActor(pending: { actor: number } | null, at: number): number | undefined {
  return pending && at > 0 && at === pending.actor ? at - 1 : pending?.actor
}

/**
 * The thing missing at `i` is the page's main subject: named first, not with another ("a volleyball net and a
 * cooler") nor after a person named in several words ("a flight attendant serving drinks", read-people.ts).
 */
function namedFirst(words: string[], i: number): boolean {
  return words[i] !== 'and' && !words.slice(0, i).some((_, k) => personCompoundAt(words, k))
}

/**
 * The tools the actions name, drawn or said. A page holds three subjects: a tool with no room is said, never
 * lost in silence. An animal doing the action holds the tool ("an alligator brushing its teeth"); people hold
 * theirs by read-people.ts.
 */
function toolsSaidOrDrawn(
  tools: string[],
  read: Pick<PromptReading, 'subjects' | 'attached' | 'relations' | 'standIns'>,
  use: (concept: Concept) => void,
  implied: Set<string>,
): string[] {
  const said: string[] = []
  for (const tool of tools) {
    // A thing the activity implies (not named) is drawn where there is room, never said (implied-gear.ts).
    if (implied.has(tool)) {
      drawnOrNamed(tool, use, read.standIns)
      continue
    }
    said.push(...drawnOrNamed(tool, use, read.standIns))
    const drawing = GEAR_UNDRAWN.has(tool)
      ? null
      : (conceptForPhrase(GEAR_DRAWINGS[tool] ?? tool) ?? kinThroughWordnet(tool)?.concept)
    if (!drawing) continue
    const at = read.subjects.findIndex((s) => s.id === drawing.id)
    if (at < 0 && !read.attached.some((a) => a.concept.id === drawing.id)) said.push(tool)
    const holder = read.subjects[0]
    if (
      at > 0 &&
      HELD_TOOLS.has(tool) &&
      animalSubject(holder) &&
      !read.relations.some((r) => r.object === at)
    )
      read.relations.push({ actor: 0, relation: 'holding', object: at })
  }
  return said
}

/** "peeking out of a rain boot": the relation's object is the tool named right after it (read apart). */
function peeksOutOfTool(pending: { relation: SubjectRelation } | null, words: string[]): boolean {
  return pending?.relation === 'in' && /\bout of (?:a |an |the |his |her |its )?$/.test(`${words.join(' ')} `)
}

/** "a boy reading a book under a tree": the thing read is no actor of what follows; the reader is under the tree. */
function actorOf(relations: PromptReading['relations'], last: number): number {
  return relations.find((r) => r.object === last && r.relation === 'reading')?.actor ?? last
}

/**
 * "a paper bag" reached as a sack, a synonym WordNet gives it: a name of several words whose head the drawing's
 * name does not share is drawn as another thing, and the page says so.
 */
function namedOtherwise(phrase: string, concept: Concept): boolean {
  const head = phrase.split(' ')
  return (
    head.length > 1 &&
    !normalizePhrase(concept.label)
      .split(' ')
      .includes(lemmatize(head[head.length - 1]))
  )
}

type StandIn = PromptReading['standIns'][number]

/** What a word no drawing reads comes to: a kin drawn, a compound's head, or a word missed, passed over or unread. */
type Leftover = {
  /** Words it takes. */
  skip: number
  concept?: Concept
  /** More drawings for the word: the members of a group word after the first. */
  more?: Concept[]
  /** Drawn beside the drawing, not a subject of its own: a fruit tree's fruit. */
  beside?: Concept
  setting?: SettingId
  standIn?: StandIn
  kind?: 'missing' | 'unsaid' | 'unread'
  asTyped: string
}

/** Reads the word at `i` that names no drawing; `at.subjects`: how many subjects were read before it. */
function readLeftover(
  words: string[],
  typed: string[],
  i: number,
  at: { subjects: number; object: boolean; inPlace: boolean },
  settingsByWord: [string, SettingId][],
): Leftover {
  const byHead = readByHead(words, typed, i, settingsByWord)
  if (byHead) return byHead
  // "a swimmer on the starting block": the other thing the drawing's name says is missed whole (other-sense-here.ts).
  const other = conceptAt(words, i)
  if (other && otherSenseHere(words, i, other.span))
    return { skip: other.span, kind: 'missing', asTyped: typed.slice(i, i + other.span).join(' ') }
  const word = words[i]
  const span = leftoverSpan(words, i)
  const phrase = words.slice(i, i + span).join(' ')
  const asTyped = typed.slice(i, i + span).join(' ')
  const after = i + span
  if (
    STOP.has(phrase) ||
    word in RELATION_WORDS ||
    isParticle(words, i) ||
    (phrase.length < 3 && !shortNoun(phrase))
  )
    return { skip: span, asTyped }
  // "a row of shops", "a blade of grass": the shops and the grass are the things; the measure is none.
  if (measureWord(words, i) && (!CONTAINERS.has(word) || INCIDENTAL_CONTAINERS.has(word)))
    return { skip: 2, asTyped }
  if (span === 1 && notAThingHere(words, i)) return { skip: 1, kind: 'unread', asTyped }
  // "a window washer": one person (read-people.ts draws them), not a window and a washing machine.
  const job = personCompoundAt(words, i)
  if (job) return { skip: job.span, kind: 'unread', asTyped: typed.slice(i, i + job.span).join(' ') }
  const said = saidApart(words, typed, i, span) ?? saidForWhatItIs(words, typed, i)
  if (said) return said
  // "a horse carriage": the sense the word before names, with no drawing, is said; never the railway carriage.
  if (span === 1 && senseNamedBefore(words, i)?.concept === null)
    return { skip: 1, kind: 'missing', asTyped: typed.slice(i - 1, i + 1).join(' ') }
  // "a horse pulling a carriage": the same, read from a thing named further back.
  const earlier = span === 1 ? senseNamedEarlier(words, i) : undefined
  if (earlier?.concept) return { skip: 1, concept: asNamed(earlier.concept, word), asTyped }
  if (earlier) return { skip: 1, kind: 'missing', asTyped }
  // "wind turbines": a compound named in the plural is looked up as the one.
  const lemma = span === 1 ? lemmatize(word) : pluralCompound(words, i, span) ? singularOf(phrase) : phrase
  // "out of the fog", "in the mist": weather a subject is in is the air around it, never a cloud drawn in its
  // place; the page says it goes without it.
  const weather = at.inPlace && span === 1 && nounKind(lemma) === 'noun.phenomenon'
  if (weather && kinThroughWordnet(lemma)) return { skip: 1, kind: 'unsaid', asTyped }
  // "a perch swimming": the fish, with no drawing, never the branch a bird's perch stands in as.
  if (otherSenseHere(words, i, span)) return { skip: span, kind: 'missing', asTyped }
  // "a picnic": the things that make one, named as its own (two-word-names.ts).
  const things = thingsOfOccasion(lemma)
  if (things) return { skip: span, concept: things[0], more: things.slice(1), asTyped }
  const found = kinThroughWordnet(lemma)
  // "a water pump" is no bike pump: a kin drawn as another kind of the compound's head is said, not drawn.
  const kin = found && span > 1 && siblingKind(found.concept.label, words[after - 1], phrase) ? null : found
  // "fruit and vegetables": a group word is drawn as a few of its members.
  const members = kin ? null : groupMembers(lemma)
  if (members) return { skip: span, concept: members[0], more: members.slice(1), asTyped }
  // An action is not drawn as its kind ("dancing": performing arts) nor after a subject as its synonym.
  if (kin && !((kin.standIn || at.subjects) && isAction(word)))
    return {
      skip: span,
      concept: kin.concept,
      beside: kin.also,
      standIn:
        kin.standIn || namedOtherwise(phrase, kin.concept)
          ? { asked: asTyped, concept: kin.concept }
          : undefined,
      asTyped,
    }
  // A noun a subject does something with, or a word WordNet does not know at all, is left out and said, never
  // dropped in silence. Before anything drawable it refuses as before only if it is a thing.
  const kind =
    (!isAction(word) && kinOfOtherKindOnly(lemma)) || (span === 1 && placeNameUnknown(typed, i, at.inPlace))
      ? 'missing'
      : leftoverKind(words, after, span, lemma, { hasSubjects: at.subjects > 0, ...at })
  // A compound the page cannot draw whose head it can ("camper van", "vegetable garden"): the head is drawn
  // and the page says what it stands in for, rather than refusing the page.
  const head = kind === 'missing' && !at.subjects ? compoundHead(words, after, span, settingsByWord) : null
  if (!head) return { skip: span, kind, asTyped }
  const asked = [asTyped, ...typed.slice(after, after + head.after)].join(' ')
  // "an art teacher", "a swim teacher": a person by their job is the person drawn, named as asked, not a stand-in.
  if (head.concept && personByJob(asked, head.concept))
    return { skip: span + head.after, concept: asNamed(head.concept, asked.toLowerCase()), asTyped }
  const standIn = { asked, concept: head.concept, drawn: head.drawn }
  return { skip: span + head.after, concept: head.concept, setting: head.setting, standIn, asTyped }
}

/**
 * "a donkey ride at Skegness": a name WordNet does not know, capitalised after a preposition, is a place the page
 * goes without, said; never read past in silence (a name ending in "s" is no plural).
 */
function placeNameUnknown(typed: string[], i: number, inPlace: boolean): boolean {
  const word = typed[i].toLowerCase()
  return (
    inPlace &&
    i > 0 &&
    /^[A-Z][a-z]{3,}$/.test(typed[i]) &&
    nounKind(word) === null &&
    nounKind(lemmatize(word)) === null &&
    verbLemma(word) === null &&
    !isAdjective(word)
  )
}

/**
 * A compound read by its head, never by its first word's drawing: "a fire lookout tower" is the tower, "a skate
 * park" the park (no ice skate in it); the page says what the head stands in for.
 */
function readByHead(
  words: string[],
  typed: string[],
  i: number,
  settingsByWord: [string, SettingId][],
): Leftover | null {
  const asTyped = typed[i]
  if (modifiesCompound(words, i)) {
    const concept = conceptForPhrase(words[i + 2]) as Concept
    return { skip: 3, concept, standIn: { asked: typed.slice(i, i + 3).join(' '), concept }, asTyped }
  }
  const place = settingsByWord.find(([phrase]) => phrase === words[i + 1])
  if (!place || !placeForDoing(words, i)) return null
  const standIn = { asked: typed.slice(i, i + 2).join(' '), drawn: place[0] }
  return { skip: 2, setting: place[1], standIn, asTyped }
}

/**
 * A word read as what it is where it stands, said rather than drawn as another thing: an occasion someone is at
 * ("at a concert", "at the school play", said whole with the word that says which: occasions-named.ts), and a
 * nest of an animal that is no bird ("a wasp nest": animal-homes.ts).
 */
function saidForWhatItIs(words: string[], typed: string[], i: number): Leftover | null {
  const asked = (from: number, to: number) => typed.slice(from, to + 1).join(' ')
  // "a dance recital": the word that says which, read first, is said with the occasion.
  // Said as a place passed over: where someone is, never the page's subject, so never a refusal.
  for (const n of [2, 1])
    if (occasionAt(words, i + n)?.from === i) return { skip: n + 1, kind: 'unsaid', asTyped: asked(i, i + n) }
  const occasion = occasionAt(words, i)
  if (occasion) return { skip: 1, kind: 'unsaid', asTyped: asked(occasion.from, i) }
  const owner = nestOfNoBird(words, i)
  if (owner >= 0) return { skip: 1, kind: 'missing', asTyped: asked(owner === i - 1 ? i - 1 : i, i) }
  return null
}

/** A compound's singular: its last word lemmatized ("wind turbines": wind turbine). */
function singularOf(phrase: string): string {
  const ws = phrase.split(' ')
  return [...ws.slice(0, -1), lemmatize(ws[ws.length - 1])].join(' ')
}

/** "art teacher" drawn as the teacher: a compound whose last word is the person the drawing names. */
function personByJob(asked: string, concept: Concept): boolean {
  const head = lemmatize(asked.toLowerCase().split(' ').pop() ?? '')
  return nounKind(head) === 'noun.person' && normalizePhrase(concept.label) === head
}

/**
 * Things named and read past without a drawing: a container of something ("a basket of strawberries") whose
 * drawing is not the dish its content is served in, and a page word a subject makes ("painting a picture").
 */
function passedOver(words: string[], typed: string[], drawn: Concept[]): string[] {
  const out: string[] = []
  for (let i = 0; i < words.length; i++) {
    const container =
      CONTAINERS.has(words[i]) && words[i + 1] === 'of' && !INCIDENTAL_CONTAINERS.has(words[i])
    const content = container ? conceptAt(words, i + 2) : null
    // The container's own drawing, or one of the two together ("a pot of flowers": the flower pot).
    const own = content ? [conceptForPhrase(words[i]), contentNamedWithContainer(words, i)] : []
    // A plate, a pot: drawn when a drawing holds it, otherwise said, never left out in silence.
    if (content && !SERVED.has(content.concept.id) && !own.some((o) => o && drawn.some((d) => d.id === o.id)))
      out.push(typed[i])
    const made =
      PAGE_WORDS.has(words[i]) && DETERMINERS.has(words[i - 1] ?? '') && /ing$/.test(words[i - 2] ?? '')
    if (made) out.push(typed[i])
  }
  return out
}

// Everyday things WordNet does not know, and no drawing shows yet.
const UNKNOWN_THINGS = new Set(['dreidel', 'lunchbox', 'sippy cup', 'rangoli', 'rangoli pattern'])
// Meals a page is for ("eggs and bacon for breakfast", "a sandwich at lunch"): a time, nothing to draw.
const MEALS = new Set(
  'breakfast brunch lunch lunchtime dinner dinnertime supper snack snacktime teatime'.split(' '),
)
// Places named in two words that are one place ("a race car on the race track"): drawn or said whole.
const PLACE_COMPOUNDS = new Set(['race track', 'racing track', 'running track', 'race course'])

/**
 * A leftover word read apart from the rest: a meal, a verb after the people doing it ("kids cross the street"),
 * or a two-word place said left out whole.
 */
function saidApart(words: string[], typed: string[], i: number, span: number): Leftover | null {
  const word = words[i]
  // "a lunch box" is a box, not a meal.
  if (MEALS.has(word) && span === 1 && !conceptAt(words, i + 1))
    return { skip: 1, kind: 'unread', asTyped: typed[i] }
  const prev = lemmatize(words[i - 1] ?? '')
  // A plain form (no plural) between people and a determiner is what they do: "kids cross the street".
  const verb = DETERMINERS.has(words[i + 1] ?? '') && lemmatize(word) === word
  if (verb && prev && nounKinds(prev).includes('noun.person'))
    return { skip: 1, kind: 'unread', asTyped: typed[i] }
  const two = words.slice(i, i + 2).join(' ')
  if (PLACE_COMPOUNDS.has(two)) return { skip: 2, kind: 'missing', asTyped: typed.slice(i, i + 2).join(' ') }
  return null
}

/**
 * "a hippo with a bird on its back": what is "with" the subject rides on its back, a subject of its own standing
 * on it, not a thing beside it.
 */
function onTheBack(
  words: string[],
  subjects: Concept[],
  attached: PromptReading['attached'],
  relations: PromptReading['relations'],
): void {
  const hit = /\bwith (?:a |an |the |some )?(\w+) on (?:its|his|her|their) back\b/.exec(words.join(' '))
  const at = hit
    ? attached.findIndex((a) => a.relation === 'beside' && conceptForPhrase(hit[1])?.id === a.concept.id)
    : -1
  if (at < 0 || subjects.length >= 3) return
  const [rider] = attached.splice(at, 1)
  relations.push({ actor: subjects.push(rider.concept) - 1, relation: 'on', object: rider.subject })
}

/** Takes the parts of drawn things out of `missing` and returns them: they are drawn with their whole. */
function partsOut(missing: string[], subjects: Concept[], words: string[]): string[] {
  const parts = missing.filter((m) => partOfDrawing(m, subjects, words))
  missing.splice(0, missing.length, ...missing.filter((m) => !parts.includes(m)))
  return parts
}

// Parts a drawing of the whole does not show from outside: said when named, never claimed as drawn.
const HIDDEN_PARTS = new Set([
  'seat belt',
  'seatbelt',
  'engine',
  'motor',
  'dashboard',
  'steering wheel',
  'seat',
])

/**
 * "a milkshake with a straw": a word the drawing already shows as part of it ("cup with straw"); "a jar with a
 * lid", "a flower with five petals", "a hammer's handle": a part WordNet gives the drawn whole, unless it is
 * inside (a seat belt) or someone is put in it ("a pilot in the cockpit": the plane shows no one inside).
 */
function partOfDrawing(word: string, drawn: Concept[], words: string[]): boolean {
  const lemma = lemmatize(word.toLowerCase())
  if (drawn.some((d) => (d.id.split('-with-')[1] ?? '').split('-').includes(lemma))) return true
  // "peas in a pod": a word of the drawing's own two-word name (pea-pod) is that drawing, put in it or not.
  if (drawn.some((d) => d.id.includes('-') && d.id.split('-').slice(1).includes(lemma))) return true
  // "a wooden handle", "a tall mast": the part is the last word; what describes it is drawn as it is.
  const head = lemmatize(word.toLowerCase().split(' ').pop() ?? '')
  const at = words.indexOf(word.toLowerCase().split(' ')[0])
  const putIn =
    /^(in|inside|into)$/.test(words[at - 1] ?? '') || /^(in|inside|into)$/.test(words[at - 2] ?? '')
  if (HIDDEN_PARTS.has(lemma) || putIn) return false
  return drawn.some((d) => isPartOf(lemma, lemmatize(d.label.toLowerCase())) || isPartOf(head, d.label))
}

// Things done to a food that leave its shape: a boiled egg or a roasted potato is drawn as the egg or the potato.
const SHAPE_KEPT = new Set(['boiled', 'hard-boiled', 'soft-boiled', 'baked', 'roasted', 'grilled', 'toasted'])
// Things the page draws nothing like, but whose nearest honest drawing is a place: a sandbox is sand to dig in.
const PLACE_KIN: Record<string, SettingId> = { sandbox: 'beach', sandpit: 'beach' }

/**
 * The head of a compound the page cannot draw, when it can draw that: the last word of a compound WordNet
 * knows ("vegetable garden": the garden), or a drawing right after a noun that names a kind of it ("camper
 * van": a van). `after`: words past the leftover the head takes.
 */
function compoundHead(
  words: string[],
  after: number,
  span: number,
  settingsByWord: [string, SettingId][],
): { concept?: Concept; setting?: SettingId; drawn: string; after: number } | null {
  const first = words[after - span]
  if (span === 1 && Object.hasOwn(PLACE_KIN, first))
    return { setting: PLACE_KIN[first], drawn: 'beach', after: 0 }
  const last = span > 1 ? words[after - 1] : null
  // Only a compound that is a kind of its head: a vegetable garden is a garden, a prairie dog no dog; a boiled
  // egg is still an egg in its shell, though WordNet files it as a dish (a fried one is not egg-shaped). Nor a
  // head WordNet names another thing by (a fire station is no railway station).
  const kindOfHead = (phrase: string, head: string) =>
    closeNouns(phrase).includes(head) || (span === 2 && SHAPE_KEPT.has(first))
  if (last && (senseDiffers(last) || !kindOfHead(words.slice(after - span, after).join(' '), last)))
    return null
  if (last) {
    const concept = conceptForPhrase(last)
    // "a water pump" is no bike pump: a head drawn as another kind of it, named so, is a sibling, not the kind.
    if (concept && siblingKind(concept.label, last, words.slice(after - span, after).join(' '))) return null
    if (concept) return { concept, drawn: concept.label, after: 0 }
    const place = settingsByWord.find(([phrase]) => phrase === last)
    return place ? { setting: place[1], drawn: last, after: 0 } : null
  }
  // "camper van": a noun (not a describing word) straight before a drawing.
  if (isAdjective(first) || nounKind(lemmatize(first)) === null) return null
  const next = conceptAt(words, after)
  return next ? { concept: next.concept, drawn: next.concept.label, after: next.span } : null
}

/**
 * A drawing named as another kind of the compound's head, by a noun ("bike pump" for "water pump"): a sibling,
 * not the kind. A kind the compound is of ("suspension bridge" for the Golden Gate Bridge), a drawing the
 * compound names whole ("movie theater" in "drive-in movie theater") or one described by an adjective ("potted
 * plant") stands in.
 */
function siblingKind(label: string, head: string, phrase: string): boolean {
  const ws = normalizePhrase(label).split(' ')
  const kinds = ws.slice(0, -1)
  if (!kinds.length || ws[ws.length - 1] !== head || phrase.includes(normalizePhrase(label))) return false
  // Only where WordNet says what the compound is a kind of, two steps up, and that is not the drawing (the
  // Golden Gate Bridge, a name it lists as no kind, is the suspension bridge the catalogue stands in for it).
  const above = senseSteps(phrase, 0, 2)?.flatMap((step) => step.words)
  if (!above || above.includes(normalizePhrase(label))) return false
  return kinds.every((w) => !isAdjective(w) && !/ed$/.test(w) && nounKind(w) !== null)
}

/** What a leftover word is: a thing the page lacks, a place it passes over (said too), or nothing to draw. */
function leftoverKind(
  words: string[],
  after: number,
  span: number,
  lemma: string,
  at: { hasSubjects: boolean; object: boolean; inPlace: boolean },
): 'missing' | 'unsaid' | 'unread' {
  const word = words[after - span]
  if (span === 1 && isTimeWord(lemma)) return 'unread'
  if (span === 2 && animalNamesThing(words, after - 2)) return 'missing'
  // "a solar eclipse over the hills", "a meteor shower": an event or a sight in the sky named as the page's first
  // thing is what the page must show (never the setting's flower drawn for it).
  const sight = /^noun\.(event|phenomenon)$/.test(nounKind(lemma) ?? '')
  if (span > 1 && after === span + 1 && DETERMINERS.has(words[0]) && sight) return 'missing'
  if (leftOutThing(words, after, span, lemma, at.hasSubjects, at.object)) return 'missing'
  // A compound is the thing its last word names: "a swimming pool" is no action.
  const head = words[after - 1]
  // "a cozy room", "round wheels": a word that can describe the next one does.
  const describes = span === 1 && after < words.length && !STOP.has(words[after]) && isAdjective(word)
  if (!describes && isMissing(lemma, head)) return 'missing'
  const place = at.hasSubjects && at.inPlace && span === 1 && afterParticle(words, after - span)
  if (place && isNamedPlace(lemma, word)) return 'unsaid'
  // "a desert oasis with palm trees": a place named as the page's thing, not where it is, is said if not drawn.
  // Not the head of a thing's name ("a fence post" is the fence's): after a small word, or a place's name.
  const before = words[after - 2] ?? ''
  const placeThing =
    !at.inPlace &&
    span === 1 &&
    !POSITIONS.has(lemma) &&
    nounKind(lemma) === 'noun.location' &&
    (STOP.has(before) || nounKind(lemmatize(before)) === 'noun.location')
  const ends = after >= words.length || STOP.has(words[after])
  return placeThing && ends && nounKinds(lemma).some((k) => DRAWABLE_KINDS.has(k)) ? 'unsaid' : 'unread'
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

/** "on the bottom of the sea": a position before "of"; `seabed` the water whose floor it is. */
function positionAt(words: string[], i: number): { seabed: string | null } | null {
  if (!POSITIONS.has(words[i]) || words[i + 1] !== 'of' || !DETERMINERS.has(words[i - 1] ?? '')) return null
  const water = words.slice(i + 2, i + 4).find((w) => !DETERMINERS.has(w)) ?? ''
  return { seabed: words[i] === 'bottom' && /^(sea|ocean|lake|pond)$/.test(water) ? water : null }
}

/** "down", "out" after a verb ("sledding down a hill") is a particle, never a drawing (down: a feather). */
function isParticle(words: string[], i: number): boolean {
  // "sniffing round the bins": "round" is "around" before what it goes round, not the shape of "a round table".
  if (words[i] === 'round') return DETERMINERS.has(words[i + 1] ?? '')
  return PARTICLES.has(words[i]) && !DETERMINERS.has(words[i - 1] ?? '')
}

/** "out of the water": stuff a subject comes out of is seen; stuff it is in ("in the mud") is scenery. */
function afterParticle(words: string[], at: number): boolean {
  return words.slice(Math.max(0, at - 3), at).some((w) => PARTICLES.has(w))
}

/** A stuff or place a subject comes out of, off or down ("out of the water"): seen, so named. */
function isNamedPlace(lemma: string, word: string): boolean {
  if (INCIDENTAL.has(lemma) || /(ing|ed|ly)$/.test(word)) return false
  const kind = nounKind(lemma)
  return kind === 'noun.substance' || kind === 'noun.location' || kind === 'noun.object'
}

/**
 * The prompt's words to read, lower case and as typed, less the words of actions with a tool, and the tools;
 * `owners`: the words written with a possessive "'s" ("the baby's diaper"), whose "'s" the words lose.
 */
export function readableWords(text: string): {
  words: string[]
  typed: string[]
  tools: string[]
  /** The tools no word names, implied by an activity (implied-gear.ts): drawn where there is room, never said. */
  implied: Set<string>
  workplaces: Workplaces
  owners: Set<string>
} {
  const all = tokens(inTheVehicle(withoutAudience(text)))
  const { toolWords, tools, job } = actionTools(all.words)
  const keep = (_: string, k: number) => !toolWords.has(k)
  const owners = new Set(
    [...text.replace(/’/g, "'").matchAll(/\b([a-z]+)'s\b/gi)].map((m) => m[1].toLowerCase()),
  )
  const implied = impliedThings(all.words.join(' '))
  if (job) implied.add(job)
  return withoutWorkplaces({
    words: all.words.filter(keep),
    typed: all.typed.filter(keep),
    tools,
    implied,
    owners,
  })
}

type Workplaces = { setting: SettingId | null; said: string[] }

/**
 * "a grocery clerk", "a school nurse": the person, at their workplace (person-compounds.ts). The workplace's
 * words are taken out of what is read for drawings: the page's setting when one has its name (the school's
 * classroom), else said as drawn without (passed over: never the page's main subject, never refused).
 */
function withoutWorkplaces<T extends { words: string[]; typed: string[] }>(
  read: T,
): T & { workplaces: Workplaces } {
  const workplaces: Workplaces = { setting: null, said: [] }
  const gone = new Set<number>()
  for (let i = 0; i < read.words.length; i++) {
    const place = workplaceBefore(read.words, i)
    if (!place) continue
    const setting = settingWords().find(([phrase]) => phrase === place.phrase)?.[1]
    if (setting) workplaces.setting ??= setting
    else workplaces.said.push(read.typed.slice(i, i + place.span).join(' '))
    for (let k = i; k < i + place.span; k++) gone.add(k)
    i += place.span - 1
  }
  const keep = (_: string, k: number) => !gone.has(k)
  return { ...read, words: read.words.filter(keep), typed: read.typed.filter(keep), workplaces }
}

/** Draws a tool by its name, or gives the name back to be said as left out. */
function drawnOrNamed(
  tool: string,
  draw: (concept: Concept) => void,
  standIns: PromptReading['standIns'],
): string[] {
  const concept = conceptForPhrase(GEAR_DRAWINGS[tool] ?? tool)
  // A close kin the catalogue marks ("rain boot" drawn as a hiking boot) is drawn and said.
  const kin = concept || GEAR_UNDRAWN.has(tool) ? null : kinThroughWordnet(tool)
  if (kin?.standIn) standIns.push({ asked: tool, concept: kin.concept })
  if (concept) draw(asNamed(concept, tool))
  else if (kin?.concept) draw(kin.concept)
  else return [tool]
  return []
}

/** A place as the page names it: weather by its noun (a "snowy" village is in the snow). */
function placeName(phrase: string): string {
  const place = phrase.replace(/^(?:(?:in|on|under|at) )?(?:the )?/, '')
  return WEATHER_NOUNS[place] ?? place
}

/** The tools the prompt's actions name ("brushing his teeth": a toothbrush), and the indexes of those words. */
function actionTools(words: string[]): { toolWords: Set<number>; tools: string[]; job?: string } {
  const toolWords = new Set<number>()
  const tools: string[] = []
  const joined = words.join(' ')
  for (const [pattern, tool, keep] of ACTION_TOOLS) {
    const hit = pattern.exec(joined)
    if (!hit) continue
    tools.push(...(typeof tool === 'string' ? [tool] : tool))
    if (keep) continue
    const first = joined.slice(0, hit.index).split(' ').length - 1
    for (let k = 0; k < hit[0].split(' ').length; k++) toolWords.add(first + k)
  }
  // What a verb implies (verb-tools.ts), unless a pattern above gave the verb its thing already; a verb taught
  // ("to knit") is no thing of its own.
  for (const thing of impliedByVerbs(joined, [...tools, ...words]))
    if (!tools.includes(thing)) tools.push(thing)
  for (const [k, w] of words.entries())
    if (words[k - 1] === 'to' && verbTools(`to ${w}`).length) toolWords.add(k)
  // A worker at work with no tool from the doing: the job's own (job-tools.ts), an extra never said.
  const job = tools.length ? null : jobTool(joined)
  if (job) tools.push(job.thing)
  return { toolWords, tools, job: job?.thing }
}

/** The place an action hints at ("flying": the sky), when the prompt names none. */
function actionSetting(words: string[], settingsByWord: [string, SettingId][]): SettingId | null {
  const hinted = settingsByWord.find(([phrase]) => isAction(phrase) && words.includes(phrase))
  return hinted?.[1] ?? null
}

/** The place named at word `i`, when it is one there: after a preposition, beside a subject, or only a place. */
function placeAt(
  words: string[],
  i: number,
  afterPreposition: boolean,
  hasSubjects: boolean,
  settingsByWord: [string, SettingId][],
): { phrase: string; id: SettingId } | null {
  for (const [phrase, id] of settingsByWord) {
    const n = phrase.split(' ').length
    if (words.slice(i, i + n).join(' ') !== phrase) continue
    // A place is a place noun: an action ("flying") only hints at one (`actionSetting`).
    if (n === 1 && isAction(phrase)) return null
    // "a space station" names one thing, not a station in space.
    if (!afterPreposition && n === 1 && (wordnetCompound(words, i) ?? 0) > 1) return null
    return afterPreposition || !conceptForPhrase(phrase) || hasSubjects ? { phrase, id } : null
  }
  return null
}

/**
 * "a basket of kittens", "a box of puppies": animals are not what fills a container, they sit in it, so both
 * are drawn, the animal in the container.
 */
function animalAt(words: string[], i: number): boolean {
  return nounKind(lemmatize(words[i])) === 'noun.animal'
}

/**
 * A place named as a thing beside the subject ("a unicorn and a castle", "a horse and a barn") is drawn too
 * (the scenery alone may find no room beside a large subject), and a building put in ("a cow in the barn").
 */
function placeDrawn(phrase: string, afterPreposition: boolean): Concept | null {
  const own = conceptForPhrase(phrase)
  return own && (!afterPreposition || PLACE_BUILDINGS.has(own.id)) ? own : null
}

/**
 * "holding a jar of fireflies": the creatures in a held holder, drawn beside it rather than as a subject the
 * figure would have to hold instead of the jar.
 */
function heldCreatures(
  words: string[],
  i: number,
  holder: { concept: Concept },
  content: { concept: Concept; span: number },
): Concept | null {
  if (!animalAt(words, i + 2) || !holds(holder, content)) return null
  return asNamed(content.concept, words.slice(i + 2, i + 2 + content.span).join(' '))
}

/** "a basket of apples": a holder with a drawing, holding something not served in its own dish. */
function holds(holder: { concept: Concept }, content: { concept: Concept }): boolean {
  return HOLDERS.has(holder.concept.id) && !SERVED.has(content.concept.id)
}

/**
 * A drawing named as the prompt names it when that word is a kind of it ("caterpillar" drawn as the bug,
 * "lamb" as the sheep): the plan's subjects then say what the person asked for, in their words.
 */
function asNamed(concept: Concept, phrase: string): Concept {
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
 * The drawing named at word `i`; a plain "ball" is the ball of the sport the prompt names ("a tennis player"); an
 * animal cooked is its meat, pushed on `standIns` when given.
 */
function thingAt(
  words: string[],
  i: number,
  standIns?: PromptReading['standIns'],
): { concept: Concept; span: number } | null {
  const found = conceptAt(words, i)
  // "carving the turkey": the meat, said as what it stands in for (animal-as-food.ts).
  const meat = found?.span === 1 && standIns ? animalAsFood(words, i) : null
  if (meat && !isWholeRoast(meat)) standIns?.push({ asked: words[i], concept: meat })
  if (meat) return { concept: meat, span: 1 }
  if (found?.span === 1 && (animalNamesThing(words, i) || gameNotAnimal(words, i))) return null
  if (found && otherSenseHere(words, i, found.span)) return null
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

/** The words from `i` on begin with `phrase`. */
function startsAt(words: string[], i: number, phrase: string): boolean {
  return words.slice(i, i + phrase.split(' ').length).join(' ') === phrase
}

/** The longest drawing named at word `i`, in up to four words. */
function conceptAt(words: string[], i: number): { concept: Concept; span: number } | null {
  for (const n of [4, 3, 2, 1]) {
    if (i + n > words.length) continue
    const concept =
      conceptForPhrase(words.slice(i, i + n).join(' ')) ??
      (n === 2 ? (joinedDrawing(words, i) ?? containerNamedByContent(words, i)) : null) ??
      (n === 3 ? contentNamedWithContainer(words, i) : null)
    if (concept) return { concept, span: n }
  }
  return null
}

/** A word that can describe the word after it ("a fun cat") is not a thing left out. */
function describesNext(words: string[], after: number): boolean {
  return after < words.length && !STOP.has(words[after]) && isAdjective(words[after - 1])
}

/** How many words a word no drawing reads takes: a name WordNet knows as one noun ("Eiffel Tower", "hot air
 * balloon") is drawn whole or missed whole. */
function leftoverSpan(words: string[], i: number): number {
  const kin = standInWords(words, i)
  if (kin) return kin
  let compound = wordnetCompound(words, i)
  // "a busy bee", "a night owl": WordNet knows these as kinds of people; the person asked for the animal.
  if (compound && nounKind(words.slice(i, i + compound).join(' ')) === 'noun.person') {
    const head = conceptForPhrase(words[i + compound - 1])
    if (head) compound = undefined
  }
  return compound ?? (animalNamesThing(words, i) ? 2 : 1)
}

/** A leftover word (its `span` words end before `after`) the page would have to show and leaves out: said as
 * missing, never dropped in silence. `object`: the word is what a subject is doing something with. */
function leftOutThing(
  words: string[],
  after: number,
  span: number,
  lemma: string,
  hasSubjects: boolean,
  object: boolean,
): boolean {
  const word = words[after - span]
  // Not a verb's form WordNet knows ("flew", "swam"): what is done, never a thing.
  const unknown =
    span === 1 &&
    word.length > 3 &&
    nounKind(lemma) === null &&
    !isAdjective(word) &&
    verbLemma(word) === null &&
    !/(ing|ed|ly|s)$/.test(word)
  // Things WordNet does not know that a page would have to show ("a dreidel"): said, never read past.
  if (UNKNOWN_THINGS.has(lemma)) return true
  // An unknown word the prompt does something with ("a zookeeper with a giraffe"), or that does something itself
  // ("Zorbo sliding on the ice": a name Colorly does not know), is its main subject: refused or said, never the
  // page of what it does drawn without it.
  const next = words[after] ?? ''
  const actsOn =
    next in RELATION_WORDS ||
    SUBJECT_RELATIONS.some(([phrase]) => phrase.split(' ')[0] === next) ||
    (!hasSubjects && isAction(next))
  if (!INCIDENTAL.has(lemma) && !isAction(word) && !/(ed|ly)$/.test(word)) {
    const kind = nounKind(lemma)
    // "telling a story": a word first and again told names what is said, though a later sense is a thing.
    const told = nounKinds(lemma)
      .slice(0, 2)
      .every((k) => k === 'noun.communication')
    const thing =
      !told &&
      (nounKinds(lemma).some((k) => DRAWABLE_KINDS.has(k)) || (kind !== null && !UNDRAWN_KINDS.has(kind)))
    // After the subject, a thing by any of its senses ("a cat and a fishbowl": a fishbowl is first a state).
    // Named as a thing of its own: after a small word ("and a fishbowl"), not right after the drawing it
    // describes ("a watermelon slice"), and not an action or a stuff ("hanging", "water").
    const named =
      !told &&
      hasSubjects &&
      STOP.has(words[after - span - 1] ?? '') &&
      !/ing$/.test(word) &&
      !STUFF_KINDS.has(kind ?? '') &&
      nounKinds(lemma).some((k) => DRAWABLE_KINDS.has(k))
    // One of a list of things ("scissors, glue and crayons"): a thing whatever its first sense (glue: a stuff).
    const listed =
      hasSubjects &&
      span === 1 &&
      !/ing$/.test(word) &&
      !isAdjective(word) &&
      nounKind(lemma) !== null &&
      next === 'and' &&
      conceptAt(words, after + 1 + (DETERMINERS.has(words[after + 1] ?? '') ? 1 : 0)) !== null
    // "a mole peeking out": a creature by a later sense, doing something, is the page's subject.
    const doer = !hasSubjects && span === 1 && /ing$/.test(next) && nounKinds(lemma).includes('noun.animal')
    if (
      doer ||
      (object && thing && !describesNext(words, after)) ||
      (named && !describesNext(words, after)) ||
      (unknown && (hasSubjects || actsOn)) ||
      listed
    )
      return true
  }
  return false
}

/** "dancing", "running": an action, not a thing ("a swing", "a string" are things). */
function isAction(word: string): boolean {
  return /ing$/.test(word) && word.length > 5 && !DRAWABLE_KINDS.has(nounKind(word) ?? '')
}

/**
 * "a toy car": a describing word with no drawing of its own describes the drawing after it; "a toy box", a name
 * WordNet knows whole, is read whole. A material describes only a thing after it ("a glass jar"; "knocking a
 * glass off the table" is a glass).
 */
function modifiesNext(words: string[], i: number): boolean {
  const word = words[i]
  return (
    (MODIFIERS.has(word) || describesKind(words, i)) &&
    !wordnetCompound(words, i) &&
    !(MATERIALS.has(word) && nounKind(lemmatize(words[i + 1] ?? '')) === null)
  )
}

function wordnetCompound(words: string[], i: number): number | undefined {
  // "the city" is a name in WordNet (London's); after "in" it is the place a prompt puts things.
  if (DETERMINERS.has(words[i])) return undefined
  return [4, 3, 2].find(
    (n) =>
      i + n <= words.length &&
      !conceptForPhrase(words.slice(i, i + n).join(' ')) &&
      (isNounPhrase(words.slice(i, i + n).join(' ')) ||
        writtenApart(words, i, n) ||
        pluralCompound(words, i, n)) &&
      !twoDrawings(words, i, n) &&
      !plainlyDescribed(words, i, n) &&
      !verbPhrase(words.slice(i, i + n)),
  )
}

/**
 * Two or three words read whole before any of them is drawn: a game named with a possessive ("playing cat's
 * cradle": no cat, no cradle), a made thing with no drawing named by what it is for ("popping bubble wrap",
 * "a lobster trap": no bubbles, no lobster) and a place by its crop ("the rice fields"), said left out.
 */
function readWhole(
  words: string[],
  typed: string[],
  i: number,
  subjects: Concept[],
  said: { missing: string[]; unread: string[] },
): number {
  const idiom = possessiveDoingAt(words, i)
  const hasSubjects = subjects.length > 0
  const doneTo = DETERMINERS.has(words[i - 1] ?? '') && /ing$/.test(words[i - 2] ?? '')
  const found = thingAt(words, i)
  // A made thing before another may own it ("the car windshield"): it stays drawn unless drawn already.
  const owns = (c: Concept) =>
    nounKind(lemmatize(words[i])) === 'noun.artifact' && !subjects.some((s) => s.id === c.id)
  const byUse =
    !idiom && (hasSubjects || doneTo) && found?.span === 1 && !owns(found.concept) && namedByUse(words, i)
  const crop = hasSubjects && found?.span === 1 && cropField(words, i, found.concept)
  const span = idiom || (byUse || crop ? 2 : 0)
  if (span) (idiom ? said.unread : said.missing).push(typed.slice(i, i + span).join(' '))
  return span
}

/**
 * "the rice fields", "tea terraces": a food named before a place is the crop the place grows, never the dish
 * the art draws for it (cooked rice, a teacup); a drawing of the crop itself ("pumpkin patch") stays drawn.
 */
function cropField(words: string[], i: number, concept: Concept): boolean {
  const next = lemmatize(words[i + 1] ?? '')
  return (
    nounKind(next) === 'noun.location' &&
    nounKind(words[i]) === 'noun.food' &&
    normalizePhrase(concept.label) !== words[i] &&
    !conceptAt(words, i + 1)
  )
}

/**
 * The word at `i` names what the made thing after it is for or made of ("bubble wrap", "lobster trap", "car
 * wash"): the next word is first a made thing in WordNet, has no drawing, and ends the name.
 */
function namedByUse(words: string[], i: number): boolean {
  const next = words[i + 1] ?? ''
  if (!next || STOP.has(next) || /(ing|ed)$/.test(next) || Object.hasOwn(RELATION_WORDS, next)) return false
  if (conceptAt(words, i + 1) || kinThroughWordnet(lemmatize(next))) return false
  if (isAdjective(words[i]) || PLACE_WORDS.has(lemmatize(next))) return false
  // "kids paint", "his dad wash the car": a person before a word is who does it.
  if (nounKind(lemmatize(words[i])) === 'noun.person') return false
  const after = words[i + 2] ?? ''
  if (after && !STOP.has(after) && nounKind(lemmatize(after)) !== null && !/ing$/.test(after)) return false
  return nounKinds(lemmatize(next))[0] === 'noun.artifact'
}
// Made things that are where a thing is, not a thing of its own ("a cat on the bed side"): read elsewhere.
const PLACE_WORDS = new Set(['side', 'top', 'bottom', 'front', 'back', 'edge', 'corner', 'end'])

/** A leftover word names a thing a page would have to show: a person, animal, plant, food or made thing. */
function isMissing(lemma: string, word: string): boolean {
  if (INCIDENTAL.has(lemma) || /(ing|ed|ly)$/.test(word)) return false
  // A made thing known by its own name in several words ("Golden Gate Bridge"): WordNet files it apart.
  const kind = nounKind(lemma) ?? (lemma.includes(' ') ? (nounKinds(lemma)[0] ?? null) : null)
  return kind !== null && DRAWABLE_KINDS.has(kind)
}
