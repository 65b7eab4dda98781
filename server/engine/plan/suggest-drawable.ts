import type { Concept } from '../vocabulary'
import {
  allDrawableConcepts,
  conceptForPhrase,
  isAdjective,
  isNounPhrase,
  lemmatize,
  neighbourNouns,
  normalizePhrase,
  nounKind,
} from '../vocabulary'
import { isLittleWord } from './little-words'
import { isPersonConcept } from './portrait-or-person'

// When WordNet and the names find too few, drawings of the same kind of thing.
const BY_KIND: Record<string, string[]> = {
  'noun.animal': ['frog', 'turtle', 'cat', 'dog', 'lion', 'owl', 'fish'],
  'noun.person': ['girl', 'boy', 'teacher', 'firefighter', 'farmer', 'astronaut'],
  'noun.food': ['pizza', 'cupcake', 'apple', 'ice cream', 'sandwich'],
  'noun.plant': ['flower', 'tree', 'sunflower', 'cactus', 'mushroom'],
  'noun.artifact': ['castle', 'house', 'rocket', 'car', 'sailboat', 'school'],
}
const ANYTHING = ['cat', 'butterfly', 'castle', 'rocket', 'flower', 'dinosaur']
// An unknown name doing something ("Oluwaseun playing football", "Zorbo sliding"): someone who can do it.
const DOERS = ['girl', 'boy', 'dog', 'cat', 'bear']

/** Concepts a missing phrase is close to: WordNet kin first, then drawings whose name shares a word with it. */
function closeConcepts(missing: string, doer: boolean): Concept[] {
  const phrase = missing.toLowerCase()
  const lemma = phrase.includes(' ') ? phrase : lemmatize(phrase)
  const found: Concept[] = []
  const add = (c: Concept | null) => {
    if (c && !found.some((f) => f.id === c.id)) found.push(c)
  }
  const words = normalizePhrase(phrase)
    .split(' ')
    .filter((w) => w.length > 3)
  for (const concept of allDrawableConcepts())
    if (concept.label.split(' ').some((w) => words.includes(w)) && !/^(man|woman) /.test(concept.label))
      add(concept)
  // Kin of another kind are no help: a fence is a barrier, and so, to WordNet, is a wing.
  const kind = nounKind(lemma)
  for (const noun of neighbourNouns(lemma)) {
    const concept = conceptForPhrase(noun)
    const conceptKind = concept && nounKind(concept.label)
    // A person is replaced by a person the figure draws whole ("a construction worker"), not by WordNet's
    // other neighbours ("a technologist", "a zombie") or an emoji named for an activity ("person lifting weights").
    const oddPerson = (c: Concept) =>
      !isPersonConcept(c) || /^(person|man|woman) \w+ing\b| face$/.test(c.label)
    if (concept && kind === 'noun.person' && oddPerson(concept)) continue
    if (!conceptKind || conceptKind === kind) add(concept)
  }
  for (const name of BY_KIND[kind ?? ''] ?? (doer ? DOERS : ANYTHING)) add(conceptForPhrase(name))
  return found
}

/** Where `phrase` starts in `prompt` as whole words ("cat" is not in "catching"), or -1. */
function wordAt(prompt: string, phrase: string): number {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`, 'i').exec(prompt)?.index ?? -1
}

/** The noun right after a missing phrase that the phrase describes ("truck" in " truck at the pump"), or null. */
function describedNoun(rest: string): string | null {
  const next = /^ ([A-Za-z]+)/.exec(rest)?.[1]
  if (!next || isLittleWord(next.toLowerCase())) return null
  return conceptForPhrase(next) ? next : null
}

const withArticle = (before: string, label: string) => {
  // "the solar system" becomes "a cat", not "the cat": a suggestion is a new subject.
  const article = /\b(a|an|the)\s+$/i.exec(before)
  if (!article && !before.trim()) return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`
  if (!article) return `${before}${label}`
  // "socks", "bubbles": a plural takes no article.
  if (/[^su]s$/.test(label)) return `${before.slice(0, article.index)}${label}`
  const an = /^[aeiou]/i.test(label) ? 'an' : 'a'
  const cased = /^[AT]/.test(article[1]) ? an.charAt(0).toUpperCase() + an.slice(1) : an
  return `${before.slice(0, article.index)}${cased} ${label}`
}

