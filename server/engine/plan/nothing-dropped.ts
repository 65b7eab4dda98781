import type { Concept } from '../vocabulary'
import {
  closeNouns,
  conceptById,
  conceptForPhrase,
  isAdjective,
  isNounPhrase,
  kinThroughWordnet,
  landmarkName,
  lemmatize,
  nounKind,
  nounKinds,
  nounSenses,
  SETTINGS,
  senseDiffers,
  verbLemma,
} from '../vocabulary'
import { plainlyDescribed, verbPhrase } from './compound-nouns'
import { doingNamedAt } from './doings-named'
import { figuresDropped } from './figures-named'
import { groupShown } from './group-words'
import { beingsOfGroup, groupOfBeingsShown } from './groups-of-beings'
import { LETTERED_PAGE_WORDS } from './holiday-cards'
import { thingByLaterSense } from './later-senses'
import { DETERMINER, LITTLE_WORDS, littleWordsAnd, shortNoun } from './little-words'
import { measureWord } from './measure-words'
import { isTimeWord, skyWordsShown } from './not-things'
import { personName } from './person-compounds'
import type { Plan } from './plan'
import { describeFigure, patternWords } from './read-figure'
import { seasonShown, seasonsNamed } from './season-settings'
import { unknownThingAt } from './unknown-things'
import { adverbHere } from './words-in-their-place'
import { notAThingHere } from './words-not-things'

// The last guard that nothing a prompt names is dropped in silence. The reading (read-prompt.ts and the
// readers beside it) decides what to draw with many rules; this pass does not trust them: it walks the
// prompt's words again, finds every content noun (a thing, creature, plant, food or person; a compound
// WordNet knows whole, "sheet music", "bird bath"), and checks that the page draws it, its setting shows it,
// or the page says it left it out. Whatever is none of these is added to what the page says it left out.

/** What the page shows and says, as the plan has it. */
export type PageAccount = {
  /** Ids of every drawing on the page: subjects, props, a figure's motif. */
  drawnIds: Set<string>
  /** Words of everything drawn or named: labels, the setting's names, people's roles, lettering, left out. */
  drawnWords: Set<string>
  /** The words the people drawn were read from ("window washer"): a person named in them is drawn. */
  people?: Set<string>
  /** What the people drawn are doing ("jump"): a doing named by it is shown by their pose ("the long jump"). */
  action?: string
}

// Kinds of noun a drawing is made of (WordNet lexicographer files).
const THING_KINDS = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.food',
  'noun.person',
  'noun.plant',
  'noun.object',
])
// First senses that make a word a stuff, a place, a time or an event more than a thing of its own.
const NOT_THINGS = new Set([
  'noun.substance',
  'noun.phenomenon',
  'noun.location',
  'noun.time',
  'noun.act',
  'noun.event',
  'noun.body',
  'noun.state',
  'noun.attribute',
  'noun.feeling',
  'noun.quantity',
])
// Small words, page words and words about the page rather than things on it.
const FUNCTION_WORDS = littleWordsAnd(
  'who which while like has have having up down out off around away along inside outside behind between beside next above below across through page picture drawing coloring colouring sheet draw color colour make please cartoon realistic simple detailed easy intricate style kids kid children child adults toddlers preschoolers one two three four five six seven eight nine ten dozen many lots lot full',
)
// Words for where on a thing ("on top", "in front of", "the side of", "a mountain top"): a thing only where a
// thing is named, after "a" alone or with a describing word ("a wooden top", "a spinning top").
const POSITION_WORDS = new Set('front back top bottom middle center centre side edge corner end'.split(' '))

/** The position word at `i` says where, not what: anywhere but after "a" and what describes it. */
function positionHere(words: string[], i: number): boolean {
  if (!POSITION_WORDS.has(words[i])) return false
  if (words[i + 1] === 'of') return true
  const prev = words[i - 1] ?? ''
  if (prev === 'a' || prev === 'an') return false
  const describing = !LITTLE_WORDS.has(prev) && (/(ing|ed)$/.test(prev) || isAdjective(prev))
  return !(/^(a|an)$/.test(words[i - 2] ?? '') && describing)
}

// Past forms in -ed that are no noun's name here, though WordNet has a noun spelt so ("led": an LED).
const IRREGULAR_PAST = new Set('led fed bled bred fled sped wed'.split(' '))

/**
 * A word in -ed or -ly is a verb form or a describing word ("painted", "quickly", "silly"), unless WordNet
 * first knows it as a thing and it stands where a thing does: "a butterfly", "a garden shed", "a sled".
 */
