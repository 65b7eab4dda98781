import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

// A name Colorly does not know that does the prompt's thing is its main subject: the page is refused with
// someone who can do it, never the page of the doing drawn without it in silence.
describe('an unknown name doing something', () => {
  it('refuses the page rather than drawing what the name does without it', () => {
    for (const prompt of [
      'Zorbo sliding on the ice',
      'the Glorbax walking in the woods',
      'Frumple giving a badge',
    ]) {
      const refused = plan(prompt).refusal
      expect(refused?.kind, prompt).toBe('unknown')
      expect(refused?.error, prompt).toMatch(/^Colorly can't draw '(Zorbo|Glorbax|Frumple)' yet\.$/)
    }
  })

  it('suggests someone who can do it, not a castle doing it', () => {
    const suggestions = plan('Oluwaseun playing football').refusal?.suggestions ?? []
    expect(suggestions.slice(0, 2)).toEqual(['a girl playing football', 'a boy playing football'])
    expect(suggestions.join(' ')).not.toMatch(/castle|rocket|flower/)
  })

  it('leaves known doers and given names as they were', () => {
    expect(plan('dragons flying').refusal).toBeNull()
    expect(plan('Emma riding a bike').refusal).toBeNull()
    expect(plan('a penguin sliding on the ice').refusal).toBeNull()
  })
})
