import { conceptForPhrase, lemmatize, nounKind, nounSenses } from '../vocabulary'

// People who are on a horse by what they are: WordNet says a gaucho is a cowboy, one who "performs other duties
// on horseback", and polo is "played on horseback". "a gaucho swinging a lasso at a runaway calf" is read as "a
// gaucho on horseback ...", which idioms.ts reads as riding a horse, the horse drawn under the rider. Only when
// the prompt names no horse, pony or riding of its own; never a compound the words make ("a cowboy boot").

const ON_HORSEBACK = /\bon horseback\b|\bhorseback rid(?:er|ing)\b|\bride(?:s|r)? horses\b/i
const RIDERS = /^(horseman|equestrian|horseback rider)$/
const NAMED =
  /\b(?:horses?|pon(?:y|ies)|horseback|mares?|stallions?|colts?|mounts?|rid(?:e|es|ing|er|ers))\b/i

/** Whether a sense's gloss or its kind says the one named rides a horse. */
function rides(lemma: string): boolean {
  const [sense] = nounSenses(lemma, 1)
  if (!sense) return false
  if (ON_HORSEBACK.test(sense.gloss) || sense.classes.slice(1, 4).some((c) => RIDERS.test(c))) return true
  // "a gaucho": a cowboy, whose own gloss says it.
  const [kind] = nounSenses(sense.classes[1] ?? '', 1)
  return sense.kind === 'noun.person' && !!kind && ON_HORSEBACK.test(kind.gloss)
}

/** The text with "on horseback" after each person the words say rides a horse, when no horse is named. */
export function onHorseback(text: string): string {
  if (NAMED.test(text)) return text
  const words = text.split(/(\s+)/)
  for (let k = 0; k < words.length; k += 2) {
    const word = words[k].toLowerCase().replace(/[^a-z]/g, '')
    const next = (words[k + 2] ?? '').toLowerCase().replace(/[^a-z]/g, '')
    const lemma = lemmatize(word)
    if (!word) continue
    // "a polo player": the game played on horseback; "a water polo player" is the water's game.
    const game = /^players?$/.test(next) ? gameBefore(words, k) : null
    // A person the art draws of its own ("a cowboy", "a jockey" at the races) is that drawing.
    const person =
      nounKind(lemma) === 'noun.person' && !conceptForPhrase(word) && !compound(lemma, next) && rides(lemma)
    if (!person && !(game && rides(game))) continue
    const at = person ? k : k + 2
    words[at] = `${words[at]} on horseback`
    return words.join('')
  }
  return text
}

/** The game named before "player" at `k`, in one word or two ("water polo"). */
function gameBefore(words: string[], k: number): string | null {
  const one = words[k].toLowerCase()
  const two = `${(words[k - 2] ?? '').toLowerCase()} ${one}`
  if (k >= 2 && nounKind(two)) return two
  return nounKind(one) ? one : null
}

/** Whether two words are one thing ("cowboy boot", "cowboy hat"). */
const compound = (word: string, next: string) =>
  !!next && (conceptForPhrase(`${word} ${next}`) !== null || nounKind(`${word} ${next}`) !== null)