function formNotThing(words: string[], i: number): boolean {
  const word = words[i]
  if (!/(ed|ly)$/.test(word)) return false
  if (IRREGULAR_PAST.has(word) || !THING_KINDS.has(nounKind(word) ?? '')) return true
  const verb = verbLemma(word)
  if (verb && verb !== word) return true
  const prev = words[i - 1] ?? ''
  const determined =
    DETERMINER.test(prev) ||
    (DETERMINER.test(words[i - 2] ?? '') && !LITTLE_WORDS.has(prev) && !/ing$/.test(prev))
  return isAdjective(word) && !determined
}

/** A verb in -ing where it stands ("a boy playing mini golf"), not a describing word after "a" ("a swimming pool"). */
const verbInIng = (words: string[], i: number) =>
  /ing$/.test(words[i] ?? '') && verbLemma(words[i]) !== null && !DETERMINER.test(words[i - 1] ?? '')
// Parts of a drawing and words about how it looks: a page can lack them and still show what was asked.
const PARTS = new Set(
  'hair mane fur feather feathers whisker paw claw beak trunk tusk antler fin ear nose leg arm hand foot head wing tail horn spot stripe pattern background border frame scene outline detail line face smile eye cheek tooth mouth lap belly tummy pouch floor ground shape style theme design'.split(
    ' ',
  ),
)
// People as a group: drawn by any person on the page.
const ANY_PERSON = new Set(
  'person people kid child everyone everybody friend family someone somebody human'.split(' '),
)

/** The content nouns of the prompt's words that the page neither draws nor says, as typed. */
export function droppedInSilence(
  words: string[],
  typed: string[],
  account: PageAccount,
  owners: ReadonlySet<string> = new Set(),
): string[] {
  const out: string[] = []
  const hasPerson = [...account.drawnIds].some((id) => PERSON_ID.test(id)) || account.drawnWords.has('person')
  for (let i = 0; i < words.length; ) {
    const compound = compoundAt(words, i)
    if (compound) {
      const phrase = words.slice(i, i + compound).join(' ')
      // "an old fashioned telephone": a describing word spelt in two describes what follows.
      const describing =
        isAdjective(phrase.replace(/ /g, '-')) && nounKind(lemmatize(words[i + compound] ?? '')) !== null
      if (!describing && !phraseShown(phrase, words[i + compound - 1], account, hasPerson))
        out.push(typed.slice(i, i + compound).join(' '))
      i += compound
      continue
    }
    // "playing hide and seek": a game WordNet knows whole is what is done, no thing to draw or say.
    if (gameAt(words, i)) {
      i += 3
      continue
    }
    // "doing the high jump", "a solar eclipse": a doing WordNet knows whole, shown by a drawing of any of its
    // words or said whole, as it is spelt ("cat's cradle").
    const doing = doingNamedAt(words, i)
    if (doing) {
      const part = words.slice(i, i + doing.span)
      const shown =
        phraseShown(part.join(' '), part[part.length - 1], account) ||
        part.some(
          (w) => !FUNCTION_WORDS.has(w) && (wordShown(lemmatize(w), w, account) || w === account.action),
        )
      if (!shown) out.push(doing.phrase)
      i += doing.span
      continue
    }
    // "a llama in front of Machu Picchu": a made place known by its name is drawn (its drawing or its kind,
    // said) or said, never passed over as two words no one knows.
    const landmark = landmarkAt(words, typed, i)
    if (landmark) {
      const phrase = words.slice(i, i + landmark).join(' ')
      if (!phraseShown(phrase, words[i + landmark - 1], account) && !account.drawnWords.has(phrase))
        out.push(typed.slice(i, i + landmark).join(' '))
      i += landmark
      continue
    }
    // "a rangoli pattern": a thing no reader knows is said, never passed over as a word no one knows.
    const unknown = unknownThingAt(words, typed, i, (w) => account.drawnWords.has(w))
    if (unknown) {
      const phrase = typed.slice(i, i + unknown).join(' ')
      if (!account.drawnWords.has(words[i])) out.push(phrase)
      i += unknown
      continue
    }
    const word = words[i]
    const noun = contentNoun(words, i)
    i++
    // "pushing a pile of dirt": the stuff is what the pile shows, said when the page lacks it.
    if (!noun && measuredStuff(words, i - 1) && !wordShown(lemmatize(word), word, account))
      out.push(typed[i - 1])
    if (!noun) continue
    // "a bowl of soup", "a slice of pizza": the content shown is the dish it is served in, or the reading
    // said the holder left out already (passedOver in parts-and-passed-over.ts).
    if (words[i] === 'of' && CONTAINERS.has(noun) && contentShown(words, i + 1, account)) continue
    // "a row of shops", "a blade of grass": a measure of what follows, no thing of its own; "a pile of dirt"
    // the page lacks is said as its dirt, never its pile.
    if (measureWord(words, i - 1)) continue
    // "a cheese sandwich", "a cat toy": a noun right before another describes it; the head is checked.
    // ("a pillow fight", "water skiing": a head that is an act, not a thing, leaves the thing named to be shown.)
    // ("a platypus mandala": a figure is built from the noun before it, which is no describing word.)
    // ("the baby's diaper": an owner named with "'s" is a thing of its own.)
    // "his wobbly tooth", "a giant swirly lollipop": a describing word before what it describes.
    if (describesAhead(words, i - 1)) continue
    const owner = owners.has(word) && !doingNamedAt(words, i - 1) && !isTimeWord(lemmatize(words[i] ?? ''))
    if (modifies(words, i) && !owner && !namesAnAct(words[i]) && !FIGURE_WORDS.includes(words[i])) continue
    if (hasPerson && ANY_PERSON.has(noun)) continue
    if (groupOfBeingsShown(noun, hasPerson, account.drawnIds)) continue
    // "mixing slime in a bowl": a stuff in a drawn container is shown by it.
    if (nounKind(noun) === 'noun.substance' && inDrawnContainer(words, i, account)) continue
    if (wordShown(noun, word, account)) continue
    // Said as the prompt named it: "tomato soup", not "soup"; a holiday is when, not what ("cornucopia"); a
    // verb before it is what is done ("playing mini golf"), no part of the name.
    const modifier =
      i >= 2 &&
      !FUNCTION_WORDS.has(words[i - 2]) &&
      !positionHere(words, i - 2) &&
      !isTimeWord(words[i - 2]) &&
      !verbInIng(words, i - 2) &&
      modifies(words, i - 1)
    // A describing word before a doing ("mini golf") is said with it, whole; a thing ("a balloon fight") alone.
    const head = isAdjective(word) && modifies(words, i) && namesAnAct(words[i]) ? ` ${typed[i]}` : ''
    out.push(`${modifier ? `${typed[i - 2]} ` : ''}${typed[i - 1]}${head}`)
  }
  return [...new Set(out)]
}

