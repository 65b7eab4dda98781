import type { Scene } from '../common/composed-page'
import type { Plan } from '../plan/plan'
import { allDrawableConcepts } from '../vocabulary'

let iconsById: Map<string, string[]> | null = null

/** Every drawing name a concept may be drawn with (its icon, or the icon one art set names instead). */
function iconNames(concept: string): string[] {
  if (!iconsById)
    iconsById = new Map(
      allDrawableConcepts().map((c) => [c.id, [c.icon, ...Object.values(c.icons ?? {})]] as const),
    )
  return iconsById.get(concept) ?? []
}

/**
 * The plan with only what the composed page shows: a subject or prop stays when one of its drawings is
 * credited on the page, or when the page draws it by geometry (a person drawn whole by the people scene, a
 * '*' shape). A plan that names a grocery bag while the page puts a house in her hand loses the bag here.
 * Figure pages are drawn by geometry from the plan itself and stay whole.
 */
export function planAsDrawn(plan: Plan, scene: Scene): Plan {
  if (plan.figure) return plan
  const credited = new Set(scene.credits.map((c) => c.drawing))
  const figures = new Set(plan.people?.people.map((p) => p.subject) ?? [])
  const onPage = (concept: string) =>
    concept.startsWith('*') || iconNames(concept).some((icon) => credited.has(icon))
  const subjects = plan.subjects.filter((s, i) => figures.has(i) || onPage(s.concept))
  // Props keep their subject index: an attached prop whose subject is gone went with it.
  const kept = new Set(plan.subjects.flatMap((s, i) => (subjects.includes(s) ? [i] : [])))
  const props = plan.props.filter(
    (p) => onPage(p.concept) && (p.subject === undefined || kept.has(p.subject)),
  )
  return { ...plan, subjects, props }
}
