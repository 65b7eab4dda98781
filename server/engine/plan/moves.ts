// Doings of the whole body and of the pointing arm that the verb's class alone left standing, read by the verb's
// lemma and what WordNet puts it under (as body-acts.ts reads its acts), then by what follows it:
// - crawling, creeping: on the hands and knees (`crawl`);
// - sliding, slipping, gliding down or into something: seated, the legs forward, leaning back (`slide-down`),
//   down a pole gripped overhead or a banister ridden, or feet first along the ground;
// - spinning, twirling, whirling with nothing spun in the hands: arms out, turning (`spin`); a hoop spun is the
//   hoop round the waist;
// - balancing on something: arms out on one foot, on the thing named (a log) or the ground (`balance-on`);
// - swinging on a gymnastic apparatus (bars, rings): hanging from it by the hands (`hang`);
// - pointing at something, choosing or selecting one (not "picking", read by the hands): the arm out towards it (`point`);
// - the limbo, the one dance done bent back under a bar (`limbo`).

import type { Concept } from '../vocabulary'
import { lemmatize, nounSenses, verbKinds } from '../vocabulary'
import { inflected, isOrUnder } from './body-acts'
import type { PeopleAction } from './people-plan'

const CRAWL = new Set(['crawl', 'creep'])
// Not glide: surfing and windsurfing are filed under it, and are ridden on a board.
const SLIDE = new Set(['slide', 'slip', 'skid', 'slither'])
const SPIN = new Set(['spin', 'twirl', 'whirl', 'pirouette', 'gyrate'])
const POINT = new Set(['point', 'indicate'])
// Choosing one thing among others: the arm out towards the one chosen.
const CHOOSE = new Set(['choose', 'select', 'pick out'])
const SWING = new Set(['swing'])
const BALANCE = new Set(['balance'])
// Things walked along only balancing: a line strung, a beam, a log, the top of a wall.
const NARROW = /^(slackline|tightrope|highline|tightwire|beam|log|kerb|curb)s?$/

// Where a slide goes: down, into, along, across a thing, or nowhere named ("sliding on the ice").
const SLIDE_WAY = /^(down|into|along|across|over|on|onto|off|in|to|toward|towards|home)$/
// A spin with nothing spun: around, in a dress, on the spot, or the words end.
const SPIN_WAY = /^(around|round|in|on|about|and|with|at|under|across|like)$/

// "slipping on her rain boots", "slipping into her pajamas": getting dressed, no slide.
const dressing = (words: string[], i: number) =>
  /^(on|into)$/.test(words[i + 1] ?? '') &&
  words.slice(i + 2, i + 6).some((w) =>
    // "pajamas" is filed as "pajama".
    [lemmatize(w), w.replace(/s$/, '')].some((l) =>
      nounSenses(l, 1)[0]?.classes.some((k) => k === 'clothing' || k === 'footwear'),
    ),
  )

/** Whether a word names gymnastic apparatus hung from by the hands (bars, rings, a trapeze). */
const apparatus = (word: string, next?: string) =>
  [next ? `${word} ${next}` : '', word, lemmatize(word)].some(
    (w) => !!w && nounSenses(w, 1)[0]?.classes.includes('gymnastic apparatus'),
  )

// A child's game played on the move, by what its gloss says the players do: hopped through (hopscotch), a
// seeker's eyes covered while the others hide (hide and seek), chased (tag), marched round (musical chairs).
const GAME_MOVES: [RegExp, PeopleAction][] = [
  [/\bhops?\b/, 'hop'],
  [/\bcovers? (his|her|their) eyes\b|\bhide\b/, 'seek'],
  [/\bchases?\b|\bruns?\b/, 'run'],
  [/\bmarch(es)?\b/, 'walk'],
]

/** The move of a child's game played on the move ("tag", "hopscotch", "hide and seek"), or null. */
export function gameMove(words: string[], i: number): PeopleAction | null {
  let j = i + 1
  while (/^(a|an|the|some|game|of|at|in)$/.test(words[j] ?? '')) j++
  // The game's name in up to three words ("hide and seek"), the longest first.
  for (const n of [3, 2, 1]) {
    const name = words.slice(j, j + n).join(' ')
    if (words.length < j + n) continue
    const game = nounSenses(name, 4).find((s) => s.classes.includes("child's game"))
    if (!game) continue
    return GAME_MOVES.find(([re]) => re.test(game.gloss))?.[1] ?? null
  }
  return null
}

/** Whether a word names an acrobatic stunt (a somersault, a flip, a handspring). */
export const acrobatic = (word: string) =>
  !!word && !!nounSenses(lemmatize(word), 1)[0]?.classes.includes('acrobatic stunt')

/** The words after `i` up to the first that is not an article or a possessive. */
function nameAfter(words: string[], i: number): number {
  let j = i
  while (/^(a|an|the|his|her|their|my|our|its|some|this|that)$/.test(words[j] ?? '')) j++
  return j
}

/**
 * The whole-body or pointing pose of the "-ing" word at `i`, or null: `things` are the drawn things named with
 * it (not the people). Read before the verb classes, which would leave these standing.
 */