/**
 * The word at `at` can describe and stands before a thing, past other describing words or words WordNet does
 * not know ("swirly"): it describes that thing ("a giant swirly lollipop"); alone ("a giant") it is one.
 */
function describesAhead(words: string[], at: number): boolean {
  if (!isAdjective(words[at])) return false
  for (let k = at + 1; k < words.length && k <= at + 3; k++) {
    const w = words[k]
    if (FUNCTION_WORDS.has(w)) return false
    // Not before a doing: "mini golf" is said whole.
    if (nounKind(lemmatize(w)) !== null) return !namesAnAct(w)
    if (isAdjective(w) || verbLemma(w) !== null) return false
  }
  return false
}

/** A noun that is first a doing, not a thing ("fight", "race"): the noun before it is a thing of its own. */
const namesAnAct = (word: string) => /^noun\.(act|event)$/.test(nounKind(lemmatize(word)) ?? '')

const PERSON_ID = /^(person|man|woman|boy|girl|baby|old-|.*-worker|santa|mrs-claus)/

// Containers and measures of what follows "of".
const CONTAINERS = new Set(
  'bowl plate cup mug glass jar box bag basket bucket pot pan tray slice piece bunch pile stack heap bottle can carton'.split(
    ' ',
  ),
)
// Meals a page is for ("eggs and bacon for breakfast"): a time of day, nothing to draw.
const MEALS = new Set(
  'breakfast brunch lunch lunchtime dinner dinnertime supper teatime meal feast'.split(' '),
)
/** What follows a container's "of" ("a bowl of cereal") is drawn: the first noun after it is shown. */
function contentShown(words: string[], at: number, account: PageAccount): boolean {
  const start = /^(a|an|the|some)$/.test(words[at] ?? '') ? at + 1 : at
  for (const n of [3, 2, 1]) {
    const phrase = words.slice(start, start + n).join(' ')
    if (start + n <= words.length && phraseShown(phrase, words[start + n - 1], account)) return true
  }
  return false
}

/** "a pile of dirt", "a heap of sand": the word at `i` is the stuff a measure before its "of" is of. */
function measuredStuff(words: string[], i: number): boolean {
  const of =
    words[i - 1] === 'of' ? i - 1 : DETERMINER.test(words[i - 1] ?? '') && words[i - 2] === 'of' ? i - 2 : -1
  return of > 0 && measureWord(words, of - 1) && nounKind(lemmatize(words[i])) === 'noun.substance'
}

