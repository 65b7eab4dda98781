import {
  conceptById,
  conceptForPhrase,
  isAdjective,
  lemmatize,
  nounSenses,
  placeName,
  standInWords,
} from '../vocabulary'
import { givenName } from './given-names'
import { LANDMARK_DRAWING_WORDS, LANDMARK_DRAWINGS, NAMED_ONLY } from './landmark-drawings'
import { DRAWN_APART, LANDMARK_KINDS, LANDMARKS, type LandmarkKind } from './landmark-kinds'
import {
  ALSO_PEOPLE,
  HEAD_WORDS,
  LANDMARK_LANDS,
  LANDMARK_LETTERS,
  LANDMARK_PARTS,
  LANDMARK_PLACES,
  LANDMARK_SETTINGS,
  LEAD_WORDS,
} from './landmark-names'
import type { PlaceStandIn } from './place-caption'
import { cityNamed } from './places-by-class'
import { placesNamedByKind } from './places-named-by-kind'

// World landmarks with no drawing of their own, drawn as the drawing of their kind and said
// (docs/decisions/0121-landmarks-named-by-kind.md): "the CN Tower in Toronto" is a tower in the city, "Drawn as
// a tower: no CN Tower"; never a table for Table Mountain nor a car for Berlin. Read before anything
// else, on the prompt as typed: a name's capitals are what tell "the Brandenburg Gate" from "a garden gate".

export type LandmarkStandIn = PlaceStandIn

const KIND_DRAWINGS = new Set<string>(Object.values(LANDMARK_KINDS))

/** The words the reader reads a kind's drawing by: its label when that names it, else its id. */
function kindWords(kind: LandmarkKind): string {
  const id = LANDMARK_KINDS[kind]
  const label = conceptById(id).label
  return conceptForPhrase(label)?.id === id ? label : id.replace(/-/g, ' ')
}

// "St Basil's", "Saint-Michel": a name's words in any case, with or without 's, spaced or hyphenated.
const nameWord = (word: string) =>
  word === 'st' ? '(?:st\\.?|saint|sainte)' : `${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:['’]s)?`
const namePattern = (name: string) =>
  name
    .split(/[\s-]+/)
    .map(nameWord)
    .join('[\\s-]+')

let gazetteer: RegExp | null = null
let kindOfName: Map<string, LandmarkKind | null> | null = null
/** One pattern for every listed name, longest first, and the kind of each name as read back. */
function gazetteerPattern(): { pattern: RegExp; kinds: Map<string, LandmarkKind | null> } {
  if (gazetteer && kindOfName) return { pattern: gazetteer, kinds: kindOfName }
  const kinds = new Map<string, LandmarkKind | null>(LANDMARK_DRAWINGS.map((name) => [name, null]))
  for (const [kind, names] of Object.entries(LANDMARKS) as [LandmarkKind, string[]][])
    for (const name of names) kinds.set(plainName(name), kind)
  const names = [...kinds.keys()].sort((a, b) => b.length - a.length)
  gazetteer = new RegExp(`(?<![\\w'-])(${names.map(namePattern).join('|')})(?![\\w-])`, 'gi')
  kindOfName = kinds
  return { pattern: gazetteer, kinds }
}

/** A name as the tables spell it: lower case, "st" for saint, no 's, single spaces. */
function plainName(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/\b(?:saint|sainte|st\.)(?=\s|-)/g, 'st')
    .replace(/[\s-]+/g, ' ')
    .trim()
}

// Words that are no part of a landmark's name, capitalised or not: a holiday castle, a season's tower.
const NOT_NAMES = new Set(
  'the a an my our his her their this that christmas halloween easter thanksgiving hanukkah diwali eid ramadan valentine valentines santa new year spring summer autumn fall winter lego minecraft'.split(
    ' ',
  ),
)
const isCapital = (word: string) => /^[A-Z]/.test(word)

