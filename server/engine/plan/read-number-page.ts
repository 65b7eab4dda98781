import { type MotifFound, motifAtStart, otherNames, tailThings, undrawnName } from './figure-motifs'
import { numberHolder } from './number-holder'
import { numberPagePlace } from './number-page-place'
import type { FigureReading } from './read-mandala'

// A number page: "the number 5", "number eleven", "the number 12 with twelve eggs", "numbers 1 to 10",
// "counting to 10". The numeral is the page; the things it counts are drawn as many as it says, up to
// MAX_COUNT, or said left out when no drawing shows them.

export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]

/** The largest number a page letters: three bubble digits still fill the width legibly. */
export const MAX_NUMBER = 999
/**
 * A counting page ("numbers 1 to 10") holds at most this many numbers, each with its count; up to twenty
 * ("numbers 1 to 20") are a grid of numerals without counts.
 */
export const MAX_RANGE = 10
const MAX_GRID = 20
/**
 * The most things a number page counts out under its numeral: twenty fill four rows of five, each about
 * 28 mm across on letter paper, still a drawing a child colours (figures/number.ts lays them out).
 */
export const MAX_COUNT = 20

export function numberValue(word: string): number | null {
  if (/^\d{1,3}$/.test(word)) return Number(word)
  const index = NUMBER_WORDS.indexOf(word)
  return index >= 0 ? index : null
}

const NUMBER_NAMES = new Set(['number', 'numbers', 'numeral', 'numerals'])
// Words that join the numeral to what it counts: "with three ducks", "and four apples", "made of carrots".
const JOINS = new Set(['with', 'and', 'made', 'full', 'plus'])

/** Words (filler words gone) to a number page, or null when they name a subject ("five cats", "a number 5 bus"). */
export function readNumber(words: string[]): FigureReading | null {
  const named = numberNamedLast(words)
  if (named) return readNumber(named)
  const all = NUMBER_NAMES.has(words[0]) ? words.slice(1) : words
  const joinAt = all.findIndex((w) => JOINS.has(w))
  const rest = joinAt > 0 ? all.slice(0, joinAt) : all
  const span = spanOf(rest)
  if (span)
    return joinAt > 0
      ? chartedThings(span, all.slice(joinAt + 1))
      : { figure: { kind: 'number', digits: span }, leftOut: [] }
  if (rest.length !== 1) return null
  const value = numberValue(rest[0])
  // A bare word ("five") is a number page only when the prompt says nothing else; "the number five" too.
  if (value === null || value > MAX_NUMBER) return null
  const digits = String(value)
  if (joinAt < 0) return { figure: { kind: 'number', digits }, leftOut: [] }
  let things = all.slice(joinAt + 1)
  while (JOINS.has(things[0] ?? '')) things = things.slice(1)
  return countedThings(value, things)
}

// Words that put counted things about a numeral named after them ("seven sandcastles round a big number 7").
const ABOUT = new Set([
  'round',
  'around',
  'surrounding',
  'circling',
  'by',
  'beside',
  'near',
  'next',
  'under',
  'on',
  'with',
])

/**
 * "seven sandcastles round a big number 7": the things counted first and the numeral named last is the number
 * page with those things ("number 7 with seven sandcastles"), when their count is the number; else null.
 */
function numberNamedLast(words: string[]): string[] | null {
  const n = words.length
  if (n < 5 || !NUMBER_NAMES.has(words[n - 2]) || !ABOUT.has(words[n - 3])) return null
  const value = numberValue(words[n - 1])
  const said = countSaid(words)
  return value !== null && said?.count === value
    ? ['number', words[n - 1], 'with', ...words.slice(0, n - 3)]
    : null
}

/** "numbers 1 to 10", "1-10", "counting 1 through 10", "counting to 10" ("to" is gone with the filler words). */
function spanOf(rest: string[]): string | null {
  const counting = rest[0] === 'counting' || rest[0] === 'count'
  const words = (counting ? rest.slice(1) : rest).filter((w) => !['-', 'through', 'thru'].includes(w))
  if (counting && words.length === 1) words.unshift('1')
  if (words.length !== 2) return null
  const a = numberValue(words[0])
  const b = numberValue(words[1])
  if (a === null || b === null) return null
  // One page holds up to twenty numbers: "1 to 20" fits, "1 to 100" does not.
  return b > a && b - a < MAX_GRID && b <= MAX_GRID ? `${a}-${b}` : null
}

/** The counted thing's name as the prompt has it, when its drawing goes by another ("raindrops": droplet). */
function namesAsSaid(found: MotifFound): { motifNames?: string[] } {
  const names = otherNames([found])
  return names.length ? { motifNames: names } : {}
}

/**
 * "the number 3 with three ducks": the numeral and as many of the drawing (a count that differs from the
 * number is no number page). A thing no drawing shows, or too many to count out, is said and the numeral drawn.
 */