/** "in a bowl", "into the bucket" at `at`: a container the page draws. */
function inDrawnContainer(words: string[], at: number, account: PageAccount): boolean {
  if (!/^(in|into)$/.test(words[at] ?? '')) return false
  const next = words[/^(a|an|the|his|her|its|their|my|your|our)$/.test(words[at + 1] ?? '') ? at + 2 : at + 1]
  return next !== undefined && CONTAINERS.has(lemmatize(next)) && wordShown(lemmatize(next), next, account)
}

/** Words WordNet knows as one noun from `i` ("sheet music", "birdbath" written "bird bath"): how many. */
function compoundAt(words: string[], i: number): number | null {
  // No compound begins with a little word ("in front", "on top").
  if (LITTLE_WORDS.has(words[i])) return null
  for (const n of [3, 2]) {
    if (i + n > words.length || plainlyDescribed(words, i, n)) continue
    const part = words.slice(i, i + n)
    if (part.some((w) => LITTLE_WORDS.has(w) && w !== 'of') || verbPhrase(part)) continue
    // "a pair of scissors": a measure's "of" joins no name; the scissors are checked themselves.
    if (part[1] === 'of' && measureWord(words, i)) continue
    const phrase = part.join(' ')
    if (conceptForPhrase(phrase)) return n
    if (wholeNoun(part)) return n
    // "on the bowling green", "at the bus stop": a place WordNet knows whole, where a subject is put.
    if (placeNamedWhole(words, i, phrase)) return n
  }
  return null
}

// Kinds a compound may be besides a thing: "sheet music", "northern lights".
const COMPOUND_KINDS = new Set([...THING_KINDS, 'noun.communication', 'noun.phenomenon'])

/** The `phrase` at `i` is a place WordNet knows whole, after "on the" or "at a" ("on the bowling green"). */
const placeNamedWhole = (words: string[], i: number, phrase: string) =>
  DETERMINER.test(words[i - 1] ?? '') &&
  PLACE_PREPOSITIONS.test(words[i - 2] ?? '') &&
  isNounPhrase(phrase) &&
  nounKind(phrase) === 'noun.location'

/** Words WordNet files as one thing, in the plural too ("candy canes") or written apart ("bird bath"). */
export function wholeNoun(part: string[]): boolean {
  const single = [...part.slice(0, -1), lemmatize(part[part.length - 1])]
  for (const phrase of [part.join(' '), single.join(' ')]) {
    const kind = isNounPhrase(phrase)
      ? nounKind(phrase)
      : part.length === 2
        ? nounKind(phrase.replace(' ', ''))
        : null
    if (kind && COMPOUND_KINDS.has(kind)) return true
    // A building known by its own name ("the Taj Mahal"): WordNet files it apart from the common nouns.
    if (!kind && isNounPhrase(phrase) && nounKinds(phrase)[0] === 'noun.artifact') return true
  }
  return false
}

