import { type Concept, conceptForPhrase, lemmatize, nounKinds } from '../vocabulary'
import { isLittleWord } from './little-words'

// A container named by what it holds, and what it holds named by its container: one thing, never split.
//   "a milk bottle", "a honey jar", "a muffin tin": the container, named as asked (what is in a bottle is not
//   seen), never a glass of milk beside a bottle;
//   "a pod of peas": the drawing whose own name is the container's ("pea pod"), never peas and a refusal for
//   the pod.

// Things that hold food or drink and are named after it.
const HOLDERS = new Set(
  'bottle jar jug tin can carton pot box bag tub churn crate basket bowl cup glass mug tray sack barrel bucket flask packet'.split(
    ' ',
  ),
)
// Food and drink, or a stuff poured (water, oil), to WordNet: what a container is named after.
const CONTENT_KINDS = new Set(['noun.food', 'noun.substance'])

/** "a milk bottle": the container at `i + 1`, named as the two words, when the word at `i` is what it holds. */
export function containerNamedByContent(words: string[], i: number): Concept | null {
  const [first, second] = [words[i] ?? '', words[i + 1] ?? '']
  if (isLittleWord(first) || isLittleWord(second) || /ing$/.test(first)) return null
  const holder = lemmatize(second)
  if (!HOLDERS.has(holder)) return null
  const kinds = nounKinds(lemmatize(first))
  if (!kinds.length || !CONTENT_KINDS.has(kinds[0])) return null
  const container = conceptForPhrase(holder)
  return container && { ...container, label: `${first} ${holder}` }
}

/** "a pod of peas": the drawing of the content whose name is the container's ("pea pod"), over three words. */
export function contentNamedWithContainer(words: string[], i: number): Concept | null {
  const [holder, of, content] = [words[i] ?? '', words[i + 1] ?? '', words[i + 2] ?? '']
  if (of !== 'of' || holder.length < 3 || isLittleWord(holder) || !content) return null
  // Not the container's own drawing found for the two words ("a sack of potatoes" is a sack and potatoes).
  const whole = conceptForPhrase(`${lemmatize(content)} ${holder}`)
  if (whole && whole.id !== conceptForPhrase(holder)?.id) return whole
  const drawn = conceptForPhrase(content)
  return drawn && ` ${drawn.label} `.includes(` ${lemmatize(holder)} `) ? drawn : null
}
