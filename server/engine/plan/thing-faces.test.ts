import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { asksForFace } from './portrait-or-person'
import { thingFacesOut } from './thing-faces'

describe('the face of a thing', () => {
  it('is the thing, no portrait: a clock face, a rock face', () => {
    expect(thingFacesOut('a clockmaker behind the clock face')).toBe('a clockmaker behind the clock')
    expect(thingFacesOut('abseiling down a rock face')).toBe('abseiling down a rock')
    expect(asksForFace('a clockmaker oiling the cogs behind the town hall clock face')).toBe(false)
  })

  it('leaves the face of a creature or a figure a portrait', () => {
    expect(asksForFace('a bear face')).toBe(true)
    expect(asksForFace('a robot face')).toBe(true)
    expect(asksForFace('a girl with a happy face')).toBe(true)
  })

  it('draws a job Colorly has no figure for as a worker, and says the rest', () => {
    const plan = makePlan({ prompt: 'a clockmaker with a clock face', complexity: 'easy', style: 'cartoon' })
    expect(plan.refusal).toBeFalsy()
    expect(plan.subjects.map((s) => s.label)).toContain('clockmaker')
    expect(plan.leftOut).toContain('clock face')
  })
})
