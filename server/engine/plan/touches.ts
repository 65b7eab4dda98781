// Doings of the hands on a thing that the verb classes left standing, read by the verb's lemma and what WordNet
// puts it under (as moves.ts reads the whole body's), then by the words after it:
// - putting a thing in, on or into another, filling, emptying, pouring, dropping, hanging, leaving it somewhere,
//   lighting it, ringing a doorbell, weighing it on the scales, or taking a thing out of another: the hands
//   reaching to the thing it goes in or comes out of, beside at its size (`put`);
// - holding hands: two or more side by side, the near hands joined (`hand-in-hand`);
// - trading, swapping, exchanging with someone, pulling a cracker with them or two pulling a small thing: the
//   thing between their hands, as a thing handed over is drawn (`give`);
// - changing, fixing, mending, repairing or assembling a thing ("putting together"): the hands at work on it
//   (`work`).

import { type Concept, realHeight } from '../vocabulary'
import { inflected, isOrUnder } from './body-acts'
import type { PeopleAction } from './people-plan'

// A thing pulled between two people (a cracker, a wishbone) is no taller than this, in metres.
const SHARED_HEIGHT = 0.4
// Put, placed, set, laid, inserted, stuffed, loaded: a thing goes into or onto another.
const PUT = new Set(['put', 'place', 'insert', 'fill', 'empty', 'pour', 'drop', 'hang'])
// Taken, slid, pulled or lifted out of a thing: the hand reaches into it all the same.
const TAKE = new Set(['take', 'slide', 'pull', 'lift', 'draw', 'get', 'fetch', 'remove'])
const OUT = /^(out|from|off)$/
// Given to another: traded, swapped, exchanged.
const TRADE = new Set(['trade', 'swap', 'exchange'])
// Things moved by the hands to where they go (a carrot left out, coins dropped): held. With the others (a bowl
// filled, a menorah lit, a doorbell rung) the one thing named is where the hands go.
const MOVED = new Set('put place set lay leave drop take slide pull remove weigh'.split(' '))
// Rescued, saved: carried off in the arms.
const RESCUE = new Set(['rescue', 'save'])
// Washed, wiped, polished, dusted: the hands at work on it.
const CLEAN = new Set(['wash', 'wipe', 'polish', 'dust', 'rub'])
// Sold or given out: a thing that floats (balloons) is held up on its strings, not handed across.
const GIVE_OUT = new Set(['sell', 'give', 'offer'])

// Mended or assembled: the hands at work on the thing. "change" by its own name: WordNet puts every verb of
// change under it (filling, emptying, lighting).
const FIX = new Set(['repair', 'assemble'])

// "putting" is read as the golf stroke ("putt"); it is put unless the words are about golf.
const GOLF = /^(golf|green|putter|hole|ball)$/
// A thing is put on or in where it goes: the relation words that name the place.
const WHERE = /^(in|into|on|onto|inside|under|in-to|out|from|off|along|over|round|around|at|for)$/

/** The verb's lemma: "putting" is put, not the golf stroke, unless the words are about golf. */
function lemmaOf(words: string[], i: number): string | null {
  if (/^putt(ing|s)?$/.test(words[i]) && !words.some((w) => GOLF.test(w))) return 'put'
  return inflected(words[i])
}

/** Whether the words after `i` put the thing somewhere: "in the bin", "on the doorstep", "out for the reindeer". */
const placed = (words: string[], i: number) => words.slice(i + 1, i + 6).some((w) => WHERE.test(w))

/**
 * The touching pose of the "-ing" word at `i`, or null: `things` are the drawn things named (not the people),
 * `people` how many are named. Read before the verb classes, which would leave these standing.
 */
