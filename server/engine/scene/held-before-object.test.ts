import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan'
import { heldBeforeObject } from './held-before-object'

const peopleOf = (prompt: string) => {
  const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  if (!plan.people) throw new Error(`no people on ${prompt}`)
  return { plan, people: plan.people }
}

describe('heldBeforeObject', () => {
  it('puts the bucket, not the well, in the hands of a boy carrying a bucket from the well', () => {
    const { plan, people } = peopleOf('a boy carrying a bucket of water from the well')
    expect(plan.subjects[people.object ?? -1]?.label).toBe('well')
    expect(heldBeforeObject(plan, people).object).toBeNull()
  })

  it('keeps the object when nothing in hand is named before it', () => {
    const { plan, people } = peopleOf('a mom holding a grocery bag')
    expect(heldBeforeObject(plan, people)).toBe(people)
  })
})
