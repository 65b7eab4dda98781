import type { Concept, SettingId } from '../vocabulary'
import {
  conceptForPhrase,
  isAdjective,
  isNounPhrase,
  kinThroughWordnet,
  lemmatize,
  nounKind,
  nounKinds,
  SETTINGS,
} from '../vocabulary'
import type { SubjectRelation } from './plan'

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
  /** Words drawn as a close kin WordNet names ("elk" drawn as a deer), as typed: the page says so. */
  standIns: { asked: string; concept: Concept }[]
  /** The place or sky as the prompt named it ("moon", "night", "sea"), when it named one. */
  namedSetting: string | null
  /** Words the reading did not use at all (neither drawn, nor a setting, nor a known small word). */
  unread: string[]
  /**
   * Things and places the prompt names that the reading passed over without drawing or missing them ("a
   * basket of", "painting a picture", "out of the water"): the plan says them as left out.
   */
  unsaid: string[]
}

const STOP = new Set(
  'a an the and or of to in on at under over near by with without for from into onto is are be being its his her their my your our this that these those very big small little cute happy funny silly beautiful pretty giant tiny young two three four five six some many lots lot page picture drawing coloring colouring sheet draw color colour make please who which while has have having playing sitting standing running flying swimming jumping sleeping looking cartoon realistic simple detailed easy intricate style kid kids child children'.split(
    ' ',
  ),
)
// Words that describe what follows when something follows: "a baby elephant", "an orange cat".
const MODIFIERS = new Set(
  'baby old young orange lime lemon peach cherry rose gold golden silver chocolate cream snow ice toy'.split(
    ' ',
  ),
)
const CONTAINERS = new Set(
  'bowl plate cup glass jar box bag basket bucket pot slice piece family group herd flock pack school bunch pair couple'.split(
    ' ',
  ),
)
// Measures rather than things: "a slice of pizza", "a herd of elephants" shows the pizza and the elephants.
const INCIDENTAL_CONTAINERS = new Set(
  'slice piece family group herd flock pack school bunch pair couple'.split(' '),
)
// Drawings that show the dish they are served in: "a bowl of spaghetti", "a cup of cocoa" draw it.
const SERVED = new Set(
  'spaghetti steaming-bowl pot-of-food green-salad popcorn shaved-ice bowl-with-spoon glass-of-milk tumbler-glass hot-beverage'.split(
    ' ',
  ),
)
// Containers drawn with what is in them ("a basket of apples", "a jar of cookies"): the thing sits in the holder.
const HOLDERS = new Set(['basket', 'box', 'bucket', 'jar', 'sack', 'bird-cage'])
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
  ['next to', 'next-to'],
  ['on top of', 'on'],
  ['riding', 'riding'],
  ['rides', 'riding'],
  ['ride', 'riding'],
  ['on', 'on'],
  ['reading', 'reading'],
  ['reads', 'reading'],
  ['eating', 'eating'],
  ['eats', 'eating'],
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
const PARTICLES = new Set(['down', 'up', 'out', 'over', 'off'])
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
  'valentine holiday hair mane fur feather feathers whisker whiskers paw paws claw claws beak trunk tusk tusks antler antlers fin fins ear ears nose leg legs arm arms hand hands foot feet head wing wings tail horn horns spot spots stripe stripes pattern patterns background border frame scene outline outlines detail details line lines face smile eye eyes mandala number numbers shape shapes letter letters word words name text poster card banner sign'.split(
    ' ',
  ),
)

// Actions the figure cannot show but whose tool says them: the tool is drawn (or said to be left out), and the
// words of the action are never read as things ("brushing his teeth" is no tooth, "giving a shot" no gift).
const ACTION_TOOLS: [RegExp, string][] = [
  [/\bbrush(?:ing|es)? (?:(?:his|her|its|their|my|the) )?teeth\b/, 'toothbrush'],
  [/\bsledding\b/, 'sled'],
  [/\bmow(?:ing|s)?(?: (?:the|a) (?:lawn|grass))?\b/, 'lawn mower'],
  // The verb only: "ice skates" and "roller skates" name their own drawings.
  [/\broller skating\b/, 'roller skate'],
  [/(?<!roller )\b(?:ice )?skating\b/, 'ice skate'],
  [/\bgiv(?:ing|es) (?:\w+ )?(?:a|an) (?:shot|injection|vaccine|jab)\b/, 'syringe'],
  [/\bhammering\b/, 'hammer'],
  [/\bvacuuming\b/, 'vacuum cleaner'],
  [/\bbrush(?:ing|es)? (?:(?:his|her|its|their|my|the) )?hair\b/, 'hairbrush'],
]

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
    .replace(/[’]/g, "'")
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

