import { conceptForPhrase, nounKinds } from '../vocabulary'
import type { PromptReading } from './prompt-reading'

// "a yak carrying bags up a mountain path", "a donkey laden with packs": what a pack animal carries is a load
// on its back, drawn as the sack (a bag of the kind a yak or a donkey carries) and labelled as asked. A bag alone
// has no drawing here: a child's "bag" could be any.

const LOAD =
  /\b(?:carrying|carries|carry|laden with|loaded with|piled with) (?:a |an |the |some |two |three |big |heavy |its |his |her |their )*(bags|bag|packs|pack|loads|load|saddlebags|saddlebag|panniers|pannier)\b/

/** Moves a pack animal's load from `missing` to a sack on its back; nothing when no animal carries it. */
export function packLoad(
  words: string[],
  missing: string[],
  subjects: PromptReading['subjects'],
  attached: PromptReading['attached'],
): void {
  const hit = LOAD.exec(words.join(' '))
  const sack = hit && conceptForPhrase('sack')
  if (!hit || !sack) return
  const named = missing.findIndex((m) => m.toLowerCase() === hit[1])
  // The animal named right before the carrying carries it ("a yak carrying bags past a boy", "a donkey is laden
  // with packs"); "a girl carrying a bag walking her dog" loads no dog.
  const before = words.join(' ').slice(0, hit.index).trim().split(' ').slice(-2).map(stem)
  const carrier = subjects.findIndex(
    (s) =>
      nounKinds(s.label.toLowerCase()).slice(0, 2).includes('noun.animal') &&
      !isPerson(s.label) &&
      before.includes(stem(s.label.toLowerCase().split(' ').pop() ?? '')),
  )
  if (named < 0 || carrier < 0) return
  missing.splice(named, 1)
  // Held as a person's load is held: an animal's 'hand' is on its back, by its hindquarters.
  attached.push({ concept: { ...sack, label: hit[1] }, relation: 'hand', subject: carrier })
}

const isPerson = (label: string) => nounKinds(label.toLowerCase())[0] === 'noun.person'
const stem = (word: string) => word.toLowerCase().replace(/e?s$/, '')
