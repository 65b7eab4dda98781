// The doings too wide for a verb class (verb-classes.ts leaves helping, teaching, getting, finding to stand) and a
// few the classes miss, given a pose by what kind of doing they are rather than one verb at a time:
// - with someone: helping, teaching, guiding the other by the hand (`hand-in-hand`), or holding out to them
//   the thing shown or taught with (`give`); showing a thing to someone or getting it from them is the thing
//   between their hands (`give`);
// - finding a thing is holding it up (`hold`), or pointing at one too big to pick up (`point`);
// - bowing to someone is the deep bow on the knees, the hands down, of a New Year greeting (`bow`);
// - floating or launching a thing on water is kneeling at it, the near hand on it (`ground`);
// - twisting, folding or shaping a thing is the hands at work on it (`work`);
// - eating or drinking a thing no drawing shows is the hand at the mouth (`mouth`);
// - a play fight had with a thing (a water pistol fight, a pillow fight) is the thing held (`hold`);
// - "a girl with her grandad", "a boy and his nan" and no doing: the two hand in hand, never two strangers.
// Only a last reading: every action, class and reading of the hands goes first.

import type { Concept } from '../vocabulary'
import { verbAncestors, verbLemma } from '../vocabulary'
import { workAction } from './hands-at-work'
import type { PeopleAction } from './people-plan'

type Kind = 'with' | 'show' | 'get' | 'find' | 'bow' | 'float' | 'shape' | 'eat'

const KIND_VERBS: [Kind, string][] = [
  ['with', 'help assist aid teach tutor coach guide comfort'],
  ['show', 'show demonstrate present'],
  ['get', 'get receive accept win'],
  ['find', 'find discover spot uncover'],
  ['bow', 'bow curtsy curtsey kowtow'],
  ['float', 'float launch'],
  ['shape', 'twist fold bend shape mould mold sculpt inflate'],
  ['eat', 'eat drink munch nibble sip gobble chew snack feast slurp'],
]
const KIND_OF = new Map(KIND_VERBS.flatMap(([k, vs]) => vs.split(' ').map((v): [string, Kind] => [v, k])))

/** The kind of a verb form: its own lemma's, else the nearest verb WordNet puts over its first sense. */
export function doingKind(word: string): Kind | null {
  const lemma = verbLemma(word)
  if (!lemma || lemma === word) return null
  return (
    KIND_OF.get(lemma) ??
    verbAncestors(lemma, 1, 1)
      .map((v) => KIND_OF.get(v))
      .find(Boolean) ??
    null
  )
}

// A fight named by what it is fought with: "a water pistol fight", "a snowball battle".
const PLAY_FIGHT = /\b(?:having|have|has|had|in|start(?:s|ing)?) an? (?:\w+ ){1,2}(?:fight|battle)s?\b/

// "a girl with her grandad", "a boy and his nan": someone's person named with the first.
const KIN_WITH = /\b(?:with|and) (?:his|her|their|my|our) /

/**
 * The pose of a doing by its kind, for the first "-ing" verb after the first person named; null when none fits,
 * and the people stand.
 */
export function kindAction(
  words: string[],
  /** The first word that names someone. */
  named: number,
  /** The things named, no animal or person. */
  things: { s: Concept }[],
  people: number,
  holdable: (c: Concept) => boolean,
  isPersonWord: (w: string) => boolean,
): PeopleAction | null {
  const held = things.find(({ s }) => holdable(s))
  // A play fight had with a thing ("having a water pistol fight", "a pillow fight"): the thing fought with held.
  if (held && PLAY_FIGHT.test(words.join(' '))) return 'hold'
  for (const [i, w] of words.entries()) {
    if (i <= named || !/ing$/.test(w)) continue
    const kind = doingKind(w)
    if (!kind) continue
    if (kind === 'with') return people >= 2 ? (held ? 'give' : 'hand-in-hand') : held ? 'hold' : null
    if (kind === 'show' || kind === 'get') return people >= 2 ? 'give' : held ? 'hold' : null
    if (kind === 'find') return held ? 'hold' : things.length ? 'point' : null
    if (kind === 'bow') return 'bow'
    if (kind === 'float') return things.length ? 'ground' : null
    // Eating or drinking what no drawing shows (cheesecake, kimchi): the hand at the mouth, never standing.
    if (kind === 'eat') return 'mouth'
    return workAction(things, holdable)
  }
  // No doing: someone's grandad, mum or friend named with the first is with them, hand in hand; with a thing
  // named ("on a seesaw with her brother") the thing says what they do.
  const lower = words.join(' ')
  const kin = KIN_WITH.exec(lower)
  if (
    people >= 2 &&
    kin &&
    !things.length &&
    !words.some((w, i) => i > named && /ing$/.test(w) && verbLemma(w) !== w)
  ) {
    const after = lower.slice(kin.index + kin[0].length).split(' ')[0]
    if (isPersonWord(after)) return 'hand-in-hand'
  }
  return null
}
