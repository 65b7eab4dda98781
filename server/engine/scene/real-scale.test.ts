import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { conceptById, realHeight } from '../vocabulary'
import { composeScene } from './compose-scene'
import { besideHeight, besidePeopleHeight, radiiFor } from './real-scale'

describe('things drawn side by side keep their sizes in the world', () => {
  it('reads a size from what WordNet says a thing is, passing over senses that make it a person', () => {
    const h = (id: string) => realHeight(conceptById(id)) ?? Number.NaN
    expect(h('key')).toBeLessThan(h('blackbird'))
    expect(h('mouse')).toBeLessThan(h('pumpkin'))
    expect(h('dog')).toBeLessThan(h('house'))
    expect(h('cat')).toBeLessThan(h('horse'))
    // "tiger" is first a fierce person in WordNet, "peacock" a butterfly: both are drawn as the animal.
    expect(h('tiger')).toBeGreaterThan(0.5)
    expect(h('peacock')).toBeGreaterThan(0.5)
  })

  it.each([
    ['a crow picking up a shiny key', 'key', 'blackbird'],
    ['a mouse and a pumpkin', 'mouse', 'pumpkin'],
    ['a horse and a cat', 'cat', 'horse'],
    // A flying animal is near, at its own size: the fly a fraction of the bird, the bee of the bear.
    ['a pied wagtail chasing flies across a car park', 'fly', 'bird'],
    ['a bee and a bear', 'bee', 'bear'],
  ])('%s: the %s is drawn smaller than the %s, but big enough to colour', (prompt, small, big) => {
    for (const complexity of ['easy', 'intricate'] as const) {
      const plan = makePlan({ prompt, complexity, style: 'cartoon', seed: 1 })
      const placed = composeScene(plan).placed
      const height = (id: string) => {
        const i = plan.subjects.findIndex((s) => s.concept === id)
        expect(i, `${id} drawn`).toBeGreaterThanOrEqual(0)
        return placed[i].maxY - placed[i].minY
      }
      expect(height(small), complexity).toBeLessThan(height(big) * 0.8)
      expect(height(small), complexity).toBeGreaterThan(height(big) * 0.25)
    }
  })

  it('draws small things beside people smaller, never below a colourable size nor above the old one', () => {
    const cupcake = besidePeopleHeight(conceptById('cupcake'), 4.2)
    expect(cupcake).toBeLessThan(4.2)
    expect(cupcake).toBeGreaterThanOrEqual(2.4)
    expect(besidePeopleHeight(conceptById('horse'), 4.2)).toBe(4.2)
  })
})

describe('a thing too big to hold stands beside the person', () => {
  it.each([
    ['a firefighter washing the fire engine with a sponge', false],
    ['a girl holding a guitar', true],
    ['a boy holding a book', true],
  ])('%s: held %s', (prompt, held) => {
    const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
    expect(plan.people?.action === 'hold').toBe(held)
  })
})

describe('one scale for things drawn with people', () => {
  it('draws a thing people have larger than life by a third, one the figure works at at its own scale', () => {
    expect(radiiFor(1.7, 'figure')).toBeCloseTo(10.6)
    expect(radiiFor(1.7)).toBeCloseTo(14)
    // A thing a metre tall: at the figures' scale beside them, larger among what they have (under the cap).
    const cart = conceptById('shopping-cart')
    const metres = realHeight(cart) ?? 0.8
    expect(besideHeight(cart)).toBeCloseTo(Math.min(9, Math.max(2.6, (metres * 10.6) / 1.7)))
    expect(besidePeopleHeight(cart, 99)).toBeCloseTo(Math.max(2.4, (metres * 14) / 1.7))
  })
})