// A thing the page is not of, in a place or beside the subject: "on a canal", "out of a hole", "near the fjord".
const BESIDE =
  /\s+(?:(?:in|on|at|by|near|under|over|into|onto|across|inside|beside|behind|through|along|out of|next to)\s+)(?:(?:a|an|the|his|her|its|their)\s+)?$/i

/**
 * The prompt without a secondary missing phrase: a describing word ("a vintage typewriter") and a thing after a
 * preposition ("a gondola on a canal in Venice") are left off, so the suggestion keeps the drawable rest rather
 * than swapping in an unrelated drawing ("a car on a waterfall"). Null when the phrase is neither.
 */
function withoutPhrase(prompt: string, phrase: string, first: boolean, next?: string): string | null {
  const at = wordAt(prompt, phrase)
  if (at < 0) return null
  const before = prompt.slice(0, at)
  const after = prompt.slice(at + phrase.length)
  const lower = phrase.toLowerCase()
  // A word describing the next missing one ("vintage typewriter") goes with it: the kin is of the noun.
  const describes = next !== undefined && after.toLowerCase().startsWith(` ${next.toLowerCase()}`)
  if (describes || (!phrase.includes(' ') && isAdjective(lower) && !isNounPhrase(lower)))
    return `${before}${after.replace(/^\s+/, '')}`.replace(
      /\b(an?) (?=\w)/i,
      (_, a: string, offset: number) =>
        offset === before.search(/\b(an?) $/i) ? article(after.trim(), a) : `${a} `,
    )
  if (first) return null
  const lead = BESIDE.exec(before)
  return lead ? `${before.slice(0, lead.index)}${after}` : null
}

const article = (next: string, typed: string) => {
  const an = /^[aeiou]/i.test(next) ? 'an ' : 'a '
  return /^A/.test(typed) ? an.charAt(0).toUpperCase() + an.slice(1) : an
}

/**
 * Up to five prompts close to the typed one that the engine can draw: each missing phrase replaced by a
 * drawing near it in meaning or name. A suggestion is kept only if `draws` it (the planner, passed in by
 * make-plan so that this file need not import it back).
 */
export function suggestDrawable(
  typed: string,
  missing: string[],
  draws: (prompt: string) => boolean,
): string[] {
  // What the words left off leave: the phrases still to replace with a drawing near them.
  let base = typed
  const replaced: string[] = []
  for (const [j, phrase] of missing.entries()) {
    const without = withoutPhrase(base, phrase, j === 0, missing[j + 1])
    if (without === null) replaced.push(phrase)
    else base = without
  }
  const options = replaced.map((phrase) => {
    const at = wordAt(typed, phrase)
    return closeConcepts(phrase, at >= 0 && /^\s+[a-z]+ing\b/i.test(typed.slice(at + phrase.length)))
  })
  const out: string[] = []
  if (!replaced.length && base.trim() && draws(base)) out.push(base)
  for (let k = 0; replaced.length && out.length < 5 && k < 12; k++) {
    let prompt = base
    for (const [j, phrase] of replaced.entries()) {
      const choices = options[j]
      if (!choices.length) return out
      const at = wordAt(prompt, phrase)
      if (at < 0) return out
      const rest = prompt.slice(at + phrase.length)
      // "a cement mixer truck": a word that describes the noun after it is left off ("a truck"), never swapped
      // for a thing that would describe it ("a laptop truck").
      const head = describedNoun(rest)
      const label = head ?? choices[Math.min(k, choices.length - 1)].label
      prompt = withArticle(prompt.slice(0, at), label) + rest.slice(head ? head.length + 1 : 0)
    }
    if (out.includes(prompt)) continue
    if (draws(prompt)) out.push(prompt)
  }
  return out
}
