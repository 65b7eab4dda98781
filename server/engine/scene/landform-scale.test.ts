import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan'
import { conceptById, isLandform } from '../vocabulary'
import { besidePeopleHeight, LAND_HEIGHT, standingHeight } from './real-scale'

describe('land beside people is drawn at the land’s scale', () => {
  it.each(['volcano', 'waterfall', 'iceberg', 'geyser', 'mountain', 'sand-dune'])(
    '%s is a landform by its WordNet kind',
    (id) => expect(isLandform(conceptById(id))).toBe(true),
  )
  it.each(['puddle', 'molehill', 'fountain', 'hammock', 'trough', 'bench', 'rock'])(
    '%s is not (a made thing, another sense drawn, or smaller than a person)',
    (id) => expect(isLandform(conceptById(id))).toBe(false),
  )
  it('a volcano stands taller than a grown-up (10.6 head radii), not a thing beside them', () => {
    expect(standingHeight(conceptById('volcano'))).toBe(LAND_HEIGHT)
    expect(besidePeopleHeight(conceptById('iceberg'), 2.8, 1.8)).toBeGreaterThan(10.6)
  })
  it('a waterfall looked at is not worked in the hands', () => {
    const plan = makePlan({ prompt: 'a girl looking at a waterfall', complexity: 'easy', style: 'cartoon' })
    expect(plan.people?.action).not.toBe('work')
  })
})
