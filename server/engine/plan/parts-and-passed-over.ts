// After the words are read: parts drawn with their whole, and containers and page words passed over, said.
import { type Concept, conceptForPhrase, isPartOf, lemmatize, toppingOf } from '../vocabulary'
import { contentNamedWithContainer } from './container-names'
import { conceptAt } from './drawing-named-at'
import { CONTAINERS, DETERMINERS, INCIDENTAL_CONTAINERS, PAGE_WORDS, SERVED } from './reading-words'

/**
 * Things named and read past without a drawing: a container of something ("a basket of strawberries") whose
 * drawing is not the dish its content is served in, and a page word a subject makes ("painting a picture").
 */
export function passedOver(words: string[], typed: string[], drawn: Concept[]): string[] {
  const out: string[] = []
  for (let i = 0; i < words.length; i++) {
    const container =
      CONTAINERS.has(words[i]) && words[i + 1] === 'of' && !INCIDENTAL_CONTAINERS.has(words[i])
    const content = container ? conceptAt(words, i + 2) : null
    // The container's own drawing, or one of the two together ("a pot of flowers": the flower pot).
    const own = content ? [conceptForPhrase(words[i]), contentNamedWithContainer(words, i)] : []
    // A plate, a pot: drawn when a drawing holds it, otherwise said, never left out in silence.
    if (content && !SERVED.has(content.concept.id) && !own.some((o) => o && drawn.some((d) => d.id === o.id)))
      out.push(typed[i])
    // ("reading a picture book": the page word describes the book, which is drawn.)
    const made =
      PAGE_WORDS.has(words[i]) &&
      DETERMINERS.has(words[i - 1] ?? '') &&
      /ing$/.test(words[i - 2] ?? '') &&
      !/^books?$/.test(words[i + 1] ?? '')
    if (made) out.push(typed[i])
  }
  return out
}

/** Takes the parts of drawn things out of `missing` and returns them: they are drawn with their whole. */
export function partsOut(missing: string[], subjects: Concept[], words: string[]): string[] {
  const parts = missing.filter((m) => partOfDrawing(m, subjects, words))
  missing.splice(0, missing.length, ...missing.filter((m) => !parts.includes(m)))
  return parts
}

/** Takes the toppings of drawn food out of the words left unread and returns them ("a doughnut with sprinkles"). */
export function toppingsOut(unread: string[], subjects: Concept[]): string[] {
  const shown = (word: string) => subjects.some((d) => toppingOf(word.toLowerCase(), d.id))
  const toppings = unread.filter(shown)
  unread.splice(0, unread.length, ...unread.filter((w) => !shown(w)))
  return toppings
}

// Parts a drawing of the whole does not show from outside: said when named, never claimed as drawn.
const HIDDEN_PARTS = new Set([
  'seat belt',
  'seatbelt',
  'engine',
  'motor',
  'dashboard',
  'steering wheel',
  'seat',
])

/**
 * "a milkshake with a straw": a word the drawing already shows as part of it ("cup with straw"); "a jar with a
 * lid", "a flower with five petals", "a hammer's handle": a part WordNet gives the drawn whole, unless it is
 * inside (a seat belt) or someone is put in it ("a pilot in the cockpit": the plane shows no one inside).
 */
function partOfDrawing(word: string, drawn: Concept[], words: string[]): boolean {
  const lemma = lemmatize(word.toLowerCase())
  if (drawn.some((d) => toppingOf(word.toLowerCase(), d.id))) return true
  if (drawn.some((d) => (d.id.split('-with-')[1] ?? '').split('-').includes(lemma))) return true
  // "peas in a pod": a word of the drawing's own two-word name (pea-pod) is that drawing, put in it or not.
  if (drawn.some((d) => d.id.includes('-') && d.id.split('-').slice(1).includes(lemma))) return true
  // "a wooden handle", "a tall mast": the part is the last word; what describes it is drawn as it is.
  const head = lemmatize(word.toLowerCase().split(' ').pop() ?? '')
  const at = words.indexOf(word.toLowerCase().split(' ')[0])
  const putIn =
    /^(in|inside|into)$/.test(words[at - 1] ?? '') || /^(in|inside|into)$/.test(words[at - 2] ?? '')
  if (HIDDEN_PARTS.has(lemma) || putIn) return false
  return drawn.some((d) => isPartOf(lemma, lemmatize(d.label.toLowerCase())) || isPartOf(head, d.label))
}
