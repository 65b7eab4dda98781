import {
  conceptForPhrase,
  isAdjective,
  lemmatize,
  normalizePhrase,
  nounKind,
  nounKinds,
  nounSenses,
  type SettingId,
  senseSteps,
} from '../vocabulary'
import { isLittleWord } from './little-words'

// A place named in two words that WordNet knows whole ("car park", "parking lot", "village green", "hospital
// ward"), read as that place and never by its last word: a car park is no park with trees, a hospital ward no
// ward of court. By what WordNet says the place is a kind of, it is drawn in the nearest setting (a lot for
// cars: the town's street; a village green, a kind of park: the park); a place of no such kind whose last word
// would read as another place or a person is said whole.

// What the compound is a kind of, up to three steps above it: a place (land, a room, a building).
const PLACE = /^(structure|area|tract|geographical area|region|room|building|piece of land)$/
const STEPS = 3

// Nearest settings by kind, first match wins. `named`: the place is a kind of what the setting draws, so the
// page names it as typed; otherwise the page says what it is drawn as.
const NEAREST: { classes: RegExp; setting: SettingId; drawn: string; named?: boolean }[] = [
  { classes: /^(lot|parking area|parking lot|car park)$/, setting: 'city', drawn: 'street' },
  { classes: /^(park|commons|common)$/, setting: 'park', drawn: 'park', named: true },
  // A lawn or a playing field (a bowling green, a croquet lawn): the grass of the meadow, named as typed.
  { classes: /^(playing field|athletic field|lawn)$/, setting: 'meadow', drawn: 'meadow', named: true },
]

export type CompoundPlace = { span: number; setting?: SettingId; drawn?: string; named?: boolean }

/**
 * The two-word place at `i` that its last word would misread, or null: its nearest setting, or only its span
 * when the page has none for it (said). `settingWords`: the one-word names of settings.
 */
export function compoundPlaceAt(words: string[], i: number, settingWords: Set<string>): CompoundPlace | null {
  const [first, second] = [words[i], words[i + 1]]
  if (!first || !second || first.length < 3) return null
  const phrase = `${first} ${second}`
  // "a car park barrier": a drawing named in more words starting here is that drawing, not the place.
  if (conceptForPhrase(phrase) || (words[i + 2] && conceptForPhrase(`${phrase} ${words[i + 2]}`))) return null
  const kind = nounKind(phrase)
  if (kind !== 'noun.location' && kind !== 'noun.artifact') return null
  const steps = senseSteps(phrase, 0, STEPS)
  if (!steps) return null
  const walked = steps.filter((s) => s.depth >= 1).flatMap((s) => s.words)
  // Senses WordNet gives in no order are not walked above the word: what every sense is a kind of, then.
  const above = walked.length ? walked : kindsOfEverySense(phrase)
  if (!above.some((w) => PLACE.test(w))) return null
  // A kind of the place its last word names ("an amusement park" is a park) reads as that word does.
  const head = lemmatize(second)
  if (above.includes(head) && settingWords.has(head)) return null
  const all = [...steps.flatMap((s) => s.words), ...above]
  const near = NEAREST.find((n) => all.some((w) => n.classes.test(w)))
  if (near) return { span: 2, setting: near.setting, drawn: near.drawn, named: near.named }
  if (above.includes(head)) return null
  const misread = settingWords.has(head) || nounKinds(head)[0] === 'noun.person' || personFirst(head)
  return misread ? { span: 2 } : null
}

/** What every noun sense of `phrase` is a kind of, nearest first: "bowling green", both senses a playing field. */
function kindsOfEverySense(phrase: string): string[] {
  const [first, ...others] = nounSenses(phrase, 9).map((s) => s.classes.slice(1, 6))
  return (first ?? []).filter((c) => others.every((o) => o.includes(c)))
}

// "ward": the person a court looks after is what the word alone reads as on a page of people.
const personFirst = (head: string) => nounKinds(head).slice(0, 2).includes('noun.person')

/**
 * "a safety cage", "a batting cage": a noun before a word whose drawing is the kind for an animal ("cage" is
 * drawn as a bird cage) names another kind of the thing, not that one: said whole, never the bird cage. An
 * animal's own ("a hamster cage"), a material ("a steel cage") or a place ("a zoo cage") before it keeps the drawing.
 */
export function otherKindAt(words: string[], i: number, settingWords: Set<string>): boolean {
  const [first, second] = [words[i], words[i + 1]]
  if (!first || !second || first.length < 3 || isLittleWord(first) || isAdjective(first)) return false
  if (settingWords.has(first) || conceptForPhrase(`${first} ${second}`)) return false
  const concept = conceptForPhrase(second) ?? conceptForPhrase(lemmatize(second))
  const label = concept ? normalizePhrase(concept.label).split(' ') : []
  if (label.length !== 2 || label[1] !== lemmatize(second) || label[0] === lemmatize(first)) return false
  if (nounKind(label[0]) !== 'noun.animal') return false
  const kind = nounKind(lemmatize(first)) ?? nounKind(first)
  return kind !== null && !/^noun\.(animal|substance|location|person)$/.test(kind)
}

/**
 * "over a stubble field", "a croquet lawn": a stuff, a plant or a game no drawing shows, before a one-word setting word, in
 * two words WordNet does not know whole, says what the place is covered with or for. It is that place, named as typed
 * (the field is the meadow), never a farm drawn as a stand-in for a kind of field. The setting, or null.
 */
export function stuffBeforePlace(
  words: string[],
  i: number,
  settingsByWord: [string, SettingId][],
): SettingId | null {
  const [first, head] = [words[i], words[i + 1]]
  if (!first || !head || first.length < 3 || isLittleWord(first) || isAdjective(first)) return null
  const phrase = `${first} ${head}`
  if (
    nounKind(phrase) ||
    conceptForPhrase(phrase) ||
    conceptForPhrase(first) ||
    conceptForPhrase(lemmatize(first))
  )
    return null
  const place = settingsByWord.find(([p]) => p === head)
  if (!place) return null
  const kind = nounKinds(lemmatize(first))[0]
  return kind === 'noun.substance' || kind === 'noun.plant' || kind === 'noun.act' ? place[1] : null
}
