import type { Concept } from '../vocabulary'
import type { PlanRelation } from './plan'

/**
 * A dish the page has with a table, in no relation to it ("carving the turkey": the roast and the table the
 * carving brought): the dish lies on the table, not on the ground beside it.
 */
export function dishOnTable(relations: PlanRelation[], subjects: Concept[]): PlanRelation[] {
  const table = subjects.findIndex((s) => s.id === 'table')
  const dish = subjects.findIndex((s) => s.zone === 'table')
  const related = (i: number) => relations.some((r) => r.actor === i || r.object === i)
  if (table < 0 || dish < 0 || related(table) || related(dish)) return relations
  return [...relations, { actor: dish, relation: 'on', object: table }]
}
