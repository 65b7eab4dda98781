import {
  type Concept,
  conceptForPhrase,
  lemmatize,
  nounKind,
  type PlaceNameSense,
  placeName,
  placeNameClasses,
  SETTINGS,
  type SettingId,
} from '../vocabulary'
import { givenName } from './given-names'
import { type LandmarkStandIn, readLandmarks } from './landmarks'
import { asTyped, foldLetters } from './name-letters'
import { type PlaceStandIn, placeCaption } from './place-caption'
import { PLACE_KINDS, PLACES_BY_NAME, type PlaceKind, REGIONS_BY_NAME } from './place-name-table'
import { placeThing } from './place-thing'
import { cityNamed } from './places-by-class'
import { boatSenses, lighthouseBeam } from './sea-senses'
import { readUnknownNames } from './unknown-names'

// A real place named where something happens: "a donkey ride at Skegness", "a tram in Manchester", "a bear in
// Yellowstone", "a kangaroo in Australia" (docs/decisions/0159-named-places-drawn-as-their-kind.md). The name has
// no drawing; the page is drawn in the setting of its kind (a seaside town is the beach, a city its street, a
// national park the wood, a country its landscape where one fits) and says so: "Drawn as a city: Colorly has no
// Manchester yet". A place the prompt names otherwise ("on the beach in Bournemouth") wins, the name said; the
// main subject is never refused for it. Read after the landmarks (plan/landmarks.ts), which keep their own places.

export type PlaceNameStandIn = PlaceStandIn

/** What a place's kind draws: its setting, for telling whether the prompt already names it. */
const KIND_SETTINGS: Record<PlaceKind, SettingId> = {
  seaside: 'beach',
  beach: 'beach',
  island: 'beach',
  city: 'city',
  town: 'meadow',
  mountains: 'meadow',
  hills: 'meadow',
  plains: 'meadow',
  swamp: 'meadow',
  fair: 'meadow',
  countryside: 'farm',
  forest: 'forest',
  jungle: 'forest',
  lakes: 'forest',
  lake: 'sea',
  river: 'sea',
  sea: 'sea',
  ocean: 'ocean',
  desert: 'desert',
  savanna: 'savanna',
  snow: 'snow',
}

// The words a place's name follows: where something is, goes or comes from.
const PREPOSITIONS = new Set(
  'in at to from near around across crossing through visiting visit over outside on round along by beside down up above into'.split(
    ' ',
  ),
)
// Prepositions that put a thing on water: "a steamboat on the Mississippi" is the river, not the state.
const ON_WATER = new Set('on along across down up by beside'.split(' '))
// Little words inside a name: "Isle of Skye", "Southend-on-Sea", "Rio de Janeiro", "Weston-super-Mare".
const JOINERS = new Set('of on upon de del da do super'.split(' '))

// WordNet's classes, nearest first, by the kind they are drawn as.
const CLASS_KINDS: [RegExp, PlaceKind | 'region'][] = [
  [/^(amusement park|theme park|funfair)$/, 'fair'],
  [
    /^(city|town|street|thoroughfare|municipality|national capital|state capital|capital|port|port of entry|city district|borough|village|metropolis|urban center|suburb|resort|resort hotel|hamlet)$/,
    'city',
  ],
  [/^(island|isle)$/, 'island'],
  [/^(river|stream)$/, 'river'],
  [/^(lake|loch)$/, 'lake'],
  [/^(sea|bay|gulf|inlet|sound|channel)$/, 'sea'],
  [/^ocean$/, 'ocean'],
  [
    /^(range|mountain range|range of mountains|chain|mountain chain|highland|upland|mountain|mountain peak|peak|volcano)$/,
    'mountains',
  ],
  [/^(hill|hills)$/, 'hills'],
  [/^desert$/, 'desert'],
  [/^(swamp|swampland|marsh|wetland|bog)$/, 'swamp'],
  [/^(plain|field|champaign|steppe|prairie)$/, 'plains'],
  [/^(national park|park|forest|wood|woods)$/, 'forest'],
  [
    /^(country|state|nation|land|american state|county|province|region|district|geographical area|geographic area|territory|continent|domain|principality|kingdom|colony|empire|peninsula|administrative district|archipelago|dependency|commonwealth|republic|monarchy|constitutional monarchy)$/,
    'region',
  ],
  [/ (country|state|region|province)$/, 'region'],
]

