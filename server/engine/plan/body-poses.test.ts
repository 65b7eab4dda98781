// Doings of the body read from the words: the pose the verb's class alone left standing, and the body part shown.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const action = (prompt: string) => plan(prompt).people?.action

describe('doings of the body', () => {
  it('puts a part of their own body at the mouth, and a thing that is no food', () => {
    for (const prompt of [
      'a boy sucking his thumb in his cot',
      'a girl biting her nails',
      'a baby sucking her thumb',
    ])
      expect(action(prompt)).toBe('mouth')
    expect(plan('a boy sucking his thumb').parts).toContain('thumb')
    const mitten = plan('a boy licking snow off his mitten in winter')
    expect(mitten.people?.action).toBe('mouth')
    expect(mitten.subjects[mitten.people?.object ?? -1]?.concept).toBe('gloves')
    // Food is still eaten.
    expect(action('a boy licking an ice cream')).toBe('eat')
  })

  it('stretches with nothing stretched, and not a thing stretched', () => {
    expect(action('a girl stretching before a race')).toBe('stretch')
    expect(action('a man stretching his arms')).toBe('stretch')
  })

  it('balances a thing on the head, which the page shows', () => {
    const book = plan('a girl balancing a book on her head')
    expect(book.people?.action).toBe('on-head')
    expect(book.subjects[book.people?.object ?? -1]?.concept).toBe('book')
    expect(book.parts).toContain('head')
    expect(action('a woman balancing a basket on her head')).toBe('on-head')
  })

  it('dives into water, and a goalie still dives for the ball', () => {
    expect(action('a boy diving off the side of the pool')).toBe('dive')
    expect(action('a girl diving off the rocks into the sea')).toBe('dive')
    expect(action('a goalie diving to catch the ball')).toBe('dive')
    expect(action('a girl diving into a pile of leaves')).not.toBe('dive')
  })

  it('paddles in shallow water', () => {
    expect(action('kids paddling in the sea on summer holiday')).toBe('wade')
    expect(action('a boy wading in the river')).toBe('wade')
  })

  it('gives a horsey ride on the back, the ride drawn and not said left out', () => {
    const ride = plan('a dad giving his daughter a horsey ride on his back')
    expect(ride.people?.action).toBe('horsey')
    expect(ride.leftOut).toEqual([])
    // The daughter rides her dad.
    const dad = ride.subjects.findIndex((s) => s.label === 'dad')
    expect(ride.relations).toContainEqual({ actor: dad === 0 ? 1 : 0, relation: 'riding', object: dad })
  })

  it('draws an arm in a sling, the sling not left out', () => {
    const sling = plan('a boy with his arm in a sling')
    expect(sling.people?.action).toBe('sling')
    expect(sling.leftOut).toEqual([])
    expect(sling.parts).toContain('arm')
    expect(sling.props.some((p) => p.label === 'sling' && p.subject === 0)).toBe(true)
  })

  it('brushes hair with a hairbrush in the hand, a comb for combing', () => {
    const brush = plan("mum brushing her daughter's hair")
    expect(brush.people?.action).toBe('tend')
    expect(brush.subjects[brush.people?.object ?? -1]?.concept).toBe('hairbrush')
    expect(brush.people?.absorbed).toContain(brush.people?.object)
    const comb = plan("a dad combing his son's hair")
    expect(comb.subjects[comb.people?.object ?? -1]?.concept).toBe('comb')
  })
})
