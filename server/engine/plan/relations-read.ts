// How the subjects a prompt names stand to each other: whose relation a word is, and a rider on a back.
import { type Concept, conceptForPhrase } from '../vocabulary'
import type { SubjectRelation } from './plan'
import type { PromptReading } from './prompt-reading'

/** "a pig taking a bubble bath in a tub": a thing named twice is one, and the relation is the one before's. */
export function relationActor(pending: { actor: number } | null, at: number): number | undefined {
  return pending && at > 0 && at === pending.actor ? at - 1 : pending?.actor
}

/** "a boy reading a book under a tree": the thing read is no actor of what follows; the reader is under the tree. */
export function actorOf(relations: PromptReading['relations'], last: number): number {
  return relations.find((r) => r.object === last && r.relation === 'reading')?.actor ?? last
}

/** "peeking out of a rain boot": the relation's object is the tool named right after it (read apart). */
export function peeksOutOfTool(pending: { relation: SubjectRelation } | null, words: string[]): boolean {
  return pending?.relation === 'in' && /\bout of (?:a |an |the |his |her |its )?$/.test(`${words.join(' ')} `)
}

/**
 * "a hippo with a bird on its back": what is "with" the subject rides on its back, a subject of its own standing
 * on it, not a thing beside it.
 */
export function onTheBack(
  words: string[],
  subjects: Concept[],
  attached: PromptReading['attached'],
  relations: PromptReading['relations'],
): void {
  // One word or two ("a bottle top on its back").
  const hit = /\bwith (?:a |an |the |some )?((?:\w+ )?\w+) on (?:its|his|her|their) back\b/.exec(
    words.join(' '),
  )
  const named = hit ? [hit[1], hit[1].split(' ').pop() ?? ''] : []
  const at = hit
    ? attached.findIndex(
        (a) => a.relation === 'beside' && named.some((n) => conceptForPhrase(n)?.id === a.concept.id),
      )
    : -1
  if (at < 0 || subjects.length >= 3) return
  const [rider] = attached.splice(at, 1)
  relations.push({ actor: subjects.push(rider.concept) - 1, relation: 'on', object: rider.subject })
}