function countedThings(value: number, words: string[]): FigureReading | null {
  const said = countSaid(words)
  if (said && said.count !== value) return null
  const named = words.slice(said?.span ?? 0)
  if (!named.length) return null
  const digits = String(value)
  const spotted = countedSpots(digits, value, named)
  if (spotted) return spotted
  const found = motifAtStart(named)
  if (found && value >= 1 && value <= MAX_COUNT) {
    // "nine paper boats on a pond": the pond drawn under them as the page's water.
    // "four fireflies in a jar", "six ducklings following their mum": the one thing they are with, drawn once,
    // read before the place so "on a garden wall" is the wall and "on a birthday cake" the cake.
    const held = numberHolder(found.tail, found.id)
    // A place a setting draws ("on the farm", "in the house") is its ground, never one drawing under them.
    const setting = held && numberPagePlace(['in', ...held.names[0].split(' ')])
    const holder = held && setting?.words.join(' ') !== held.names[0] ? held : null
    const place = numberPagePlace(holder?.rest ?? found.tail)
    return {
      figure: {
        kind: 'number',
        digits,
        motif: found.id,
        ...namesAsSaid(found),
        ...(place ? { setting: place.setting, placeNames: place.words } : {}),
        ...(holder ? { holder: { concept: holder.concept, how: holder.how, names: holder.names } } : {}),
      },
      leftOut: tailThings(place?.rest ?? holder?.rest ?? found.tail),
    }
  }
  // Nothing to count ("zero apples") is no thing left out.
  if (found && value === 0) return { figure: { kind: 'number', digits, uncounted: true }, leftOut: [] }
  // What it counts has no drawing: the numeral alone, its place still drawn ("snowmen in the snow": the snow).
  const place = numberPagePlace(named)
  const name = found?.name ?? undrawnName(place?.rest ?? named)
  const where = place ? { setting: place.setting, placeNames: place.words } : {}
  return name ? { figure: { kind: 'number', digits, uncounted: true, ...where }, leftOut: [name] } : null
}

/** The count a number page's things open with: "three", "21", or "twenty one" (a ten and a unit). */
function countSaid(words: string[]): { count: number; span: number } | null {
  const first = numberValue(words[0] ?? '')
  if (first === null) return null
  const unit = words[0] === 'twenty' ? numberValue(words[1] ?? '') : null
  return unit !== null && unit >= 1 && unit <= 9
    ? { count: first + unit, span: 2 }
    : { count: first, span: 1 }
}

// Spots a number page counts out as round dots ("twenty dots on a ladybird"): no art set has a spot to draw.
const SPOT_WORDS = new Set(['spot', 'spots', 'dot', 'dots'])
// Words that put the spots on a thing: "dots on a ladybird", "spots on its back".
const SPOTS_ON = new Set(['on', 'in', 'over'])
// Drawings that carry their spots: the page draws one large, by geometry, with the count on its back.
const SPOTTED = new Set(['ladybug'])
// Where on it the spots are ("on a ladybird's back"): drawn there, no thing to say.
const SPOTTED_PARTS = new Set(['s', 'back', 'wing', 'wings', 'shell'])

/**
 * "the number 20 with twenty dots on a ladybird": the numeral and as many round dots, on one large ladybird
 * when they are its spots; on anything else ("spots on a dog") the dots count and the thing is said.
 */
function countedSpots(digits: string, value: number, named: string[]): FigureReading | null {
  if (!SPOT_WORDS.has(named[0]) || value < 1 || value > MAX_COUNT) return null
  const figure = { kind: 'number' as const, digits, spots: true as const }
  const on = named.slice(1)
  if (!on.length) return { figure: { ...figure, motifNames: [named[0]] }, leftOut: [] }
  const found = SPOTS_ON.has(on[0]) ? motifAtStart(on.slice(1)) : null
  if (found && SPOTTED.has(found.id))
    return {
      figure: { ...figure, motif: found.id, motifNames: [named[0], ...otherNames([found])] },
      leftOut: tailThings(found.tail.filter((w) => !SPOTTED_PARTS.has(w))),
    }
  return { figure: { ...figure, motifNames: [named[0]] }, leftOut: tailThings(on) }
}

/**
 * The largest number a counting chart counts in a named drawing ("counting to 5 with apples"): five to a row
 * leave each about 27 mm across. Beyond it the chart counts in stars and says the drawing: fifty-five ducks at
 * 14 mm ("numbers 1 to 10 with ducks") were black blobs no child would know, and six ducks a row were already small.
 */
export const MAX_CHART_DRAWN = 5

function chartedThings(span: string, words: string[]): FigureReading | null {
  const named = words.filter((w) => !JOINS.has(w))
  const found = named.length ? motifAtStart(named) : null
  if (found && Number(span.split('-')[1]) <= MAX_CHART_DRAWN)
    return {
      figure: { kind: 'number', digits: span, motif: found.id, ...namesAsSaid(found) },
      leftOut: tailThings(found.tail),
    }
  const name = found?.name ?? undrawnName(named)
  return name ? { figure: { kind: 'number', digits: span }, leftOut: [name] } : null
}
