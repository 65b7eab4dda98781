import { conceptForPhrase } from '../vocabulary'
import { readMotifPattern } from './motif-pattern'
import { isTimeWord } from './not-things'
import type { PlanFigure, SceneName, ShapeName } from './plan'

// Reads a page drawn by geometry (a mandala, a pattern, a number, shapes, a composed scene) out of a prompt.
// The whole prompt must be the figure, once filler words are gone: "five cats", "a number 5 bus" and
// "a cat in a circle" name subjects, not figures, and stay with the subject reader.

const FILLER = new Set(
  'a an the my our of for to please draw make me us some coloring colouring color colour page pages sheet picture drawing printable design kids kid children child adults adult toddlers preschool simple easy detailed intricate big large cute pretty beautiful nice fun happy'.split(
    ' ',
  ),
)

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
/** A counting page ("numbers 1 to 10") holds at most this many numbers, each with its count. */
export const MAX_RANGE = 10

const SHAPE_WORDS: Record<string, ShapeName> = {
  circle: 'circle',
  circles: 'circle',
  square: 'square',
  squares: 'square',
  triangle: 'triangle',
  triangles: 'triangle',
  rectangle: 'rectangle',
  rectangles: 'rectangle',
  oval: 'oval',
  ovals: 'oval',
  star: 'star',
  stars: 'star',
  heart: 'heart',
  hearts: 'heart',
  diamond: 'diamond',
  diamonds: 'diamond',
  rhombus: 'diamond',
  pentagon: 'pentagon',
  pentagons: 'pentagon',
  hexagon: 'hexagon',
  hexagons: 'hexagon',
}
// Named alone, these are subjects the art sets draw ("a star" is the emoji star), not geometry lessons.
const SUBJECT_SHAPES = new Set<ShapeName>(['star', 'heart'])
const BASIC_SHAPES: ShapeName[] = ['circle', 'square', 'triangle', 'star', 'heart', 'diamond']

const PATTERN_KINDS: Record<string, string> = {
  geometric: 'geometric',
  geometry: 'geometric',
  abstract: 'geometric',
  tile: 'geometric',
  tiles: 'geometric',
  tessellation: 'geometric',
  wave: 'waves',
  waves: 'waves',
  wavy: 'waves',
  ocean: 'waves',
  scale: 'scales',
  scales: 'scales',
  fish: 'scales',
  mermaid: 'scales',
  dragon: 'scales',
  hexagon: 'hexagons',
  hexagons: 'hexagons',
  honeycomb: 'hexagons',
  floral: 'floral',
  flower: 'floral',
  flowers: 'floral',
  zentangle: 'zentangle',
  doodle: 'zentangle',
}
/**
 * The words a pattern page of this kind was read from ("fish", "mermaid", "scales" for the scales), and each with
 * the kind after it ("a fish scale pattern": WordNet's noun of two words names the same pattern).
 */
export function patternWords(kind: string): string[] {
  const words = Object.keys(PATTERN_KINDS).filter((word) => PATTERN_KINDS[word] === kind)
  const single = kind.replace(/s$/, '')
  return [...words, ...words.flatMap((word) => [`${word} ${kind}`, `${word} ${single}`])]
}
/** The pattern pages' kinds, for tests that draw every one. */
export const PATTERN_NAMES = ['geometric', 'waves', 'scales', 'hexagons', 'floral', 'zentangle'] as const

// Matched with connecting words ("of", "in", "with", "and", "around") removed: "a basket of fruit" is "basket fruit".
const SCENES: [RegExp, SceneName][] = [
  [
    /^(?:our )?(?:solar system|planets(?: solar system| sun)?|sun planets|eight planets|8 planets)$/,
    'solar-system',
  ],
  [
    /^(?:butterfly (?:lifecycle|metamorphosis)|lifecycle butterfly|caterpillar (?:turning )?(?:into )?butterfly)$/,
    'butterfly-life-cycle',
  ],
  [/^(?:fruits? basket|basket (?:full )?fruits?|fruits? basket)$/, 'fruit-basket'],
  [/^(?:family|family portrait|family together|mom dad me|mum dad me)$/, 'family'],
]
const CONNECTORS = /\b(?:of|in|with|and|around)\b/g

