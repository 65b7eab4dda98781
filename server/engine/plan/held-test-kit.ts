// What the verb-tools and implied-gear tests share: a prompt whose doing puts an implied thing in the hands.
// Used only by tests (verb-tools.test.ts, implied-gear.test.ts).
import { expect } from 'vitest'
import { makePlan } from './make-plan'

/** The prompt's easy plan holds `held` as the thing in the hands, drawn and never said left out. */
export function expectHeldImplied(prompt: string, held: string): void {
  const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  expect(p.refusal).toBeNull()
  const at = p.subjects.findIndex((s) => s.concept === held)
  expect(at).toBeGreaterThanOrEqual(0)
  // Held; or, at the thing its verb works (hand-actions.ts: the spoon in the soup), drawn in the hand.
  if (p.people?.action === 'tool-on') expect(p.people.absorbed).toContain(at)
  else {
    expect(p.people?.action).toBe('hold')
    expect(p.people?.object).toBe(at)
  }
  // An implied thing is an extra: never said left out.
  expect(p.leftOut).not.toContain(p.subjects[at].label)
}
