// Doing a thing no action of read-people.ts names: the prompt's verb placed in a class of doing that has a pose,
// so an unseen verb still draws a person doing it rather than standing beside it. The verb is looked up in the
// table below, else through the verbs WordNet puts over it ("tossing" -> throw, "sipping" -> drink -> consume,
// "handing" -> give, "strolling" -> walk, "planting" -> put ... attach), nearest first; a verb neither places is
// placed by the kind of doing WordNet files it under (plan/hands-at-work.ts): "peeling", "carving", "knitting"
// are the hands at work on a thing.

import type { Concept } from '../vocabulary'
import { normalizePhrase, nounKind, realHeight, verbAncestors, verbKinds, verbLemma } from '../vocabulary'
import {
  atTheMouth,
  downLow,
  faceAct,
  isBlow,
  isCooking,
  STRIKER,
  seatedPlay,
  worksOnSomeone,
} from './body-acts'
import { groomingTool } from './body-poses'
import {
  classByKind,
  inNounPhrase,
  phraseClass,
  workAction,
  workedInHands,
  worksAThing,
  workThing,
} from './hands-at-work'
import { HAD_IN_THE_MOUTH } from './held-in-the-mouth'
import { moveAction } from './moves'
import type { PeopleAction } from './people-plan'
import { putThings, touchAction } from './touches'

/** The classes of doing a pose is drawn for. */
export type VerbClass =
  | 'eat'
  | 'give'
  | 'ground'
  | 'toss'
  | 'dive'
  | 'jump'
  | 'run'
  | 'walk'
  | 'hold'
  | 'read'
  | 'sit'
  | 'wave'
  | 'work'

// Each class by its verbs: the lemmas read from the prompt and the verbs WordNet puts above others.
const CLASS_VERBS: [VerbClass, string[]][] = [
  // The thing at the mouth.
  [
    'eat',
    'eat drink consume ingest lick bite nibble chew munch sip slurp taste gobble feast snack'.split(' '),
  ],
  // Holding a thing out to someone, or to an animal's mouth.
  [
    'give',
    'give feed pour tip hand pass offer serve deliver present bring show share lend sell donate provide supply'.split(
      ' ',
    ),
  ],
  // Down at the ground: squatting, the hands at the thing on it (or at the feet).
  [
    'ground',
    'tie lace fasten dig plant garden weed sow build construct stack assemble collect gather pick tidy clean bury tend'.split(
      ' ',
    ),
  ],
  // Both arms up, the thing above the hands: tossing dough, flipping a pancake, juggling.
  ['toss', 'toss flip fling juggle catch throw hurl pitch'.split(' ')],
  // Flat in the air, the arms out to the ball: a goalie's dive, a catch.
  ['dive', 'dive lunge'.split(' ')],
  ['jump', 'jump leap bounce hop skip spring bound'.split(' ')],
  ['run', 'run jog sprint race dash chase'.split(' ')],
  ['walk', 'walk stroll march wander hike stride tramp'.split(' ')],
  ['hold', 'hold carry hug embrace cuddle clasp grasp grip transport tote solve'.split(' ')],
  ['read', 'read study browse'.split(' ')],
  ['sit', 'sit relax lounge perch'.split(' ')],
  ['wave', 'wave greet salute cheer raise'.split(' ')],
  // The hands at work on a thing before the chest (hands-at-work.ts): WordNet files most such verbs as contact
  // or creation, and these few are filed elsewhere (mixing and baking are changes, stirring and spinning motions,
  // counting a telling, sorting a choosing).
  ['work', 'mix stir whisk count fix repair mend knit spin twirl bake fry sort'.split(' ')],
]
// Things too big to hold out: the house a parcel is taken to, the tree a kitten is in.
const BIG =
  /(^|-)(tree|house|building|car|automobile|bus|truck|train|ship|boat|barn|castle|tower|table|couch|sofa|bed|stand)(-|$)/

// Things that stand upright in a wall: cleaned or mended standing at them ("cleaning the windows").
const UPRIGHT = /^(window|door|wall|mirror|front-door)$/

/** Whether a concept is an animal (fed, not held out). */
export const isAnimalConcept = (c: Concept) =>
  nounKind(normalizePhrase(c.label)) === 'noun.animal' && !/egg/.test(c.id)
const CLASS_OF = new Map<string, VerbClass>(CLASS_VERBS.flatMap(([c, vs]) => vs.map((v) => [v, c])))

