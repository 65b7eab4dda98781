import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('a thing worn on the feet is worn, not worked', () => {
  it.each(['a girl snowshoeing', 'a man walking in snowshoes'])(
    '%s: snowshoes on the feet, walking',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people?.action).toBe('walk')
      expect(p.people?.object).toBeNull()
      expect(p.props.some((q) => q.concept === 'snowshoes' && q.place === 'feet')).toBe(true)
    },
  )
  it('a dog walked is still led, not worn', () => {
    expect(plan('a girl walking her dog').props.some((q) => q.place === 'feet')).toBe(false)
  })
})
