// Three kinds of doing that the verb's class alone leaves standing, placed by what the act is done to:
// - someone worked on by another ("an optician testing a boy's eyes", "a mom braiding her daughter's hair", "a
//   tailor measuring a man"): the verb's object is the second person named, so the first works on the second
//   (`tend`), the hands at their head when the words name a part of it;
// - a blow (hit, bang, strike, knock, punch: the verb or one WordNet puts over it) with a thing to strike or
//   strike with: the arm swung up with the racket, the gavel, the stick (`strike`);
// - a game or a toy played with that WordNet files as a board, table, card or parlour game, a child's game
//   played in one place, or a plaything ("playing chess", "playing with his toy train", "playing jacks"):
//   seated on the floor, the hands at it (`play-floor`).

import type { Concept } from '../vocabulary'
import { lemmatize, nounSenses, verbAncestors, verbKinds, verbLemma } from '../vocabulary'

// Kinds of doing that work on a body: a touch, a making, a looking over, a tending, a weighing.
const WORKED_ON_KINDS = new Set([
  'verb.contact',
  'verb.creation',
  'verb.cognition',
  'verb.social',
  'verb.body',
  'verb.stative',
  'verb.perception',
  'verb.change',
  'verb.consumption',
])
// Words that may stand between a verb and the person it is done to: "testing a boy's eyes", "helping a lost
// little boy", "putting sunscreen on her son".
const BETWEEN = /^(a|an|the|his|her|their|my|our|its|little|young|lost|new|best|baby|older|old|sick|sleepy)$/
/** Parts of the head a worker's hands go to, rather than the shoulders. */
export const HEAD_PARTS = /\b(hair|eyes?|teeth|tooth|face|head|ears?|nose|mouth|braids?|beard|glasses)\b/

/**
 * Whether the first person works on the second: the first "-ing" verb between their names is a doing of the
 * body's kinds (not a telling, a going or a giving), and the second is what it is done to.
 */
export function worksOnSomeone(words: string[], mentions: { at?: number }[]): boolean {
  if (mentions.length < 2) return false
  const [a, b] = [mentions[0].at ?? 0, mentions[1].at ?? 0]
  const v = words.findIndex((w, i) => i > a && i < b && /ing$/.test(w) && verbLemma(w) !== null)
  if (v < 0) return false
  const lemma = verbLemma(words[v]) ?? ''
  if (
    /^(play|have|be|get|make|do|give|hand|feed|hold|carry|hug|push|pull|show|teach|watch|look|help|assist|guide|bow)$/.test(
      lemma,
    )
  )
    return false
  if (!WORKED_ON_KINDS.has(verbKinds(lemma, 1)[0] ?? '')) return false
  const gap = words.slice(v + 1, b)
  // Directly ("measuring a man"), or a thing put on them ("putting sunscreen on her son").
  if (gap.every((w) => BETWEEN.test(w))) return true
  const on = gap.findIndex((w) => w === 'on' || w === 'onto')
  return on > 0 && on <= 2 && gap.slice(on + 1).every((w) => BETWEEN.test(w))
}

/** The lemma of an inflected verb form ("banging" -> "bang"); null for a bare word or no verb. */
export function inflected(word: string): string | null {
  const w = word.toLowerCase()
  const lemma = verbLemma(w)
  return lemma && lemma !== w ? lemma : null
}
/** Whether a verb is one of `verbs` or one WordNet puts under them, `depth` steps up at most. */
export const isOrUnder = (lemma: string, verbs: Set<string>, depth = 2) =>
  verbs.has(lemma) || verbAncestors(lemma, 1, depth).some((v) => verbs.has(v))

// A blow: these verbs, or one WordNet puts over them ("banging" -> slam -> hit, "swatting" -> hit).
const BLOWS = new Set('hit strike bang knock punch whack smack swat smash bash slam thump pound'.split(' '))
/** Whether a verb form is a blow struck with the arm. */
export function isBlow(word: string): boolean {
  const lemma = inflected(word)
  // A touch: "shooting an arrow" is a contest's doing, not a blow of the arm; "ping" (pong) is no verb form.
  return !!lemma && verbKinds(lemma, 1)[0] === 'verb.contact' && isOrUnder(lemma, BLOWS)
}

/** Things a blow is struck with, held in the raised hand: a racket, a bat, a gavel, a hammer, a club, a stick. */
export const STRIKER =
  /^(tennis-racket|badminton|baseball-bat|cricket-game|field-hockey|golf-club|hammer|gavel|ice-hockey|lacrosse|stick|drumsticks?)$/

// Games played sitting in one place, by what WordNet files them under; a plaything.
const SEATED_GAMES = /^(board game|table game|card game|parlou?r game|plaything|toy)$/
// A child's game is played on the floor unless its gloss says it is run, hopped or hidden for.
const ON_THE_MOVE = /\b(run|runs|chase|hop|hops|jump|hide|hides|hidden|tag|catch|seek)/

