import type { Plan, PlanPeople } from '../plan'

// Actions whose figure holds a prop when the prompt names no object for them.
export const HOLDING = new Set(['hold', 'read', 'eat'])

/**
 * "A boy carrying a bucket of water from the well": the plan reads the well as what the action is about, but
 * the thing in his hands is the bucket, named first. When a figure has a thing in hand that the prompt names
 * before the action's object, the figure holds that thing and the object stands beside (no well in his arms).
 */
export function heldBeforeObject(plan: Plan, people: PlanPeople): PlanPeople {
  if (!HOLDING.has(people.action) || people.object === null) return people
  const text = plan.prompt.toLowerCase()
  const objectAt = text.indexOf(plan.subjects[people.object].label.toLowerCase())
  const figures = new Set(people.people.map((p) => p.subject))
  const heldFirst = plan.props.some((p) => {
    if (p.place !== 'hand' || p.subject === undefined || !figures.has(p.subject)) return false
    const at = text.indexOf(p.label.toLowerCase())
    return at >= 0 && objectAt >= 0 && at < objectAt
  })
  return heldFirst ? { ...people, object: null } : people
}