// What a region's gloss says of its land, when the table does not list it: "a state ... in the Rocky Mountains".
const GLOSS_LANDSCAPES: [RegExp, PlaceKind][] = [
  [/\bdesert\b/i, 'desert'],
  [/\b(mountains?|mountainous|himalayas|andes|alps|alpine)\b/i, 'mountains'],
  [/\b(arctic|cold winters|ice sheet|ice cap)\b/i, 'snow'],
  [/\b(rain ?forest|jungle)\b/i, 'jungle'],
  [/\bhilly\b/i, 'hills'],
]

type Reading = { kind: PlaceKind | null; region: boolean }

/** The kind a sense is drawn as, by its nearest class that says one. */
function senseKind(sense: PlaceNameSense): PlaceKind | 'region' | null {
  for (const word of sense.classes)
    for (const [pattern, kind] of CLASS_KINDS) if (pattern.test(word)) return kind
  return null
}

const SETTING_NAMES = new Set(Object.values(SETTINGS).flatMap((s) => s.words.map((w) => w.toLowerCase())))

/** How a place's name is drawn, or null when it names no place this reader knows. */
function placeKind(name: string, preposition: string): Reading | null {
  if (SETTING_NAMES.has(name) || cityNamed(name)) return null
  const listed = PLACES_BY_NAME.get(name)
  if (listed) return { kind: listed, region: REGIONS_BY_NAME.has(name) }
  const senses = placeNameClasses(name)
  if (!senses.length) return null
  const kinds = senses.map(senseKind)
  const water = kinds.find((k) => k === 'river' || k === 'lake' || k === 'sea' || k === 'ocean')
  if (water && (ON_WATER.has(preposition) || kinds[0] === water)) return { kind: water, region: false }
  // "in Japan", "in Iceland": a country that is also an island or islands is the country.
  const at = kinds[0] === 'island' && kinds.includes('region') ? kinds.indexOf('region') : 0
  const kind = kinds[at] ?? kinds.find((k) => k !== null) ?? null
  if (!kind) return null
  const gloss = senses[at].gloss
  if (kind === 'region') {
    const land = GLOSS_LANDSCAPES.find(([pattern]) => pattern.test(gloss))
    return { kind: land ? land[1] : null, region: true }
  }
  if (kind === 'city') {
    // "a resort town" on the coast is the seaside; a ski resort the mountains.
    if (/\bski/i.test(gloss)) return { kind: 'mountains', region: false }
    if (/\b(resort|seaside)\b/i.test(gloss)) return { kind: 'seaside', region: false }
    return {
      kind: senses[at].classes[0] === 'town' || senses[at].classes[0] === 'village' ? 'town' : 'city',
      region: false,
    }
  }
  return { kind, region: false }
}

/** A name as the tables spell it: lower case, "st" for saint, single spaces, no hyphens. */
function plainName(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/\b(?:saint|st\.)(?=\s|-)/g, 'st')
    .replace(/[\s-]+/g, ' ')
    .trim()
}

