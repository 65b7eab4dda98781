import type { Concept } from '../vocabulary'
import { closeNouns, conceptForPhrase, lemmatize, memberNouns, nounKind } from '../vocabulary'

// A word for a group of things ("fruit and vegetables", "a cornucopia full of fruit") has no drawing of its
// own, but its members do: the page draws a few of them (an apple and a pear, a carrot and a tomato), found in
// WordNet's kinds of the word that the art holds, never a list kept for a few words.

// Groups of living things and food a page can hold a few of. Made things are left out: their WordNet kinds
// stray ("instrument" reaches a compass before a violin); people and places are read elsewhere.
const GROUP_KINDS = new Set(['noun.food', 'noun.plant', 'noun.animal'])
// At least this many members drawn by their own names make a word a group the art can show.
const ENOUGH_MEMBERS = 3

// Members found per word: WordNet's kinds are read once (a group's tree is hundreds of synsets).
const MEMBERS = new Map<string, Concept[] | null>()

/** The drawings a group word is drawn as (`count` of them), or null when it is no group the art holds. */
export function groupMembers(lemma: string, count = 2): Concept[] | null {
  if (!MEMBERS.has(lemma)) MEMBERS.set(lemma, findMembers(lemma))
  return MEMBERS.get(lemma)?.slice(0, count) ?? null
}

function findMembers(lemma: string): Concept[] | null {
  const kind = nounKind(lemma)
  if (conceptForPhrase(lemma) || !kind || !GROUP_KINDS.has(kind)) return null
  const found: { concept: Concept; edible: boolean }[] = []
  for (const member of memberNouns(lemma)) {
    const concept = conceptForPhrase(member)
    // A member drawn by its own name and a near kind of the group: an apple is fruit, an olive first a colour.
    if (!concept || concept.label.toLowerCase() !== member || found.some((f) => f.concept.id === concept.id))
      continue
    if (!closeNouns(member, 2).includes(lemma)) continue
    found.push({ concept, edible: nounKind(member) === 'noun.food' })
  }
  if (found.length < ENOUGH_MEMBERS) return null
  // What a child eats before what a botanist files: an apple before an acorn.
  return [...found.filter((f) => f.edible), ...found.filter((f) => !f.edible)].map((f) => f.concept)
}

/** Whether a group word is shown by the drawings on a page: one of its members is drawn. */
export function groupShown(lemma: string, drawnIds: Set<string>): boolean {
  return groupMembers(lemma, 99)?.some((c) => drawnIds.has(c.id)) ?? false
}

/**
 * "a chef chopping vegetables": a group word an action draws by code (the cutting board's vegetables) is not
 * drawn again as members. Members read last and pointed at by nothing are taken off the end of the subjects.
 */
export function withoutDrawnGroups<
  R extends {
    subjects: Concept[]
    attached: { subject: number }[]
    relations: { actor: number; object: number }[]
  },
>(reading: R, drawnByCode: string[], people: { subject: number }[]): R {
  const members = new Set(
    drawnByCode.flatMap((word) => (groupMembers(lemmatize(word), 99) ?? []).map((c) => c.id)),
  )
  if (!members.size) return reading
  const used = new Set([
    ...reading.attached.map((a) => a.subject),
    ...reading.relations.flatMap((r) => [r.actor, r.object]),
    ...people.map((p) => p.subject),
  ])
  const subjects = [...reading.subjects]
  while (
    subjects.length > 1 &&
    members.has(subjects[subjects.length - 1].id) &&
    !used.has(subjects.length - 1)
  )
    subjects.pop()
  return subjects.length === reading.subjects.length ? reading : { ...reading, subjects }
}