export function touchAction(
  words: string[],
  i: number,
  things: { s: Concept }[],
  people: number,
  /** Verbs the verb classes list by name (planting, stacking, pouring): theirs, whatever WordNet puts over them. */
  listed: (lemma: string) => boolean = () => false,
): PeopleAction | null {
  const lemma = lemmaOf(words, i)
  if (!lemma) return null
  const next = words[i + 1] ?? ''
  // "holding hands", "holding each other's hands": side by side, the hands joined.
  if (lemma === 'hold' && /^hands?$/.test(next) && people >= 2) return 'hand-in-hand'
  if (people >= 2 && isOrUnder(lemma, TRADE, 1)) return 'give'
  // "pulling a cracker with his grandma", "two kids pulling a wishbone": one end each, the thing between their
  // hands. Pulled by two with no "with", only a thing small enough to hold between them (not a sled or a cart).
  if (
    lemma === 'pull' &&
    people >= 2 &&
    things.length &&
    (words.slice(i + 1).includes('with') || things.every(({ s }) => (realHeight(s) ?? 1) <= SHARED_HEIGHT))
  )
    return 'give'
  if (!things.length) return null
  // "a firefighter rescuing a kitten from a tree", "a superhero saving a cat": the animal in the arms.
  if (isOrUnder(lemma, RESCUE, 1) && things.some(({ s }) => s.zone !== 'sky' && (realHeight(s) ?? 1) <= 0.6))
    return 'hold'
  // "selling balloons": held up on their strings. "buying a loaf": what is bought, in the hands.
  if (isOrUnder(lemma, GIVE_OUT, 1) && things.every(({ s }) => s.zone === 'sky')) return 'hold'
  if (lemma === 'buy' && things.some(({ s }) => (realHeight(s) ?? 1) <= 0.6)) return 'hold'
  // "setting the table", "setting up a tent": laid or put up, not a thing put in another.
  if (listed(lemma) || lemma === 'set') return null
  // "washing the fire engine", "wiping the table", "dusting the bookshelf": the hands on it.
  if (CLEAN.has(lemma)) return 'work'
  // "putting together a crib", "changing a tire", "fixing the bike": the hands at work on it.
  if (lemma === 'put' && next === 'together') return 'work'
  if ((lemma === 'change' || isOrUnder(lemma, FIX, 1)) && !/^(into|in|out|to|for|places)$/.test(next))
    return 'work'
  // "putting on her coat", "putting on a show": dressing or staging, not a thing put somewhere.
  if (lemma === 'put' && /^(on|up|off)$/.test(next)) return null
  // A verb under these (stuffing, loading, stringing) only with where it goes: "arranging a bouquet" is worked.
  if (isOrUnder(lemma, PUT) && ((PUT.has(lemma) && lemma !== 'put') || placed(words, i))) return 'put'
  // "leaving a carrot out for the reindeer", "leaving bottles on the doorstep": set down there.
  if (lemma === 'leave' && placed(words, i)) return 'put'
  // "weighing apples on the scales": put on the scales, what is weighed in the hand.
  if (lemma === 'weigh' && placed(words, i)) return 'put'
  // Lighting candles, diyas, a menorah: the hand at them.
  if (lemma === 'light') return 'put'
  // "ringing the doorbell": the hand on it.
  if (lemma === 'ring' && words.slice(i + 1, i + 4).some((w) => /^door ?bell|^doorbells?$/.test(w)))
    return 'put'
  // "taking bread out of the oven", "sliding a pizza out of the oven", "pulling tissues out of a box".
  if (TAKE.has(lemma) && words.slice(i + 1, i + 6).some((w) => OUT.test(w)))
    // With nothing to take it out of but the ground ("pulling carrots out of the garden"): picked low.
    return things.length >= 2 ? 'put' : lemma === 'pull' ? 'pick' : null
  return null
}

/**
 * What a thing put goes into, or is taken out of: the thing named after "in", "into", "on", "out of", "from";
 * the rest, if small, is the thing in the hand. Indices into `things`.
 */
export function putThings(
  words: string[],
  things: { s: Concept; i: number }[],
  holdable: (c: Concept) => boolean,
): { held?: number; target?: number } {
  const verb = words.findIndex((w, k) => /ing$/.test(w) && touchAction(words, k, things, 1) === 'put')
  const moved = verb >= 0 && MOVED.has(lemmaOf(words, verb) ?? '')
  // Where each thing's name is in the words ("bottles" for the bottle, "piggy bank" by its last word).
  const at = (s: Concept) => {
    const names = [s.label.toLowerCase(), ...s.label.toLowerCase().split(' ')]
    return words.findIndex((w) => names.includes(w) || names.includes(w.replace(/e?s$/, '')))
  }
  // The thing whose name follows a relation word is where it goes; else, for a thing lit, rung or filled, the
  // first named after the verb.
  const after = things
    .map((t) => ({ t, k: at(t.s) }))
    .filter(({ k }) => k > verb)
    .sort((a, b) => a.k - b.k)
  const target =
    after.find(({ k }) => words.slice(Math.max(verb + 1, k - 4), k).some((w) => WHERE.test(w)))?.t ??
    (moved ? undefined : after[0]?.t)
  const held = things.find(
    (t) => t !== target && holdable(t.s) && t.s.zone !== 'sky' && (moved || target !== undefined),
  )
  // A single thing that is not in the hand is where the hands go.
  const place = target ?? things.find((t) => t !== held && t.s.zone !== 'sky')
  return { held: held?.i, target: place?.i }
}

/** Whether the reading put a thing in a person's hand ("carrying a fishbowl home": the fishbowl). */
export const carriedInHand = (attached: { relation: string; subject: number }[], people: number[]) =>
  attached.some((a) => a.relation === 'hand' && people.includes(a.subject))

// Read with the actions' patterns, before "holding" is read as a thing held.
export const TOUCH_ACTIONS: [RegExp, PeopleAction][] = [
  // Not "holding his hands up": one's own hands.
  [/\b(hold(s|ing)?|join(s|ing)?) (their |each other'?s? )?hands\b(?! up)|\bhand in hand\b/, 'hand-in-hand'],
]
