// The tool, material or thing a verb implies when the prompt does not name it: "a girl painting" holds a brush at
// an easel, "a woman sewing" a needle, "a man chopping wood" an axe, "a dad hoovering" pushes the vacuum cleaner.
// One table keyed by WordNet's verb lemma: every inflection reads the same ("sews", "sewing", "sewn"), and a verb
// whose commonest sense WordNet gives one of the row's verbs as a synonym follows it ("hoovering" is vacuuming,
// "stitching" is sewing). A thing is in the hands (`held`, at its size: scene/held-size.ts), beside the person
// (`beside`), or drawn by the pose the verb is given (`pose`: the hose of watering, the sink of rinsing).
//
// Only things the art draws are listed (verb-tools.test.ts renders each). An implied thing is an extra: never
// said left out (implied-gear.ts `impliedThings`), and never added when the prompt names a tool itself
// ("painting with a sponge", "sewing on her machine").

import {
  conceptForPhrase,
  lemmatize,
  nounKinds,
  nounSenses,
  realHeight,
  verbAncestors,
  verbDerivedNouns,
  verbKinds,
  verbLemma,
} from '../vocabulary'
import type { PeopleAction } from './people-plan'
import { ownPart, PUSH_TOOLS } from './tool-actions'

export type VerbTool = {
  /** WordNet verb lemmas. */
  verbs: string[]
  /** The thing as a child names it, its drawing found by that name. */
  thing: string
  /** The drawing held in the hands. */
  held?: string
  /** Stands beside the person, the hands to the verb's own pose (the easel, the ironing board). */
  beside?: true
  /** The pose the verb is given, whose code uses the thing (the vacuum cleaner pushed). */
  pose?: PeopleAction
  /** The pose draws the thing itself (the hose of `spray`, the sink of `sink`): no subject is added for it. */
  byPose?: true
  /** The row holds only when the words after the verb say so ("chopping wood", not "chopping carrots"). */
  after?: (rest: string[]) => boolean
}

// Up to six words after the verb: what it is done to ("the last bit of yogurt", "her forehead for a fever").
const REACH = 6
const DET =
  /^(a|an|the|his|her|their|my|our|your|its|some|up|down|off|out|all|more|old|new|big|little|first)$/

/** The first word after the verb that is not an article, a possessive or a particle. */
const objectWord = (rest: string[]) => rest.find((w) => !DET.test(w)) ?? ''
/** Whether the verb's object is one of these words (by its lemma), or there is none. */
const objectIn =
  (names: RegExp, orNone = false) =>
  (rest: string[]) => {
    const word = objectWord(rest)
    if (!word || /^(in|on|at|by|with|for|to|and|while|outside|inside)$/.test(word)) return orNone
    return names.test(word) || names.test(lemmatize(word))
  }
/** Whether WordNet files a word first as food. */
const foodWord = (word: string) => nounKinds(lemmatize(word)).slice(0, 2).includes('noun.food')
/** Whether the verb's object is food: "cutting the cake", not "cutting paper". */
const foodObject = (rest: string[]) => {
  const word = objectWord(rest)
  return !!word && foodWord(word)
}

// A picture painted on paper at an easel: nothing named painted, or a picture's words. "painting the fence", "her
// nails", "a mural" or "faces" are painted where they are.
const PICTURED =
  /^(pictures?|portraits?|landscapes?|sunsets?|flowers?|still|rainbows?|paintings?|canvas|trees?)$/
const WOOD = /^(wood|logs?|firewood|kindling|timber)$/
const PLANTS = /^(hedges?|bonsai|bush(es)?|roses?|plants?|trees?|shrubs?|topiary|branch(es)?|beard|flowers?)$/
const TIRES = /^(tires?|tyres?|air|ball|balls|bikes?|bicycles?|tubes?|balloons?|paddling|pool)$/
const KNITTED = /^(rows?|stitch(es)?)$/
const AT_THE_SINK =
  /^(toothbrush(es)?|cups?|mugs?|glass(es)?|dish(es)?|plates?|bowls?|hands|mouth|spoons?|forks?|fruit|vegetables?|apples?|grapes|berries)$/