// "-ing" words that are not a doing here ("morning", "a wedding"), and verbs too wide to place a pose by
// (WordNet puts "jog" under "ramble on", "pour" under "swarm", "teach" under "move").
const NOT_DOING =
  /^(morning|evening|spring|string|ceiling|wedding|pudding|clothing|icing|stuffing|frosting|king|ring|wing|thing|sing|nothing|something|anything|everything|darling|duckling|sibling|seedling|wearing|lining|queuing|queueing|having|being|getting|doing|making|playing|looking|waiting|watching|helping|trying|learning|teaching|posing|rescuing|saving)$/

/** The class of a verb form ("tying", "pours"), from the table, else from the verbs WordNet puts above it. */
export function verbClass(word: string, byKind = true): VerbClass | null {
  const w = word.toLowerCase()
  if (NOT_DOING.test(w)) return null
  const lemma = verbLemma(w)
  if (!lemma) return null
  const direct = CLASS_OF.get(lemma)
  if (direct) return direct
  // Above the first sense only, a few levels: the wider a verb, the less its pose says. A verb above counts in
  // the kind of doing the verb is: WordNet's synsets hold other senses of their words ("scrape" is under "rub",
  // under "guide, run, draw, pass"), and a scraping is no running.
  const [kind] = verbKinds(lemma, 1)
  for (const above of verbAncestors(lemma, 1, 3)) {
    const c = CLASS_OF.get(above)
    if (c && verbKinds(above, 1)[0] === kind) return c
  }
  return byKind ? classByKind(lemma) : null
}

/**
 * The action a prompt's verb draws when no action of read-people.ts read it: the first "-ing" word with a class
 * whose pose has what it needs (something to eat, hold or read; someone or something to give to).
 */
export function verbAction(
  words: string[],
  objects: { s: Concept }[],
  mentions: { who: { count?: number }; at?: number }[],
  holdable: (c: Concept) => boolean,
  /** A thing the reading put in a person's hand ("carrying a fishbowl home"): what a carrying verb holds. */
  handProp = false,
): PeopleAction | null {
  const people = mentions.reduce((n, m) => n + (m.who.count ?? 1), 0)
  // The first word that names someone: a verb before it is someone else's doing ("reindeer pulling Santa's sleigh").
  const named = Math.min(...mentions.map((m) => m.at ?? 0))
  // "an optician testing a boy's eyes": the second person is what the first works on (body-acts.ts).
  if (worksOnSomeone(words, mentions)) return 'tend'
  const byVerb = verbActionOf(words, objects, { people, named, handProp }, holdable)
  if (byVerb) return byVerb
  // No verb with a pose, but "on the couch": seated on it.
  const seat = objects.some(({ s }) => /^(couch-and-lamp|sofa|chair|armchair|bench)$/.test(s.id))
  if (
    seat &&
    /\b(on|in) (the|a|an|his|her|their|my) (couch|sofa|chair|armchair|bench)\b/.test(words.join(' '))
  )
    return 'sit'
  // The hands at work on a thing no drawing shows ("folding a paper crane", "rolling out chapatis", "weaving a
  // cross out of rushes"): the hands still work before the chest, the thing said left out, never standing idle.
  // Only when nothing drawn is there to work: a hula hoop named is worn round the waist.
  const drawn = objects.some(({ s }) => !isAnimalConcept(s))
  return !drawn && handsAtWorkOnUndrawn(words, named) ? 'work' : null
}

/**
 * Whether the person's first "-ing" verb is the hands at work on a thing said after it (a verb of contact,
 * creation or change, hands-at-work.ts `classByKind`), where nothing drawn is worked.
 */
function handsAtWorkOnUndrawn(words: string[], named: number): boolean {
  for (const [i, w] of words.entries()) {
    if (!/ing$/.test(w) || i < named || inNounPhrase(words, i)) continue
    const c = verbClass(w, worksAThing(words, i))
    if (c) return c === 'work' && worksAThing(words, i)
  }
  return false
}

