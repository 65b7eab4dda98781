import { type Concept, conceptForPhrase, kinThroughWordnet, lemmatize, nounKind } from '../vocabulary'
import { contentNamedWithContainer } from './container-names'
import { memberOfNamedGroup } from './group-words'
import { creatureGroup } from './measure-words'
import { MAX_COUNT, NUMBER_WORDS } from './read-number-page'
import { wornPlace } from './worn-things'

// "two dinosaurs", "three cats", "a family of ducks": how many of a drawing the prompt asks for. A page holds two
// to five of one thing among others, side by side; a page of one kind of thing alone ("ten ducks in a pond", "a
// dozen eggs") holds up to twenty, in rows, as a number page does: a counting page drawn short is a wrong page for
// the class counting it.
const NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  dozen: 12,
  pair: 2,
  couple: 2,
  twin: 2,
  twins: 2,
  both: 2,
}
for (let n = 6; n <= MAX_COUNT; n++) NUMBERS[NUMBER_WORDS[n]] = n
for (let n = 2; n <= MAX_COUNT; n++) NUMBERS[String(n)] = n
// Groups of animals or things: a few of them, as a child draws a family of ducks.
const GROUPS = new Set([
  'family',
  'group',
  'herd',
  'flock',
  'school',
  'pack',
  'bunch',
  'pod',
  'litter',
  'team',
])
const MAX_ON_PAGE = 5
/** One kind of thing alone on the page, counted: four rows of five at most, as a number page counts. */
const MAX_ONE_KIND = MAX_COUNT

/** The number a count word says ("three", "5", "pair"), up to `most`; null for any other word. */
const saidCount = (word: string, most: number): number | null =>
  Object.hasOwn(NUMBERS, word) ? Math.min(most, NUMBERS[word]) : null

/** The number a count word says ("three", "5", "pair"), at most five (people, held things); null for any other. */
export const countWord = (word: string): number | null => saidCount(word, MAX_ON_PAGE)

/**
 * How many of a thing held, worn or set beside a subject the prompt asks for ("a girl with two paintbrushes",
 * "holding three balloons"): the count word at most two describing words before the thing's word, at most
 * five; 1 when it is not counted, counted as a pair ("a pair of gloves") or is a drawing that is itself a pair.
 */
export function propCount(text: string, concept: Concept): number {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9' -]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  for (let i = 0; i < words.length; i++) {
    // "a pair of gloves", "a pair of scissors": a thing held or worn as a pair is drawn as one drawing.
    const named =
      /^(number|no|#)$/.test(words[i - 1] ?? '') ||
      !/^(\d|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen)/.test(words[i])
    const n = named ? null : countWord(words[i])
    if (!n) continue
    const from = words[i + 1] === 'of' ? i + 2 : i + 1
    for (let k = from; k < Math.min(words.length, from + 3); k++) {
      const found = conceptForPhrase(words[k])
      if (!found) continue
      if (found.id !== concept.id) break
      return drawnAsPair(concept) ? 1 : n
    }
  }
  return 1
}

/**
 * For each subject the prompt counts, how many more copies to draw: subject index and copies beyond the first.
 * The count word comes before the thing ("two big dogs", "a family of ducks"), at most two describing words
 * between; people are counted by the people reading and are left to it.
 */