/** Whether a capitalised word can be part of a landmark's name: no drawing, no describing word, no child. */
function nameWordOk(typed: string, first: boolean): boolean {
  const word = typed.replace(/['’]s$/i, '').replace(/\.$/, '')
  const lower = word.toLowerCase()
  if (!isCapital(word) || NOT_NAMES.has(lower)) return false
  if (lower === 'st' || lower === 'saint') return true
  // "Emma's castle" is a girl's, "Dracula's castle" a vampire's: a possessive is a name only after "St".
  if (/['’]s$/i.test(typed)) return false
  // A town WordNet knows by name is the name's even where it names a drawing or a person too ("Lincoln
  // Cathedral", "Durham Cathedral": a breed of sheep and of cattle).
  if (placeName(lower)) return true
  if (givenName(lower)) return false
  if (conceptForPhrase(lower) || isAdjective(lower)) return false
  // The prompt's first word is capitalised whatever it is: only a word that is no common noun is a name there.
  return !first || nounSenses(lower, 1).length === 0
}

// kind null: a landmark the catalogue draws itself, read only for the place after it.
type Found = { start: number; end: number; kind: LandmarkKind | null }

/** A name that is also a person's, doing something ("Petra riding a bike"): the person, left to the reader. */
function doingSomething(name: string, after: string): boolean {
  const plain = plainName(name)
  return (ALSO_PEOPLE.has(plain) || givenName(plain) !== null) && /^\s+(?:is\s+)?\w+ing\b/i.test(after)
}

/** Names read by their head word ("the Brandenburg Gate") or lead word ("Mount Everest"). */
function namedByWords(text: string, taken: Found[]): Found[] {
  const words = [...text.matchAll(/[A-Za-z][\w'’.-]*/g)].map((m) => ({
    typed: m[0].replace(/\.$/, ''),
    start: m.index,
    end: m.index + m[0].replace(/\.$/, '').length,
  }))
  const free = (start: number, end: number) => !taken.some((t) => start < t.end && end > t.start)
  const plain = (from: number, to: number) =>
    plainName(
      words
        .slice(from, to + 1)
        .map((w) => w.typed)
        .join(' '),
    )
  const drawnAlready = (from: number, to: number) => {
    const phrase = plain(from, to)
    return conceptForPhrase(phrase) !== null || standInWords(phrase.split(' '), 0) === to - from + 1
  }
  const out: Found[] = []
  for (let i = 0; i < words.length; i++) {
    const lower = words[i].typed.toLowerCase().replace(/['’]s$/, '')
    const lead = Object.hasOwn(LEAD_WORDS, lower) && isCapital(words[i].typed) ? LEAD_WORDS[lower] : null
    if (lead) {
      let to = i
      while (to + 1 < words.length && to - i < 2 && nameWordOk(words[to + 1].typed, false)) to++
      if (to > i && !drawnAlready(i, to) && free(words[i].start, words[to].end)) {
        out.push({ start: words[i].start, end: words[to].end, kind: lead })
        i = to
        continue
      }
    }
    const head = Object.hasOwn(HEAD_WORDS, lower) ? HEAD_WORDS[lower] : null
    if (!head) continue
    let from = i
    while (from > 0 && i - from < 3 && nameWordOk(words[from - 1].typed, from - 1 === 0)) from--
    // "the Temple of Heaven", "the Palace of Westminster": the head, then "of" and the name.
    let to = i
    if (from === i && isCapital(words[i].typed) && words[i + 1]?.typed.toLowerCase() === 'of') {
      let k = i + 2
      if (words[k]?.typed.toLowerCase() === 'the') k++
      while (k < words.length && k - i < 5 && nameWordOk(words[k].typed, false)) to = k++
    }
    if ((from === i && to === i) || drawnAlready(from, to)) continue
    if (!free(words[from].start, words[to].end)) continue
    out.push({ start: words[from].start, end: words[to].end, kind: head })
  }
  return out
}

// A place after a landmark: "in Toronto", "above Rio", "behind Cape Town", "in St Louis"; in lower case only a
// place WordNet knows by name ("in berlin").
const PLACE_AFTER =
  /^(\s*,?\s*)(in|at|above|behind|over|near|overlooking|outside|beside|of|from)\s+((?:the\s+)?(?:(?:St\.?|Saint)\s+)?[A-Z][\w'’-]*(?:\s+(?:(?:de|da|do|del|di)\s+)?[A-Z][\w'’-]*){0,2})/
const PLACE_AFTER_LOWER =
  /^(\s*,?\s*)(in|at|above|behind|over|near|overlooking|outside|beside|of)\s+([a-z]+(?:\s+[a-z]+)?)/
function placeAfter(text: string): RegExpExecArray | null {
  const named = PLACE_AFTER.exec(text)
  if (named) return named
  const lower = PLACE_AFTER_LOWER.exec(text)
  if (!lower) return null
  // "above the city" is no name (WordNet's "the City" is London's): a lower-case place has no article.
  if (lower[3].startsWith('the ')) return null
  // "in cape town" whole, else "in berlin" of "in berlin at night".
  if (placeName(lower[3])) return lower
  const one = lower[3].split(' ')[0]
  if (one === lower[3] || !placeName(one)) return null
  const short = [...lower] as RegExpExecArray
  short[0] = `${lower[1]}${lower[2]} ${one}`
  short[3] = one
  return short
}
/** A place of LANDMARK_PLACES with a name of its own, drawn as its setting and lettered ("the Alps"). */
function letteredPlace(typed: string): LandmarkStandIn | null {
  const plain = plainName(typed)
  if (!Object.hasOwn(LANDMARK_PLACES, plain) || LANDMARK_LANDS.has(plain)) return null
  const drawn = LANDMARK_PLACES[plain].replace(/^\w+\s+the\s+/, '').split(' ')[0]
  return { asked: typed, drawn, lettered: true }
}

/**
 * The town, city, country or region a landmark is named in ("the Duomo in Florence", "Devils Tower in Wyoming",
 * "Machu Picchu in Peru"), lettered on the page: the landmark stands in it, so the page shows it, and dropping it
 * in silence told the parent nothing (docs/decisions/0181-landmarks-most-asked.md). Read here only when the place
 * is taken out of the words: the city's skyline, the landmark's own setting, or a land of LANDMARK_PLACES.
 */
function placeAfterLettered(
  typed: string,
  said: string | null,
  skyline: boolean | null,
): LandmarkStandIn | null {
  const plain = plainName(typed.replace(/^the\s+/i, ''))
  const land = LANDMARK_LANDS.has(plain) && plain !== 'the jungle' && plain !== 'easter island'
  if (!land && said === null && !skyline) return null
  return { asked: typed, drawn: 'city', lettered: true }
}

const PLACE_ANYWHERE = () =>
  new RegExp(
    `\\b(?:in|at|on|near|by)\\s+(${Object.keys(LANDMARK_PLACES)
      .sort((a, b) => b.length - a.length)
      .join('|')})\\b(?!\\s+river)`,
    'gi',
  )

// Kind words after a name that are no head word of a landmark's kind: "the Burj Al Arab hotel" is the building,
// "Alcatraz island" the island drawn.
const KINDS_AFTER = new Set(['hotel', 'prison', 'jail', 'museum', 'island'])

const NAMES_A_PLACE = /\b(?:in|by|on|at|near|under|over|beside|behind|into)\s+(?:the|a|an)\b/i

/** What a place after a landmark is read as: its own setting, a city the page's skyline, or left as it is. */
function placeWords(preposition: string, place: string): string | null {
  const plain = plainName(place.replace(/^the\s+/i, ''))
  if (Object.hasOwn(LANDMARK_PLACES, plain)) return LANDMARK_PLACES[plain]
  // London, Paris, Venice are read by their own skyline and landmark; a holiday or a drawing is no place.
  if (cityNamed(plain) || plain.split(' ').some((w) => NOT_NAMES.has(w)) || conceptForPhrase(plain))
    return null
  return `${preposition} the city`
}

/**
 * A bridge with a boat named by it stands over the water they share: "Tower Bridge opening to let a tall ship
 * through" is on the river when the prompt names no place ("a bus crossing Tower Bridge" stays on the street).
 */
function overWater(name: string, text: string): string | undefined {
  if (!/\bbridge$/.test(name)) return undefined
  const afloat = (word: string) =>
    nounSenses(lemmatize(word.toLowerCase()), 1).some((s) => s.classes.includes('vessel'))
  return text.split(/[^A-Za-z]+/).some((w) => w.length > 2 && afloat(w)) ? 'over the river' : undefined
}

/**
 * A country or town after a drawn landmark that stands in its own land is that land, not a city's street: "Uluru
 * in Australia" is the desert, "Petra in Jordan" the desert, "the Great Wall in China" the hills it rides; '' when
 * the landmark's own setting draws it. A landmark of a city ("the CN Tower in Toronto") keeps the city.
 */
function ownPlace(said: string | null, own: string | undefined, drawnAs: string | null): string | null {
  if (!said?.endsWith(' the city') || drawnAs === null) return said
  if (own) return own
  const setting = conceptForPhrase(plainName(drawnAs))?.setting
  return setting && setting !== 'city' ? '' : said
}

/**
 * How much of `after` names parts the landmark's own drawing shows ("with its big wings", "with the church on the
 * little island", "carved into the pink cliffs"), and those parts: drawn with it, neither again beside it nor said.
 */
function partsDrawn(name: string, after: string, found: string[]): number {
  // "the Merlion spouting water": a doing of the landmark's own part names it too.
  const parts = Object.hasOwn(LANDMARK_PARTS, name) ? LANDMARK_PARTS[name] : null
  if (!parts) return 0
  const isPart = (w: string) => parts.includes(w.toLowerCase())
  let taken = 0
  for (;;) {
    const rest = after.slice(taken)
    const hit =
      /^\s*,?\s+(?:with|on|and|in|into|carved\s+into|by|[a-z]{3,}ing(?:\s+out)?)\s+(?:(?:its|their|the|a|an|some)\s+)?((?:[a-z]+\s+){0,2}[a-z]+)/i.exec(
        rest,
      )
    if (!hit) return taken
    // Up to two describing words before the part: "its big wings", "a junk boat"; never past a name or a little
    // word ("in Moscow with onion domes" is a place first).
    const all = hit[1].split(/\s+/)
    const stop = all.findIndex((w) => /^[A-Z]/.test(w) || /^(?:with|on|and|in|into|by|of)$/i.test(w))
    const words = stop < 0 ? all : all.slice(0, stop)
    const at = words.findLastIndex(isPart)
    if (at < 0) return taken
    let from = at
    while (from > 0 && isPart(words[from - 1])) from--
    found.push(words.slice(from, at + 1).join(' '))
    taken += hit[0].length - hit[1].length + words.slice(0, at + 1).join(' ').length
  }
}

// "the red gates of Fushimi Inari", "the onion domes of the Kremlin": a part named before its landmark, with up to
// two describing words (never a little word: "at the gates of" keeps "at").
const PART_BEFORE =
  /(?:\b(?:the|its|some)\s+)?((?:(?!(?:at|in|on|of|to|by|with|near|under|over|from|into|through|and|the|a|an)\s)[a-z]+\s+){0,2})([a-z]+)\s+of\s+(?:the\s+)?$/i

/** Where in `before` the parts of the landmark named just after it begin, those parts found; else its length. */
function partsBefore(name: string, before: string, found: string[]): number {
  const parts = Object.hasOwn(LANDMARK_PARTS, name) ? LANDMARK_PARTS[name] : null
  const hit = parts ? PART_BEFORE.exec(before) : null
  if (!parts || !hit || !parts.includes(hit[2].toLowerCase())) return before.length
  found.push(`${hit[1]}${hit[2]}`.trim())
  return hit.index
}

// A city named with its landmark ("Moscow with the Kremlin", "Washington and the White House"): the landmark
// stands for the city. Cities the page draws by their own landmark (London, Paris) are named-places.ts's.
const CITY_WITH = /(?<![\w'’-])((?:[A-Z][\w'’.-]*\s+){1,3})(?:with|and)\s+((?:the|its)\s+)?$/

/** How much of `before` (the text just before a landmark) is a city named with it, and the article kept. */
function cityWith(before: string): { cut: number; article: string } | null {
  const m = CITY_WITH.exec(before)
  if (!m) return null
  const words = m[1].trim().split(/\s+/)
  const city = plainName(words.join(' '))
  if (cityNamed(city) || NOT_NAMES.has(city)) return null
  const first = m.index === 0
  const place = placeName(city) || words.every((w, k) => nameWordOk(w, first && k === 0))
  if (!place || words.some((w) => givenName(w.toLowerCase()))) return null
  return { cut: m.index, article: m[2] ? 'the ' : '' }
}

/**
 * The landmarks the prompt names that have no drawing of their own, each replaced by the words of its kind's
 * drawing, and the places they stand in by their setting; the stand-ins the page says.
 */
export function readLandmarks(text: string): { rest: string; standIns: LandmarkStandIn[]; parts: string[] } {
  const { pattern, kinds } = gazetteerPattern()
  const found: Found[] = []
  for (const match of text.matchAll(pattern)) {
    const kind = kinds.get(plainName(match[1]))
    if (kind === undefined || doingSomething(match[1], text.slice(match.index + match[1].length))) continue
    // "a girl named Petra" is a girl's name, not the city.
    if (/\b(?:named|called)\s+$/i.test(text.slice(0, match.index))) continue
    // "the Shard" is a name only as written so: "the shard of glass" is no tower, "a white house" no White House.
    if (NAMED_ONLY.has(plainName(match[1])) && !/[A-Z]\w*$/.test(match[1])) continue
    // "the Alhambra palace", "the Christ the Redeemer statue": the kind named after the name is the name's.
    const after = /^\s+([A-Za-z]+)\b/.exec(text.slice(match.index + match[1].length))
    const kindAfter = after?.[1].toLowerCase() ?? ''
    const head =
      Object.hasOwn(HEAD_WORDS, kindAfter) || KINDS_AFTER.has(kindAfter) ? (after?.[0].length ?? 0) : 0
    found.push({ start: match.index, end: match.index + match[1].length + head, kind })
  }
  found.push(...namedByWords(text, found))
  found.sort((a, b) => a.start - b.start)
  // "the moai on Easter Island": a place drawn by its landmark, named after another landmark, is where that one
  // stands (its setting, read below), not a second drawing.
  const places = found.filter(
    (mark, k) => k > 0 && Object.hasOwn(LANDMARK_PLACES, plainName(text.slice(mark.start, mark.end))),
  )
  const standIns: LandmarkStandIn[] = []
  const parts: string[] = []
  let rest = ''
  let at = 0
  for (const mark of found) {
    if (mark.start < at || places.includes(mark)) continue
    const typed = text.slice(mark.start, mark.end)
    const city = cityWith(text.slice(at, mark.start))
    if (city) {
      rest += text.slice(at, at + city.cut) + city.article
      at = mark.start
    }
    if (mark.kind) {
      const asked = typed.replace(/^the\s+/i, '')
      // A landmark with no drawing of its own is drawn as its kind and its name lettered: "Ben Nevis" the
      // mountain, "York Minster" the cathedral, "the Pyramid of the Sun" the pyramid; the child sees the kind
      // and reads which one it is. Only a name far from its kind's drawing (a TV mast, a rock arch) is said.
      const lettered = !DRAWN_APART.has(plainName(asked))
      standIns.push({ asked, drawn: conceptById(LANDMARK_KINDS[mark.kind]).label, lettered })
    }
    const name = plainName(typed)
    // "Saint Pauls cathedral": the name read without the kind named after it.
    const bare = name.replace(/ \w+$/, '')
    const words = Object.hasOwn(LANDMARK_DRAWING_WORDS, name)
      ? LANDMARK_DRAWING_WORDS[name]
      : !mark.kind &&
          Object.hasOwn(LANDMARK_DRAWING_WORDS, bare) &&
          Object.hasOwn(HEAD_WORDS, name.slice(bare.length + 1))
        ? LANDMARK_DRAWING_WORDS[bare]
        : null
    // "the Burj Al Arab hotel": a drawn name and its kind after it is the name alone.
    const kindAfter = name.slice(bare.length + 1)
    const namedKind =
      !mark.kind &&
      !LANDMARK_DRAWINGS.includes(name) &&
      LANDMARK_DRAWINGS.includes(bare) &&
      (Object.hasOwn(HEAD_WORDS, kindAfter) || KINDS_AFTER.has(kindAfter))
    const drawnAs = words ?? (namedKind ? typed.replace(/\s+\S+$/, '') : typed)
    // "the pyramids of Giza": a name the catalogue reads as its kind's drawing is lettered as one drawn as its kind.
    const kindOf = words ? conceptForPhrase(words) : null
    if (kindOf && KIND_DRAWINGS.has(kindOf.id))
      standIns.push({ asked: typed, drawn: kindOf.label, lettered: true })
    const before = text.slice(at, mark.start)
    rest += before.slice(0, partsBefore(name, before, parts)) + (mark.kind ? kindWords(mark.kind) : drawnAs)
    at = mark.end
    at += partsDrawn(name, text.slice(at), parts)
    const place = placeAfter(text.slice(at))
    const own =
      LANDMARK_SETTINGS[plainName(typed)] ?? LANDMARK_SETTINGS[plainName(drawnAs)] ?? overWater(name, text)
    const said = place ? ownPlace(placeWords(place[2], place[3]), own, mark.kind ? null : drawnAs) : null
    // A city drawn by its own skyline ("in Moscow") stays for named-places.ts; parts may follow it.
    const skyline = place && said === null && cityNamed(plainName(place[3].replace(/^the\s+/i, '')))
    const named = place ? (letteredPlace(place[3]) ?? placeAfterLettered(place[3], said, skyline)) : null
    if (named) standIns.push(named)
    if (place && (said !== null || skyline)) {
      rest += said === null ? place[0] : said ? `${place[1]}${said}` : ''
      at += place[0].length
      at += partsDrawn(name, text.slice(at), parts)
    } else if (city && !NAMES_A_PLACE.test(text.slice(at))) rest += ' in the city'
    // Its own setting when the prompt names none after it ("Angkor Wat at sunrise": in the jungle).
    if (own && !place && !NAMES_A_PLACE.test(text.slice(at))) rest += ` ${own}`
  }
  rest += text.slice(at)
  for (const [name, letters] of Object.entries(LANDMARK_LETTERS))
    rest = rest.replace(new RegExp(`(?:the\\s+)?${namePattern(name)}\\b`, 'gi'), `"${letters}"`)
  // "white houses with blue domes": houses, not the White House (WordNet's), when it is not written as a name.
  rest = rest.replace(/\bwhite (houses?)\b/g, '$1')
  // "white houses in Santorini": a place known by its setting is that setting, landmark or not.
  rest = rest.replace(PLACE_ANYWHERE(), (whole, place: string) => {
    const named = letteredPlace(place)
    if (named) standIns.push(named)
    return LANDMARK_PLACES[plainName(place)] ?? whole
  })
  // "Lake Louise", "Times Square": a place whose name says its kind is that kind's setting, said.
  const byKind = placesNamedByKind(rest)
  return { rest: byKind.rest, standIns: [...standIns, ...byKind.standIns], parts }
}
