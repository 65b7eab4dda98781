import { isAdjective, toppingOf } from '../vocabulary'
import {
  type MotifFound,
  motifAtStart,
  motifWhole,
  otherNames,
  TAIL_WORDS,
  undrawnName,
} from './figure-motifs'
import type { PlanFigure } from './plan'

// "a butterfly mandala", "a mandala with hot air balloons", "a mandala of owls", "a sun and moon mandala": a
// mandala built from the drawings named before or after it (two taken in turn). A drawing no art set has is
// said left out and the mandala drawn all the same: the mandala is the page, what fills it is secondary.

/** A figure read, with the words it names that no drawing shows (said on the page). */
export type FigureReading = { figure: PlanFigure; leftOut: string[]; parts?: string[] }

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
// Words after "with" that say how the page is drawn, not a thing in it ("with thick lines", "lots of detail").
const DRAWN_HOW = new Set(
  'lines line detail details outlines outline spaces space shapes areas patterns lots lot thick thin bold fine clean'.split(
    ' ',
  ),
)
const JOINS = new Set(['with', 'made', 'full'])

// A part naming a wheel with no drawing of its own ("bicycle wheels", "wagon wheel", "spokes"): the
// mandala draws a spoked wheel by geometry, a round thing whose spokes already sit like a mandala's.
// "car wheels" keep their own drawing (a tyre and hub).
const WHEEL_WORDS = new Set(['wheel', 'wheels', 'spoke', 'spokes', 'cartwheel', 'cartwheels'])
const WHEEL = 'wheel'
// What has such wheels: "a cheese wheel" or "a water wheel" is no spoked wheel.
const SPOKED = new Set(
  'bicycle bicycles bike bikes wagon cart tricycle unicycle carriage spoked wire'.split(' '),
)

function wheelNamed(part: string[]): MotifFound | null {
  if (part.length > 3 || !WHEEL_WORDS.has(part[part.length - 1]) || motifWhole(part)) return null
  if (!part.slice(0, -1).every((w) => SPOKED.has(w) || isAdjective(w))) return null
  return { id: WHEEL, name: part.join(' '), tail: [] }
}

/** `words` split at "and": "sun and moon" is two parts. */
function parts(words: string[]): string[][] {
  const out: string[][] = [[]]
  for (const w of words) {
    if (w === 'and') out.push([])
    else out[out.length - 1].push(w)
  }
  return out.filter((p) => p.length)
}

/** A part before "mandala": the drawing its words, or its last words, name ("rainbow unicorn": unicorn). */
function before(part: string[]): MotifFound | null {
  for (let s = 0; s < part.length; s++) {
    const found = motifWhole(part.slice(s))
    if (found) return found
  }
  return null
}

/** Words (after filler words are gone, "of" read as "with") to a mandala, or null when they name none. */
export function readMandala(words: string[]): FigureReading | null {
  const at = words.findIndex((w) => w === 'mandala' || w === 'mandalas')
  if (at < 0) return null
  const head = words.slice(0, at).filter((w) => !MANDALA_STYLES.has(w))
  // "a girl sitting on a mandala": a mandala inside a scene is no mandala page.
  if (parts(head).some((part) => part.length > 3) || head.some((w) => w !== 'and' && TAIL_WORDS.has(w)))
    return null
  let tail = words.slice(at + 1)
  while (tail[0] === 'art' || tail[0] === 'design') tail = tail.slice(1)
  const joined = JOINS.has(tail[0] ?? '')
  while (JOINS.has(tail[0] ?? '')) tail = tail.slice(1)
  const found: MotifFound[] = []
  const leftOut: string[] = []
  for (const part of parts(head)) {
    const motif = before(part) ?? wheelNamed(part)
    if (motif) found.push(motif)
    // One word no drawing shows ("an alien mandala") is the mandala as before: the final accounting says it.
    else if (part.length > 1) return null
  }
  parts(tail).forEach((part, k) => {
    if (part.every((w) => DRAWN_HOW.has(w) || isAdjective(w))) return
    // Without "with" the whole part names the drawing ("mandala owls" from "mandala of owls").
    const motif = wheelNamed(part) ?? (joined || k > 0 ? motifAtStart(part) : motifWhole(part))
    if (motif) found.push(motif)
    else {
      const name = joined || k > 0 ? undrawnName(part) : null
      if (name === null) found.push({ id: '', name: '', tail: [] })
      else leftOut.push(name)
    }
  })
  if (found.some((m) => !m.id)) return null
  // "doughnuts and sprinkles": a topping the food's drawing shows is drawn with it, never said left out.
  const topping = (name: string) => found.some((m) => toppingOf(name, m.id))
  const toppings = leftOut.filter(topping)
  leftOut.splice(0, leftOut.length, ...leftOut.filter((name) => !topping(name)))
  const ids = [...new Set(found.map((m) => m.id))]
  // A ring alternates two drawings: a third named is said, not squeezed in.
  for (const extra of found.filter((m) => ids.indexOf(m.id) >= 2)) leftOut.push(extra.name)
  const ringed = found.filter((m) => ids.indexOf(m.id) < 2)
  const wheel = ids.slice(0, 2).includes(WHEEL)
  const [motif, alternate] = ids.filter((id) => id !== WHEEL)
  const motifNames = [
    ...otherNames(ringed.filter((m) => m.id !== WHEEL)),
    ...ringed.filter((m) => m.id === WHEEL).map((m) => m.name),
  ]
  return {
    figure: {
      kind: 'mandala',
      ...(motif ? { motif } : {}),
      ...(alternate ? { alternate } : {}),
      ...(motifNames.length ? { motifNames } : {}),
      ...(wheel ? { wheel: true as const } : {}),
    },
    leftOut,
    ...(toppings.length ? { parts: toppings } : {}),
  }
}
