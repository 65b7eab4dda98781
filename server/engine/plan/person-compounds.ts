import {
  conceptForPhrase,
  isAdjective,
  lemmatize,
  normalizePhrase,
  nounKind,
  nounSenses,
  verbLemma,
} from '../vocabulary'
import { compoundPlaceAt } from './compound-places'
import { isLittleWord } from './little-words'
import { type PersonWho, personWho } from './person-words'

// A job named in two or three words whose parts are drawings of their own: "a window washer" is one person,
// never a window beside a washing machine; "a chimney sweep" (WordNet's "chimneysweep") no chimney and a
// compass for the sweep. WordNet files the whole as a person; a whole the art draws ("a hot dog") stays a thing.

/** The person named in several words from `i`, or null. */
export function personCompoundAt(
  words: string[],
  i: number,
): { phrase: string; span: number; who: PersonWho } | null {
  // "lifting one foot to show off": a doing after "to", never the show-off WordNet files as a person.
  if (words[i - 1] === 'to' && verbLemma(words[i]) === words[i]) return null
  for (const n of [3, 2]) {
    const part = words.slice(i, i + n)
    if (part.length < n) continue
    const name = personName(part)
    // A whole WordNet knows says who; one it does not ("a balloon pilot") is the person its last word names.
    const who = name ? (personWho(name) ?? personWho(lemmatize(part[n - 1])) ?? byEnding(part[n - 1])) : null
    if (who) return { phrase: part.join(' '), span: n, who }
    const doer = n === 2 && doerAtWork(part, words[i + n] ?? '')
    if (doer) return { phrase: part.join(' '), span: n, who: { role: 'casual' } }
  }
  return null
}

/**
 * "a bin man", "a hedge layer bending": a job named by the shape of its words, whose first word has a drawing of
 * its own (a wheelie bin, a hedge); the words it takes, so the reading never draws the first word alone.
 */
export function jobByShapeAt(words: string[], i: number): number {
  for (const n of [3, 2]) {
    const part = words.slice(i, i + n)
    if (part.length < n || part.some(isLittleWord) || conceptForPhrase(part.join(' '))) continue
    if (jobByItsEnding(part) || (n === 2 && doerAtWork(part, words[i + n] ?? ''))) return n
  }
  return 0
}

// The words that end a job named in two words, "a bin man", "a harbour master", "a lollipop lady": one person
// whose work is the first word, never a bin beside a man. WordNet files many whole (binman, harbourmaster,
// dustman, headmistress); the shape says the rest.
const PERSON_END = /^(man|men|woman|women|lady|ladies|master|masters|mistress|mistresses)$/

/** Who a person ending says: a bin man is a man, a lollipop lady a woman, a harbour master anyone. */
function byEnding(last: string): PersonWho | null {
  if (!PERSON_END.test(last)) return null
  const look = /^(man|men)$/.test(last) ? 'man' : /^(master|masters)$/.test(last) ? undefined : 'woman'
  return {
    role: 'casual',
    ...(look ? { look } : {}),
    ...(/(s|men)$/.test(last) && last !== 'mistress' ? { count: 2 } : {}),
  }
}

/** "bin man", "ice cream man", "harbour master": a thing and a person ending, one person; null when not. */
function jobByItsEnding(part: string[]): string | null {
  const last = part[part.length - 1]
  if (!PERSON_END.test(last)) return null
  const work = part.slice(0, -1)
  const thing = work.join(' ')
  const kind = nounKind(thing) ?? nounKind(lemmatize(thing))
  // A food sold ("an ice cream man") stays drawn in his hands, read as before: the man with his ice cream.
  if (!kind || isAdjective(work[0]) || /^noun\.(person|animal|food)$/.test(kind)) return null
  // "a snow man" is WordNet's snowman, a figure of snow; a whole WordNet knows as a thing stays that thing.
  const whole = nounKind(part.join('')) ?? nounKind(lemmatize(part.join('')))
  if (whole && whole !== 'noun.person') return null
  return part.join(' ')
}

/**
 * "a hedge layer bending over", "a wall builder lifting": a thing and a doer made of a verb and -er ("layer" is
 * one who lays, though WordNet's layer is first a sheet), at work on an -ing doing, is one person.
 */
function doerAtWork(part: string[], next: string): boolean {
  const [thing, doer] = part
  // "a sweater reading": an article is no thing worked ("a" is a quantity to WordNet).
  if (part.some(isLittleWord)) return false
  if (!/^\w+ing$/.test(next) || verbLemma(next) === null || isAdjective(thing)) return false
  if (!nounKind(lemmatize(thing)) || nounKind(lemmatize(thing)) === 'noun.person') return false
  if (conceptForPhrase(part.join(' ')) || nounKind(part.join(' '))) return false
  const stem = /^([a-z]{3,})er$/.exec(doer)?.[1]
  if (!stem || nounKind(doer) === 'noun.person') return false
  const doubled = /([^aeiou])\1$/.test(stem) ? stem.slice(0, -1) : null
  return [stem, `${stem}e`, ...(doubled ? [doubled] : [])].some((v) => verbLemma(v) === v)
}

