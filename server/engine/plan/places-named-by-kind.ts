import { conceptForPhrase } from '../vocabulary'
import type { PlaceStandIn } from './place-caption'
import { listedPlace } from './place-name-table'
import { NAME_JOINERS, ownName } from './unknown-names'

// A place known by its own name whose words say its kind, written as a name: "Lake Louise", "Loch Ness", "the
// River Thames", "Times Square", "Piccadilly Circus", "Central Park", "Bondi Beach". The page is that kind of place, and says which
// place it stands in for ("Drawn as a lake: no Lake Louise"); never the name's words read apart ("Louise"
// refused, "Times" passed over) nor the place dropped. None has a look of its own: each is lettered on the page
// (plan/place-caption.ts).

// Kind words before the name, and after it: the words the reader reads the setting by, and the kind said.
const LEADS: Record<string, [string, string]> = {
  lake: ['the lake', 'lake'],
  loch: ['the lake', 'lake'],
  river: ['the river', 'river'],
  // "the Isle of Mull", "Isle of Arran" (Skye, Wight and Man are the table's, place-names.ts).
  'isle of': ['the island', 'island'],
}
const HEADS: Record<string, [string, string]> = {
  lake: ['the lake', 'lake'],
  river: ['the river', 'river'],
  square: ['the city', 'city'],
  park: ['the park', 'park'],
  beach: ['the beach', 'beach'],
  forest: ['the forest', 'forest'],
  desert: ['the desert', 'desert'],
  island: ['the island', 'island'],
  // A range: "the Rocky Mountains", "the Blue Mountains", "the Swiss Alps" (the Alps alone: landmark-names.ts).
  mountains: ['the mountains', 'mountains'],
  alps: ['the mountains', 'mountains'],
  // A group of islands: "the Galápagos Islands", "the Farne Islands", "the Scilly Isles".
  islands: ['the island', 'islands'],
  isles: ['the island', 'islands'],
  // Water along a coast: "Peggy's Cove", "Robin Hood's Bay", "Mevagissey Harbour".
  cove: ['the bay', 'cove'],
  bay: ['the bay', 'bay'],
  harbour: ['the harbour', 'harbour'],
  harbor: ['the harbor', 'harbor'],
  // Water drawn as the sea's: "the Blue Lagoon", "the Grand Canal".
  lagoon: ['the lagoon', 'lagoon'],
  canal: ['the canal', 'canal'],
  // A glacier has no drawing: the snowy mountain it comes down from ("the Aletsch Glacier").
  glacier: ['the snowy mountain', 'glacier'],
  // A rocket site: "Kennedy Space Center" is the launch pad.
  'space center': ['the launch pad', 'launch pad'],
  'space centre': ['the launch pad', 'launch pad'],
  // Streets and the junctions of streets: "Piccadilly Circus", "Oxford Street", "Abbey Road".
  circus: ['the city', 'city'],
  street: ['the street', 'street'],
  road: ['the road', 'road'],
  avenue: ['the street', 'street'],
  lane: ['the street', 'street'],
  // A curve or a row of grand houses: "the Royal Crescent", "Carlton House Terrace".
  crescent: ['the street', 'street'],
  terrace: ['the street', 'street'],
}
// Heads whose name is a street's whatever its first word draws: "Oxford Street" has no shoe in it.
const STREETS = new Set(['circus', 'street', 'road', 'avenue', 'lane', 'crescent', 'terrace'])
const JOINERS = new Set(NAME_JOINERS)
// Capitalised words that name no place: a holiday's, a season's, a word every sentence may begin with, and the
// little words and doings a prompt Written In Title Case capitalises ("Girl Playing In Park", "Lake With Swans").
const NOT_NAMES =
  /^(the|a|an|my|our|his|her|their|this|that|in|at|on|by|with|and|near|to|of|from|under|over|christmas|halloween|easter|spring|summer|autumn|fall|winter|\w+ing)$/i