/** Whether a played word names a game or a toy played seated: "chess", "cards", "jacks", "blocks", "dolls". */
export function playedSeated(word: string): boolean {
  const lemma = lemmatize(word)
  // "jacks" and "marbles" are games by their plural; "blocks" by the singular.
  for (const w of [word, lemma, `${lemma} game`]) {
    const [sense] = nounSenses(w, 1)
    if (!sense) continue
    if (sense.classes.some((c) => SEATED_GAMES.test(c))) return true
    if (sense.classes.includes("child's game") && !ON_THE_MOVE.test(sense.gloss)) return true
  }
  return false
}

// "cat's cradle" reads as two words.
const gameWord = (word: string, next?: string) =>
  !/ing$/.test(word) && (playedSeated(word) || (!!next && playedSeated(`${word}'s ${next}`)))

// After "playing": the words before the game's name.
const BEFORE_GAME = /^(with|a|an|the|his|her|their|my|some|toy|little|wooden|new|favorite|favourite|of)$/

/**
 * The seated play of "playing" at `i`: the game or toy named after it ("playing chess", "playing with his toy
 * train", "playing cat's cradle"); a toy's own word ("toy", "doll") says it is one.
 */
export function seatedPlay(words: string[], i: number, things: { s: Concept }[]): boolean {
  // Another verb is seated play only with the game's name right after it ("shooting marbles").
  if (!/^play(ing|s)?$/.test(words[i])) return !!words[i + 1] && gameWord(words[i + 1], words[i + 2])
  let j = i + 1
  let toy = false
  while (j < words.length && BEFORE_GAME.test(words[j])) toy ||= words[j++] === 'toy'
  const game = words[j]
  if (!game) return false
  if (toy || /^doll/.test(game)) return true
  if (gameWord(game, words[j + 1])) return true
  return things.some(({ s }) => s.label.split(' ').includes(game) && playedSeated(s.label))
}

/** Whether the words name a game played on a board (chess, checkers, "a board game"): drawn with its board. */
export const onABoard = (words: string[]) =>
  words.some((w, i) =>
    [w, `${w} game`, `${w} ${words[i + 1] ?? ''}`].some((x) =>
      nounSenses(x, 1)[0]?.classes.includes('board game'),
    ),
  )

// Breath and the mouth: blowing, sneezing, spitting, coughing (a doing of the body that breathes or expels).
const BREATH = new Set('blow breathe exhale expel spit cough sneeze act involuntarily'.split(' '))
/** Whether a verb form is done with the breath, a thing held at the mouth: "blowing a whistle", "sneezing". */
export function atTheMouth(word: string): boolean {
  const lemma = inflected(word)
  return !!lemma && verbKinds(lemma, 1)[0] === 'verb.body' && isOrUnder(lemma, BREATH)
}

// A doing of the face with nothing in the hands: weeping (the hands at the eyes), a breath let out or a voice
// kept low (a hand at the mouth: yawning, sneezing, coughing, whispering). Crying's first sense is a shout;
// weeping is filed under it as a doing of the body, so the verb is read by its lemma as well.
const WEEP = new Set('cry weep sob'.split(' '))
const LOW_VOICE = new Set('whisper murmur'.split(' '))
/** Where the hands go for a doing of the face ("crying" -> the eyes, "yawning" -> the mouth), or null. */
export function faceAct(word: string): 'eyes' | 'mouth' | null {
  const lemma = inflected(word)
  if (!lemma) return null
  if (WEEP.has(lemma) || verbAncestors(lemma, 1, 2).includes('weep')) return 'eyes'
  if (LOW_VOICE.has(lemma) || atTheMouth(word)) return 'mouth'
  return null
}

// Cooking: cook or a verb WordNet puts under it (baking, grilling, roasting); frying, boiling and simmering are
// filed as heating a thing, so they are named.
const HEATED = new Set('fry boil simmer'.split(' '))
const COOK = new Set(['cook'])
/** Whether a verb form is cooking: drawn at a pot when nothing cooked is named. */
export function isCooking(word: string): boolean {
  const lemma = inflected(word)
  return !!lemma && (HEATED.has(lemma) || isOrUnder(lemma, COOK))
}

// Down low on the legs: kneeling, or crouching and what WordNet puts under it (squatting, stooping, hunkering).
const LOW = new Set('kneel crouch squat'.split(' '))
/** Whether a verb form is a posture down on the knees or the haunches: drawn kneeling, the hands down. */
export function downLow(word: string): boolean {
  const lemma = inflected(word)
  return !!lemma && isOrUnder(lemma, LOW)
}