/** Reads subjects, relations, attached props and a named setting out of a prompt (lettering already removed). */
export function readPrompt(text: string): PromptReading {
  const { words, typed, tools } = readableWords(text)
  const subjects: Concept[] = []
  const attached: PromptReading['attached'] = []
  const relations: PromptReading['relations'] = []
  const missing: string[] = []
  const unread: string[] = []
  const unsaid: string[] = []
  let setting: SettingId | null = null
  let namedSetting: string | null = null
  const standIns: PromptReading['standIns'] = []
  let missingFirst = false
  let relation: Relation | null = null
  let pending: { relation: SubjectRelation; actor: number } | null = null
  let afterPreposition = false
  const settingsByWord = settingWords()
  // The first place named is the page's setting; the moon seen from the ground ("howling at the moon", "the
  // moon and stars") is a night sky with the moon in it, the lunar ground only "on the moon".
  const nameSetting = (phrase: string, id: SettingId, at: number) => {
    if (setting) return
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
    let at = subjects.findIndex((s) => s.id === concept.id)
    if (at < 0 && subjects.length < 3) at = subjects.push(concept) - 1
    if (pending && at >= 0 && at !== pending.actor && !WEATHER_DRAWINGS.has(concept.id))
      relations.push({ actor: pending.actor, relation: pending.relation, object: at })
    pending = null
  }

  for (let i = 0; i < words.length; ) {
    const word = words[i]
    // A place named in several words ("under the sea") before the small words in it read as relations.
    const place = settingsByWord.find(([phrase]) => phrase.includes(' ') && startsAt(words, i, phrase))
    if (place && !conceptForPhrase(place[0])) {
      nameSetting(place[0], place[1], i)
      i += place[0].split(' ').length
      pending = null
      afterPreposition = false
      continue
    }
    if (Object.hasOwn(RELATION_WORDS, word) && subjects.length) {
      relation = RELATION_WORDS[word]
      i++
      continue
    }
    const together = subjects.length
      ? SUBJECT_RELATIONS.find(([phrase]) => startsAt(words, i, phrase))
      : undefined
    if (together && !relation) {
      pending = { relation: together[1], actor: subjects.length - 1 }
      afterPreposition = PREPOSITIONS.has(together[0].split(' ')[0])
      i += together[0].split(' ').length
      continue
    }
    const person = personVariant(words, i)
    if (person) {
      use(person.concept)
      i += person.span
      continue
    }
    let found = isParticle(words, i) ? null : conceptAt(words, i)
    const phraseAt = found ? words.slice(i, i + found.span).join(' ') : ''
    const isSettingPhrase = found && settingsByWord.some(([p]) => p === phraseAt)
    // "a bowl of spaghetti", "a plate of cookies": the page shows what is in it. Held or carried by a subject
    // ("a bunny with a basket of eggs"), a container that has a drawing is drawn too.
    const content = CONTAINERS.has(word) && words[i + 1] === 'of' ? conceptAt(words, i + 2) : null
    if (found?.span === 1 && content && !relation && (animalAt(words, i + 2) || holds(found, content))) {
      use(content.concept)
      if (subjects.length) pending = { relation: 'in', actor: subjects.length - 1 }
      use(found.concept)
      i += 2 + content.span
      continue
    }
    if ((!found || found.span === 1) && content) {
      if (found && relation) use(found.concept)
      i += 2
      continue
    }
    // A name WordNet knows whole ("mail carrier", "tree house") is not its first word's drawing plus a miss.
    if (found?.span === 1 && wordnetCompound(words, i)) {
      found = null
    }
    // "a baby elephant", "an orange cat": the first word describes the second.
    // ("a baby crawling": a verb after it leaves it the subject.)
    const next = words[i + 1]
    // "a toy car": a describing word with no drawing of its own describes the drawing after it.
    if (!found && MODIFIERS.has(word) && next && conceptAt(words, i + 1)) {
      i++
      continue
    }
    if (found && found.span === 1 && MODIFIERS.has(word) && next && !STOP.has(next) && !/ing$/.test(next)) {
      i++
      continue
    }
    if (found && found.span > 1 && !(isSettingPhrase && afterPreposition)) {
      use(found.concept)
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
      use(found.concept)
      i += found.span
      continue
    }
    const span = leftoverSpan(words, i)
    const phrase = words.slice(i, i + span).join(' ')
    const asTyped = typed.slice(i, i + span).join(' ')
    i += span
    if (STOP.has(phrase) || word in RELATION_WORDS || isParticle(words, i - span) || phrase.length < 3)
      continue
    const lemma = span === 1 ? lemmatize(word) : phrase
    const kin = kinThroughWordnet(lemma)
    // An action is not drawn as its kind ("dancing": performing arts) nor after a subject as its synonym.
    if (kin && !((kin.standIn || subjects.length) && isAction(word))) {
      if (kin.standIn) standIns.push({ asked: asTyped, concept: kin.concept })
      use(kin.concept)
      continue
    }
    // What a subject is doing something with ("on a swing", "reading a newspaper", "with a zookeeper's
    // bucket") is named to be seen: a noun there, or a word WordNet does not know at all, is left out and
    // said, never dropped in silence. Before anything drawable it refuses as before only if it is a thing.
    const object = subjects.length > 0 && (pending !== null || relation !== null || afterPreposition)
    const kind = leftoverKind(words, i, span, lemma, { hasSubjects: subjects.length > 0, object, inPlace })
    if (kind === 'missing' && !subjects.length) missingFirst = true
    ;(kind === 'missing' ? missing : kind === 'unsaid' ? unsaid : unread).push(asTyped)
  }
  // "flying" is the sky only when no place is named; an action's tool is drawn beside its doer, or said left out.
  setting ??= actionSetting(words, settingsByWord)
  for (const tool of subjects.length ? tools : []) missing.push(...drawnOrNamed(tool, use))
  if (subjects.length)
    unsaid.unshift(...passedOver(words, typed, [...subjects, ...attached.map((a) => a.concept)]))
  const said = { missing, missingFirst, standIns, namedSetting, unread, unsaid }
  return { subjects, attached, relations, setting, ...said }
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
    const own = content ? conceptForPhrase(words[i]) : null
    // "a plate of cookies": a holder with no drawing of its own is said, never dropped in silence.
    if (content && !SERVED.has(content.concept.id) && !(own && drawn.some((d) => d.id === own.id)))
      out.push(typed[i])
    const made =
      PAGE_WORDS.has(words[i]) && DETERMINERS.has(words[i - 1] ?? '') && /ing$/.test(words[i - 2] ?? '')
    if (made) out.push(typed[i])
  }
  return out
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
  if (leftOutThing(words, after, span, lemma, at.hasSubjects, at.object)) return 'missing'
  // "a cozy room", "round wheels": a word that can describe the next one does.
  const describes = span === 1 && after < words.length && !STOP.has(words[after]) && isAdjective(word)
  if (!describes && isMissing(lemma, word)) return 'missing'
  const place = at.hasSubjects && at.inPlace && span === 1 && afterParticle(words, after - span)
  return place && isNamedPlace(lemma, word) ? 'unsaid' : 'unread'
}

