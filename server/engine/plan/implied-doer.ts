// "picking apples from a ladder", "building a snowman in the garden": a prompt that opens with a doing of the
// hands and names no one still asks for someone doing it. Read only as the first word, and only for a making or a
// handling (WordNet's verb.creation and verb.contact, in the verb's first two senses): "falling leaves", "shooting stars", "flying birds" or
// "bunting and a cake" open with a word that describes what follows, not a doing.

import { conceptForPhrase, lemmatize, nounKinds, verbKinds, verbLemma } from '../vocabulary'

// A word after the "-ing" one that makes it a thing of its own ("bunting and a cake") or a doing with no object.
const NO_OBJECT = /^(and|or|with|in|on|at|over|under|by|of|for|to|from|across|around|through)$/

/** Whether the words open with a doing whose doer is not named: someone is drawn doing it. */
export function opensWithDoing(ws: string[]): boolean {
  const [first, next, third] = ws
  if (!first || !next || !/ing$/.test(first) || NO_OBJECT.test(next)) return false
  // "hanging baskets of flowers": a thing of something.
  if (third === 'of') return false
  const lemma = verbLemma(first)
  if (!lemma || lemma === first) return false
  if (!verbKinds(lemma, 2).some((k) => k === 'verb.contact' || k === 'verb.creation')) return false
  // "a shooting star", "fishing boats", "knitting needles": the two words name a thing.
  const thing = `${first} ${lemmatize(next)}`
  if (conceptForPhrase(thing) !== null || nounKinds(thing).length) return false
  // "dancing bears", "sleeping kittens": the word describes an animal or a person, who is the subject.
  const kind = nounKinds(lemmatize(next))[0]
  return kind !== 'noun.animal' && kind !== 'noun.person'
}

// "skiing in the mountains", "camping by the lake", "flying a kite", "ice skating at the rink": a pastime or a
// sport named with no one doing it is still someone doing it. Wider than a doing of the hands above, so read
// only where what follows cannot be what the "-ing" word describes: a place or a companion after it, nothing,
// or a thing it is done with ("a", "the", "his"). "falling leaves", "rolling hills", "running water" stay
// things: a bare noun after a doing of motion is what moves.
const PLACE_NEXT =
  /^(in|on|at|by|under|over|down|up|into|onto|across|around|through|along|near|with|to|and|from|off|inside|outside|behind|beside|during|after|before|this|all|every|together|outdoors|outside|today|again)$/
const THING_NEXT = /^(a|an|the|some|his|her|their|my|our|your|its|two|three|four|five)$/
// Verbs of what a person does (WordNet's classes of doing); weather, change and being are what things do.
const DOING_KINDS = new Set([
  'verb.motion',
  'verb.competition',
  'verb.contact',
  'verb.creation',
  'verb.social',
  'verb.consumption',
  'verb.body',
  'verb.possession',
  'verb.perception',
])
const THING_DOES = new Set(['verb.weather', 'verb.change'])

// Pastimes named in two words that WordNet does not hold as one: the thing done, then the doing.
const TWO_WORD_PASTIMES = new Set([
  'trick or',
  'apple picking',
  'berry picking',
  'strawberry picking',
  'pumpkin picking',
  'pumpkin carving',
  'kite flying',
  'tree climbing',
  'ice fishing',
  'sky diving',
  'snow tubing',
  'bird watching',
  'egg hunting',
  'window shopping',
  'leaf raking',
  'cookie baking',
  'sandcastle building',
  'snowman building',
  'star gazing',
  'horse riding',
  'pony riding',
  'bike riding',
  'dirt biking',
  'roller blading',
  'water skiing',
  'jet skiing',
  'paddle boarding',
  'wind surfing',
  'white water',
  'deep sea',
  'cross country',
])

/** The verb's classes for an "-ing" word, its lemma read both ways ("riding": rid and ride). */
function doingKinds(word: string): string[] {
  const lemma = verbLemma(word)
  const stem = word.slice(0, -3)
  const lemmas = new Set([lemma, `${stem}e`, stem].filter((l): l is string => !!l && l !== word))
  return [...lemmas].flatMap((l) => verbKinds(l, 2))
}

/** Where a pastime named in two words ends ("ice skating", "trick or treating"), or -1. */
function pastimeEnd(ws: string[], at: number): number {
  const two = `${ws[at]} ${ws[at + 1] ?? ''}`
  if (two === 'trick or' && /^treat/.test(ws[at + 2] ?? '')) return at + 3
  if (/^(white water|deep sea|cross country)$/.test(two) && /ing$/.test(ws[at + 2] ?? '')) return at + 3
  if (TWO_WORD_PASTIMES.has(two)) return at + 2
  if (/ing$/.test(ws[at + 1] ?? '') && nounKinds(two)[0] === 'noun.act') return at + 2
  return -1
}

/** Whether the words open with a pastime or a sport whose doer is not named: someone is drawn doing it. */
export function opensWithActivity(ws: string[]): boolean {
  // "going camping", "going to the beach": the going is the doing, or the pastime after it is.
  const at = ws[0] === 'going' && /ing$/.test(ws[1] ?? '') ? 1 : 0
  const end = pastimeEnd(ws, at)
  if (end > 0) return !ws[end] || PLACE_NEXT.test(ws[end]) || THING_NEXT.test(ws[end])
  const [first, next] = [ws[at], ws[at + 1]]
  if (!first || !/ing$/.test(first) || first.length < 5) return false
  const kinds = doingKinds(first)
  if (!kinds.length || THING_DOES.has(kinds[0])) return false
  // A thing it is done with: "flying a kite", "reading a book", "having a picnic".
  if (next && THING_NEXT.test(next)) return true
  if (!kinds.some((k) => DOING_KINDS.has(k))) return false
  // An activity (WordNet holds the "-ing" word as an act): "skiing", "camping", "fishing", "hiking".
  const act = nounKinds(first).includes('noun.act')
  if (!next) return act
  if (PLACE_NEXT.test(next)) return act || kinds.includes('verb.motion')
  // A bare thing after it: a game played ("playing soccer", "playing hide and seek"), a thing blown, eaten or
  // thrown ("blowing bubbles", "eating ice cream"); never a thing named so ("playing cards", "smiling sun").
  if (/^(blowing bubbles|(jumping|skipping) ropes?)$/.test(`${first} ${next}`)) return true
  const thing = `${first} ${lemmatize(next)}`
  if (conceptForPhrase(thing) !== null || nounKinds(thing).length) return false
  // The thing in two words when WordNet holds them ("ice cream"), else the one.
  const two = lemmatize(`${next} ${ws[at + 2] ?? ''}`)
  const kind = (nounKinds(two)[0] ?? nounKinds(lemmatize(next))[0]) || ''
  if (first === 'playing') return !/^noun\.(animal|person)$/.test(kind)
  return (
    kinds.some((k) => /^verb\.(body|consumption|competition|social)$/.test(k)) &&
    /^noun\.(artifact|food|act)$/.test(kind)
  )
}