// The setting the rest of the prompt names, by its own words ("on the beach", "in the snow"), if any.
const SETTING_PATTERNS = (Object.values(SETTINGS) as (typeof SETTINGS)[SettingId][]).map((s) => ({
  id: s.id,
  pattern: new RegExp(`\\b(?:${s.words.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i'),
}))
// Places a prompt names that are no setting's words but are where it is: the mountains, a harbour, a pier.
const OTHER_PLACES =
  /\b(mountains?|hills?|harbou?r|pier|promenade|boardwalk|canyon|glacier|fjord|swamp|marsh|zoo|aquarium|museum|stadium|station|airport|school|home|room|kitchen|shop|store|market|village)\b/i

/** The setting the rest of the prompt names, if any; a thing named in two words is no place ("an ice cream"). */
function namedSetting(text: string): SettingId | 'other' | null {
  const words = text.split(/\s+/).filter(Boolean)
  const plain = words
    .map((w, i) => (i + 1 < words.length && conceptForPhrase(`${w} ${words[i + 1]}`.toLowerCase()) ? '' : w))
    .join(' ')
  const own = SETTING_PATTERNS.find((s) => s.pattern.test(plain))
  if (own) return own.id
  return OTHER_PLACES.test(plain) ? 'other' : null
}

/**
 * Whether something the prompt names has a place of its own: a koala its wood, a camel its desert, a tram the
 * street. A garden or a meadow is anything's (a girl's, a dog's): a region's landscape fits there better.
 */
function hasOwnPlace(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+(?:-[a-z]+)?/g) ?? []
  const has = (c: Concept | null) => Boolean(c?.setting && c.setting !== 'garden' && c.setting !== 'meadow')
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length && has(conceptForPhrase(`${words[i]} ${words[i + 1]}`))) return true
    if (
      words[i].length > 2 &&
      (has(conceptForPhrase(words[i])) || has(conceptForPhrase(lemmatize(words[i]))))
    )
      return true
  }
  return false
}

/**
 * Whether the rest of the prompt names only what has no drawing ("skiing in Colorado", "the nativity in
 * Bethlehem"): the place is not put in its place, so the page is refused for that, said, never drawn as the place
 * alone nor refused for the place's name. People are drawn (a fisherman, a family), and a day, a trip or a holiday
 * there is a page of the place.
 */
function nothingElseDrawn(text: string): boolean {
  const words = (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !LITTLE.test(w))
  let undrawn = false
  for (const word of words) {
    if (conceptForPhrase(word) || conceptForPhrase(lemmatize(word))) return false
    const kind = nounKind(lemmatize(word)) ?? nounKind(word)
    if (kind === 'noun.person' || kind === 'noun.group') return false
    if (kind === 'noun.time' || BEING_THERE.test(word)) continue
    undrawn ||= kind !== null || /ing$/.test(word)
  }
  return undrawn
}
const LITTLE =
  /^(the|and|with|for|our|his|her|their|this|that|some|from|into|onto|near|over|around|across|through|along|beside|visit|visiting)$/
// Going or being somewhere is no doing to draw: "going to Blackpool", "a trip to Skegness" are pages of the place.
const BEING_THERE =
  /^(going|travell?ing|staying|living|arriving|heading|holidaying|vacationing|spending|having|enjoying|exploring|touring|sightseeing|trip|trips|visit|visits|holiday|holidays|vacation|journey|tour|outing|day|days|time|fun|weekend)$/

type Word = { typed: string; start: number; end: number }

/** A word of a name as written: capitalised, or in a prompt typed in lower case any word WordNet keeps for names. */
const capitalised = (word: string) => /^[A-Z]/.test(word)

/** Whether a prompt is Written In Title Case: then a capital says nothing of a name. */
function titleCase(words: Word[]): boolean {
  const long = words.filter((w) => w.typed.length > 3)
  return long.length >= 3 && long.filter((w) => capitalised(w.typed)).length / long.length > 0.7
}

type Found = {
  from: number
  to: number
  preposition: string
  name: string
  reading: Reading
  /** A place the name is the name of ("Chester Zoo", "Brighton beach"): drawn as itself, the whole name said. */
  head?: string
}

// Words that end the name of one thing of their kind, drawn by the reading or the landmarks ("Niagara Falls").
const KIND_WORDS =
  /^(falls|waterfall|tower|towers|bridge|mountains?|peak|lakes?|river|canyon|caves?|islands?|rock|hills?|forest|park|beach|bay|castle|palace|cathedral|abbey|dome|gate|wall|square|market|station|zoo|gardens?|pier|harbou?r)$/
// A seaside town's own places: drawn at the seaside.
const SHORE_HEADS = /^(pier|promenade|seafront|harbou?r)$/i
// Places known by the town they are in: "Chester Zoo", "Brighton beach", "Whitby harbour".
const HEADS =
  /^(zoo|beach|pier|park|harbou?r|aquarium|museum|castle|cathedral|abbey|market|promenade|seafront|sea front|bay|lake|river|forest|woods|gardens?|farm|station|airport|stadium|school|street)$/i
// Of those, the places with no look of their own, lettered on the page (plan/place-caption.ts): a castle, a
// cathedral, a museum or a stadium of a town has one, and is said.
const LETTERED_HEADS =
  /^(zoo|beach|pier|park|harbou?r|aquarium|market|promenade|seafront|sea front|bay|lake|river|forest|woods|gardens?|farm|station|airport|street)$/i

/**
 * Whether a place read by its kind is lettered: a town, a river, an island, a range, and a country or a region
 * drawn as its landscape (the page shows where it is by its name); not a theme park (its name is its owner's).
 */
const letteredKind = ({ kind }: Reading) => kind !== 'fair'

/** The place name starting at word `at`, longest first, or null. */
function nameAt(words: Word[], at: number, preposition: string, loose: boolean): Omit<Found, 'from'> | null {
  for (let n = Math.min(4, words.length - at); n >= 1; n--) {
    const span = words.slice(at, at + n)
    const last = span[n - 1].typed
    if (JOINERS.has(last.toLowerCase()) || /['’]s$/.test(last)) continue
    const written = span.every(
      (w, k) => capitalised(w.typed) || (k > 0 && JOINERS.has(w.typed.toLowerCase())),
    )
    const name = plainName(span.map((w) => w.typed).join(' '))
    // "Niagara Falls", "Victoria Falls": a thing of a kind with a drawing is the reading's, not a town's name.
    const kind = name.split(' ').pop() ?? ''
    const drawnKind = KIND_WORDS.test(kind) || conceptForPhrase(kind) || conceptForPhrase(lemmatize(kind))
    if (n > 1 && drawnKind && !PLACES_BY_NAME.has(name)) continue
    // A name with a drawing of its own ("Mount Everest", "Edinburgh Castle") is the landmarks' and the reading's.
    if (n > 1 && conceptForPhrase(name)) continue
    // In lower case, or in a title-case prompt, only a name that is no common word ("in australia", not "in china").
    if ((!written || loose) && (nounKind(name) !== null || conceptForPhrase(name) !== null)) continue
    if (!written && span.some((w) => capitalised(w.typed))) continue
    const reading = placeKind(name, preposition)
    if (!reading) continue
    // "a letter to Charlotte", "a present from Georgia": a person's name after to or from is the person.
    if (
      n === 1 &&
      givenName(name) &&
      ['to', 'from', 'by', 'near', 'beside', 'visiting', 'visit'].includes(preposition)
    )
      continue
    return { to: at + n - 1, preposition, name: span.map((w) => w.typed).join(' '), reading }
  }
  return null
}

/**
 * A place named first, as the page itself ("Skegness", "the Lake District at sunset", "Brighton beach"): only
 * alone, before a preposition or before the place it names; before anything else it names a kind of thing ("a
 * Shetland pony", "Yorkshire pudding") and is left to the reading. No given name ("Florence at the beach").
 */
function startingName(words: Word[]): Found | null {
  const at = words[0]?.typed.toLowerCase() === 'the' ? 1 : 0
  if (at >= words.length) return null
  // A prompt's first word is capitalised whatever it is: only a name that is no common word ("Turkey on a plate").
  const name = nameAt(words, at, '', true)
  if (!name || givenName(plainName(name.name))) return null
  const next = words[name.to + 1]
  const head = next && HEADS.test(next.typed) ? next.typed : undefined
  if (head && conceptForPhrase(plainName(`${name.name} ${head}`))) return null
  const follows = next?.typed.toLowerCase() ?? ''
  if (next && !head && (!(PREPOSITIONS.has(follows) || follows === 'with') || /^[A-Z]/.test(next.typed)))
    return null
  return { from: 0, ...name, head }
}

/**
 * The prompt with each real place it names replaced by its kind's setting words (or taken out, when the page
 * does not draw it as its kind), the stand-ins the page says, and the places it says it went without.
 */
export function readPlaceNames(text: string): { rest: string; standIns: PlaceNameStandIn[]; said: string[] } {
  const words: Word[] = [...text.matchAll(/[A-Za-z][\w'’.-]*/g)].map((m) => {
    const typed = m[0].replace(/\.$/, '').replace(/-$/, '')
    return {
      typed: typed === 'St' && m[0] === 'St.' ? 'St' : typed,
      start: m.index,
      end: m.index + typed.length,
    }
  })
  const loose = titleCase(words)
  const found: Found[] = []
  const first = startingName(words)
  if (first) found.push(first)
  for (let i = first ? first.to + 1 : 0; i < words.length - 1; i++) {
    const preposition = words[i].typed.toLowerCase()
    // "of" names a town only after a thing of it: "the canals of Bruges", never "a map of France".
    if (!PREPOSITIONS.has(preposition) && !(preposition === 'of' && placeThing(words[i - 1]?.typed, 'of')))
      continue
    const at = words[i + 1].typed.toLowerCase() === 'the' ? i + 2 : i + 1
    if (at >= words.length) continue
    const name = nameAt(words, at, preposition, loose)
    if (!name) continue
    // "Skegness is fun": no name doing something; "Petra riding a bike" is read by the people reader.
    if (/^\s+(?:is\s+)?[a-z]+ing\b/.test(text.slice(words[name.to].end)) && givenName(plainName(name.name)))
      continue
    const next = words[name.to + 1]
    const head = next && HEADS.test(next.typed) ? next.typed : undefined
    if (head && conceptForPhrase(plainName(`${name.name} ${head}`))) continue
    // "on Canada Day", "the London Marathon": a longer name the place's is only part of.
    if (next && !head && !loose && capitalised(next.typed)) continue
    found.push({ from: i, ...name, head })
    i = name.to
  }
  if (!found.length) return { rest: text, standIns: [], said: [] }
  const standIns: PlaceNameStandIn[] = []
  const said: string[] = []
  let rest = ''
  let cut = 0
  for (const place of found) {
    const start = words[place.from].start
    const { kind, region } = place.reading
    // "Brighton pier": the pier at the seaside, the town's own place drawn round it.
    const shore = place.head && SHORE_HEADS.test(place.head) && kind && KIND_SETTINGS[kind] === 'beach'
    const end = shore ? words[place.to + 1].end : words[place.to].end
    const others = `${text.slice(0, start)} ${text.slice(end)}`
    const own = namedSetting(others)
    const alone = nothingElseDrawn(others)
    const drawn = kind && !own && !(region && hasOwnPlace(others)) && !alone
    // "a day at the seaside in Blackpool": the seaside named is the town's own kind, said as drawn for it.
    const kindNamed = kind && own === KIND_SETTINGS[kind]
    rest += text.slice(cut, start)
    const preposition = place.preposition ? `${words[place.from].typed} ` : ''
    if (place.head) {
      // "at Chester Zoo": at the zoo, "Drawn as a zoo: Colorly has no Chester Zoo yet".
      rest += shore
        ? `${preposition}the ${place.head?.toLowerCase()} at the beach by the sea`
        : `${preposition}the`
      standIns.push({
        asked: `${place.name} ${place.head}`,
        drawn: place.head.toLowerCase(),
        lettered: LETTERED_HEADS.test(place.head),
      })
    } else if (drawn) {
      rest += `${preposition}${PLACE_KINDS[kind].words}`
      standIns.push({
        asked: place.name,
        drawn: PLACE_KINDS[kind].drawn,
        lettered: letteredKind(place.reading),
      })
    } else if (kindNamed)
      standIns.push({
        asked: place.name,
        drawn: PLACE_KINDS[kind].drawn,
        lettered: letteredKind(place.reading),
      })
    // "a cat on the steps in Chefchaouen", "a kangaroo in Australia", "skiing in Colorado": where the rest is,
    // its name on the page though the page is drawn in another setting; said only when it is a theme park's
    // (its owner's). A page refused for the rest names the rest, never the place.
    else if (kind !== 'fair') {
      // "the canals of Amsterdam", "a ferry on the river in Prague": a town on the water named as its page has its
      // buildings along the water's far side (places-by-class.ts), never the bare water lettered with its name.
      if ((kind === 'city' || kind === 'town') && own === 'sea') rest += ' with buildings along the water '
      standIns.push({ asked: place.name, drawn: 'place', lettered: true })
    } else said.push(place.name)
    cut = end
  }
  rest += text.slice(cut)
  return {
    rest: rest
      .replace(/\s+([,.!?])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim(),
    standIns,
    said,
  }
}

/**
 * The landmarks (plan/landmarks.ts), then the real places, read from the prompt as typed: the words left for the
 * reading, every stand-in said, the name of a place lettered on the page (plan/place-caption.ts), the places said
 * as gone without, and the words a refusal names ("skiing", never the "in Colorado" taken out).
 */
export function readNames(typed: string): {
  rest: string
  standIns: LandmarkStandIn[]
  caption: string | null
  parts: string[]
  said: string[]
  asked: string
} {
  // Read with its letters folded to a to z ("Galápagos"), every name given back as typed (name-letters.ts);
  // quoted lettering ("Café Ñandú") is no name to read, and comes back as typed.
  const spelled = asTyped(typed)
  const quotes: string[] = []
  const unquoted = typed.replace(/["“][^"”]*["”]/g, (q) => `"quoted${quotes.push(q) - 1}"`)
  const landmarks = readLandmarks(lighthouseBeam(boatSenses(foldLetters(placeOwnsNoThing(unquoted)))))
  const known = readPlaceNames(landmarks.rest)
  // A name no table knows ("the Falkirk Wheel") is said whole, or lettered when it is where things are
  // ("in Chefchaouen"; unknown-names.ts).
  const unknown = readUnknownNames(known.rest)
  // The words left for the reading stay folded (it reads a to z); quoted lettering is spelled as typed.
  const rest = unknown.rest.replace(/"quoted(\d+)"/g, (_, k: string) => quotes[Number(k)])
  const places = { ...known, rest, said: [...known.said, ...unknown.said].map(spelled) }
  // A place taken out where the rest is: a refusal names the rest ("skiing"), never "in Colorado".
  const placed = unknown.lettered.length > 0 || known.standIns.some((s) => s.drawn === 'place')
  const lettered = placeCaption(
    [...landmarks.standIns, ...places.standIns, ...unknown.lettered].map((s) => ({
      ...s,
      asked: spelled(s.asked),
    })),
  )
  return {
    rest: places.rest,
    standIns: lettered.said.map(({ asked, drawn }) => ({ asked, drawn })),
    caption: lettered.caption,
    parts: landmarks.parts,
    said: places.said,
    asked: (places.said.length || placed) && places.rest ? places.rest : typed,
  }
}

/**
 * "with Hong Kong's skyscrapers", "London's red buses": a real place written as the owner of what follows is
 * where that is, read as "the skyscrapers ... in Hong Kong"; a given name stays its owner ("Emma's castle").
 */
export function placeOwnsNoThing(text: string): string {
  const places: string[] = []
  const rest = text.replace(/\b((?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+)['’]s\b/g, (whole, typed: string) => {
    const name = plainName(typed)
    const place = placeName(name) || cityNamed(name) || PLACES_BY_NAME.has(name)
    if (!place || givenName(name) || /^st /.test(name)) return whole
    places.push(typed)
    return 'the'
  })
  if (!places.length) return text
  const [, body, end] = /^(.*?)([.!?]*)$/s.exec(rest.replace(/\b(a|an|the|with|of) the\b/gi, '$1')) ?? []
  return `${body} in ${places.join(' and ')}${end}`
}
