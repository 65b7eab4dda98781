import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('an animal doing something to the people after it', () => {
  it('an elephant spraying the crowd sprays water from its trunk; the crowd holds no hose', () => {
    const p = plan('an elephant spraying the crowd with its trunk for Songkran')
    expect(p.people?.action).not.toBe('spray')
    expect(p.props.map((x) => x.concept)).not.toContain('*hose')
    expect(p.props).toContainEqual({ concept: 'droplet', label: 'water', place: 'breath', subject: 0 })
  })

  it('an elephant spraying water draws the water, never says it left out', () => {
    const p = plan('an elephant spraying water')
    expect(p.props.some((x) => x.concept === 'droplet' && x.place === 'breath')).toBe(true)
    expect(p.leftOut).toEqual([])
  })

  it('a person spraying is still the person with the hose', () => {
    expect(plan('a firefighter spraying water with a hose').people?.action).toBe('spray')
    expect(plan('a girl spraying her brother with the hose').people?.action).toBe('spray')
  })

  it('an elephant named alone sprays nothing', () => {
    expect(plan('an elephant').props.some((x) => x.concept === 'droplet')).toBe(false)
  })

  it('a boy brushing his fluffy long haired rabbit draws the grooming brush, never drops it', () => {
    const p = plan('a boy brushing his fluffy long haired rabbit on his lap')
    expect([...p.subjects, ...p.props].map((s) => s.concept)).toContain('grooming-brush')
    expect(plan('a boy brushing his teeth with his dog').leftOut).not.toContain('brush')
  })
})