export function moveAction(words: string[], i: number, things: { s: Concept }[]): PeopleAction | null {
  const lemma = inflected(words[i])
  if (!lemma) return null
  const next = words[i + 1]
  const kind = verbKinds(lemma, 1)[0]
  // The limbo: a dance WordNet does not know as one, done bent back under a bar ("doing the limbo").
  if (/^(do|dance|play)$/.test(lemma) && words[nameAfter(words, i + 1)] === 'limbo') return 'limbo'
  // An acrobatic stunt done ("doing a somersault", "a forward roll"): upside down on the hands, as a cartwheel.
  if (/^(do|perform)$/.test(lemma) && acrobatic(words[nameAfter(words, i + 1)] ?? '')) return 'cartwheel'
  // Splashing in a puddle or a pool: jumping in it, the water thrown up round the feet.
  if (lemma === 'splash' && /^(in|into|through|around|about)$/.test(next ?? '')) return 'splash'
  // A child's game played on the move: hopped, run, hidden from.
  if (lemma === 'play') return gameMove(words, i)
  if (kind === 'verb.motion' && isOrUnder(lemma, CRAWL)) return 'crawl'
  if (
    kind === 'verb.motion' &&
    isOrUnder(lemma, SLIDE) &&
    (!next || SLIDE_WAY.test(next)) &&
    !dressing(words, i)
  )
    return 'slide-down'
  if (kind === 'verb.motion' && isOrUnder(lemma, SWING, 1) && next === 'on') {
    const j = nameAfter(words, i + 2)
    if (apparatus(words[j] ?? '', words[j + 1]) || apparatus(words[j + 1] ?? '', words[j + 2])) return 'hang'
  }
  if (isOrUnder(lemma, SPIN) && (!next || SPIN_WAY.test(next))) return 'spin'
  // A hoop spun is spun round the waist (scene/waist-ring.ts draws it there).
  if (isOrUnder(lemma, SPIN) && things.some(({ s }) => s.around === 'waist')) return 'spin'
  if (isOrUnder(lemma, BALANCE, 1) && next === 'on') return 'balance-on'
  // Going to a place ("going to the mosque", "off to the market"): on the way there, walking.
  if (lemma === 'go' && next === 'to' && /^(the|a|an|his|her|their|our|my)$/.test(words[i + 2] ?? ''))
    return 'walk'
  // Going along a thing too narrow to walk without the arms out ("wobbling along a slackline", "walking on a
  // log"): balanced on it.
  if (
    kind === 'verb.motion' &&
    /^(along|on|across)$/.test(next ?? '') &&
    NARROW.test(words[nameAfter(words, i + 2)] ?? '')
  )
    return 'balance-on'
  // A walker named by the narrow thing walked ("a tightrope walker ... crossing between two towers"): balanced
  // on it whichever way the going is said.
  if (
    kind === 'verb.motion' &&
    words.slice(0, i).some((w, k) => NARROW.test(w) && /^walkers?$/.test(words[k + 1] ?? ''))
  )
    return 'balance-on'
  if (
    kind === 'verb.communication' &&
    isOrUnder(lemma, POINT, 1) &&
    /^(at|to|toward|towards|up)$/.test(next ?? '')
  )
    return 'point'
  // Not "picking up" (lifting) or "picking apples" (plucking), read by the hands at work.
  if (
    kind === 'verb.cognition' &&
    isOrUnder(lemma, CHOOSE, 1) &&
    things.length &&
    next !== 'up' &&
    lemma !== 'pick'
  )
    return 'point'
  return null
}

/**
 * The words of things a move's layout draws by code, claimed as drawn: the pole slid down ("fire pole"), the
 * banister, the base slid into, the limbo's bar.
 */
export function moveDraws(action: PeopleAction, words: string[]): string[] {
  const drawn =
    action === 'slide-down'
      ? /^(poles?|banisters?|bannisters?|handrails?|railings?|rails?|bases?)$/
      : action === 'limbo'
        ? /^(limbo|bar|pole|stick)$/
        : action === 'splash'
          ? /^(puddles?|splash(es)?)$/
          : action === 'hop'
            ? /^hopscotch$/
            : null
  // The stunt done is the pose drawn.
  if (action === 'cartwheel') return words.filter(acrobatic)
  if (!drawn) return []
  // A pole or rail is drawn only when it is what is slid on or down (scene/move-items.ts reads it the same way).
  const slidOn = (k: number) =>
    /^(down|on|along|onto)$/.test(words[k - 1] ?? '') ||
    (/^(the|a|an|his|her|their|fire)$/.test(words[k - 1] ?? '') &&
      /^(down|on|along|onto|the)$/.test(words[k - 2] ?? ''))
  const out = words.filter(
    (w, k) =>
      drawn.test(w) &&
      (action !== 'slide-down' ||
        !/^(poles?|rails?|railings?|handrails?|banisters?|bannisters?)$/.test(w) ||
        slidOn(k)),
  )
  // "the fire pole": the fire station's pole, one thing.
  for (const [k, w] of words.entries()) if (w === 'fire' && /^poles?$/.test(words[k + 1] ?? '')) out.push(w)
  // "second base": which base it is.
  for (const [k, w] of words.entries())
    if (/^(first|second|third|home)$/.test(w) && /^(base|plate)$/.test(words[k + 1] ?? ''))
      out.push(w, words[k + 1])
  return out
}

/** The things a move's layout draws that the words name, as named: "banister", "second base", "fire pole". */
export function moveThings(action: PeopleAction, words: string[]): string[] {
  const claimed = new Set(moveDraws(action, words))
  const out: string[] = []
  for (const [k, w] of words.entries()) {
    if (!claimed.has(w) || /^(first|second|third|home|fire|limbo)$/.test(w)) continue
    const before = words[k - 1] ?? ''
    out.push(claimed.has(before) && /^(first|second|third|home|fire)$/.test(before) ? `${before} ${w}` : w)
  }
  return out
}
