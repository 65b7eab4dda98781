import { type Concept, conceptForPhrase } from '../vocabulary'
import type { PlanRelation } from './plan'

// "A bird with a worm in its beak", "a dog with a bone in its mouth": what is "with" the animal is at its mouth,
// drawn there as food is (the eating layout: the drawing's mouth, else below the head), never a thing left by
// its tail. Read after the words, as `onTheBack` reads what rides on a back.

const IN_THE_MOUTH =
  /\bwith (?:a |an |the |some )?(\w+(?: \w+)?) in (?:its|his|her|their) (?:beak|bill|mouth|jaws|teeth)\b/

/** Moves the thing held in the mouth from beside its animal to a subject it holds there. */
export function inTheMouth(
  words: string[],
  subjects: Concept[],
  attached: { concept: Concept; relation: string; subject: number }[],
  relations: PlanRelation[],
): void {
  const hit = IN_THE_MOUTH.exec(words.join(' '))
  if (!hit || subjects.length >= 3) return
  const held = [hit[1], hit[1].split(' ').pop() ?? ''].map((w) => conceptForPhrase(w)?.id)
  const at = attached.findIndex((a) => a.relation === 'beside' && held.includes(a.concept.id))
  if (at < 0 || relations.some((r) => r.actor === attached[at].subject)) return
  const [food] = attached.splice(at, 1)
  relations.push({ actor: food.subject, relation: 'eating', object: subjects.push(food.concept) - 1 })
}