/** "down", "out" after a verb ("sledding down a hill") is a particle, never a drawing (down: a feather). */
function isParticle(words: string[], i: number): boolean {
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

/** The prompt's words to read, lower case and as typed, less the words of actions with a tool, and the tools. */
function readableWords(text: string): { words: string[]; typed: string[]; tools: string[] } {
  // "a coloring page for kids": who the page is for is not what it shows.
  const all = tokens(text.replace(/\bfor\s+(kids|children|toddlers|preschoolers|adults|boys|girls)\b/gi, ' '))
  const { toolWords, tools } = actionTools(all.words)
  const keep = (_: string, k: number) => !toolWords.has(k)
  return { words: all.words.filter(keep), typed: all.typed.filter(keep), tools }
}

/** Draws a tool by its name, or gives the name back to be said as left out. */
function drawnOrNamed(tool: string, draw: (concept: Concept) => void): string[] {
  const concept = conceptForPhrase(tool)
  if (!concept) return [tool]
  draw(concept)
  return []
}

/** A place as the page names it: weather by its noun (a "snowy" village is in the snow). */
function placeName(phrase: string): string {
  const place = phrase.replace(/^(?:(?:in|on|under|at) )?(?:the )?/, '')
  return WEATHER_NOUNS[place] ?? place
}

/** The tools the prompt's actions name ("brushing his teeth": a toothbrush), and the indexes of those words. */
function actionTools(words: string[]): { toolWords: Set<number>; tools: string[] } {
  const toolWords = new Set<number>()
  const tools: string[] = []
  const joined = words.join(' ')
  for (const [pattern, tool] of ACTION_TOOLS) {
    const hit = pattern.exec(joined)
    if (!hit) continue
    const first = joined.slice(0, hit.index).split(' ').length - 1
    for (let k = 0; k < hit[0].split(' ').length; k++) toolWords.add(first + k)
    tools.push(tool)
  }
  return { toolWords, tools }
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

/** "a basket of apples": a holder with a drawing, holding something not served in its own dish. */
function holds(holder: { concept: Concept }, content: { concept: Concept }): boolean {
  return HOLDERS.has(holder.concept.id) && !SERVED.has(content.concept.id)
}

/** The words from `i` on begin with `phrase`. */
function startsAt(words: string[], i: number, phrase: string): boolean {
  return words.slice(i, i + phrase.split(' ').length).join(' ') === phrase
}

/** The longest drawing named at word `i`, in up to four words. */
function conceptAt(words: string[], i: number): { concept: Concept; span: number } | null {
  for (const n of [4, 3, 2, 1]) {
    if (i + n > words.length) continue
    const concept = conceptForPhrase(words.slice(i, i + n).join(' '))
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
  let compound = wordnetCompound(words, i)
  // "a busy bee", "a night owl": WordNet knows these as kinds of people; the person asked for the animal.
  if (compound && nounKind(words.slice(i, i + compound).join(' ')) === 'noun.person') {
    const head = conceptForPhrase(words[i + compound - 1])
    if (head) compound = undefined
  }
  return compound ?? 1
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
  const unknown =
    span === 1 &&
    word.length > 3 &&
    nounKind(lemma) === null &&
    !isAdjective(word) &&
    !/(ing|ed|ly|s)$/.test(word)
  // An unknown word the prompt does something with ("a zookeeper with a giraffe") is its main subject.
  const next = words[after] ?? ''
  const actsOn = next in RELATION_WORDS || SUBJECT_RELATIONS.some(([phrase]) => phrase.split(' ')[0] === next)
  if (!INCIDENTAL.has(lemma) && !isAction(word) && !/(ed|ly)$/.test(word)) {
    const kind = nounKind(lemma)
    const thing =
      nounKinds(lemma).some((k) => DRAWABLE_KINDS.has(k)) || (kind !== null && !UNDRAWN_KINDS.has(kind))
    // After the subject, a thing by any of its senses ("a cat and a fishbowl": a fishbowl is first a state).
    // Named as a thing of its own: after a small word ("and a fishbowl"), not right after the drawing it
    // describes ("a watermelon slice"), and not an action or a stuff ("hanging", "water").
    const named =
      hasSubjects &&
      STOP.has(words[after - span - 1] ?? '') &&
      !/ing$/.test(word) &&
      !STUFF_KINDS.has(kind ?? '') &&
      nounKinds(lemma).some((k) => DRAWABLE_KINDS.has(k))
    if ((object && thing) || (named && !describesNext(words, after)) || (unknown && (hasSubjects || actsOn)))
      return true
  }
  return false
}

/** "dancing", "running": an action, not a thing ("a swing", "a string" are things). */
function isAction(word: string): boolean {
  return /ing$/.test(word) && word.length > 5 && !DRAWABLE_KINDS.has(nounKind(word) ?? '')
}

function wordnetCompound(words: string[], i: number): number | undefined {
  // "the city" is a name in WordNet (London's); after "in" it is the place a prompt puts things.
  if (DETERMINERS.has(words[i])) return undefined
  return [4, 3, 2].find(
    (n) =>
      i + n <= words.length &&
      !conceptForPhrase(words.slice(i, i + n).join(' ')) &&
      isNounPhrase(words.slice(i, i + n).join(' ')),
  )
}

/** A leftover word names a thing a page would have to show: a person, animal, plant, food or made thing. */
function isMissing(lemma: string, word: string): boolean {
  if (INCIDENTAL.has(lemma) || /(ing|ed|ly)$/.test(word)) return false
  const kind = nounKind(lemma)
  return kind !== null && DRAWABLE_KINDS.has(kind)
}