function numberValue(word: string): number | null {
  if (/^\d{1,3}$/.test(word)) return Number(word)
  const index = NUMBER_WORDS.indexOf(word)
  return index >= 0 ? index : null
}

// Words before "mandala" that say how it is drawn, not what it is built from.
const MANDALA_STYLES = new Set([
  'flower',
  'floral',
  'geometric',
  'circle',
  'round',
  'zen',
  'abstract',
  'animal',
])

/** "a butterfly mandala", "a mandala with hearts", "a mandala of owls": the drawing the rings are built from. */
function readMandala(phrase: string): PlanFigure | null {
  // "a mandala with suns and moons": a ring of the two in turn.
  const pair = /^mandalas? (?:with|made|full)? ?([a-z]+) and ([a-z]+)$/.exec(phrase)
  const [one, two] = pair ? [conceptForPhrase(pair[1]), conceptForPhrase(pair[2])] : []
  if (one && two && one.id !== two.id) return { kind: 'mandala', motif: one.id, alternate: two.id }
  const before = /^(?:([a-z]+(?: [a-z]+)?) )?mandalas?(?: art| design)?$/.exec(phrase)
  // "of" is already gone with the filler words: "a mandala of owls" reads "mandala owls".
  const after = /^mandalas?(?: art| design)? (?:(?:with|made|full) )?([a-z]+(?: [a-z]+)?)$/.exec(phrase)
  if (!before && !after) return null
  const named = before?.[1] ?? after?.[1]
  // "a mandala", "a floral mandala": a mandala of rings, as before (styles are one word).
  if (!named) return { kind: 'mandala' }
  if (MANDALA_STYLES.has(named)) return before ? { kind: 'mandala' } : null
  const motif = conceptForPhrase(named)
  if (motif) return { kind: 'mandala', motif: motif.id }
  // One unknown word before it ("an animal mandala", "a rainbow-ish mandala") is still a mandala, as before.
  return before && !named.includes(' ') ? { kind: 'mandala' } : null
}

/** "the number 3 with three ducks": the things counted, as many as the number (a count that differs is no figure). */
function countedMotif(words: string[], value: number): string | undefined {
  const count = numberValue(words[0] ?? '')
  const named = count === null ? words : words.slice(1)
  if ((count !== null && count !== value) || !named.length) return undefined
  return conceptForPhrase(named.join(' '))?.id ?? undefined
}

function readNumber(words: string[]): PlanFigure | null {
  const all =
    words[0] === 'number' || words[0] === 'numbers' || words[0] === 'numeral' ? words.slice(1) : words
  // "the number 3 with three ducks", "the number 4 and four apples", "a number 7 made of carrots"
  const withAt = all.findIndex((w) => w === 'with' || w === 'and' || w === 'made')
  const rest = withAt > 0 ? all.slice(0, withAt) : all
  // "numbers 1 to 10", "1-10", "counting 1 through 10" ("to" is already gone with the filler words)
  const span = (rest[0] === 'counting' ? rest.slice(1) : rest).filter(
    (w) => !['-', 'through', 'thru'].includes(w),
  )
  if (span.length === 2) {
    if (withAt > 0) return null
    const a = numberValue(span[0])
    const b = numberValue(span[1])
    if (a === null || b === null) return null
    // One page holds up to ten numbers, each with its count: "1 to 10" fits, "1 to 100" does not.
    return b > a && b - a < MAX_RANGE && b <= 20 ? { kind: 'number', digits: `${a}-${b}` } : null
  }
  if (rest.length !== 1) return null
  const value = numberValue(rest[0])
  // A bare word ("five") is a number page only when the prompt says nothing else; "the number five" too.
  if (value === null || value > MAX_NUMBER) return null
  if (withAt > 0) {
    const motif = value >= 1 && value <= 10 ? countedMotif(all.slice(withAt + 1), value) : undefined
    return motif ? { kind: 'number', digits: String(value), motif } : null
  }
  return { kind: 'number', digits: String(value) }
}