const SOCCER_SHOT = /^(penalty|penalties|goals?|free|corners?)$/
// Cleaned with a sponge in the hand: windows, a bathroom, a table. A car or a fire engine washed is scrubbed
// at its side (the scrub pose); a floor mopped takes the mop.
const WIPED =
  /^(windows?|bathrooms?|kitchens?|tables?|toilets?|baths?|bathtubs?|tubs?|ovens?|fridges?|mirrors?|counters?|worktops?|cupboards?|shelves|shelf|walls?|doors?|desks?|whiteboards?|blackboards?|boards?)$/
// The bins put out for the bin lorry: wheeled out by the handle (the trash bag of "taking out the trash" is
// carried, doing-actions.ts).
const BINS = (rest: string[]) =>
  rest.some((w) => /^(bins?|dustbins?|wheelie|recycling)$/.test(w)) && rest.includes('out')

/** The verbs and what each implies. */
export const VERB_TOOLS: VerbTool[] = [
  // Held in the hands.
  { verbs: ['paint'], thing: 'paintbrush', held: 'paintbrush' },
  { verbs: ['sweep'], thing: 'broom', held: 'broom' },
  { verbs: ['hammer', 'nail'], thing: 'hammer', held: 'hammer' },
  { verbs: ['sew', 'stitch', 'embroider', 'darn', 'hem'], thing: 'sewing needle', held: 'sewing-needle' },
  // The ball of yarn the stitches come from (the art has no knitting needles); a thing knitted ("a scarf") is
  // what the hands work instead.
  { verbs: ['knit', 'crochet'], thing: 'yarn', held: 'yarn', after: objectIn(KNITTED, true) },
  // A crocheted square or blanket: the yarn it is crocheted from is still in the hands.
  {
    verbs: ['crochet'],
    thing: 'yarn',
    held: 'yarn',
    after: (rest) => rest.some((w) => /^(squares?|blankets?|granny)$/.test(w)),
  },
  // Swung into the log by the chopping pose, which draws the axe.
  { verbs: ['chop', 'split', 'hew'], thing: 'axe', pose: 'chop', after: objectIn(WOOD) },
  { verbs: ['cut', 'slice', 'carve'], thing: 'kitchen knife', held: 'kitchen-knife', after: foodObject },
  // Pictures cut out of a magazine, shapes cut out of card: the scissors.
  {
    verbs: ['cut'],
    thing: 'scissors',
    held: 'scissors',
    after: (rest) =>
      rest.some((w) =>
        /^(out|paper|pictures?|shapes?|magazines?|card|cardboard|snowflakes?|coupons?)$/.test(w),
      ),
  },
  { verbs: ['stir'], thing: 'spoon', held: 'spoon' },
  // Filmed: the video camera on the shoulder ("a cameraman filming the weather presenter").
  {
    verbs: ['film', 'videotape', 'record'],
    thing: 'video camera',
    held: 'video-camera',
    after: (rest) => !rest.includes('song'),
  },
  // A piñata whacked or hit: the stick it is hit with.
  {
    verbs: ['whack', 'hit', 'bash', 'smash', 'strike', 'break'],
    thing: 'stick',
    held: 'stick',
    after: (rest) => /\bpi ?n?atas?\b/.test(rest.join(' ')),
  },
  // Rounders, cricket and baseball are hit with a bat.
  {
    verbs: ['hit', 'bat', 'strike'],
    thing: 'baseball bat',
    held: 'baseball-bat',
    after: (rest) => rest.some((w) => /^(rounders|baseball|softball)$/.test(w)),
  },
  // A spell cast ("casting a spell", "casts spells") is done with a magic wand held out.
  { verbs: ['cast'], thing: 'magic wand', held: 'magic-wand', after: objectIn(/^(spells?|magic|charms?)$/) },
  { verbs: ['whisk', 'beat'], thing: 'whisk', held: 'whisk', after: foodObject },
  { verbs: ['wipe', 'polish', 'buff', 'scrub', 'scour'], thing: 'sponge', held: 'sponge' },
  // Cleaning with nothing named (the bathroom is the page's place) is wiping too; washing is at the sink first.
  { verbs: ['clean'], thing: 'sponge', held: 'sponge', after: objectIn(WIPED, true) },
  { verbs: ['wash'], thing: 'sponge', held: 'sponge', after: objectIn(WIPED) },
  { verbs: ['dust'], thing: 'feather duster', held: 'feather-duster' },
  { verbs: ['trim', 'prune', 'clip'], thing: 'scissors', held: 'scissors', after: objectIn(PLANTS) },
  // The last of the yogurt scraped from the pot: a spoon. Not ice off the windshield (no drawing of a scraper).
  { verbs: ['scrape'], thing: 'spoon', held: 'spoon', after: (rest) => rest.some((w) => foodWord(w)) },
  // A temperature taken, a fever checked: the thermometer.
  {
    verbs: ['check', 'take', 'feel'],
    thing: 'thermometer',
    held: 'thermometer',
    after: (rest) => rest.some((w) => /^(temperatures?|fevers?)$/.test(w)),
  },
  { verbs: ['inject', 'vaccinate', 'immunize', 'inoculate'], thing: 'syringe', held: 'syringe' },
  // Pasta or glitter stuck on a card: the glue it is stuck with (its drawing is a bottle the hand holds).
  { verbs: ['glue', 'paste'], thing: 'glue', held: 'glue' },
  { verbs: ['pump', 'inflate'], thing: 'bike pump', held: 'bike-pump', after: objectIn(TIRES, true) },
  // At school and at home: a pencil sharpened in the sharpener, sheets stapled, a chin lathered with the brush
  // and shaved with the razor (docs/decisions/0193-home-school-and-sport-things.md).
  {
    verbs: ['sharpen'],
    thing: 'pencil sharpener',
    held: 'pencil-sharpener',
    after: (rest) => !objectWord(rest) || rest.some((w) => /^(pencils?|crayons?)$/.test(w)),
  },
  { verbs: ['staple'], thing: 'stapler', held: 'stapler' },
  {
    verbs: ['lather', 'soap'],
    thing: 'shaving brush',
    held: 'shaving-brush',
    after: (rest) => rest.some((w) => /^(chins?|faces?|cheeks?|beards?|jaws?)$/.test(w)),
  },
  { verbs: ['shave'], thing: 'razor', held: 'razor' },
  // Things people hold and use (docs/decisions/0221-held-sport-tools-drawn.md): wood sanded with sandpaper on
  // its block, balls juggled, an orchestra conducted with the baton, ice scraped off a windscreen.
  { verbs: ['sand', 'sandpaper'], thing: 'sandpaper', held: 'sandpaper' },
  { verbs: ['juggle'], thing: 'juggling balls', held: 'juggling-balls' },
  // Chalk is a stuff WordNet derives no made thing for: a tailor's lines chalked are drawn with a stick of it.
  { verbs: ['chalk'], thing: 'chalk', held: 'chalk' },
  {
    verbs: ['conduct'],
    thing: 'conductor baton',
    held: 'conductor-baton',
    after: (rest) => !objectWord(rest) || rest.some((w) => /^(orchestras?|bands?|choirs?|music)$/.test(w)),
  },
  {
    verbs: ['scrape', 'clear'],
    thing: 'ice scraper',
    held: 'ice-scraper',
    after: (rest) => rest.some((w) => /^(ice|frost|windscreens?|windshields?)$/.test(w)),
  },
  // Beside: what the work is done at.
  // A tree or a bush planted: the spade its hole was dug with stands beside the planters kneeling at it. Seeds
  // and bulbs go in by hand.
  {
    verbs: ['plant'],
    thing: 'shovel',
    beside: true,
    after: objectIn(/^(trees?|saplings?|bush(es)?|shrubs?|hedges?|oaks?|apple|cherry|fruit|rose|roses)$/),
  },
  { verbs: ['paint'], thing: 'easel', beside: true, after: objectIn(PICTURED, true) },
  { verbs: ['iron'], thing: 'ironing board', beside: true },
  {
    verbs: ['kick', 'take', 'score', 'save', 'shoot'],
    thing: 'goal net',
    beside: true,
    after: objectIn(SOCCER_SHOT),
  },
  { verbs: ['kick'], thing: 'soccer ball', beside: true, after: objectIn(SOCCER_SHOT) },
  // Drawn by the pose the verb is given.
  { verbs: ['vacuum'], thing: 'vacuum cleaner', pose: 'push' },
  { verbs: ['take', 'put', 'wheel', 'drag'], thing: 'wheelie bin', pose: 'push', after: BINS },
  { verbs: ['hose'], thing: 'hose', pose: 'spray', byPose: true },
  // Only what is rinsed at a sink: "washing his bike" (a synonym) is no sink's.
  { verbs: ['rinse'], thing: 'sink', pose: 'sink', byPose: true, after: objectIn(AT_THE_SINK) },
]