function verbActionOf(
  words: string[],
  objects: { s: Concept }[],
  { people, named, handProp }: { people: number; named: number; handProp: boolean },
  holdable: (c: Concept) => boolean,
): PeopleAction | null {
  for (const [i, w] of words.entries()) {
    if (!/ing$/.test(w)) continue
    const played = objects.filter(({ s }) => !isAnimalConcept(s))
    // A person the words do not name (a judge read as a drawing of one): the verb is theirs.
    const theirs = i > named || named === Number.POSITIVE_INFINITY
    // "playing chess", "playing with his toy train", "shooting marbles": seated on the floor at it (body-acts.ts).
    if (theirs && seatedPlay(words, i, played)) return 'play-floor'
    // A game played by striking, its racket, stick or club read ("playing tennis"): the arm swung up with it.
    if (theirs && /^play(ing|s)?$/.test(w) && played.some(({ s }) => STRIKER.test(s.id))) return 'strike'
    // A blow struck at a thing or with one: the arm swung up.
    if (theirs && !inNounPhrase(words, i) && isBlow(w) && played.length) return 'strike'
    // Blown or sneezed into, held at the mouth: a whistle, a balloon, a tissue.
    if (theirs && atTheMouth(w) && played.some(({ s }) => holdable(s))) return 'mouth'
    // With nothing named, and weeping: the hands at the face ("yawning", "crying"). Blowing on a thing ("on his
    // hot soup", read apart as food) is no hand at the mouth.
    const face = theirs && !inNounPhrase(words, i) ? faceAct(w) : null
    if (face === 'eyes' || (face === 'mouth' && !played.length && words[i + 1] !== 'on')) return 'mouth'
    // A voice raised ("shouting", "calling out prices"): a hand cupped at the mouth, what is named beside
    // (scene/body-act-items.ts).
    if (theirs && !inNounPhrase(words, i) && raisedVoice(words, i)) return 'mouth'
    // Singing with nothing held to sing into: a hand on the chest, the other out, the mouth open.
    if (theirs && !inNounPhrase(words, i) && sings(w) && !played.some(({ s }) => holdable(s))) return 'sing'
    // Kneeling or crouching with nothing named to kneel at: down on the knees, the hands down. Beside a thing
    // ("kneeling by her bed") the layout would draw the thing at the size of one worked on the ground.
    if (theirs && !inNounPhrase(words, i) && downLow(w) && !played.length) return 'ground'
    // The whole body or the pointing arm: crawling, sliding down, spinning, balancing on, pointing at (moves.ts).
    const move = theirs && !inNounPhrase(words, i) ? moveAction(words, i, objects) : null
    if (move) return move
    // The hands on a thing: put in or on another, taken out of it, traded, mended; hands held (touches.ts).
    const touch =
      theirs && !inNounPhrase(words, i)
        ? touchAction(words, i, objects, people, (l) => CLASS_OF.has(l))
        : null
    const worked =
      touch === 'work'
        ? workAction(
            objects.filter(({ s }) => !isAnimalConcept(s)),
            holdable,
          )
        : null
    if (touch && (touch !== 'work' || worked)) return worked ?? touch
    // Cooking: at the grill or the pot named, else at a pot ("cooking dinner", "cooking in the kitchen").
    if (theirs && !inNounPhrase(words, i) && isCooking(w)) return 'work'
    // A thing of the sky too small to ride, flown from the ground ("flying a drone"): the arm up at it.
    if (theirs && !inNounPhrase(words, i) && flownFromGround(w, objects)) return 'point'
    // "in a rocking chair", "a mixing bowl": a word naming the thing, no verb.
    const phrased = phraseClass(words, i) ?? (theirs ? particleClass(words, i) : null)
    const c = phrased ?? verbClass(w, !inNounPhrase(words, i) && worksAThing(words, i))
    // Drawing or writing in chalk with no board named: on the playground or the pavement, knelt down at it.
    if (!c && theirs && chalkOnGround(words, i)) return 'ground'
    if (!c) continue
    const things = objects.filter(({ s }) => !isAnimalConcept(s))
    if (c === 'eat') return things.length ? 'eat' : null
    // A thing the reading put in the hand is held by the person carrying it, not by a camel carrying a man.
    if (c === 'hold') return (handProp && theirs) || objects.some(({ s }) => holdable(s)) ? 'hold' : null
    if (c === 'read') return 'read'
    // A fish is fed in its bowl or pond, not held out to on the grass.
    // With nothing named at all, the thing is handed to the second person ("giving her grandpa a high five").
    const fedFish = !things.length && objects.length > 0 && objects.every(({ s }) => /fish/.test(s.id))
    if (c === 'give') return (people >= 2 || objects.length) && !fedFish ? 'give' : null
    // On the ground with a thing to work on, or a shoe whose laces are named; not at nothing ("braiding hair").
    // A window, door or wall is upright in its building: worked standing at its side, not down on the ground.
    if (c === 'ground' && things.length && things.every(({ s }) => UPRIGHT.test(s.id))) return 'work'
    // An animal small enough to work on knelt down ("tagging a sea turtle") is worked at on the ground too.
    if (c === 'ground')
      return things.length ||
        objects.some(({ s }) => lowAnimal(s)) ||
        words.some((x) => /^(shoe)?laces?$|^shoes$/.test(x))
        ? 'ground'
        : null
    // Thrown and not drawn ("throwing a javelin"): the throw alone.
    if (c === 'toss') return things.length ? 'ball-up' : /^(throw|hurl|pitch|fling)/.test(w) ? 'throw' : null
    if (c === 'dive') return things.some(({ s }) => /ball|frisbee|flying-disc/.test(s.id)) ? 'dive' : null
    if (c === 'sit') return 'sit'
    // A person the words do not name ("a girl needle felting" read as one drawing) works too.
    if (c === 'work') return theirs ? workAction(things, holdable) : null
    if (c === 'look')
      return theirs
        ? workAction(
            things.filter(({ s }) => workedInHands(s, holdable)),
            holdable,
          )
        : null
    return c
  }
  return null
}