/** The lemma of the word at `i` when it is a content noun there; null for small words, verbs, describing words. */
function contentNoun(words: string[], i: number): string | null {
  const word = words[i]
  // "gluing macaroni onto a picture": a picture something is done to is a thing; "a picture of a dog" the page.
  // ("a picture book" is a book: the page word describes it.)
  if (
    PAGE_THINGS.has(word) &&
    i >= 2 &&
    DETERMINER.test(words[i - 1]) &&
    !/^(of|books?)$/.test(words[i + 1] ?? '')
  )
    return lemmatize(word)
  if ((word.length < 3 && !shortNoun(word)) || FUNCTION_WORDS.has(word) || MEALS.has(word)) return null
  if (formNotThing(words, i) || positionHere(words, i)) return null
  // "a circle made of leaves", "a number made of carrots": what is made is a thing on the page, whatever
  // WordNet files it under first.
  if (words[i + 1] === 'made' && /^(of|out|from)$/.test(words[i + 2] ?? '') && nounKind(lemmatize(word)))
    return lemmatize(word)
  // "a wooden top": a position word where a thing stands names the thing of its later senses.
  if (POSITION_WORDS.has(word))
    return nounKinds(word)
      .slice(0, 8)
      .some((k) => THING_KINDS.has(k))
      ? word
      : null
  // "doing a wheelie", "a strawberry on top", "helping kids paint": an act, a position, a verb there.
  if (notAThingHere(words, i)) return null
  // A plain word before a determiner is a verb ("helping his dad wash the car").
  if (/^(a|an|the|his|her|its|their|my|your|our)$/.test(words[i + 1] ?? '') && lemmatize(word) === word)
    return null
  const prev = words[i - 1] ?? ''
  // "building a sandcastle" is an action; "a building", "the swing" are things, and so is a string or a
  // spring, whose -ing is no verb's ("a dangling string").
  const ingForm = /ing$/.test(word) && (verbLemma(word) ?? word) !== word
  if (ingForm && !/^(a|an|the|his|her|its|their|my|your|our)$/.test(prev) && word.length > 5) return null
  // "pajamas": WordNet files the one ("pajama"), the lemmatizer keeps the word.
  const lemma = nounKind(lemmatize(word)) === null && /s$/.test(word) ? word.slice(0, -1) : lemmatize(word)
  if (PARTS.has(lemma) || PARTS.has(word)) return null
  const kind = nounKind(lemma)
  if (kind && THING_KINDS.has(kind)) return lemma
  // "the coastguard", "his flock": people or animals WordNet files as a group are named beings (groups-of-beings.ts).
  if (kind === 'noun.group' && beingsOfGroup(lemma).length) return lemma
  // "sprinkles", "greens", "suds": a plural WordNet files as a thing of its own, where its one is none (a
  // sprinkle of rain, the colour green), is that thing; a doing's plural stays a doing ("his first steps").
  if (lemma !== word && kind !== 'noun.act' && THING_KINDS.has(nounKind(word) ?? '')) return word
  // "clouds shaped like animals", "delivering food": WordNet files a whole class of things at its top.
  if (kind === 'noun.Tops' && Object.hasOwn(CLASS_WORDS, lemma)) return lemma
  // A word the art has a drawing for is a thing, whatever WordNet files it under first ("yarn": a story).
  if (conceptForPhrase(word) && !NOT_THINGS.has(kind ?? '')) return lemma
  if (OBJECT_THINGS.has(lemma) || (kind === 'noun.communication' && heldSign(lemma))) return lemma
  const determined = /^(a|an|the|his|her|its|their|my|your|our|some)$/.test(prev)
  // A place a subject is put in that no setting draws ("a ghost in a graveyard").
  if (
    kind === 'noun.location' &&
    determined &&
    /^(in|at|on|near|by|inside|into|through)$/.test(words[i - 2] ?? '')
  )
    return lemma
  // A drawing named where a subject is ("over the campfire"), whatever WordNet files it under first.
  if (determined && conceptForPhrase(word) && PLACE_PREPOSITIONS.test(words[i - 2] ?? '')) return lemma
  // "hanging from the porch light": a light shone that is first a made thing where something hangs or flies.
  if (
    determined &&
    kind === 'noun.phenomenon' &&
    nounKinds(lemma)[1] === 'noun.artifact' &&
    /^(from|around|under|above|near|by|beside)$/.test(words[i - 2] ?? '')
  )
    return lemma
  // "the departures board": a head another noun names is the thing of its later senses, where WordNet knows it
  // mostly as made things; a group of people first and again ("the school choir", "the school band") stays one.
  if (
    kind === 'noun.group' &&
    !CONTAINERS.has(lemma) &&
    DETERMINER.test(words[i - 2] ?? '') &&
    nounKind(lemmatize(prev)) &&
    !isAdjective(prev)
  ) {
    const kinds = nounKinds(lemma)
    const made = kinds.filter((k) => k === 'noun.artifact').length
    if (kinds[1] !== 'noun.group' && made > kinds.filter((k) => k === 'noun.group').length) return lemma
  }
  // A thing a subject does something with, by a later sense ("sawing a board", "checking his list", "looking
  // at an x-ray").
  const object =
    (determined &&
      (/ing$/.test(words[i - 2] ?? '') ||
        (/^(at|for|with|through|into)$/.test(words[i - 2] ?? '') && /ing$/.test(words[i - 3] ?? '')))) ||
    bareObject(words, i)
  // "doing the crossword": a thing done on paper, whatever WordNet files it under first.
  if (object && kind === 'noun.communication' && DO.test(words[i - 2] ?? words[i - 1] ?? '')) return lemma
  // "hanging wallpaper", "throwing colored powder": a stuff a subject does something with is named too.
  if (object && kind === 'noun.substance') return lemma
  // "a girl with henna on her hands", "a quad bike through the mud": a stuff put on someone or gone through is
  // on the page, or said.
  if (kind === 'noun.substance' && (stuffOn(words, i) || (determined && THROUGH.test(words[i - 2] ?? ''))))
    return lemma
  // "reading a story", "singing a song": what is told is no thing, though WordNet's later senses may be
  // (a story is also a storey); a word first and again told names what is said.
  const told = nounKinds(lemma)
    .slice(0, 2)
    .every((k) => k === 'noun.communication')
  if (
    object &&
    kind &&
    !told &&
    (!NOT_THINGS.has(kind) || kind === 'noun.phenomenon') &&
    nounKinds(lemma)
      .slice(0, 3)
      .some((k) => THING_KINDS.has(k))
  )
    return lemma
  // "throwing a javelin", "through a straw": a first sense that is a doing, a stuff or a measure gives way to a
  // later one that is a thing where the word stands (later-senses.ts).
  if (kind && thingByLaterSense(words, i, lemma, bareObject(words, i))) return lemma
  return null
}

