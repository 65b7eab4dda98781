import { type Concept, conceptForPhrase, normalizePhrase, nounKinds } from '../vocabulary'
import type { PlanRelation } from './plan'

// "A bird with a worm in its beak", "a dog with a bone in its mouth": what is "with" the animal is at its mouth,
// drawn there as food is (the eating layout: the drawing's mouth, else below the head), never a thing left by
// its tail. Read after the words, as `onTheBack` reads what rides on a back. The mouth is an animal's, whatever
// the thing was read beside ("a toucan on a branch with a berry in its beak" is the toucan's berry). An animal
// already laid out with another (on the branch) keeps that layout: the thing stays beside, named as asked.

const IN_THE_MOUTH =
  /\bwith (?:a |an |the |some )?(\w+(?: \w+)?) in (?:its|his|her|their) (?:beak|bill|mouth|jaws|teeth)\b/

const isAnimal = (c: Concept) => nounKinds(normalizePhrase(c.label)).includes('noun.animal')

/** Moves the thing held in the mouth from beside its animal to a subject the animal holds there. */
export function inTheMouth(
  words: string[],
  subjects: Concept[],
  attached: { concept: Concept; relation: string; subject: number }[],
  relations: PlanRelation[],
): void {
  const hit = IN_THE_MOUTH.exec(words.join(' '))
  if (!hit) return
  const held = [hit[1], hit[1].split(' ').pop() ?? ''].map((w) => conceptForPhrase(w)?.id)
  const at = attached.findIndex((a) => a.relation === 'beside' && held.includes(a.concept.id))
  const eater = at < 0 ? -1 : subjects.slice(0, attached[at].subject + 1).findLastIndex(isAnimal)
  if (eater < 0) return
  // Named as asked: "a berry" drawn as the blueberries is the berry the page lists.
  const food = attached[at].concept
  const named = food.label.toLowerCase().includes(hit[1]) ? food : { ...food, label: hit[1] }
  attached[at] = { ...attached[at], concept: named }
  if (subjects.length >= 3 || relations.some((r) => r.actor === eater || r.object === eater)) return
  attached.splice(at, 1)
  relations.push({ actor: eater, relation: 'eating', object: subjects.push(named) - 1 })
}

// Things that are had in the mouth whoever has them: "a baby with a pacifier" has it at the mouth, not in the
// hands at the chest.
export const HAD_IN_THE_MOUTH = /^pacifier$/

/** Moves a thing had in the mouth from beside (or in the hand of) its person to a subject of its own. */
export function hadInTheMouth(
  _words: string[],
  subjects: Concept[],
  attached: { concept: Concept; relation: string; subject: number }[],
): void {
  const at = attached.findIndex(
    (a) => (a.relation === 'beside' || a.relation === 'hand') && HAD_IN_THE_MOUTH.test(a.concept.id),
  )
  if (at < 0 || subjects.length >= 3) return
  subjects.push(attached.splice(at, 1)[0].concept)
}
