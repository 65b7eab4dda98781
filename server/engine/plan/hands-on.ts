// The last reading of a doing: a person does something to a thing drawn on the page ("shaking the ketchup
// bottle", "drying the dishes", "pulling a suitcase", "pushing a broken-down car") and no table or verb class
// gave it a pose. Standing beside the thing reads as idle; a child draws the hands on it. Which way the hands
// meet it follows the verb and what WordNet puts over it: pushed or pulled by its handle when it has one (the
// push layout, which pulls a wagon the same way), carried in the arms when it fits in them, else worked in the
// hands or, too big to hold, with both hands on its near side (plan/hands-at-work.ts).

import type { Concept } from '../vocabulary'
import { verbKinds, verbLemma } from '../vocabulary'
import { isOrUnder } from './body-acts'
import { inNounPhrase, workAction, worksAThing } from './hands-at-work'
import type { PeopleAction } from './people-plan'

// Moved away from or towards the body by the hands.
const PUSH = new Set('push shove wheel nudge press'.split(' '))
const PULL = new Set('pull drag tow haul tug lug draw'.split(' '))
// Taken up in the arms and borne.
const CARRY = new Set('carry lift transport tote heave hoist bear raise'.split(' '))
// Doings of the hands: a touch, a making, a change, a motion given to a thing, a having or taking.
const HANDS_KINDS = new Set([
  'verb.contact',
  'verb.creation',
  'verb.change',
  'verb.motion',
  'verb.possession',
])
// Verbs whose doer moves or is carried rather than handling the thing (riding, driving, flying a plane), or
// that name no touch (looking, wishing): never the hands on it. "Learning", "calling" are no doing of the hands.
const NOT_HANDS = new Set(
  'be have do go come get line queue ride drive fly sail swim float drift travel visit climb wait stand look watch see wish stay sit lie sleep learn call leave find want need love like'.split(
    ' ',
  ),
)

/**
 * The pose for a doing no other reading placed: `push` when the thing has a handle to push or pull by, `hold` when
 * it is carried and fits in the arms, `work` (or reading a book, playing an instrument at the face) when the hands
 * work it; null with no such verb, or no drawn thing after it.
 */
export function handsOnAction(
  words: string[],
  /** The first word that names someone: a verb before it is someone else's doing. */
  named: number,
  things: { s: Concept }[],
  holdable: (c: Concept) => boolean,
  /** Whether a thing is pushed or pulled by a handle (held-and-pushed.ts `PUSHED`). */
  handled: (c: Concept) => boolean,
): PeopleAction | null {
  if (!things.length) return null
  for (const [i, w] of words.entries()) {
    if (i <= named || !/ing$/.test(w) || w.length < 5 || inNounPhrase(words, i)) continue
    const lemma = verbLemma(w)
    if (!lemma || lemma === w || NOT_HANDS.has(lemma)) continue
    // "squeezing out of a car", "lining up at the door": a little word after it says it works no thing.
    if (!worksAThing(words, i)) continue
    if (!verbKinds(lemma, 2).some((k) => HANDS_KINDS.has(k))) continue
    if (isOrUnder(lemma, PUSH, 1) || isOrUnder(lemma, PULL, 1)) {
      if (things.some(({ s }) => handled(s))) return 'push'
    } else if (isOrUnder(lemma, CARRY, 1) && holdable(things[0].s)) return 'hold'
    return workAction(things, holdable)
  }
  return null
}
