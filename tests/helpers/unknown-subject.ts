import type { Plan } from '../../server/engine/plan/plan'

/**
 * Stands in for the engine's reading of a subject it does not know: "axolotl" is given the `unknown`
 * refusal the plan carries for such subjects, so the routes' handling of it is tested whatever the
 * vocabulary holds. Used from a vi.mock of server/engine/make-plan.
 */
export function withUnknownAxolotl(plan: Plan): Plan {
  if (!/\baxolotl/i.test(plan.prompt)) return plan
  return {
    ...plan,
    confidence: 0,
    missing: ['axolotl'],
    refusal: {
      kind: 'unknown',
      error: "Colorly can't draw 'axolotl' yet.",
      suggestions: ['a lizard', 'a frog', 'a fish'],
    },
  }
}
