import type { Concept } from '../vocabulary'
import { closeNouns, conceptForPhrase, lemmatize, memberNouns, nounKind, senseSteps } from '../vocabulary'

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
  if (conceptForPhrase(lemma)) return null
  const named = namedMembers(lemma)
  if (named) return named
  if (!kind || !GROUP_KINDS.has(kind)) return null
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

/**
 * "a mountain range": a word WordNet also names as a group of one thing ("range of mountains", "chain of
 * mountains") is that thing drawn a few times, never refused for want of a drawing of the range.
 */
function namedMembers(lemma: string): Concept[] | null {
  const member = memberOfNamedGroup(lemma)
  // Named as asked: the page lists the range it draws (read-counts.ts draws three).
  return member ? [{ ...member, label: lemma }] : null
}

/** The one thing a group word is made of, when WordNet names the group so ("range of mountains"), or null. */
export function memberOfNamedGroup(phrase: string): Concept | null {
  if (!phrase.includes(' ')) return null
  for (const name of senseSteps(phrase, 0, 0)?.[0]?.words ?? []) {
    const hit = /^\w+ of (\w+s)$/.exec(name)
    const member = hit ? conceptForPhrase(lemmatize(hit[1])) : null
    if (member) return member
  }
  return null
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