// "rolling out chapatis", "ironing out a crease": a verb and its particle WordNet knows as one verb of its own.
const PARTICLE = /^(out|off|up|down|over)$/
/** The class of the verb at `i` read with the particle after it, when WordNet knows the two as one verb. */
function particleClass(words: string[], i: number): VerbClass | null {
  const lemma = verbLemma(words[i])
  const particle = words[i + 1] ?? ''
  // A thing said after the particle, not a way out ("squeezing out of a car").
  const after = words[i + 2] ?? ''
  if (!after || /^(of|from|to|into|onto|at|in|on|with|and)$/.test(after)) return null
  if (!lemma || !PARTICLE.test(particle) || !verbKinds(`${lemma}_${particle}`, 1).length) return null
  return classByKind(`${lemma}_${particle}`)
}

const CHALK_BOARD = /^(board|chalkboard|blackboard|easel|wall|slate)s?$/
/** Whether the verb at `i` draws or writes with chalk where no board is said: chalk on the ground. */
function chalkOnGround(words: string[], i: number): boolean {
  const lemma = verbLemma(words[i])
  if (!lemma || !/^(draw|write|scribble|sketch|trace|doodle|outline)$/.test(lemma)) return false
  return words.slice(i + 1).includes('chalk') && !words.some((x) => CHALK_BOARD.test(x))
}

/** Whether the verb flies a thing of the sky too small to carry anyone (a drone, a model plane). */
const flownFromGround = (w: string, things: { s: Concept }[]) =>
  verbLemma(w) === 'fly' && things.some(({ s }) => s.zone === 'sky' && (realHeight(s) ?? 1) <= 0.5)

// "Calling out", "crying out": the verb with "out" is a shout, where "calling" alone is a naming or a phone call.
const OUT_LOUD = /^(calling|crying|calls|cries)$/
/** Whether the "-ing" word at `i` raises the voice: a verb WordNet puts under shouting, or one called out. */
export function raisedVoice(words: string[], i: number): boolean {
  if (OUT_LOUD.test(words[i]) && words[i + 1] === 'out') return true
  const lemma = verbLemma(words[i])
  return !!lemma && (lemma === 'shout' || verbAncestors(lemma, 1, 2).includes('shout'))
}

/** A verb of singing: "singing", or one WordNet puts under it ("carolling", "crooning", "yodelling"). */
export function sings(word: string): boolean {
  const lemma = verbLemma(word)
  return !!lemma && lemma !== word && (lemma === 'sing' || verbAncestors(lemma, 1, 2).includes('sing'))
}

/** An animal no taller than a kneeling person's reach in the world (a turtle, a dog): worked at on the ground. */
const lowAnimal = (s: Concept) => isAnimalConcept(s) && (realHeight(s) ?? 2) <= 1

/**
 * What a class's layout works with: the thing held out or worked on (the plan's object), and the animal fed,
 * placed by the layout rather than beside the people. A shoe whose laces are tied is drawn (`add`) when the
 * prompt names only its laces, and the words for it are `claimed` as drawn.
 */
