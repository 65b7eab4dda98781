import {
  conceptForPhrase,
  isAdjective,
  lemmatize,
  nounKind,
  nounKinds,
  nounSenses,
  SETTINGS,
  verbLemma,
} from '../vocabulary'
import { givenName } from './given-names'
import type { PlaceStandIn } from './place-caption'
import { listedPlace } from './place-name-table'
import { placeThing } from './place-thing'
import { cityNamed } from './places-by-class'

// A proper name no reader knows, read whole: "the Radcliffe Camera", "Milford Sound", "the Falkirk Wheel", "a boat
// on the Mersey". Read word by word, its last word is a common noun and was drawn as one (a camera for a library
// in Oxford), or its unknown word refused the whole page. Read after the landmarks and the places the tables know
// (place-names.ts), the name is taken out of the words the reading sees and said whole: the page is drawn for the
// rest ("with the mountains around it"), or refused when the name was all there was.

type Word = { typed: string; start: number; end: number }

const capitalised = (word: string) => /^[A-Z][a-z]/.test(word)
// Little words inside a name: "Gateway of India", "Rio del Rey", "Bahía de Cádiz" (folded).
export const NAME_JOINERS = ['of', 'de', 'del', 'da', 'di', 'du', 'la', 'le']
// A name no reader knows may also join a town to its river ("Stoke on Trent", "Stratford upon Avon"); a place
// named by its kind does not ("Swans on Lake Louise" is no town, places-named-by-kind.ts).
const JOINERS = new Set([...NAME_JOINERS, 'on', 'upon'])
// Where a river or a place is: "on the Mersey", "across the Limpopo", "the houses of Cinque Terre".
// "crossing Patagonia", "through Yorkshire": going across or through a place names it as where things are.
const PLACE_PREPOSITIONS = new Set(
  'on in at near by along across beside over down up to from of through crossing around'.split(' '),
)

/** A word no dictionary, drawing or list of given names knows: the own part of a name ("Radcliffe"). */
export function ownName(typed: string): boolean {
  const word = typed.toLowerCase()
  return (
    word.length >= 3 &&
    !nounKinds(word).length &&
    !nounKinds(lemmatize(word)).length &&
    !isAdjective(word) &&
    verbLemma(word) === null &&
    conceptForPhrase(word) === null &&
    !givenName(typed)
  )
}

const SETTING_WORDS = new Set(Object.values(SETTINGS).flatMap((s) => [s.label, ...s.words]))

/**
 * One capitalised word named as a place ("on the Mersey", "in Oxford"): no reader knows it, or, straight after
 * the word for where (`bare`), a common noun that is no setting and no time ("in Oxford": also a shoe).
 */
