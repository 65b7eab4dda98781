// A drawing's name that means another thing here is said, not drawn as the drawing (other-sense-here.ts).
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const masks = (prompt: string) => {
  const p = plan(prompt)
  return {
    drawn: [...p.subjects, ...p.props].some((s) => s.concept === 'mask'),
    said: (p.leftOut ?? []).includes('mask'),
  }
}

describe('a mask is the domino mask only where one is worn for fun', () => {
  it.each(['a welder in a mask welding metal', 'a surgeon in a mask', 'a dentist in a mask'])(
    '%s: said, no domino mask',
    (prompt) => expect(masks(prompt)).toEqual({ drawn: false, said: true }),
  )

  it('is drawn on a superhero and at a masquerade', () => {
    for (const prompt of ['a superhero in a mask', 'a girl in a mask at the masquerade ball'])
      expect(masks(prompt), prompt).toEqual({ drawn: true, said: false })
  })
})
