import {
  conceptForPhrase,
  isAdjective,
  isNounPhrase,
  landmarkName,
  lemmatize,
  nounKind,
  nounKinds,
  nounSenses,
  verbLemma,
} from '../vocabulary'
import { animalAndItsPart, plainlyDescribed, verbPhrase } from './compound-nouns'
import {
  CONTAINERS,
  contentNoun,
  FUNCTION_WORDS,
  formNotThing,
  modifies,
  PLACE_PREPOSITIONS,
  positionHere,
  THING_KINDS,
  verbInIng,
} from './content-nouns'
import { doingNamedAt } from './doings-named'
import { figuresDropped } from './figures-named'
import { groupOfBeingsShown } from './groups-of-beings'
import { DETERMINER, LITTLE_WORDS } from './little-words'
import { measureWord, openingIn } from './measure-words'
import { isTimeWord } from './not-things'
import {
  FIGURE_WORDS,
  type PageAccount,
  PERSON_ID,
  pageAccount,
  phraseShown,
  wordShown,
} from './page-account'
import type { Plan } from './plan'
import { tokens } from './prompt-tokens'
import { thingsSaid } from './said-things'
import { seasonShown, seasonsNamed } from './season-settings'
import { describesNextName } from './two-word-names'
import { unknownThingAt } from './unknown-things'
import { adverbHere } from './words-in-their-place'

export { wordsOf } from './page-account'

// The last guard that nothing a prompt names is dropped in silence. The reading (read-prompt.ts and the
// readers beside it) decides what to draw with many rules; this pass does not trust them: it walks the
// prompt's words again, finds every content noun (a thing, creature, plant, food or person; a compound
// WordNet knows whole, "sheet music", "bird bath"), and checks that the page draws it, its setting shows it,
// or the page says it left it out. Whatever is none of these is added to what the page says it left out.

// People as a group: drawn by any person on the page.
const ANY_PERSON = new Set(
  'person people kid child everyone everybody friend family someone somebody human grown-up grownup adult'.split(
    ' ',
  ),
)

/** A drawn thing's one-word name ends in `head` ("alphorn", "dartboard"): the word names it again. */
function endsDrawnName(head: string, account: PageAccount): boolean {
  for (const name of account.drawnWords)
    if (/^[a-z]+$/.test(name) && name.length >= head.length + 3 && name.endsWith(head)) return true
  return false
}

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
      // "an alphorn player blowing his long horn": the horn is the alphorn's, named again (not a longhorn).
      const namedAgain = endsDrawnName(words[i + compound - 1], account)
      if (!describing && !namedAgain && !phraseShown(phrase, words[i + compound - 1], account, hasPerson))
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
    const unknown = unknownThingAt(words, i, (w) => account.drawnWords.has(w))
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
    // "a crack in the ice", "a hole in a tree": the opening is the thing's, shown or said with it.
    if (openingIn(words, i - 1)) continue
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
      // "his dad's cereal": an owner is no part of the thing's name.
      !owners.has(words[i - 2]) &&
      modifies(words, i - 1)
    // A describing word before a doing ("mini golf") is said with it, whole; a thing ("a balloon fight") alone.
    // ("the steep banking": a doing in -ing is no noun `modifies` reads, and is said with it all the same;
    // the last look, said-things.ts, then leaves a describing word off: "banking".)
    const act = words[i] !== undefined && !FUNCTION_WORDS.has(words[i]) && namesAnAct(words[i])
    const head =
      isAdjective(word) && (modifies(words, i) || /ing$/.test(words[i] ?? '')) && act ? ` ${typed[i]}` : ''
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
    if (i + n > words.length || plainlyDescribed(words, i, n) || animalAndItsPart(words, i, n)) continue
    const part = words.slice(i, i + n)
    if (part.some((w) => LITTLE_WORDS.has(w) && w !== 'of') || verbPhrase(part)) continue
    // "a pair of scissors": a measure's "of" joins no name; the scissors are checked themselves.
    if (part[1] === 'of' && measureWord(words, i)) continue
    const phrase = part.join(' ')
    // "blue bottle tops": the bottle tops, described blue; no bluebottle fly.
    if (describesNextName(words, i, n)) return null
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

// Figures built from drawings the prompt names: what they are built from is drawn or said.
const BUILT_FROM = new Set(['mandala', 'pattern'])

/**
 * The plan with every content noun of `words` that it neither draws nor says added to what it left out. A
 * refused page or a page of geometry is as it was: the refusal names what is missing, a figure is its own page.
 */
export function sayDropped(
  plan: Plan,
  read: { words: string[]; typed: string[]; owners?: ReadonlySet<string> },
  claimed?: Set<string>,
  prompt?: string,
): Plan {
  if (plan.refusal || (plan.figure && !BUILT_FROM.has(plan.figure.kind))) return plan
  const account = pageAccount(plan, claimed)
  // Words are judged where the prompt typed them: the reading's words lack the places it took out.
  const asTyped = prompt ? tokens(prompt) : read
  const named = wholeNames(plan, read, account)
  // A word drawn as a kin stays said ("waders" drawn as a heron, a wading bird, is no class the heron shows).
  const shownByClass = (w: string) => !plan.standIns.some((s) => s.asked === w) && classOfDrawn(w, plan)
  const said = named.some(shownByClass) ? named.filter((w) => !shownByClass(w)) : named
  const dropped = droppedInSilence(read.words, read.typed, account, read.owners)
  // "a fox in autumn": a season is a time to WordNet, passed over above as no thing; it is shown by its signs.
  dropped.push(...seasonsUnshown(plan, read.typed, account))
  // "number 11 with eleven socks": a number or a letter the page does not letter is said too.
  const known = new Set([...said, ...dropped].map((w) => w.toLowerCase()))
  for (const figure of figuresDropped(plan)) if (!known.has(figure.toLowerCase())) dropped.push(figure)
  const asked = new Set(plan.standIns.map((s) => s.asked))
  const page = { asked, drawnIds: account.drawnIds, walked: new Set(dropped) }
  if (!dropped.length) {
    const things = thingsSaid(said, asTyped.words, asTyped.typed, page)
    return things === plan.leftOut ? plan : { ...plan, leftOut: things }
  }
  // "stop" said by the reading is part of "stop sign" said here: the page says the whole.
  const within = (word: string) =>
    !asked.has(word) &&
    dropped.some((d) => d !== word && ` ${d.toLowerCase()} `.includes(` ${word.toLowerCase()} `))
  return {
    ...plan,
    leftOut: thingsSaid([...said.filter((w) => !within(w)), ...dropped], asTyped.words, asTyped.typed, page),
  }
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

/**
 * "a boy holding a corn snake at a reptile party": a word WordNet names as a class of a drawn subject (a snake is a
 * reptile) is shown by it, never said as drawn without.
 */
function classOfDrawn(word: string, plan: Plan): boolean {
  const lemma = lemmatize(word.toLowerCase())
  if (lemma.includes(' ')) return false
  const drawn = [
    ...plan.subjects.map((s) => s.label),
    ...plan.props.filter((p) => !p.concept.startsWith('*')).map((p) => p.label ?? p.concept),
  ]
  return drawn.some((name) =>
    (nounSenses(lemmatize(name.toLowerCase().replace(/-/g, ' ')), 1)[0]?.classes.slice(1, 14) ?? []).includes(
      lemma,
    ),
  )
}
