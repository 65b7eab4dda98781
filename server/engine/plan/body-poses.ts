// Doings where a part of the person's own body is what the pose shows, which the verb's class alone leaves
// standing or reads as eating nothing:
// - a mouth verb (sucking, licking, biting, chewing) at a part of their own body or at a thing that is no food:
//   the hand at the mouth ("sucking his thumb", "biting her nails", "licking snow off his mitten": `mouth`);
// - stretching with nothing stretched: both arms straight up, on the toes (`stretch`);
// - a thing balanced or carried on the head: on top of it, the arms out (`on-head`);
// - diving into water named (off the side of the pool, off the rocks into the sea), not after a ball: head
//   first into the water, the arms straight out ahead (`dive`);
// - paddling or wading: standing in shallow water, ripples round the shins (`wade`);
// - a horsey ride on someone's back, or riding on it: the one on the hands and knees, the other astride their
//   back (`horsey`);
// - an arm in a sling: the forearm bent across the chest in it (`sling`);
// - a martial art or a physical exercise done, practised or learned ("doing tai chi", "practising kung fu",
//   "doing aerobics"), known by where WordNet files the art's first sense: the fighting stance (`karate`), a
//   slow art said to be an exercise on one foot, the arms out (`balance-on`), or the arms up in a stretch
//   (`stretch`); the art's words drawn by the pose.

import type { Concept } from '../vocabulary'
import { lemmatize, nounKind, nounSenses, verbKinds, verbLemma } from '../vocabulary'
import { isOrUnder } from './body-acts'
import type { PeopleAction, PlanPeople } from './people-plan'

const OWN = /^(his|her|their|my|its|your|our|own)$/
// Verbs done with the mouth, when what they are done to is no food.
const MOUTH = new Set('suck lick bite chew nibble gnaw'.split(' '))
const STRETCH = new Set(['stretch', 'limber up', 'warm up'])
// After a stretch, words that say nothing is stretched: "stretching before a race", "stretching out".
const STRETCH_AFTER = /^(before|after|in|on|at|by|for|out|up|and|with|during|outside|together|$)/
const WATER = /^(pool|swimming-pool|water|sea|ocean|lake|river|pond|waves?|stream|beach)$/
const WATER_WORD = /^(pools?|water|sea|ocean|lake|river|pond|waves|stream|surf|shallows|paddling)$/

export type BodyPose = {
  action: PeopleAction
  /** Body parts the prompt names that the pose shows (a thumb at the mouth): drawn with the person. */
  parts: string[]
  /** Words the pose draws ("horsey ride", "back"). */
  claimed: string[]
}

// Verbs that say an art or an exercise is done: "doing tai chi", "practising judo", "learning kung fu".
const DONE_ART = /^(do|practise|practice|learn|perform|teach)$/

/**
 * A martial art or an exercise named by the one or two words after `at`, as its pose and the words the pose
 * draws: by the classes of its first noun sense (martial art: the stance; exercise: the stretch).
 */
export function artPose(words: string[], at: number): { action: PeopleAction; words: string[] } | null {
  const start = /^(some|a|an|the|his|her|their|my|our|morning|daily|slow)$/.test(words[at] ?? '')
    ? at + 1
    : at
  for (const n of [2, 1]) {
    const said = words.slice(start, start + n)
    if (said.length < n) continue
    const classes =
      nounSenses(lemmatize(said.join(' ')), 1)[0]?.classes ?? nounSenses(said.join(' '), 1)[0]?.classes
    if (!classes) continue
    // A martial art WordNet says is an exercise (tai chi: "slow meditative physical exercise") is its slow
    // form, on one foot, the arms out; a fighting art the stance and the kick.
    const sense = nounSenses(lemmatize(said.join(' ')), 1)[0] ?? nounSenses(said.join(' '), 1)[0]
    if (classes.includes('martial art'))
      return { action: /\bexercise\b/.test(sense?.gloss ?? '') ? 'balance-on' : 'karate', words: said }
    if (classes.includes('physical exercise')) return { action: 'stretch', words: said }
  }
  return null
}

/** The lemma of an "-ing" word, or null ("wading" is read as itself: WordNet's lemma of it is "wad"). */
function lemmaOf(word: string): string | null {
  if (word === 'wading') return 'wade'
  if (!/ing$/.test(word)) return null
  return verbLemma(word)
}

/** Whether a word names a part of the body ("thumb", "nails", "fingers"). */
export const bodyPart = (word: string) =>
  nounKind(word) === 'noun.body' || nounKind(lemmatize(word)) === 'noun.body' || /^nails$/.test(word)

/**
 * The pose of the first "-ing" word that is a doing of the body, or null. `things` are what the prompt names
 * apart from the people; `food` whether one is eaten.
 */
