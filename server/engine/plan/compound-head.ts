// A compound the page cannot draw read by the head it can ("vegetable garden": the garden), never by a
// sibling kind.
import {
  type Concept,
  closeNouns,
  conceptForPhrase,
  isAdjective,
  lemmatize,
  normalizePhrase,
  nounKind,
  type SettingId,
  senseDiffers,
  senseSteps,
} from '../vocabulary'
import { conceptAt } from './drawing-named-at'
import { beingBeforeDoing } from './words-in-their-place'

// Things done to a food that leave its shape: a boiled egg or a roasted potato is drawn as the egg or the potato.
const SHAPE_KEPT = new Set(['boiled', 'hard-boiled', 'soft-boiled', 'baked', 'roasted', 'grilled', 'toasted'])

// Things the page draws nothing like, but whose nearest honest drawing is a place: a sandbox is sand to dig in.
const PLACE_KIN: Record<string, SettingId> = { sandbox: 'beach', sandpit: 'beach' }

/**
 * The head of a compound the page cannot draw, when it can draw that: the last word of a compound WordNet
 * knows ("vegetable garden": the garden), or a drawing right after a noun that names a kind of it ("camper
 * van": a van). `after`: words past the leftover the head takes.
 */
export function compoundHead(
  words: string[],
  after: number,
  span: number,
  settingsByWord: [string, SettingId][],
): { concept?: Concept; setting?: SettingId; drawn: string; after: number } | null {
  const first = words[after - span]
  if (span === 1 && Object.hasOwn(PLACE_KIN, first))
    return { setting: PLACE_KIN[first], drawn: 'beach', after: 0 }
  const last = span > 1 ? words[after - 1] : null
  // Only a compound that is a kind of its head: a vegetable garden is a garden, a prairie dog no dog; a boiled
  // egg is still an egg in its shell, though WordNet files it as a dish (a fried one is not egg-shaped). Nor a
  // head WordNet names another thing by (a fire station is no railway station).
  const kindOfHead = (phrase: string, head: string) =>
    closeNouns(phrase).includes(head) || (span === 2 && SHAPE_KEPT.has(first))
  if (last && (senseDiffers(last) || !kindOfHead(words.slice(after - span, after).join(' '), last)))
    return null
  if (last) {
    const concept = conceptForPhrase(last)
    // "a water pump" is no bike pump: a head drawn as another kind of it, named so, is a sibling, not the kind.
    if (concept && siblingKind(concept.label, last, words.slice(after - span, after).join(' '))) return null
    if (concept) return { concept, drawn: concept.label, after: 0 }
    const place = settingsByWord.find(([phrase]) => phrase === last)
    return place ? { setting: place[1], drawn: last, after: 0 } : null
  }
  // "camper van": a noun (not a describing word) straight before a drawing.
  if (isAdjective(first) || nounKind(lemmatize(first)) === null) return null
  // "her grandson playing cards": a person or an animal before what it does is the doer (words-in-their-place.ts).
  if (beingBeforeDoing(words, after - 1)) return null
  const next = conceptAt(words, after)
  return next ? { concept: next.concept, drawn: next.concept.label, after: next.span } : null
}

/**
 * A drawing named as another kind of the compound's head, by a noun ("bike pump" for "water pump"): a sibling,
 * not the kind. A kind the compound is of ("suspension bridge" for the Golden Gate Bridge), a drawing the
 * compound names whole ("movie theater" in "drive-in movie theater") or one described by an adjective ("potted
 * plant") stands in.
 */
export function siblingKind(label: string, head: string, phrase: string): boolean {
  const ws = normalizePhrase(label).split(' ')
  const kinds = ws.slice(0, -1)
  if (!kinds.length || ws[ws.length - 1] !== head || phrase.includes(normalizePhrase(label))) return false
  // Only where WordNet says what the compound is a kind of, two steps up, and that is not the drawing (the
  // Golden Gate Bridge, a name it lists as no kind, is the suspension bridge the catalogue stands in for it).
  const above = senseSteps(phrase, 0, 2)?.flatMap((step) => step.words)
  if (!above || above.includes(normalizePhrase(label))) return false
  return kinds.every((w) => !isAdjective(w) && !/ed$/.test(w) && nounKind(w) !== null)
}
