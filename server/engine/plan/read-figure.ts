import { readMotifPattern } from './motif-pattern'
import { isTimeWord } from './not-things'
import type { PlanFigure, SceneName, ShapeName } from './plan'
import { type FigureReading, readMandala } from './read-mandala'
import { readNumber } from './read-number-page'

export type { FigureReading } from './read-mandala'
export { MAX_COUNT, MAX_NUMBER, MAX_RANGE, NUMBER_WORDS } from './read-number-page'

// Reads a page drawn by geometry (a mandala, a pattern, a number, shapes, a composed scene) out of a prompt.
// The whole prompt must be the figure, once filler words are gone: "five cats", "a number 5 bus" and
// "a cat in a circle" name subjects, not figures, and stay with the subject reader.

const FILLER = new Set(
  'a an the my our of for to please draw make me us some coloring colouring color colour page pages sheet picture drawing printable design kids kid children child adults adult toddlers preschool simple easy detailed intricate big large cute pretty beautiful nice fun happy'.split(
    ' ',
  ),
)

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
  return readFigurePage(prompt)?.figure ?? null
}

/** The figure the prompt names with the words it names that no drawing shows ("a mandala with gazebos"). */
export function readFigurePage(prompt: string): FigureReading | null {
  const parts = prompt.split(',')
  for (let n = parts.length; n > 0; n--) {
    const figure = readWholeFigure(parts.slice(0, n).join(','))
    if (figure) return figure
  }
  return null
}

const drawn = (figure: PlanFigure | null): FigureReading | null => (figure ? { figure, leftOut: [] } : null)

function readWholeFigure(prompt: string): FigureReading | null {
  const words = figureWords(prompt)
  if (!words.length) return null
  const phrase = words.join(' ')
  // A list names a mandala's drawings one by one ("suns, moons and stars"); "a girl colouring a mandala" is a
  // mandala in a scene, no mandala page.
  const mandala = mandalaIsThePage(prompt) ? readMandala(figureWords(prompt.replace(/,/g, ' and '))) : null
  if (mandala) return mandala
  const joined = phrase.replace(CONNECTORS, ' ').replace(/\s+/g, ' ').trim()
  for (const [pattern, scene] of SCENES) if (pattern.test(joined)) return drawn({ kind: 'scene', scene })
  if (ALPHABET.test(joined)) return drawn({ kind: 'alphabet' })
  return readNumber(words) ?? drawn(readShapes(words) ?? readPattern(words) ?? readMotifPattern(words))
}

/** Nothing but filler words comes before "a mandala": no one colours it, holds it or sits on it. */
function mandalaIsThePage(prompt: string): boolean {
  const object = /^(.*?)\b(?:a|an|the|my|this)\s+mandalas?\b/i.exec(prompt)
  return !object || !figureWords(object[1]).length
}

/** The prompt's words that may name a figure: lower case, filler words gone, joining words kept. */
function figureWords(prompt: string): string[] {
  return (
    forATime(prompt)
      .toLowerCase()
      // "a mandala of owls" is a mandala with owls, "made of carrots" made of them: the joining word is kept.
      .replace(/\b(mandalas?(?:\s+(?:art|design))?)\s+of\b/g, '$1 with')
      .replace(/\b(made|full)(?:\s+up)?\s+of\b/g, '$1')
      // Who the page is for and where in it a motif sits are no part of what the figure is built from.
      .replace(/\bfor (?:grown[- ]?ups|grownups|adults|teens|teenagers|seniors)\b/g, ' ')
      .replace(/\b(?:in|at) the (?:middle|center|centre)\b/g, ' ')
      .replace(/(\d)\s*-\s*(\d)/g, '$1 - $2')
      .replace(/[^a-z0-9 -]/g, ' ')
      .replace(/\blife cycle\b/g, 'lifecycle')
      .split(/\s+/)
      .filter((w) => w && !FILLER.has(w))
  )
}

// "an alphabet page", "the ABCs", "letters of the alphabet", "alphabet letters" (connecting words gone).
const ALPHABET =
  /^(?:abcs?|alphabet|abc alphabet|(?:alphabet|abc|capital|uppercase) letters|letters alphabet)$/

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
    case 'alphabet':
      return 'alphabet'
    case 'scene':
      return SCENE_LABELS[figure.scene]
  }
}