export function bodyPose(
  words: string[],
  things: { s: Concept }[],
  opts: { food: (c: Concept) => boolean; people: number; named: number },
): BodyPose | null {
  // "with his arm in a sling", "her arm in a sling": no verb, the sling is worn.
  const sling = words.findIndex(
    (w, k) =>
      /^(arm|wrist)$/.test(w) &&
      /^(in|on)$/.test(words[k + 1] ?? '') &&
      words.slice(k + 2, k + 4).includes('sling'),
  )
  if (sling >= 0) return { action: 'sling', parts: [words[sling]], claimed: ['sling', words[sling]] }
  for (const [i, w] of words.entries()) {
    const lemma = lemmaOf(w)
    if (!lemma || i < opts.named) continue
    const next = words[i + 1] ?? ''
    if (isOrUnder(lemma, MOUTH, 1)) {
      // "sucking his thumb", "biting her nails": a part of their own body at the mouth.
      const part = OWN.test(next) && bodyPart(words[i + 2] ?? '') ? words[i + 2] : null
      if (part) return { action: 'mouth', parts: [part], claimed: [part] }
      // "licking snow off his mitten", "chewing his pencil": a thing no food, at the mouth.
      if (things.length && !things.some(({ s }) => opts.food(s)))
        return { action: 'mouth', parts: [], claimed: [] }
      continue
    }
    const art = DONE_ART.test(lemma) ? artPose(words, i + 1) : null
    if (art) return { action: art.action, parts: [], claimed: art.words }
    if (STRETCH.has(lemma) && (STRETCH_AFTER.test(next) || (OWN.test(next) && bodyPart(words[i + 2] ?? ''))))
      return { action: 'stretch', parts: [], claimed: [] }
    // "balancing a book on her head", "carrying a basket on his head".
    if (/^(balance|carry|hold)$/.test(lemma)) {
      const on = words.indexOf('on', i + 1)
      if (on > i + 1 && OWN.test(words[on + 1] ?? '') && words[on + 2] === 'head' && things.length)
        return { action: 'on-head', parts: [], claimed: ['head'] }
    }
    // Diving into water: off the side, into the pool, off the diving board; a ball dived for is a goalie's dive,
    // and a dive into a pile of leaves no dive into water.
    const wet = words
      .slice(i + 1)
      .some((x, k, after) => WATER_WORD.test(x) || (x === 'diving' && after[k + 1] === 'board'))
    // Off an edge (the side, the rocks), into water named, or into a place the reading took as the setting (a pool).
    const edge = /^(off|from)$/.test(next)
    if (lemma === 'dive' && /^(off|into|in|from)$/.test(next) && (wet || edge || !things.length))
      return { action: 'dive', parts: [], claimed: [] }
    // A doing of the body said in water ("bathing in the river"): in it to the shins, as a paddle.
    const ofBody = verbKinds(lemma, 1)[0] === 'verb.body'
    if ((/^(paddle|wade)$/.test(lemma) || ofBody) && /^(in|into|at|through|along)$/.test(next)) {
      const water = words.slice(i + 1, i + 5).some((x) => WATER_WORD.test(x))
      if (water || things.some(({ s }) => WATER.test(s.id))) return { action: 'wade', parts: [], claimed: [] }
    }
    // "giving his daughter a horsey ride on his back", "a pony ride on dad's back".
    const ride = words.findIndex(
      (x, k) => k > i && /^(horsey|horsy|horse|pony)$/.test(x) && words[k + 1] === 'ride',
    )
    if (opts.people >= 2 && ride > 0)
      return { action: 'horsey', parts: [], claimed: [words[ride], 'ride', 'back', `${words[ride]} ride`] }
    // "riding on his dad's back" (idioms.ts reads "riding daddy like a horse" so): astride the other's back.
    if (
      opts.people >= 2 &&
      /^rid(e|es|ing)$/.test(w) &&
      next === 'on' &&
      words.slice(i + 2, i + 5).includes('back')
    )
      return { action: 'horsey', parts: [], claimed: ['back'] }
  }
  return null
}

/** The tool a grooming verb works through the hair with ("brushing her hair", "combing his hair"), or null. */
export function groomingTool(words: string[]): 'hairbrush' | 'comb' | null {
  const i = words.findIndex((w) => /^(brush|comb)(ing|es|s)?$/.test(w))
  if (i < 0 || !words.slice(i + 1, i + 5).some((w) => /^hair$/.test(w))) return null
  return words[i].startsWith('comb') ? 'comb' : 'hairbrush'
}

/**
 * A horsey ride as a relation: the rider (a child, else the second named) rides the carrier (a grown-up, else the
 * first), as the scene lays them out; none for any other action.
 */
export function rideOnBack(people: PlanPeople): { actor: number; relation: 'riding'; object: number }[] {
  if (people.action !== 'horsey' || people.people.length < 2) return []
  const byAge = [...people.people].sort((a, b) => (a.age === 'child' ? 1 : 0) - (b.age === 'child' ? 1 : 0))
  const [carrier, rider] = byAge
  return carrier.subject === rider.subject
    ? []
    : [{ actor: rider.subject, relation: 'riding', object: carrier.subject }]
}
