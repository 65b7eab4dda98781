// The hands with a tool at the thing they work: "a mom stirring a pot" has the spoon down in the pot, "a girl
// cutting a cake" the knife in the cake, "a boy pouring milk" the jug tipped over the glass, "a girl rolling out
// dough" the rolling pin under both hands, "a boy painting the fence" the brush on the fence. Other readings
// held the tool and stood the thing beside the person, idle; a child draws the tool touching the thing.
//
// One table keyed by WordNet verb lemma: the tool (drawn in the hand by scene/tool-on-items.ts, named or not), the
// things the verb works (a thing of the prompt, else the row's own), how the tool meets the thing, and where:
// on a kitchen counter, on a table, or beside the worker when too big to lift (a fence, a wall).

import type { Concept } from '../vocabulary'
import { conceptById, lemmatize, nounKinds, realHeight, verbLemma } from '../vocabulary'
import { edible } from './action-objects'
import type { PeopleAction, PeopleReading } from './people-plan'
import type { PromptReading } from './prompt-reading'

/** How the tool meets the thing (scene/tool-on-items.ts draws each). */
export type ToolHow = 'dip' | 'pour' | 'roll' | 'type' | 'brush'

export type HandAction = {
  /** WordNet verb lemmas. */
  verbs: string[]
  /** The tool in the hand, by drawing id; none when the hands do it (typing, kneading). */
  tool?: string
  /** Whether a thing of the prompt is what the verb works. */
  works: (c: Concept) => boolean
  /** The thing worked when the prompt names none that fits; without it the row needs a thing named. */
  own?: string
  how: ToolHow
  /** A kitchen counter (cooking), a plain table, or beside the worker. */
  at: 'counter' | 'table' | 'side'
  /** The thing is laid on the table however big it is worn (a dress sewn). */
  anySize?: true
  /** Words the drawing shows with no drawing of their own: the dough rolled, the batter mixed. */
  draws?: string[]
}

const id = (re: RegExp) => (c: Concept) => re.test(c.id)
// Pots, pans and bowls a spoon goes down into.
const VESSEL =
  /^(pot|pot-of-food|cooking-pot|cauldron|mixing-bowl|bowl|bowl-with-spoon|cooking|hot-beverage|teacup-without-handle|stew|soup|curry-rice|ramen|steaming-bowl)$/
// What a jug is poured into.
const POURED_INTO =
  /^(tumbler-glass|glass-of-milk|hot-beverage|teacup-without-handle|cup-with-straw|bowl|mixing-bowl|wine-glass|bubble-tea|baby-bottle|mate)$/
// Food a knife is cut into or spreads on: a cake, bread, a pie; not a carrot (chopped on a board: kitchen-items).
const CUT = (c: Concept) =>
  (c.zone === 'table' || /pumpkin|watermelon/.test(c.id)) &&
  edible(c) &&
  !/carrot|vegetable|broccoli|cucumber|onion|potato|tomato|pepper|garlic/.test(c.id)
// Things sewn at the table: clothes, soft toys, a quilt.
const SEWN =
  /^(dress|shirt|t-shirt|skirt|pants|jeans|shorts|scarf|socks?|coat|jacket|hat|quilt|blanket|pillow|cushion|teddy-bear|button|costume|purse|handbag|bag|laundry|glove|gloves|mitten|mittens|apron)$/
// Surfaces too big to lift, painted standing beside them.
const PAINTED_BIG =
  /^(fence|picket-fence|brick|wall|door|house|house-with-garden|shed|barn|birdhouse|doghouse|boat|sailboat|canoe|bench|car|chair|table)$/
const TYPED = /^(laptop|keyboard|desktop-computer|typewriter|computer)$/

