import { type Concept, conceptById, nounKinds } from '../vocabulary'

// An animal fishing ("a polar bear fishing through a hole in the ice", "a heron fishing in the pond") shows the
// fish it is after: the verb names the thing, as "a girl fishing" names the rod a person holds (read-people.ts).

// The verb, not a kind of thing: "fishing in the pond", never "fishing boats".
const FISHING = /\bfish(?:ing|es)(?:$| (?:in|on|at|off|from|through|by|for|with|under|near|into|and|alone)\b)/

/** The fish an animal subject is fishing for, when the prompt has no person and names no fish of its own. */
export function caughtFish(words: string, subjects: Concept[], hasPeople: boolean): Concept | null {
  if (hasPeople || !FISHING.test(words.toLowerCase()) || subjects.length >= 3) return null
  if (subjects.some((s) => /fish/.test(s.id))) return null
  const animal = subjects.some((s) => nounKinds(s.label.toLowerCase()).includes('noun.animal'))
  return animal ? conceptById('fish') : null
}
