import { describe, expect, it } from 'vitest'
import { skeleton } from '../people'
import type { PlanPeople } from '../plan'
import { makePlan } from '../plan/make-plan'
import { conceptById } from '../vocabulary'
import type { ArtItem, FigureItem } from './action-items'
import { actionItems } from './people-actions'

describe('jumping to strike: the racket in the raised hand, not on the ground', () => {
  it.each([
    ['a badminton player jumping to smash the shuttlecock over the net', 'badminton'],
    ['a tennis player jumping to hit the ball', 'tennis-racket'],
  ])('%s', (prompt, tool) => {
    const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
    const concepts = plan.subjects.map((s) => conceptById(s.concept))
    const all = actionItems(plan, plan.people as PlanPeople, concepts, 'fluent-emoji-flat')
    const player = all.find((it): it is FigureItem => it.kind === 'figure')
    const racket = all.find((it): it is ArtItem => it.kind === 'art' && it.concept.id === tool)
    if (!player || !racket) throw new Error('no player or no racket')
    const s = skeleton(player.person.age, player.pose)
    const hand = { x: player.at.x + s.handR.x, y: player.at.y + s.handR.y }
    // Gripped: the hand inside the racket's box, high over the ground; the player off the ground.
    expect(hand.x).toBeGreaterThanOrEqual(racket.box.minX)
    expect(hand.x).toBeLessThanOrEqual(racket.box.maxX)
    expect(hand.y).toBeGreaterThanOrEqual(racket.box.minY)
    expect(hand.y).toBeLessThanOrEqual(racket.box.maxY)
    expect(racket.box.maxY).toBeLessThan(-3)
    expect(racket.subject).toBe(plan.subjects.findIndex((x) => x.concept === tool))
  })
})

describe('a hockey stick named with a skater or a player is in the hand, held by the top of its shaft', () => {
  it.each(['a hockey player skating with his stick', 'a hockey player holding his stick'])('%s', (prompt) => {
    const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
    const concepts = plan.subjects.map((s) => conceptById(s.concept))
    const all = actionItems(plan, plan.people as PlanPeople, concepts, 'fluent-emoji-flat')
    const player = all.find((it): it is FigureItem => it.kind === 'figure')
    const stick = all.find((it): it is ArtItem => it.kind === 'art' && it.concept.id === 'field-hockey')
    if (!player || !stick) throw new Error('no player or no stick')
    const s = skeleton(player.person.age, player.pose)
    const hand = { x: player.at.x + s.handR.x, y: player.at.y + s.handR.y }
    expect(hand.x).toBeGreaterThanOrEqual(stick.box.minX)
    expect(hand.x).toBeLessThanOrEqual(stick.box.maxX)
    // The hand at the top of the stick, the blade below it.
    expect(hand.y - stick.box.minY).toBeLessThan((stick.box.maxY - stick.box.minY) * 0.25)
  })
})