export function readCounts(
  text: string,
  subjects: Concept[],
  { isPerson, placed }: { isPerson: (index: number) => boolean; placed: number[] },
): { subject: number; extra: number }[] {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9' -]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const out: { subject: number; extra: number }[] = []
  let total = subjects.length
  for (let i = 0; i < words.length; i++) {
    // "a pod of dolphins": a group of animals by its own word; "a pair of rabbits" is counted as the pair.
    // "a pod of peas" is the one pea pod (container-names.ts), no group of them.
    const group =
      (GROUPS.has(words[i]) && words[i + 1] === 'of' && !contentNamedWithContainer(words, i)) ||
      (countWord(words[i]) === null && creatureGroup(words, i))
    // "a mountain range": a group WordNet names as one thing's ("range of mountains") is a few of it.
    const ofOne = words[i + 1] !== undefined && memberOfNamedGroup(`${words[i]} ${words[i + 1]}`) !== null
    // "a number 5 bus", "the no. 42 bus": the number names the thing, it does not count it.
    const named = /^(number|no|#)$/.test(words[i - 1] ?? '')
    const n = group || ofOne ? 3 : named ? 0 : (saidCount(words[i], MAX_ONE_KIND) ?? 0)
    if (!n) continue
    // "a pair of", "a couple of": the thing after "of".
    const from = ofOne ? i : words[i + 1] === 'of' ? i + 2 : i + 1
    for (let k = from; k < Math.min(words.length, from + 3); k++) {
      // "two budgies": a kin drawn in the word's place (a parrot) is counted as the word was, when it is the
      // very word counted ("a couple riding a tandem": the couple is counted, not the tandem).
      const kin = k === from ? kinThroughWordnet(lemmatize(words[k]))?.concept : undefined
      const concept = conceptForPhrase(words[k]) ?? kin
      if (!concept) continue
      const at = subjects.findIndex((s) => s.id === concept.id)
      if (at < 0 || isPerson(at) || out.some((o) => o.subject === at)) break
      // "a couple riding a tandem": the two share the one tandem; "a couple of tandems" is two.
      if (concept.id === 'tandem' && words[from - 1] !== 'of') break
      // "a pair of scissors", "a pair of socks": a drawing that is itself the pair is one.
      if (words[i] === 'pair' && drawnAsPair(concept)) break
      // A count over five is a counting page ("six ducks and a frog"): the counted kind is drawn in full, in
      // rows, beside the few others; never drawn short in silence.
      const most = subjects.length === 1 || n > MAX_ON_PAGE ? MAX_ONE_KIND : MAX_ON_PAGE
      const extra = Math.min(n - 1, most - total)
      if (extra > 0) {
        out.push({ subject: at, extra })
        total += extra
      }
      break
    }
  }
  // A first subject `placed` in or on another ("apples in a basket") stays one: its copy would stand beside.
  if (total < MAX_ON_PAGE && !out.some((o) => o.subject === 0) && !placed.includes(0))
    if (pluralFirst(words, subjects, isPerson)) out.push({ subject: 0, extra: 1 })
  return out
}

/**
 * The first subject named in the plural with no number ("ducks in a pond", "birds on a wire"): a child asking for
 * birds expects more than one, so two are drawn. A drawing that is itself a pair or a set ("socks", "fireworks")
 * is named in the plural already and stays one, as does a pair worn ("ice skates"). Only the first subject: a
 * plural after it is mostly what the first does something with ("a giraffe eating leaves", "roasting
 * marshmallows"), which its pose draws once. Nor a plural after "of": "a box of tissues" is one box.
 */
function pluralFirst(words: string[], subjects: Concept[], isPerson: (index: number) => boolean): boolean {
  if (!subjects.length || isPerson(0)) return false
  return words.some((word, i) => {
    // "a box of tissues", "a bag of apples": what holds them is the one thing drawn.
    const before = words[i - 1] ?? ''
    // "a sparrow's nest": one sparrow owns it; the possessive's s is no plural.
    // "dozens of walruses", "hundreds of gannets", "lots of kites": a number's plural before "of" counts many.
    const many = before === 'of' && manyOf(words[i - 2] ?? '')
    if (
      lemmatize(word) === word ||
      !/[^']s$/.test(word) ||
      countWord(before) !== null ||
      (before === 'of' && !many)
    )
      return false
    const concept = conceptForPhrase(word)
    const name = concept?.label.toLowerCase().split(' ') ?? []
    const last = name.pop() ?? ''
    // "peas" drawn as the pea pod: the plural names what the one drawing holds, no second drawing.
    if (name.includes(lemmatize(word))) return false
    return concept?.id === subjects[0].id && lemmatize(last) === last && !wornPlace(concept)
  })
}

/** A quantity named in the plural ("dozens", "hundreds", "lots"): many of what follows its "of". */
const manyOf = (word: string) => lemmatize(word) !== word && nounKind(lemmatize(word)) === 'noun.quantity'

/** A drawing named in the plural of a thing that comes as two ("scissors", "socks", "ice skates"). */
function drawnAsPair(concept: Concept): boolean {
  const last = concept.label.toLowerCase().split(' ').pop() ?? ''
  return /s$/.test(last) && (lemmatize(last) !== last || /ss?ors$|ers$/.test(last))
}