/** The verbs and what each does with what. First match wins. */
export const HAND_ACTIONS: HandAction[] = [
  { verbs: ['stir'], tool: 'spoon', works: id(VESSEL), own: 'pot-of-food', how: 'dip', at: 'counter' },
  {
    verbs: ['mix', 'blend', 'combine'],
    tool: 'spoon',
    works: (c) => VESSEL.test(c.id),
    own: 'mixing-bowl',
    how: 'dip',
    at: 'counter',
    draws: ['batter', 'dough', 'ingredients'],
  },
  {
    verbs: ['whisk', 'beat', 'whip'],
    tool: 'whisk',
    works: id(VESSEL),
    own: 'mixing-bowl',
    how: 'dip',
    at: 'counter',
    draws: ['batter', 'cream'],
  },
  // A ladle serves the soup from the pot.
  { verbs: ['ladle', 'serve'], tool: 'ladle', works: id(VESSEL), how: 'dip', at: 'counter' },
  { verbs: ['cut', 'slice'], tool: 'kitchen-knife', works: CUT, how: 'dip', at: 'counter' },
  // Icing spread with a knife on a cake, butter on bread.
  {
    verbs: ['frost', 'ice', 'spread', 'butter', 'decorate'],
    tool: 'kitchen-knife',
    works: CUT,
    how: 'dip',
    at: 'counter',
    draws: ['frosting', 'icing'],
  },
  // Milk, juice, water poured from the jug into a glass on the counter.
  { verbs: ['pour'], tool: 'jug', works: id(POURED_INTO), own: 'tumbler-glass', how: 'pour', at: 'counter' },
  {
    verbs: ['roll'],
    tool: 'rolling-pin',
    works: () => false,
    how: 'roll',
    at: 'counter',
    draws: ['dough', 'pastry', 'pin'],
  },
  { verbs: ['knead'], works: () => false, how: 'roll', at: 'counter', draws: ['dough', 'bread'] },
  // The needle down at the cloth laid on the table, whatever its size when worn.
  {
    verbs: ['sew', 'stitch', 'embroider', 'mend', 'darn', 'hem'],
    tool: 'sewing-needle',
    works: id(SEWN),
    how: 'dip',
    at: 'table',
    anySize: true,
  },
  { verbs: ['type'], works: id(TYPED), own: 'laptop', how: 'type', at: 'table' },
  { verbs: ['paint'], tool: 'paintbrush', works: id(PAINTED_BIG), how: 'brush', at: 'side' },
  // Wood sanded down before it is painted: the sanding block rubbed on it, standing beside it.
  { verbs: ['sand', 'sandpaper'], tool: 'sandpaper', works: id(PAINTED_BIG), how: 'brush', at: 'side' },
  // Ice scraped off a car's windscreen: the scraper rubbed on the car, standing beside it.
  {
    verbs: ['scrape'],
    tool: 'ice-scraper',
    works: id(/^(car|windshield|windscreen|window)$/),
    how: 'brush',
    at: 'side',
  },
]

// What pours: a teapot or a kettle named is the one tipped over the cup.
const POURERS = /^(teapot|jug|kettle|watering-can)$/
// A mixture named after what it makes.
const MIXTURE = /^(batter|dough|mix|mixture)$/

// Rolled with a pin: dough, not a ball or a snowball ("rolling out the dough", not "rolling down a hill").
const ROLLED = /^(dough|pastry|cookie|cookies|pie|pizza)$/
// Words before the verb's thing.
const LEAD = /^(a|an|the|his|her|their|my|our|some|out|up|more|big|little)$/
// Drinks poured with nothing to pour into named: the glass is drawn.
const DRINK = /^(milk|juice|water|tea|lemonade|coffee|cocoa|drinks?|orange|apple|cereal|soup)$/

/** The row of a prompt's doing word, and where that word is, or null. */
export function handActionOf(lower: string): { row: HandAction; at: number; next: string } | null {
  const words = lower
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  for (const [i, w] of words.entries()) {
    if (!/ing$/.test(w) || /^(a|an|the|his|her|their|my|of)$/.test(words[i - 1] ?? '')) continue
    const lemma = verbLemma(w)
    if (!lemma) continue
    const row = HAND_ACTIONS.find((r) => r.verbs.includes(lemma))
    if (!row) continue
    const next = words.slice(i + 1).find((x) => !LEAD.test(x)) ?? ''
    const dough = words.slice(i + 1, i + 4).some((x) => /^(dough|pastry)$/.test(x))
    if (row.how === 'roll' && !ROLLED.test(next) && !dough) continue
    return { row, at: i, next }
  }
  return null
}

/** Whether the row's own thing goes with the verb's word: nothing named, a food, a drink, a mixture. */
function ownFits(row: HandAction, next: string): boolean {
  if (!next || /^(in|into|on|at|for|with|and|while|to)$/.test(next)) return true
  if (row.how === 'pour') return DRINK.test(next)
  if (row.how === 'type') return true
  return (
    MIXTURE.test(next) || DRINK.test(next) || nounKinds(lemmatize(next)).slice(0, 2).includes('noun.food')
  )
}