// What is done to, never done with: a plant or food a verb is named from (a comb or a drill is an animal's
// part or kind only in a later sense, and stays a tool).
const GROWN = new Set(['noun.Tops', 'noun.food', 'noun.plant'])
// A hand tool is at most this tall (m) when its size is known: a saw or a drum, not a canoe, skis or a sled.
const HAND_TOOL_HEIGHT = 1
// Doings done to a thing with a tool; not going somewhere (canoeing, sledding) nor a game (bowling).
const TOOL_DOINGS = /^verb\.(contact|creation|change)$/
const derivedRows = new Map<string, VerbTool[]>()
/**
 * The verb's own tool when no row lists the verb: the thing WordNet derives from it, if that is first a made
 * thing, the art draws it by that name and a hand can hold it ("shearing" -> shears, "raking" -> rake,
 * "hoeing" -> hoe, "drilling" -> drill, "mopping" -> mop).
 */
function derivedRow(lemma: string): VerbTool[] {
  const hit = derivedRows.get(lemma)
  if (hit) return hit
  const rows: VerbTool[] = []
  for (const noun of verbDerivedNouns(lemma, 1)) {
    if (noun.includes(' ') || nounKinds(noun)[0] !== 'noun.artifact') continue
    // "planting": a plant is first a works, then a living thing, and what is planted is no tool.
    if (nounSenses(noun, 2).some((s) => GROWN.has(s.kind))) continue
    // The first made thing only: "locking" is done with a lock (not drawn), never with a locker.
    const concept = conceptForPhrase(noun)
    if (!concept || !concept.id.split('-').some((p) => p === noun || p === `${noun}s`)) break
    const height = realHeight(concept) ?? 0
    if (height > HAND_TOOL_HEIGHT || concept.seat || !TOOL_DOINGS.test(verbKinds(lemma, 1)[0] ?? '')) continue
    rows.push({ verbs: [lemma], thing: noun, held: concept.id })
    break
  }
  derivedRows.set(lemma, rows)
  return rows
}

