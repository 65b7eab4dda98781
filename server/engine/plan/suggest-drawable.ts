import { conceptForPhrase, isAdjective, isNounPhrase, lemmatize } from '../vocabulary'
import { isLittleWord } from './little-words'
import { standIns } from './suggestion-kin'
import { nounPhraseAt, sayPhrase } from './suggestion-phrase'

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

/** Where a name that could not be drawn ends: "Gardens by the Bay" runs on over its little and capitalised words. */
function nameEnd(prompt: string, at: number, phrase: string): number {
  const end = at + phrase.length
  if (!/^[A-Z]/.test(phrase)) return end
  const more = /^(?:\s+(?:(?:by|of|the|on|de|la)\s+)*[A-Z][A-Za-z'-]*)+/.exec(prompt.slice(end))
  return end + (more?.[0].length ?? 0)
}

// A thing the page is not of, in a place or beside the subject: "on a canal", "out of a hole", "near the fjord".
// The words that describe it go too ("with a line-marking machine").
const BESIDE =
  /\s+(?:(?:in|on|at|by|near|under|over|into|onto|across|inside|beside|behind|through|along|with|out of|next to)\s+)(?:(?:a|an|the|his|her|its|their)\s+)?(?:[A-Za-z'-]+\s+){0,2}$/i

/** Whether a drawing is named before `at`: the page has a subject other than what is missing there. */
const drawnBefore = (prompt: string, at: number) =>
  prompt
    .slice(0, at)
    .split(/[^A-Za-z]+/)
    .some(
      (w) => w.length > 2 && !isLittleWord(w.toLowerCase()) && conceptForPhrase(lemmatize(w.toLowerCase())),
    )

/**
 * The prompt without a secondary missing phrase: a describing word ("a vintage typewriter") and a place after a
 * preposition once something drawable came before it ("the Supertrees at Gardens by the Bay", "a gondola on a
 * canal") are left off, so the suggestion keeps the drawable rest rather than swapping in an unrelated drawing.
 * Null when the phrase is neither: it is replaced.
 */
function withoutPhrase(prompt: string, phrase: string, first: boolean, next?: string): string | null {
  const at = wordAt(prompt, phrase)
  if (at < 0) return null
  const before = prompt.slice(0, at)
  const end = nameEnd(prompt, at, phrase)
  const after = prompt.slice(end)
  const lower = phrase.toLowerCase()
  // A word describing the next missing one ("vintage typewriter") goes with it: the kin is of the noun. A word
  // that is also an adjective describes only when a noun follows it ("a veteran in his medals" is a person).
  const following = /^\s+([A-Za-z]+)/.exec(after)?.[1]?.toLowerCase()
  const describes = next !== undefined && after.toLowerCase().startsWith(` ${next.toLowerCase()}`)
  const describing =
    !phrase.includes(' ') &&
    isAdjective(lower) &&
    !isNounPhrase(lower) &&
    !!following &&
    !isLittleWord(following)
  if (describes || describing)
    return `${before}${after.replace(/^\s+/, '')}`.replace(
      /\b(an?) (?=\w)/i,
      (_, a: string, offset: number) =>
        offset === before.search(/\b(an?) $/i) ? article(after.trim(), a) : `${a} `,
    )
  const lead = BESIDE.exec(before)
  // A name after a preposition is a place ("at Gardens by the Bay"): said with no place rather than another one.
  const left = !first || /^[A-Z]/.test(phrase) || drawnBefore(prompt, lead?.index ?? 0)
  return lead && left ? `${before.slice(0, lead.index)}${after}` : null
}

const article = (next: string, typed: string) => {
  const an = /^[aeiou]/i.test(next) ? 'an ' : 'a '
  return /^A/.test(typed) ? an.charAt(0).toUpperCase() + an.slice(1) : an
}

/**
 * Up to five prompts close to the typed one that the engine draws: each missing phrase's noun phrase said again
 * with a drawing of the same kind (its article, count and plain describing words kept; `suggestion-phrase.ts`),
 * the drawing found in WordNet's classes in the sense the prompt means (`suggestion-kin.ts`). A suggestion is kept
 * only if `draws` it with every stand-in drawn: `draws` (the planner, passed in by make-plan so that this file
 * need not import it back) gives the concepts a prompt's page draws, or null when it refuses the prompt.
 */
export function suggestDrawable(
  typed: string,
  missing: string[],
  draws: (prompt: string) => string[] | null,
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
    const doer = at >= 0 && /^\s+[a-z]+ing\b/i.test(typed.slice(at + phrase.length))
    return standIns(phrase, typed, doer)
  })
  const out: string[] = []
  if (!replaced.length && base.trim() && draws(base) !== null) out.push(base)
  for (let k = 0; replaced.length && out.length < 5 && k < 12; k++) {
    let prompt = base
    const used: string[] = []
    for (const [j, phrase] of replaced.entries()) {
      const choices = options[j]
      if (!choices.length) return out
      const at = wordAt(prompt, phrase)
      if (at < 0) return out
      const rest = prompt.slice(at + phrase.length)
      // "a cement mixer truck": a word that describes the noun after it is left off ("a truck"), never swapped
      // for a thing that would describe it ("a laptop truck").
      const head = describedNoun(rest)
      // Never the thing the prompt already names ("Hairy Maclary chasing a cat": not a cat chasing a cat).
      const others = `${prompt.slice(0, at)} ${rest}`
      const fresh = choices.filter((c) => wordAt(others, c.name) < 0)
      if (!fresh.length) return out
      const choice = fresh[Math.min(k, fresh.length - 1)]
      const label = head ?? choice.name
      if (!head) used.push(choice.concept.id)
      const phraseAt = nounPhraseAt(prompt, at, at + phrase.length + (head ? head.length + 1 : 0))
      const said = sayPhrase(phraseAt, label)
      prompt = prompt.slice(0, phraseAt.start) + said + prompt.slice(phraseAt.end)
    }
    if (out.includes(prompt)) continue
    const drawn = draws(prompt)
    if (drawn && used.every((id) => drawn.includes(id))) out.push(prompt)
  }
  return out
}
