// How the people of a page stand to the things the prompt names (make-plan.ts): riding what they ride or drive,
// holding what they hold, cradling a baby, reading the book in their hands, the dish on the table.

import type { Concept } from '../vocabulary'
import { withReading } from './action-objects'
import { dishOnTable } from './dish-on-table'
import { DRIVEN_ON } from './doing-actions'
import type { PeopleReading } from './people-plan'
import type { PlanRelation } from './plan'

/**
 * A person holding a baby in their arms holds it, and a person seated on what they ride ("a farmer on his
 * tractor") rides it: the relation is named as the figure draws it.
 */
export function peopleRelations(
  relations: PlanRelation[],
  people: PeopleReading | null,
  subjects: Concept[],
  lower: string,
): PlanRelation[] {
  // Reading what the action drew in the hands: the book for "reading under his blanket" (action-objects.ts).
  return dishOnTable(
    withReading(actionRelations(relations, people, subjects, lower), people?.people, subjects),
    subjects,
  )
}

function actionRelations(
  relations: PlanRelation[],
  people: PeopleReading | null,
  subjects: Concept[],
  lower: string,
): PlanRelation[] {
  const lead = people?.people.people[0]?.subject
  const mount = people?.people.object
  if (people?.people.action === 'ride' && lead !== undefined && mount !== null && mount !== undefined) {
    // "a couple riding a tandem bike": people the reading named after no subject still ride what they ride.
    if (!relations.some((r) => r.object === mount || r.actor === mount) && lead > mount)
      return [...relations, { actor: lead, relation: 'riding', object: mount }]
    return relations.map((r) =>
      r.actor === lead && r.object === mount && r.relation === 'on' ? { ...r, relation: 'riding' } : r,
    )
  }
  // A driver seated on top of what is driven ("racing a go-kart", "driving a tractor") rides it, as drawn.
  if (
    people?.people.action === 'drive' &&
    lead !== undefined &&
    mount !== null &&
    mount !== undefined &&
    DRIVEN_ON.test(subjects[mount]?.id ?? '') &&
    !relations.some((r) => r.object === mount || r.actor === mount)
  )
    return [...relations, { actor: lead, relation: 'riding', object: mount }]
  // A sledder sits on the sled and rides it down.
  const sled = subjects.findIndex((s) => s.id === 'sled')
  if (people?.people.action === 'sled' && lead !== undefined && sled >= 0 && !relations.length)
    return [{ actor: lead, relation: 'riding', object: sled }]
  // A thing the prompt says is held ("a reporter holding a microphone") is held, as the figure draws it; not
  // the home groceries are carried to, nor the campfire a harmonica is played by.
  const held = people?.people.object
  if (
    people?.people.action === 'hold' &&
    lead !== undefined &&
    held !== null &&
    held !== undefined &&
    /\b(hold|holds|holding|carry|carries|carrying)\b/.test(lower) &&
    !/couch|sofa|chair|bed|table|bench|house|home|building|fire|tree/.test(subjects[held]?.id ?? '')
  )
    return relations.some((r) => r.object === held)
      ? relations
      : [...relations, { actor: lead, relation: 'holding', object: held }]
  if (people?.people.action !== 'cradle' || lead === undefined) return relations
  const baby = subjects.findIndex((s, i) => i !== lead && /\bbab(y|ies)\b/.test(s.label))
  if (baby < 0 || relations.some((r) => r.relation === 'holding')) return relations
  return [...relations, { actor: lead, relation: 'holding', object: baby }]
}