/** The row's verbs, and the synonyms of a verb's commonest sense that lead to them. */
function rowsOfVerb(lemma: string): VerbTool[] {
  const own = VERB_TOOLS.filter((r) => r.verbs.includes(lemma))
  // A verb whose own rows all hold only for some things ("washing the windows") still follows its synonyms for
  // the rest ("washing the cups" is rinsing them at the sink).
  if (own.length && own.some((r) => !r.after)) return own
  // Only a synonym in its own commonest sense: "smash" shares "hit hard" with a rarer sense of "nail", which is
  // no hammering ("smashing the shuttlecock" holds no hammer); "hoover" and "vacuum" share their first.
  const synonyms = verbAncestors(lemma, 1, 0)
  const sameSense = (v: string) => synonyms.includes(v) && verbAncestors(v, 1, 0).includes(lemma)
  return [...own, ...VERB_TOOLS.filter((r) => !own.includes(r) && r.verbs.some(sameSense))]
}

/**
 * The verbs a word may be a form of: "scraping" is scrap or scrape, and WordNet's first guess (verbLemma) is the
 * first; the row decides which verb is meant.
 */
function lemmasOf(word: string): string[] {
  const first = verbLemma(word)
  if (!first) return []
  const stem = word.replace(/ing$/, '')
  const more = stem !== word ? [`${stem}e`, stem.replace(/(.)\1$/, '$1')] : []
  return [...new Set([first, ...more.filter((l) => verbLemma(l) === l)])]
}

// Words before an "-ing" word that make it a noun: "a painting", "her sewing", "the washing".
const NOUN_BEFORE = /^(a|an|the|his|her|their|my|our|your|its|this|that|of|some)$/

