import type { Plan, PlanInput } from './plan'

/** A plan with nothing on it yet: no subject, the meadow, nothing said; a figure page or a refusal fills in its part. */
export function emptyPlan(input: PlanInput, prompt: string, seed: number): Plan {
  return {
    prompt,
    subjects: [],
    setting: 'meadow',
    props: [],
    text: null,
    complexity: input.complexity,
    style: input.style,
    seed,
    size: input.size ?? 'letter',
    watermark: input.watermark ?? false,
    figure: null,
    relations: [],
    confidence: 1,
    missing: [],
    leftOut: [],
    standIns: [],
    namedSetting: null,
    refusal: null,
  }
}