// Readings another pose drew better, or drew with the thing in the hands already: left as they are.
const REWRITTEN = new Set<PeopleAction>(['stand', 'hold', 'work', 'give', 'put', 'eat', 'ball-up', 'ground'])

/**
 * The people's reading with the hands' tool at the thing the verb works: the action `tool-on`, its object the
 * thing worked (named, else the row's own), the tool a subject drawn in the hand (absorbed). Unchanged when no row
 * fits, or when a row needs a thing the prompt does not name.
 */
export function withHandAction(
  text: string,
  reading: PromptReading,
  read: PeopleReading | null,
): PeopleReading | null {
  if (!read || !REWRITTEN.has(read.people.action)) return read
  const lower = text.toLowerCase()
  const found = handActionOf(lower)
  if (!found) return read
  const { row } = found
  const persons = new Set(read.people.people.map((p) => p.subject))
  const subjects = [...reading.subjects, ...read.added.map((a) => conceptById(a.concept))]
  const things = subjects.map((s, i) => ({ s, i })).filter(({ i }) => !persons.has(i))
  const added = [...read.added]
  const add = (concept: string) =>
    reading.subjects.length + added.push({ concept, label: concept.replace(/-/g, ' ') }) - 1
  const worked = things.find(({ s }) => s.id !== row.tool && row.works(s))
  // What the tool or the hands would otherwise stand beside: a thing too big to lift on a counter is no fit.
  if (worked && row.at !== 'side' && !row.anySize && (realHeight(worked.s) ?? 0) > 1.2) return read
  if (!worked && !row.own && row.how !== 'roll') return read
  // The row's own thing only for what it is said of: "mixing cookie dough" has its bowl, "mixing paints" none;
  // "pouring milk" its glass, "pouring sand" none.
  if (!worked && row.own && !ownFits(row, found.next)) return read
  // Tea is poured from the teapot named, milk from a jug.
  // Dough kneaded with the rolling pin named or a baker's: the pin under the hands.
  const pin = row.how === 'roll' && things.some(({ s }) => s.id === 'rolling-pin') ? 'rolling-pin' : undefined
  const toolId =
    row.how === 'pour' ? (things.find(({ s }) => POURERS.test(s.id))?.s.id ?? row.tool) : (row.tool ?? pin)
  const tool = toolId ? (things.find(({ s }) => s.id === toolId)?.i ?? add(toolId)) : undefined
  const object = worked?.i ?? (row.own ? add(row.own) : null)
  // "cake batter", "cookie dough": the cake is what the batter is for, mixed in the bowl, not a cake beside it.
  const words = lower.split(/[^a-z]+/)
  const named = (s: Concept, w: string) =>
    !!w &&
    `${s.id} ${s.label}`
      .toLowerCase()
      .split(/[^a-z]+/)
      .includes(w.replace(/s$/, ''))
  const mixed = things
    .filter(({ s, i }) => i !== object && words.some((w, j) => MIXTURE.test(w) && named(s, words[j - 1])))
    .map(({ i }) => i)
  const absorbed = [
    ...read.people.absorbed.filter((i) => i !== object),
    ...(tool !== undefined ? [tool] : []),
    ...mixed,
  ]
  // The dough rolled or kneaded is drawn by the pose, named as the prompt names it.
  const dough = row.how === 'roll' ? (words.find((w) => /^(dough|pastry)$/.test(w)) ?? 'dough') : null
  const claimed = new Set(read.claimed)
  for (const w of row.draws ?? []) claimed.add(w)
  if (row.how === 'pour')
    for (const w of ['milk', 'juice', 'water', 'lemonade', 'glass', 'jug']) claimed.add(w)
  return {
    ...read,
    added,
    claimed,
    drawnThings: dough && !read.drawnThings.includes(dough) ? [...read.drawnThings, dough] : read.drawnThings,
    setting: read.setting ?? (row.at === 'counter' && !reading.setting ? 'kitchen' : null),
    people: { ...read.people, action: 'tool-on', object, absorbed: [...new Set(absorbed)] },
  }
}