export function verbThings(
  action: PeopleAction,
  objects: { s: Concept; i: number }[],
  reading: {
    holdable: (c: Concept) => boolean
    ws: string[]
    claimed: Set<string>
    add: (thing: { concept: string; label: string }) => number
  },
): { object?: number; absorbed: number[] } {
  const { holdable, ws, claimed, add } = reading
  const animals = objects.filter(({ s }) => isAnimalConcept(s))
  const things = objects.filter(({ s }) => !isAnimalConcept(s))
  if (action === 'give') {
    const held = things.find(({ s }) => holdable(s) && s.zone !== 'sky' && !BIG.test(s.id))
    const fed = animals[0]
    if (held) return { object: held.i, absorbed: fed ? [fed.i] : [] }
    // "feeding fish to the penguins": the first animal is the food held out, the second the one fed.
    if (animals.length >= 2 && holdable(animals[0].s))
      return { object: animals[0].i, absorbed: [animals[1].i] }
    return { object: fed?.i, absorbed: [] }
  }
  if (action === 'ground') {
    const laces = ws.filter((w) => /^(shoe|shoe)?laces?$|^shoes?$|^sneakers?$|^boots?$/.test(w))
    if (!things.length && laces.length) {
      for (const w of laces) claimed.add(w)
      return { object: add({ concept: 'running-shoe', label: 'shoe' }), absorbed: [] }
    }
    // "tying his shoes" with a tie read too: the shoe is what is tied on the ground.
    const shoe = things.find(({ s }) => /shoe|boot|sneaker/.test(s.id))
    return { object: (shoe ?? things[0])?.i, absorbed: [] }
  }
  if (action === 'work') {
    const worked = workThing(things, holdable)
    if (worked || !ws.some((w) => /ing$/.test(w) && isCooking(w))) return { object: worked?.i, absorbed: [] }
    // Cooking with nothing cooked named: at the stove it is cooked on.
    return { object: add({ concept: 'stove', label: 'stove' }), absorbed: [] }
  }
  // The blow's thing struck is the object; what it is struck with is drawn in the raised hand.
  if (action === 'strike') {
    const tool = things.find(({ s }) => STRIKER.test(s.id))
    const struck = things.find(({ s }) => s !== tool?.s)
    return { object: (struck ?? tool)?.i, absorbed: tool && struck ? [tool.i] : [] }
  }
  if (action === 'play-floor') return { object: things[0]?.i, absorbed: [] }
  // Hair brushed or combed by another: the brush or comb in the hand at the head, named or not (body-poses.ts).
  const groom = action === 'tend' ? groomingTool(ws) : null
  if (groom) {
    claimed.add('brush')
    const at = things.find(({ s }) => s.id === groom)?.i ?? add({ concept: groom, label: groom })
    return { object: at, absorbed: [at] }
  }
  // A hair or beard tool named with the one worked on ("trimming a man's beard with clippers"): in the hand at
  // the head, not standing on the ground beside them.
  // Read with the one it is worked on ("a man's beard with clippers"), it is drawn here rather than by them.
  const hairTool = action === 'tend' ? things.find(({ s }) => HAIR_TOOLS.test(s.id)) : undefined
  const hairWord = action === 'tend' && !hairTool ? ws.find((w) => HAIR_TOOLS.test(w)) : undefined
  if (hairTool) return { object: hairTool.i, absorbed: [hairTool.i] }
  if (hairWord) {
    claimed.add(hairWord)
    const at = add({ concept: hairWord, label: hairWord })
    return { object: at, absorbed: [at] }
  }
  // What is pointed at, balanced on or crawled after: the first thing named.
  if (action === 'point' || action === 'balance-on' || action === 'crawl')
    return { object: things[0]?.i, absorbed: [] }
  // The uneven bars swung on are drawn with the gymnast hung from their high bar (scene/move-items.ts).
  if (action === 'hang') {
    const bars = things.find(({ s }) => s.id === 'uneven-bars')
    if (bars) return { object: bars.i, absorbed: [] }
  }
  // A pacifier named with other things is the one at the mouth.
  if (action === 'mouth')
    return {
      object: (things.find(({ s }) => HAD_IN_THE_MOUTH.test(s.id)) ?? things.find(({ s }) => holdable(s)))?.i,
      absorbed: [],
    }
  // A thing put in or taken out of another: the one in the hand is the object, where it goes is drawn by the
  // layout (scene/touch-items.ts).
  if (action === 'put') {
    const { held, target } = putThings(ws, objects, holdable)
    return { object: held ?? target, absorbed: held !== undefined && target !== undefined ? [target] : [] }
  }
  // "diving to catch the ball": the catch is the dive drawn.
  if (action === 'dive') for (const w of ws) if (/^catch(es|ing)?$/.test(w)) claimed.add(w)
  return { absorbed: [] }
}

// Tools worked at another's hair or beard, held in the hand at the head (scene/body-act-items.ts tendItems).
const HAIR_TOOLS = /^(clippers|razor|scissors|hairbrush|comb|hair-dryer|shaving-brush)$/
