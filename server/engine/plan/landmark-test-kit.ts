// What the landmark drawing tests share (landmarks-drawn, landmarks-drawn-more, landmarks-drawn-palaces): the
// easy plan of a prompt, the drawings it puts on the page, and the check that a landmark is drawn as itself.
// Used only by tests.
import { expect } from 'vitest'
import { makePlan } from './make-plan'
import type { Plan } from './plan'

export const plan = (prompt: string): Plan =>
  makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
export const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

/** The prompt's page draws the landmark `id` in its own shape, refusing nothing and saying nothing. */
export function expectDrawnAsItself(prompt: string, id: string): void {
  const p = plan(prompt)
  expect(p.refusal, prompt).toBeNull()
  expect(drawn(p), prompt).toContain(id)
  expect(p.standIns, prompt).toEqual([])
  expect(p.leftOut, prompt).toEqual([])
}