// Words for a whole class of drawings (WordNet's top nouns): shown by any drawing of the class.
const CLASS_WORDS: Record<string, string> = { animal: 'noun.animal', food: 'noun.food' }

/** "animals", "food": a class word is shown by a drawing of its class. */
function classShown(lemma: string, account: PageAccount): boolean {
  const kind = CLASS_WORDS[lemma]
  return [...account.drawnIds].some((id) => {
    const name = id.replace(/-/g, ' ')
    return (nounKind(name) ?? nounKind(lemmatize(name.split(' ').pop() ?? ''))) === kind
  })
}

const THROUGH = /^(through|across)$/
/** "with henna on her hands": a stuff a subject has on it. */
const stuffOn = (words: string[], i: number) =>
  words[i - 1] === 'with' && /^(on|all)$/.test(words[i + 1] ?? '')

// Words for a page that name a thing on it where one stands after "a" or "the", not before "of".
const PAGE_THINGS = new Set(['picture', 'pictures', 'drawing', 'drawings'])

const PLACE_PREPOSITIONS = /^(in|at|on|near|by|inside|into|over|under|beside|around|behind)$/
const DO = /^(do|does|doing|did|done)$/

/**
 * What an -ing verb is done to, named with no "a" or "the": several of them ("spinning records") or a stuff
 * ("hanging wallpaper"), straight after the verb or after one describing word ("throwing colored powder").
 */
function bareObject(words: string[], i: number): boolean {
  const word = words[i]
  const several = lemmatize(word) !== word || nounKind(word) === 'noun.substance'
  if (!several) return false
  if (verbInIng(words, i - 1)) return true
  const prev = words[i - 1] ?? ''
  return (
    verbInIng(words, i - 2) &&
    !LITTLE_WORDS.has(prev) &&
    !FUNCTION_WORDS.has(prev) &&
    (isAdjective(prev) || /ed$/.test(prev))
  )
}

/** "hide and seek": three words WordNet knows as one game. */
function gameAt(words: string[], i: number): boolean {
  if (words[i + 1] !== 'and' || i + 3 > words.length) return false
  const phrase = words.slice(i, i + 3).join(' ')
  return isNounPhrase(phrase) && nounKind(phrase) === 'noun.act'
}

/** How many words from `i` name a made place by its own name ("Machu Picchu", "the Alamo"); 0 if none. */
function landmarkAt(words: string[], typed: string[], i: number): number {
  for (const n of [3, 2, 1]) {
    if (i + n > words.length) continue
    const part = words.slice(i, i + n)
    if (part.some((w) => LITTLE_WORDS.has(w) || FUNCTION_WORDS.has(w))) continue
    const capitals = typed.slice(i, i + n).every((w) => /^[A-Z]/.test(w))
    if (landmarkName(part.join(' '), capitals)) return n
  }
  return 0
}

// Kinds of communication that are things in the hand or on a pole: a passport, a certificate, a medal, a badge,
// a windsock, a newspaper. WordNet files them with stories and songs, which are no things.
const HELD_SIGNS = new Set(['document', 'visual signal', 'emblem', 'award', 'print media'])

/** A communication noun whose first or second sense is a held thing ("a passport", "a windsock"). */
const heldSign = (lemma: string) =>
  nounSenses(lemma, 2).some(
    (sense) => sense.kind === 'noun.communication' && sense.classes.some((c) => HELD_SIGNS.has(c)),
  )

// Things named by their first sense as writing or music, that a page shows as paper: "checking his list".
// and things WordNet files only as signals ("a buoy").
const OBJECT_THINGS = new Set(
  'list letter note map card postcard menu ticket buoy flag sign signpost poster banner cornucopia calendar'.split(
    ' ',
  ),
)

/** The word after `at - 1` is a noun it describes ("cheese sandwich"), so the pair is read by its head. */
function modifies(words: string[], at: number): boolean {
  const next = words[at]
  if (!next || FUNCTION_WORDS.has(next) || positionHere(words, at)) return false
  if (/ing$/.test(next) || formNotThing(words, at)) return false
  const kind = nounKind(lemmatize(next))
  // "a baby polar bear": a drawing named in two words is a noun too.
  if (kind === null && conceptForPhrase(words.slice(at, at + 2).join(' '))) return true
  return kind !== null && !PARTS.has(lemmatize(next))
}