/** Whether the "-ing" word at `i` is a noun here: after an article, or the first of a thing's name ("ironing board"). */
function asNoun(words: string[], i: number): boolean {
  if (NOUN_BEFORE.test(words[i - 1] ?? '')) return true
  const next = words[i + 1]
  return !!next && conceptForPhrase(`${words[i]} ${next}`) !== null
}

const PRONOUNS = /^(i|you|he|she|we|they|them|him|us)$/
/** Whether a word names who does the verb after it: a pronoun or a person ("kids paint", not "her paint"). */
const doer = (word: string) => PRONOUNS.test(word) || nounKinds(lemmatize(word))[0] === 'noun.person'

// A tool named "with" the verb: "painting with a sponge", "sewing with her machine" (not "with her mom").
function namesATool(rest: string[]): boolean {
  const at = rest.indexOf('with')
  if (at < 0) return false
  return rest
    .slice(at + 1, at + 4)
    .filter((w) => !DET.test(w))
    .slice(0, 2)
    .some((w) => {
      const kinds = nounKinds(lemmatize(w)).slice(0, 4)
      // A made thing or a stuff (a sponge, chalk), not a person nor an animal painted with.
      return (
        !/^noun\.(person|animal)$/.test(kinds[0] ?? '') &&
        kinds.some((k) => k === 'noun.artifact' || k === 'noun.substance')
      )
    })
}

/** Whether the thing is among `named` (things read, or the prompt's words): "a girl painting at her easel". */
const namedAlready = (row: VerbTool, named: string[]) =>
  named.some((n) => {
    const l = lemmatize(n)
    return [row.thing, row.held, row.thing.split(' ').pop()].some((t) => t === n || t === l)
  })

/** The words of a prompt, lower case, as the verbs are read. */
const wordsOf = (lower: string) =>
  lower
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)

/**
 * The things the prompt's verbs imply, in the table's order: each verb in its "-ing" form (or an irregular form
 * WordNet knows), not used as a noun, with no tool named after it, and not one of `named` (drawings already read).
 */
export function verbTools(lower: string, named: string[] = []): VerbTool[] {
  const words = wordsOf(lower)
  const out: VerbTool[] = []
  for (const [i, w] of words.entries()) {
    // "sewing"; or a verb taught or done by the one named before it: "teaching her granddaughter to knit",
    // "helping kids paint", "a girl paints".
    const bare = !/ing$/.test(w) && (words[i - 1] === 'to' || doer(words[i - 1] ?? ''))
    if (!bare && (!/ing$/.test(w) || asNoun(words, i))) continue
    const lemmas = lemmasOf(w)
    if (!lemmas.length || (lemmas[0] === w && !bare)) continue
    const rest = words.slice(i + 1, i + 1 + REACH)
    // A tool named takes the place of the one in the hands; what stands beside is still implied.
    const toolNamed = namesATool(words.slice(i + 1, i + 8))
    const rows = lemmas.flatMap(rowsOfVerb)
    // No row holds for the verb here: its own derived tool ("shearing" is done with shears).
    if (!rows.some((r) => !r.after || r.after(rest))) rows.push(...derivedRow(lemmas[0]))
    for (const row of rows) {
      if (toolNamed && !row.beside) continue
      if (row.after && !row.after(rest)) continue
      // A verb done with one's own part ("sweeping its beak") takes no broom, rake, mop or shovel.
      if (PUSH_TOOLS.has(row.held ?? row.thing) && ownPart(rest)) continue
      if (namedAlready(row, named)) continue
      if (!out.includes(row)) out.push(row)
    }
  }
  return out
}

/**
 * The things the verbs add to the page as subjects: not those their pose draws itself, nor what goes in the
 * hands when an activity's own gear is there (`handsFull`).
 */
export const verbToolThings = (lower: string, named: string[] = [], handsFull = false): string[] =>
  verbTools(lower, named).flatMap((r) => (r.byPose || (handsFull && r.held) ? [] : [r.thing]))

/** The drawing a verb puts in the hands, when the prompt names none. */
export const heldByVerb = (lower: string): string | null => verbTools(lower).find((r) => r.held)?.held ?? null

/** The pose a verb's thing is drawn by (the hose of "hosing down"), when it has one. */
export const poseByVerb = (lower: string): PeopleAction | null =>
  verbTools(lower).find((r) => r.pose)?.pose ?? null
