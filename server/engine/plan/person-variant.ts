// A person named with what marks them ("a girl with curly hair", "a woman doctor"): the drawing of that
// person.
import { type Concept, conceptForPhrase } from '../vocabulary'

// "a girl with curly hair": which person drawing, and which hair.
const PEOPLE: Record<string, string> = {
  girl: 'woman',
  woman: 'woman',
  lady: 'woman',
  female: 'woman',
  boy: 'man',
  man: 'man',
  guy: 'man',
  male: 'man',
  person: 'person',
  child: 'person',
  kid: 'person',
}

const HAIR: Record<string, string> = {
  curly: 'curly hair',
  red: 'red hair',
  ginger: 'red hair',
  white: 'white hair',
  grey: 'white hair',
  gray: 'white hair',
  blond: 'blond hair',
  blonde: 'blond hair',
  bald: 'bald',
  beard: 'beard',
  bearded: 'beard',
}

/** "a girl with curly hair" -> the "woman curly hair" drawing; "a woman doctor" -> "woman health worker". */
export function personVariant(words: string[], i: number): { concept: Concept; span: number } | null {
  const gender = Object.hasOwn(PEOPLE, words[i]) ? PEOPLE[words[i]] : null
  if (!gender) return null
  const hairAt = words[i + 1] === 'with' ? i + 2 : i + 1
  const hair = Object.hasOwn(HAIR, words[hairAt] ?? '') ? HAIR[words[hairAt]] : null
  if (hair) {
    const span = hairAt - i + 1 + (words[hairAt + 1] === 'hair' ? 1 : 0)
    const concept = conceptForPhrase(`${gender} ${hair}`)
    if (concept) return { concept, span }
  }
  for (const n of [3, 2, 1]) {
    const role = i + 1 + n <= words.length ? conceptForPhrase(words.slice(i + 1, i + 1 + n).join(' ')) : null
    if (!role) continue
    const variant = conceptForPhrase(`${gender} ${role.label}`)
    if (variant) return { concept: variant, span: n + 1 }
  }
  return null
}