/** The name WordNet knows the words by as a person ("chimneysweep" for "chimney sweep"), or null. */
export function personName(part: string[]): string | null {
  const phrase = part.join(' ')
  if (part.some(isLittleWord) || conceptForPhrase(phrase)) return null
  const job = jobByItsEnding(part)
  if (job) return nounKind(part.join('')) === 'noun.person' ? part.join('') : job
  // "morris dancers": a whole WordNet knows in the singular, its first word nothing alone, is that person (never
  // refused for "morris"); a first word that is something keeps the art's own person ("a tap dancer": the dancer).
  const single = [...part.slice(0, -1), lemmatize(part[part.length - 1])].join(' ')
  if (!nounKind(part[0]) && !isAdjective(part[0]) && nounKind(single) === 'noun.person') return single
  // "a deep-sea diver": a describing word written with a hyphen and known whole with the person is that person,
  // never a thing no drawing shows ("a big brother", written apart, is still the brother a child means).
  if (
    part[0].includes('-') &&
    nounKind(single) === 'noun.person' &&
    nounKind(lemmatize(part[part.length - 1])) === 'noun.person'
  )
    return single
  // "a stone waller", "a dog groomer": a doer WordNet does not know (person-words.ts reads it from its verb)
  // after the thing it works, one person; never a stone beside a stranger.
  const last = lemmatize(part[part.length - 1])
  if (part.length === 2 && nounKind(last) === null && nounKind(lemmatize(part[0])) && personWho(last))
    return phrase
  if (!partsAreThings(part)) return null
  // Written apart, known whole: "chimney sweep" is WordNet's "chimneysweep".
  const names = part.length === 2 ? [phrase, part.join('')] : [phrase]
  return names.find((name) => nounKind(name) === 'noun.person') ?? null
}

/**
 * Only words that are things of their own: "a busy bee", "a lone wolf" and "a big brother" are a bee, a wolf
 * and a brother as a child means them, and "a crossing guard" is read by the guard the art draws.
 */
function partsAreThings(part: string[]): boolean {
  const last = part[part.length - 1]
  const head = conceptForPhrase(last)
  if (head && nounKind(normalizePhrase(head.label)) === 'noun.person') return false
  return !isAdjective(part[0]) && nounKind(lemmatize(last)) !== 'noun.animal'
}

// A job named by its workplace ("a grocery clerk", "a school nurse", "a hospital porter") is the person, with the
// workplace where they are: the page's setting when it has one (a school's classroom, a bakery's kitchen), else
// said as drawn without. Never the building held in the person's hand, nor a page refused for "grocery".
// WordNet says the word is a workplace: a building, an establishment, a facility or a workplace in its first
// two senses.
const WORKPLACE =
  /^(building|edifice|establishment|mercantile establishment|place of business|business establishment|workplace|facility|installation|educational institution|financial institution|medical building|health facility|shop|store|marketplace|market)$/

/** The workplace named at `i` just before a person word ("grocery" in "a grocery clerk"): its words, or null. */
export function workplaceBefore(words: string[], i: number): { phrase: string; span: number } | null {
  for (const n of [2, 1]) {
    const place = words.slice(i, i + n)
    const who = words[i + n]
    if (place.length < n || !who || place.some(isLittleWord)) continue
    const phrase = place.join(' ')
    const whole = `${phrase} ${who}`
    // "a zoo keeper", "a school bus": a whole WordNet or the art knows is read as that whole, unless the place
    // has a drawing the reading would put beside the person ("a bank teller": the bank drawn whole).
    if (conceptForPhrase(whole)) continue
    // "a hospital ward": a place WordNet knows whole, no person (compound-places.ts).
    if (n === 1 && compoundPlaceAt([...place, who], 0, new Set())) continue
    if ((nounKind(whole) || personName([...place, who])) && !conceptForPhrase(phrase)) continue
    if (n === 2 && !nounKind(phrase)) continue
    if (isAdjective(place[0]) || !personWho(who)) continue
    const workplace = nounSenses(n === 2 ? phrase : lemmatize(phrase), 2).some(
      (s) =>
        (s.kind === 'noun.artifact' || s.kind === 'noun.group') &&
        s.classes.slice(1, 6).some((c) => WORKPLACE.test(c)),
    )
    if (workplace) return { phrase, span: n }
  }
  return null
}