// A name's words, with the little words inside it: "Robin Hood's", "Isle of Mull", "Bahía de Cádiz" (folded).
const NAME = `[A-Z][\\w'’-]*`
const NAMES = `(?:${NAME}\\s+(?:(?:${NAME_JOINERS.join('|')})\\s+)?){1,3}`
const PLACE_BEFORE = /\b(?:on|in|into|onto|across|at|over|around|along)\s+(?:the\s+)?$/i
const LEAD = new RegExp(
  `\\b(${Object.keys(LEADS).map(capitals).join('|')})\\s+(${NAME}(?:\\s+${NAME})?)`,
  'g',
)
const HEAD = new RegExp(`(${NAMES})(${Object.keys(HEADS).map(capitals).join('|')})\\b`, 'g')
// A kind in lower case after a name no dictionary knows: "the Perito Moreno glacier", "the Galapagos islands".
const LOWER_HEAD = new RegExp(`(${NAMES})(glacier|islands|isles|cove|bay|harbou?r|lake|beach)\\b`, 'g')
// The rocket sites named most without their kind: each is the launch pad, as "Kennedy Space Center" is.
const SITES = /\b(?:Cape\s+Canaveral|Baikonur(?:\s+Cosmodrome)?)\b/g
// London's road junctions called circuses: the place, never a circus tent ("a red bus at Piccadilly Circus").
const CIRCUS = /\b(Piccadilly|Oxford|Ludgate|Holborn|Cambridge|Finsbury|Marble Arch)\s+Circus\b/g

function capitals(words: string): string {
  return words
    .split(' ')
    .map((w) => (JOINERS.has(w) ? w : capital(w)))
    .join('\\s+')
}

function capital(word: string): string {
  return word[0].toUpperCase() + word.slice(1)
}

/** The prompt with each place named by its kind replaced by the kind's setting words, and what it stands in for. */
export function placesNamedByKind(text: string): {
  rest: string
  standIns: PlaceStandIn[]
} {
  const standIns: PlaceStandIn[] = []
  const named = (asked: string, [words, drawn]: [string, string]) => {
    standIns.push({ asked, drawn, lettered: true })
    return words
  }
  const rest = text
    .replace(CIRCUS, (whole) => named(whole, ['the city', 'city']))
    .replace(LEAD, (whole, lead: string, name: string, at: number, all: string) => {
      const words = name.split(/\s+/).filter((w) => !NOT_NAMES.test(w))
      if (!words.length || words.length < name.split(/\s+/).length) return whole
      // "the Lake District" is a land of lakes and hills, read by its own name (place-names.ts).
      if (listedPlace(whole)) return whole
      // A place with a drawing of its own is drawn when it is what the page shows ("Lake Bled with the church on
      // the island"); a place things are on or in ("rowing on Lake Bled") is still the setting, said.
      if (conceptForPhrase(whole.toLowerCase()) && !PLACE_BEFORE.test(all.slice(0, at))) return whole
      return named(whole, LEADS[lead.toLowerCase().replace(/\s+/g, ' ')])
    })
    .replace(SITES, (whole) => named(whole, ['the launch pad', 'launch pad']))
    .replace(HEAD, (whole, name: string, head: string, at: number, all: string) => {
      const words = name.trim().split(/\s+/)
      const kept = words.slice(words.findLastIndex((w) => NOT_NAMES.test(w)) + 1)
      // "a Dog Park" in capitals is still a dog park, but "Crater Lake" is a name; "Robin Hood's Bay" is no robin's.
      const last = kept[kept.length - 1]
      const lead = `${all.slice(0, at)} ${words.slice(0, words.length - kept.length).join(' ')} `
      const aKind = /\b(?:a|an)\s+$/i.test(lead)
      if (!kept.length || (!STREETS.has(head.toLowerCase()) && aKind && conceptForPhrase(last.toLowerCase())))
        return whole
      const before = words.slice(0, words.length - kept.length).join(' ')
      const asked = `${kept.join(' ')} ${head}`
      // "Ha Long Bay" has a drawing of its own (landmarks.ts left its name for the reading).
      if (conceptForPhrase(asked.toLowerCase())) return whole
      return `${before ? `${before} ` : ''}${named(asked, HEADS[head.toLowerCase().replace(/\s+/g, ' ')])}`
    })
    .replace(LOWER_HEAD, (whole, name: string, head: string) => {
      const words = name.trim().split(/\s+/)
      if (!words.every((w) => JOINERS.has(w) || ownName(w.replace(/['’]s$/, '')))) return whole
      return named(`${words.join(' ')} ${capital(head)}`, HEADS[head])
    })
  // "in the lake" after "the the": the setting words keep one article.
  return { rest: rest.replace(/\b(the)\s+the\b/gi, '$1'), standIns }
}