function readShapes(words: string[]): PlanFigure | null {
  const named: ShapeName[] = []
  let saidShape = false
  for (const word of words) {
    if (word === 'shape' || word === 'shapes') saidShape = true
    else if (Object.hasOwn(SHAPE_WORDS, word)) {
      const shape = SHAPE_WORDS[word]
      if (!named.includes(shape)) named.push(shape)
    } else if (!['and', 'or', 'basic', 'geometric', '2d', 'simple', 'learning', 'with'].includes(word))
      return null
  }
  if (!named.length) return saidShape ? { kind: 'shapes', shapes: BASIC_SHAPES } : null
  if (named.length === 1 && SUBJECT_SHAPES.has(named[0]) && !saidShape) return null
  return { kind: 'shapes', shapes: named.slice(0, 6) }
}

function readPattern(words: string[]): PlanFigure | null {
  const last = words[words.length - 1]
  const named = words.includes('zentangle') || words.includes('tessellation')
  if (!named && last !== 'pattern' && last !== 'patterns') return null
  let pattern: string | null = null
  for (const word of words.slice(0, named ? words.length : -1)) {
    if (Object.hasOwn(PATTERN_KINDS, word)) pattern ??= PATTERN_KINDS[word]
    else if (
      !['and', 'art', 'style', 'repeating', 'seamless', 'tangle', 'pattern', 'patterns'].includes(word)
    )
      return null
  }
  return { kind: 'pattern', pattern: pattern ?? 'geometric' }
}

/**
 * The figure the prompt names, or null when it names subjects (or nothing geometry draws). The whole prompt
 * must be the figure, or its beginning up to a comma: Magic Prompt keeps the person's words first and adds
 * line-art words after a comma ("a mandala, bold clean outlines, ...").
 */
export function readFigure(prompt: string): PlanFigure | null {
  const parts = prompt.split(',')
  for (let n = parts.length; n > 0; n--) {
    const figure = readWholeFigure(parts.slice(0, n).join(','))
    if (figure) return figure
  }
  return null
}

function readWholeFigure(prompt: string): PlanFigure | null {
  const words = forATime(prompt)
    .toLowerCase()
    // Who the page is for and where in it a motif sits are no part of what the figure is built from.
    .replace(/\bfor (?:grown[- ]?ups|grownups|adults|teens|teenagers|seniors)\b/g, ' ')
    .replace(/\b(?:in|at) the (?:middle|center|centre)\b/g, ' ')
    .replace(/(\d)\s*-\s*(\d)/g, '$1 - $2')
    .replace(/[^a-z0-9 -]/g, ' ')
    .replace(/\blife cycle\b/g, 'lifecycle')
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w))
  if (!words.length) return null
  const phrase = words.join(' ')
  const mandala = readMandala(phrase)
  if (mandala) return mandala
  const joined = phrase.replace(CONNECTORS, ' ').replace(/\s+/g, ' ').trim()
  for (const [pattern, scene] of SCENES) if (pattern.test(joined)) return { kind: 'scene', scene }
  return readNumber(words) ?? readShapes(words) ?? readPattern(words) ?? readMotifPattern(words)
}

/** "a snowflake mandala for winter", "in the fall": the time a page is for is no part of its figure. */
function forATime(prompt: string): string {
  const time = /\s+(?:for|in|at|during|this)\s+(?:the\s+)?([a-z]+)\s*$/i.exec(prompt)
  return time && isTimeWord(time[1].toLowerCase()) ? prompt.slice(0, time.index) : prompt
}

const SCENE_LABELS: Record<SceneName, string> = {
  'solar-system': 'solar system',
  'butterfly-life-cycle': 'butterfly life cycle',
  'fruit-basket': 'basket of fruit',
  family: 'family',
}

/** What a figure page depicts, in words ("mandala", "number 5", "circle, square"). */
export function describeFigure(figure: PlanFigure): string {
  switch (figure.kind) {
    case 'mandala':
      return 'mandala'
    case 'pattern':
      return figure.pattern === 'border' ? 'border' : figure.motif ? 'pattern' : `${figure.pattern} pattern`
    case 'number':
      return figure.digits.includes('-')
        ? `numbers ${figure.digits.replace('-', ' to ')}`
        : `number ${figure.digits}`
    case 'shapes':
      return figure.shapes.join(', ')
    case 'scene':
      return SCENE_LABELS[figure.scene]
  }
}