/** A compound is shown by its own drawing, a kin of it, or its head word when it is a kind of its head. */
function phraseShown(phrase: string, head: string, account: PageAccount, hasPerson = false): boolean {
  if (drawn(conceptForPhrase(phrase), account)) return true
  // "tea pots": a drawing's one-word name typed in two (two-word-names.ts).
  if (drawn(conceptForPhrase(phrase.replace(/ /g, '')), account)) return true
  if (account.drawnWords.has(phrase)) return true
  // A person named in words that are things ("a window washer") is shown by a person, never by a washing
  // machine the head word also names.
  if (personName(phrase.split(' ')))
    return hasPerson && phrase.split(' ').every((w) => account.people?.has(w))
  if (drawn(kinThroughWordnet(phrase)?.concept ?? null, account)) return true
  const headLemma = lemmatize(head)
  // "a picket fence" is a fence; a bird bath is no bath, sheet music no music.
  // A person by their job ("a delivery man") is the person the figure draws.
  const kindOfHead =
    !senseDiffers(headLemma) &&
    (closeNouns(phrase).includes(headLemma) ||
      closeNouns(phrase.replace(/ /g, '')).includes(headLemma) ||
      (nounKind(phrase) ?? nounKind(phrase.replace(/ /g, ''))) === 'noun.person')
  return kindOfHead && wordShown(headLemma, head, account)
}

function wordShown(lemma: string, word: string, account: PageAccount): boolean {
  if (account.drawnWords.has(lemma) || account.drawnWords.has(word)) return true
  // A drawing named by a word it ends in: the ball of "basketball", the pot of "teapot".
  for (const shown of account.drawnWords)
    if (shown.length > lemma.length && shown.endsWith(lemma)) return true
  if (drawn(conceptForPhrase(word) ?? conceptForPhrase(lemma), account)) return true
  if (groupShown(lemma, account.drawnIds)) return true
  if (Object.hasOwn(CLASS_WORDS, lemma) && classShown(lemma, account)) return true
  return drawn(kinThroughWordnet(lemma)?.concept ?? null, account)
}

const drawn = (concept: Concept | null, account: PageAccount) =>
  concept !== null && account.drawnIds.has(concept.id)

