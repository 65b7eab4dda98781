import type { Plan } from '../plan/plan'
import { conceptForPhrase, lemmatize, nounKind, verbLemma } from '../vocabulary'

// A labelled verdict asks whether every named thing is drawn; it cannot see a firefighter who stands beside his
// hose. This asks the other half of issue 28: a person the prompt says is doing something is drawn doing it,
// not in the plain standing pose. Verbs whose pose is standing are no fault.
const STANDING_VERBS = new Set(
  'stand wait line pose wear smile look watch listen wish dress show hide visit stay greet'.split(' '),
)
// "-ing" words that name no doing here.
const NOT_VERBS =
  /^(morning|evening|spring|string|ceiling|wedding|pudding|clothing|icing|stuffing|frosting|king|ring|wing|thing|nothing|something|anything|everything|darling|duckling|sibling|seedling|building|painting|swing|sing|sting|stocking|dumpling|awning|lightning)$/

// The doer is the noun said just before the doing word: "two guinea pigs tugging", "a tree dropping conkers" and
// "a puffin being chased" are an animal's or a plant's doing (or done to them), "a geyser shooting up" a natural
// thing's: not a person's.
const NOT_PEOPLE_KINDS = new Set(['noun.animal', 'noun.plant', 'noun.object'])

/** The first doing word of the prompt ("flying" in "a girl flying a kite"), or null. */
export function doingWord(prompt: string): string | null {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? []
  for (const [i, word] of words.entries()) {
    if (!/ing$/.test(word) || NOT_VERBS.test(word)) continue
    const lemma = verbLemma(word)
    if (!lemma || lemma === word) continue
    const doer = words[i - 1]
    if (doer && NOT_PEOPLE_KINDS.has(nounKind(lemmatize(doer)) ?? '')) return null
    // "a quokka grinning": a creature WordNet does not know that the art draws is no person either.
    if (doer && nounKind(lemmatize(doer)) === null && conceptForPhrase(doer)) return null
    return word
  }
  return null
}

/** The doing word of a prompt whose people the plan draws standing idle; null when they do it (or none is asked). */
export function standsIdle(prompt: string, plan: Plan): string | null {
  if (plan.refusal || !plan.people?.people.length || plan.people.action !== 'stand') return null
  const word = doingWord(prompt)
  if (!word) return null
  return STANDING_VERBS.has(verbLemma(word) ?? '') ? null : word
}