function placeName(typed: string, bare: boolean): boolean {
  const word = typed.toLowerCase()
  // A place the tables know was left to the landmark it is the town of ("the Colosseum in Rome").
  if (listedPlace(word) || cityNamed(word) || /'s$/.test(word)) return false
  if (ownName(typed)) return true
  const kind = nounKind(word)
  return (
    bare &&
    conceptForPhrase(word) === null &&
    kind !== null &&
    !TIME_OR_PLACE.has(kind) &&
    !SETTING_WORDS.has(word) &&
    !givenName(typed)
  )
}
/**
 * Two or more capitalised words named as a place ("at Zaanse Schans", "of Cinque Terre"): one at least a name no
 * reader knows, none a drawing, a time or a given name. Read whole, never cut into a word drawn and a word dropped.
 */
function placeRun(run: string[]): boolean {
  const words = run.filter((w) => !JOINERS.has(w))
  if (words.length < 2 || !words.some(ownName)) return false
  // A given name inside is the place's after its own first word ("of Skellig Michael", "at Mont Saint Michel").
  return words.every((w, k) => {
    const word = w.toLowerCase()
    return (
      conceptForPhrase(word) === null &&
      nounKind(word) !== 'noun.time' &&
      (!givenName(w) || (k > 0 && ownName(words[0])))
    )
  })
}

/** The last word of a name when it is a building, a bridge or another structure, lower case; else ''. */
function structureWord(typed: string): string {
  const word = typed.toLowerCase()
  return nounSenses(word, 1)[0]?.classes.includes('structure') ? word : ''
}

/**
 * The last word of a name when it is land or water of a kind the page draws ("Fingal's Cave", "the Chocolate
 * Hills": the cave, the hills), or a path walked over the land ("the Inca Trail": the trail), lower case as
 * typed; else ''.
 */
function landformWord(typed: string): string {
  const word = typed.toLowerCase()
  const classes = nounSenses(lemmatize(word), 1)[0]?.classes ?? []
  return classes.slice(0, 4).some((c) => /^(geological formation|body of water|path)$/.test(c)) ? word : ''
}

// Places a region's name comes before: the settings' words and the land a county is known by.
const REGION_PLACES = new Set([
  ...SETTING_WORDS,
  ...'town village city coast countryside moor moors dales hills valley harbour harbor market street'.split(
    ' ',
  ),
])

/**
 * Capitalised words a dictionary knows as no common noun but a place, nor as a describing word ("Lancashire", "Yorkshire"),
 * straight before a place in lower case: the region the place is in.
 */
function regionBefore(run: string[], next: string | undefined): boolean {
  if (!next || capitalised(next) || !REGION_PLACES.has(next.toLowerCase())) return false
  return run.every((w) => {
    const word = w.toLowerCase()
    return (
      word.length >= 3 &&
      nounKinds(word).every((k) => k === 'noun.location') &&
      !isAdjective(word) &&
      verbLemma(word) === null &&
      !givenName(w) &&
      !/['’]s$/.test(w)
    )
  })
}

const TIME_OR_PLACE = new Set(['noun.time', 'noun.location', 'noun.event', 'noun.act'])

/**
 * Two or more capitalised words that name one thing ("Milford Sound", "the Liver Building"): the last a common
 * noun that is no time ("Mother's Day"), the first a name no reader knows, or, inside the prompt, every word a
 * noun and none a given name or a describing word ("Happy Birthday" is a greeting).
 */
function headedName(run: string[], at: number): boolean {
  if (run.length < 2) return false
  const last = lemmatize(run[run.length - 1].toLowerCase())
  if (!nounKinds(last).length || nounKind(last) === 'noun.time') return false
  if (ownName(run[0])) return true
  return (
    at > 0 &&
    run.every(
      (w) =>
        JOINERS.has(w) || (nounKinds(lemmatize(w.toLowerCase())).length > 0 && !isAdjective(w.toLowerCase())),
    ) &&
    !run.some((w) => givenName(w))
  )
}

/** The text without the names it holds that no reader knows, and those names as typed. */
export function readUnknownNames(text: string): {
  rest: string
  said: string[]
  lettered: PlaceStandIn[]
} {
  const words: Word[] = [...text.matchAll(/[A-Za-z][\w'’-]*/g)].map((m) => ({
    typed: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }))
  const cuts: { from: number; to: number; name: string; kind: string; placed: boolean }[] = []
  for (let i = 0; i < words.length; i++) {
    if (!capitalised(words[i].typed)) continue
    let j = i
    while (
      j + 1 < words.length &&
      (capitalised(words[j + 1].typed) ||
        (JOINERS.has(words[j + 1].typed) && capitalised(words[j + 2]?.typed ?? '')))
    )
      j++
    const run = words.slice(i, j + 1).map((w) => w.typed)
    const where = words[i - 1]?.typed.toLowerCase() === 'the' ? i - 2 : i - 1
    const preposition = words[where]?.typed.toLowerCase() ?? ''
    const placed =
      PLACE_PREPOSITIONS.has(preposition) &&
      (run.length === 1 ? placeName(run[0], where === i - 1) : placeRun(run))
    // "a Lancashire town", "a Yorkshire village": the name of the region the place is in, lettered; never a
    // drawing named after it (a Yorkshire pudding), never dropped.
    if (regionBefore(run, words[j + 1]?.typed)) {
      cuts.push({ from: words[i].start, to: words[j].end, name: run.join(' '), kind: '', placed: true })
      i = j
      continue
    }
    if (
      !(placed || headedName(run, i)) ||
      conceptForPhrase(run.join(' ').toLowerCase()) ||
      creatureKind(run)
    ) {
      i = j
      continue
    }
    // "on the Mersey": the word for where goes with the place; "the Falkirk Wheel" loses its "the".
    const from = placed ? words[where].start : where === i - 2 ? words[i - 1].start : words[i].start
    // "the Glenfinnan Viaduct": a name for a building or a bridge keeps its kind to draw ("the viaduct").
    // "Fingal's Cave", "the Chocolate Hills": a name of land or water keeps its kind to draw, lettered with its name.
    const landform = landformWord(run[run.length - 1])
    const kind = landform || (placed ? '' : structureWord(run[run.length - 1]))
    // Lettered only when it is a name and nothing else, and no venue: "in Reception" (a class) is said, and one
    // word after "at" is as often a shop as a town ("at Tesco", "at Greggs"): said, unless a building, a landform
    // or water stands at it ("the castle at Conwy", "the stream at Bibury", "the Ganges at Varanasi").
    const lettered =
      (landform !== '' && run.length > 1) ||
      (placed &&
        (run.length > 1 ||
          (ownName(run[0]) && (preposition !== 'at' || placeThing(words[where - 1]?.typed, 'at')))))
    cuts.push({ from, to: words[j].end, name: run.join(' '), kind, placed: lettered })
    i = j
  }
  if (!cuts.length) return { rest: text, said: [], lettered: [] }
  let rest = ''
  let at = 0
  for (const cut of cuts) {
    rest += text.slice(at, cut.from) + (cut.kind ? ` the ${cut.kind} ` : '')
    at = cut.to
  }
  rest += text.slice(at)
  // A name where the rest is ("in Chefchaouen") is lettered on the page (place-caption.ts): the page shows where
  // it is by its name; a name of a thing ("the Falkirk Wheel") is said.
  return {
    rest: rest.replace(/\s{2,}/g, ' ').trim(),
    said: cuts.filter((c) => !c.placed).map((c) => c.name),
    lettered: cuts.filter((c) => c.placed).map((c) => ({ asked: c.name, drawn: 'place', lettered: true })),
  }
}

/**
 * "a Snow Leopard", "a Bird Of Paradise": a creature or a food WordNet knows by the whole run, typed with
 * capitals, is that creature (drawn as itself or its kin), never a name said whole and the page refused.
 */
function creatureKind(run: string[]): boolean {
  const phrase = lemmatize(run.join(' ').toLowerCase())
  return /^noun\.(animal|plant|food)$/.test(nounKinds(phrase)[0] ?? '')
}
