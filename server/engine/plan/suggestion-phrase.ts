import { isAdjective, lemmatize, nounKinds } from '../vocabulary'
import { isLittleWord } from './little-words'
import { NUMBER_WORDS } from './read-number-page'

// The noun phrase a word that could not be drawn stands in, and that phrase said again with another thing in
// it, whole: "two red-crowned cranes" is "two flamingos", "a road worker" is "a construction worker", "an old
// steamer" is "an old boat". The words that said which crane ("red-crowned") or which worker ("road") went with
// the thing replaced; a plain describing word ("old", "little", "red") stays.

/** Where a noun phrase starts and ends in a prompt, what counts it ("a", "two", "his", none) and what stays. */
export type NounPhrase = { start: number; end: number; determiner: string; kept: string[]; plural: boolean }

// Kinds of noun a modifier may be and still be a plain describing word ("old": a time; "red": a colour).
const THING_KINDS = new Set([
  'noun.artifact',
  'noun.animal',
  'noun.person',
  'noun.plant',
  'noun.food',
  'noun.object',
  'noun.location',
  'noun.substance',
  'noun.body',
  'noun.group',
])

const isNumber = (word: string) => /^\d+$/.test(word) || NUMBER_WORDS.includes(word)

/** A word before a noun that says something any thing may be: old, little, red; not "road" nor "red-crowned". */
function plainDescribing(word: string): boolean {
  const lower = word.toLowerCase()
  if (word.includes('-') || !isAdjective(lower)) return false
  return !nounKinds(lower).some((kind) => THING_KINDS.has(kind))
}

/** Whether a word written as typed is a plural noun ("cranes", "monasteries"), not the noun itself. */
export function isPluralWord(word: string): boolean {
  const lower = word.toLowerCase()
  return /s$/.test(lower) && !/ss$/.test(lower) && lemmatize(lower) !== lower
}

/** The noun phrase whose head is the text at `at`..`end` of `prompt`: back over its modifiers to what counts it. */
export function nounPhraseAt(prompt: string, at: number, end: number): NounPhrase {
  const head = prompt.slice(at, end)
  const name = /^[A-Z]/.test(head)
  const before = prompt.slice(0, at)
  const tokens = [...before.matchAll(/[A-Za-z0-9'-]+/g)]
  let start = at
  const kept: string[] = []
  let determiner = ''
  for (let k = tokens.length - 1; k >= 0; k--) {
    const token = tokens[k]
    const word = token[0]
    const lower = word.toLowerCase()
    // Only words right before the phrase, with nothing but spaces between them.
    if (/\S/.test(prompt.slice((token.index ?? 0) + word.length, start))) break
    if (isNumber(lower) || /^(a|an|the|his|her|its|their|my|your|our|some)$/.test(lower)) {
      determiner = word
      start = token.index ?? 0
      break
    }
    if (isLittleWord(lower) || (/ing$/.test(lower) && !word.includes('-'))) break
    // A name's other capitalised words ("Hairy Maclary") go with it.
    const ofName = name && /^[A-Z]/.test(word)
    if (!ofName && nounKinds(lower).length === 0 && !isAdjective(lower) && !word.includes('-')) break
    if (!ofName && plainDescribing(word)) kept.unshift(lower)
    start = token.index ?? 0
  }
  const counted = isNumber(determiner.toLowerCase()) && !/^(one|1)$/i.test(determiner)
  const plural = counted || (!/^an?$/i.test(determiner) && isPluralWord(head.split(' ').pop() ?? head))
  return { start, end, determiner, kept, plural }
}

const IRREGULAR: Record<string, string> = {
  man: 'men',
  woman: 'women',
  child: 'children',
  person: 'people',
  mouse: 'mice',
  goose: 'geese',
  sheep: 'sheep',
  deer: 'deer',
  fish: 'fish',
}

/** The plural of a drawing's name ("flamingo" -> "flamingos", "ferry" -> "ferries", "fire truck" -> "fire trucks"). */
export function pluralOf(label: string): string {
  const words = label.split(' ')
  const last = words.pop() ?? label
  const forms = [
    IRREGULAR[last],
    /(s|x|z|ch|sh)$/.test(last) ? `${last}es` : null,
    /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : null,
    `${last}s`,
  ]
  const plural = forms.find((form): form is string => !!form) ?? `${last}s`
  return [...words, plural].join(' ')
}

/** The noun phrase said with `label` in it: its count or "a"/"an", the plain describing words it kept. */
export function sayPhrase(phrase: NounPhrase, label: string): string {
  // A drawing named in the plural ("cymbals", "sparks") takes no article.
  const plural = phrase.plural || isPluralWord(label)
  const named = [...phrase.kept, phrase.plural && !isPluralWord(label) ? pluralOf(label) : label].join(' ')
  const said = phrase.determiner.toLowerCase()
  const capital = /^[A-Z]/.test(phrase.determiner)
  const cased = (text: string) => (capital ? text.charAt(0).toUpperCase() + text.slice(1) : text)
  if (plural) return said && !/^(a|an|the)$/.test(said) ? `${phrase.determiner} ${named}` : cased(named)
  // "the solar system" becomes "a cat", not "the cat": a suggestion is a new thing; "his" stays his.
  if (said && !/^(a|an|the|some)$/.test(said)) return `${phrase.determiner} ${named}`
  return cased(`${/^[aeiou]/i.test(named) ? 'an' : 'a'} ${named}`)
}