/** Every word of each phrase, as written and as its lemma. */
export function wordsOf(phrases: string[]): Set<string> {
  const out = new Set<string>()
  for (const phrase of phrases) {
    const lower = phrase
      .toLowerCase()
      .replace(/[^a-z' -]/g, ' ')
      .trim()
    if (lower) out.add(lower.replace(/\s+/g, ' '))
    for (const w of lower.split(/[\s-]+/).filter(Boolean)) {
      out.add(w)
      out.add(lemmatize(w))
    }
  }
  return out
}

// Figures built from drawings the prompt names: what they are built from is drawn or said.
const BUILT_FROM = new Set(['mandala', 'pattern'])
// Words of a figure page that name the figure itself or its style, not a thing in it ("an animal mandala").
const FIGURE_WORDS =
  'mandala mandalas pattern patterns zentangle tessellation border frame tile tiles flower floral geometric circle round zen abstract animal'.split(
    ' ',
  )

function figureMotifs(figure: Plan['figure']): string[] {
  if (!figure || !('motif' in figure)) return []
  return [figure.motif, 'alternate' in figure ? figure.alternate : undefined].filter((id): id is string =>
    Boolean(id),
  )
}

/**
 * The plan with every content noun of `words` that it neither draws nor says added to what it left out. A
 * refused page or a page of geometry is as it was: the refusal names what is missing, a figure is its own page.
 */
export function sayDropped(
  plan: Plan,
  read: { words: string[]; typed: string[]; owners?: ReadonlySet<string> },
  claimed?: Set<string>,
): Plan {
  if (plan.refusal || (plan.figure && !BUILT_FROM.has(plan.figure.kind))) return plan
  const account = pageAccount(plan, claimed)
  const said = wholeNames(plan, read, account)
  const dropped = droppedInSilence(read.words, read.typed, account, read.owners)
  // "a fox in autumn": a season is a time to WordNet, passed over above as no thing; it is shown by its signs.
  dropped.push(...seasonsUnshown(plan, read.typed, account))
  // "number 11 with eleven socks": a number or a letter the page does not letter is said too.
  const known = new Set([...said, ...dropped].map((w) => w.toLowerCase()))
  for (const figure of figuresDropped(plan)) if (!known.has(figure.toLowerCase())) dropped.push(figure)
  if (!dropped.length) return said === plan.leftOut ? plan : { ...plan, leftOut: said }
  // "stop" said by the reading is part of "stop sign" said here: the page says the whole.
  const asked = new Set(plan.standIns.map((s) => s.asked))
  const within = (word: string) =>
    !asked.has(word) &&
    dropped.some((d) => d !== word && ` ${d.toLowerCase()} `.includes(` ${word.toLowerCase()} `))
  return { ...plan, leftOut: [...said.filter((w) => !within(w)), ...dropped] }
}

/** The seasons the prompt names that the page neither shows (season-settings.ts) nor names, as typed. */
function seasonsUnshown(plan: Plan, typed: string[], account: PageAccount): string[] {
  const out: string[] = []
  for (const { season, word } of seasonsNamed(typed.join(' '))) {
    if (account.drawnWords.has(word) || seasonShown(season, plan.setting, account.drawnIds)) continue
    out.push(typed.find((w) => w.toLowerCase() === word) ?? word)
  }
  return out
}

/**
 * What the reading said left out, each with the noun it names the kind of when that is drawn neither: "a zip
 * line" said as "zip line", never "zip" alone, which no reader could place. A word drawn as a kin stays as
 * the page says it ("Drawn as a ...").
 */
function wholeNames(plan: Plan, read: { words: string[]; typed: string[] }, account: PageAccount): string[] {
  const asked = new Set(plan.standIns.map((s) => s.asked))
  let changed = false
  const out = plan.leftOut.map((said) => {
    const at = read.words.indexOf(said.toLowerCase())
    const next = read.words[at + 1]
    if (at < 0 || asked.has(said) || !next || lemmatize(said.toLowerCase()) !== said.toLowerCase())
      return said
    if (
      LITTLE_WORDS.has(next) ||
      FUNCTION_WORDS.has(next) ||
      /ing$/.test(next) ||
      formNotThing(read.words, at + 1) ||
      adverbHere(read.words, at + 1)
    )
      return said
    // "her daughter's face": a part of a body is no kind of thing named with the word before it.
    const kind = nounKind(lemmatize(next))
    if (kind === null || kind === 'noun.body' || wordShown(lemmatize(next), next, account)) return said
    changed = true
    return `${read.typed[at]} ${read.typed[at + 1]}`
  })
  return changed ? out : plan.leftOut
}

/** What the page shows and says, as `plan` has it: its drawings, every word of them, its people. */
function pageAccount(plan: Plan, claimed?: Set<string>): PageAccount {
  const motifs = figureMotifs(plan.figure)
  const drawnIds = new Set([
    ...plan.subjects.map((s) => s.concept),
    ...plan.props.map((p) => p.concept.replace(/^\*/, '')),
    ...motifs,
  ])
  const setting = SETTINGS[plan.setting]
  const drawnWords = wordsOf([
    ...plan.subjects.map((s) => s.label),
    // A drawing named by what it shows ("cup with straw" drawn for "a milkshake with a straw") shows those too.
    ...plan.subjects.map((s) => s.concept.replace(/-/g, ' ')),
    ...plan.props.map((p) => p.label),
    ...plan.props.map((p) => p.concept.replace(/^\*/, '').replace(/-/g, ' ')),
    ...plan.leftOut,
    ...(plan.parts ?? []),
    ...plan.standIns.map((s) => s.asked),
    ...(plan.text ?? []),
    // A page that letters a greeting is the card, banner or sign itself.
    ...(plan.text ? LETTERED_PAGE_WORDS : []),
    ...(plan.namedSetting ? [plan.namedSetting] : []),
    setting.label,
    ...setting.words,
    ...skyWordsShown(plan.setting),
    ...(claimed ?? []),
    ...motifs.map((id) => conceptById(id).label),
    ...(plan.figure ? [describeFigure(plan.figure), ...FIGURE_WORDS] : []),
    ...(plan.figure?.kind === 'pattern' ? patternWords(plan.figure.pattern) : []),
    ...(plan.figure && 'motifNames' in plan.figure ? (plan.figure.motifNames ?? []) : []),
  ])
  if (plan.people?.people.length) drawnWords.add('person')
  // A person subject is read from its label's words too ("a barista" drawn as a person labelled so).
  const people = wordsOf([
    ...(claimed ?? []),
    ...plan.subjects.filter((s) => PERSON_ID.test(s.concept)).map((s) => s.label),
  ])
  return { drawnIds, drawnWords, people, action: plan.people?.action }
}
