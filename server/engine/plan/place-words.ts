// Words that put things in a place: the setting named, a position on something, particles after a verb.
import {
  type Concept,
  conceptForPhrase,
  isAdjective,
  lemmatize,
  nounKind,
  nounSenses,
  type SettingId,
  verbLemma,
} from '../vocabulary'
import { wordnetCompound } from './names-read-whole'
import { DETERMINERS, INCIDENTAL, isAction, PARTICLES, POSITIONS } from './reading-words'

// Seasons whose setting is only a guess at the place (summer: the beach), given up for a place the prompt names.
export const SEASON_WORDS = new Set(['summer', 'spring'])

// "outside", "outdoors": out of doors somewhere, given up for a place out of doors the prompt names ("a camel
// resting outside the Treasury at Petra" is in the desert the landmark stands in); never for a room ("outside the
// school" is not in the classroom).
export const OUT_OF_DOORS = new Set(['outside', 'outdoors'])

const WEATHER_NOUNS: Record<string, string> = { snowy: 'snow', rainy: 'rain', sunny: 'sun', icy: 'ice' }

// "walking in the rain": the rain is weather around the page, not a thing the subject is in.
export const WEATHER_DRAWINGS = new Set(['umbrella-with-rain-drops', 'snowflake', 'cloud'])

// Buildings a subject is put in that are also the place ("a cow in the barn"): drawn, the subject at its door.
const PLACE_BUILDINGS = new Set(['barn'])

/** A place as the page names it: weather by its noun (a "snowy" village is in the snow). */
export function placeName(phrase: string): string {
  const place = phrase.replace(/^(?:(?:in|on|under|at|across|over|by) )?(?:the )?/, '')
  return WEATHER_NOUNS[place] ?? place
}

/** The place named at word `i`, when it is one there: after a preposition, beside a subject, or only a place. */
export function placeAt(
  words: string[],
  i: number,
  afterPreposition: boolean,
  hasSubjects: boolean,
  settingsByWord: [string, SettingId][],
): { phrase: string; id: SettingId } | null {
  for (const [phrase, id] of settingsByWord) {
    const n = phrase.split(' ').length
    if (words.slice(i, i + n).join(' ') !== phrase) continue
    // A place is a place noun: an action ("flying") only hints at one (`actionSetting`).
    if (n === 1 && isAction(phrase)) return null
    // "a space station" names one thing, not a station in space.
    if (!afterPreposition && n === 1 && (wordnetCompound(words, i) ?? 0) > 1) return null
    if (n === 1 && buildingBeforePlace(words, i, id, settingsByWord)) return null
    return afterPreposition || !conceptForPhrase(phrase) || hasSubjects ? { phrase, id } : null
  }
  return null
}

// WordNet's classes of a building: a palace is a kind of mansion, a castle a fortification, a school a schoolhouse.
const BUILT = /^(building|edifice|structure)$/

/**
 * "across a palace lawn", "in the school garden": a building Colorly draws named before another setting's place is
 * whose that place is. The building is drawn (read as a thing), the place after it sets the page: the lawn is the
 * garden with the palace on it, never the castle's hills with the lawn lost.
 */
function buildingBeforePlace(
  words: string[],
  i: number,
  id: SettingId,
  settingsByWord: [string, SettingId][],
): boolean {
  const own = conceptForPhrase(words[i])
  if (own?.zone !== 'ground' || !words[i + 1]) return false
  // The two words together name one place or one thing ("park bench", "castle garden" listed whole): as it is.
  const pair = `${words[i]} ${words[i + 1]}`
  if (conceptForPhrase(pair) || settingsByWord.some(([p]) => p === pair || p.startsWith(`${pair} `)))
    return false
  const next = settingsByWord.find(([p, other]) => other !== id && startsPlace(words, i + 1, p))
  if (!next) return false
  return nounSenses(words[i], 2).some(
    (s) => s.kind === 'noun.artifact' && s.classes.some((c) => BUILT.test(c)),
  )
}

const startsPlace = (words: string[], at: number, phrase: string) =>
  words.slice(at, at + phrase.split(' ').length).join(' ') === phrase

/**
 * A place named as a thing beside the subject ("a unicorn and a castle", "a horse and a barn") is drawn too
 * (the scenery alone may find no room beside a large subject), and a building put in ("a cow in the barn").
 */
export function placeDrawn(phrase: string, afterPreposition: boolean): Concept | null {
  const own = conceptForPhrase(phrase)
  return own && (!afterPreposition || PLACE_BUILDINGS.has(own.id)) ? own : null
}

/** "on the bottom of the sea": a position before "of"; `seabed` the water whose floor it is. */
export function positionAt(words: string[], i: number): { seabed: string | null } | null {
  if (!POSITIONS.has(words[i]) || words[i + 1] !== 'of' || !DETERMINERS.has(words[i - 1] ?? '')) return null
  const water = words.slice(i + 2, i + 4).find((w) => !DETERMINERS.has(w)) ?? ''
  return { seabed: words[i] === 'bottom' && /^(sea|ocean|lake|pond|river)$/.test(water) ? water : null }
}

/** "down", "out" after a verb ("sledding down a hill") is a particle, never a drawing (down: a feather). */
export function isParticle(words: string[], i: number): boolean {
  // "sniffing round the bins": "round" is "around" before what it goes round, not the shape of "a round table".
  if (words[i] === 'round') return DETERMINERS.has(words[i + 1] ?? '')
  return PARTICLES.has(words[i]) && !DETERMINERS.has(words[i - 1] ?? '')
}

/** "out of the water": stuff a subject comes out of is seen; stuff it is in ("in the mud") is scenery. */
export function afterParticle(words: string[], at: number): boolean {
  return words.slice(Math.max(0, at - 3), at).some((w) => PARTICLES.has(w))
}

/** A stuff or place a subject comes out of, off or down ("out of the water"): seen, so named. */
export function isNamedPlace(lemma: string, word: string): boolean {
  if (INCIDENTAL.has(lemma) || /(ing|ed|ly)$/.test(word)) return false
  const kind = nounKind(lemma)
  return kind === 'noun.substance' || kind === 'noun.location' || kind === 'noun.object'
}

/**
 * "a donkey ride at Skegness": a name WordNet does not know, capitalised after a preposition, is a place the page
 * goes without, said; never read past in silence (a name ending in "s" is no plural).
 */
export function placeNameUnknown(typed: string[], i: number, inPlace: boolean): boolean {
  const word = typed[i].toLowerCase()
  return (
    inPlace &&
    i > 0 &&
    /^[A-Z][a-z]{3,}$/.test(typed[i]) &&
    nounKind(word) === null &&
    nounKind(lemmatize(word)) === null &&
    verbLemma(word) === null &&
    !isAdjective(word)
  )
}
