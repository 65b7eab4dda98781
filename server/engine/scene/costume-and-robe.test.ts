import { describe, expect, it } from 'vitest'
import { costumeHat } from '../people/costume-hats'
import { outfitFor } from '../people/outfits'
import { makePlan } from '../plan/make-plan'
import { dressedLook } from './worn-on-figure'

describe('a wizard and a witch', () => {
  it('wear a long robe and a pointed hat; a wizard is bearded, a witch is not', () => {
    const wizard = outfitFor('wizard', 'man', 'elder', 0)
    const witch = outfitFor('wizard', 'woman', 'adult', 0)
    for (const o of [wizard, witch])
      expect(o).toMatchObject({ bottom: 'gown', hat: 'wizard', sleeves: 'long' })
    expect(wizard.extras).toContain('beard')
    expect(witch.extras).not.toContain('beard')
  })

  it('the hat is closed shapes: brim, cone and star', () => {
    const svg = costumeHat({ x: 100, y: 100 }, 20, 'wizard', 2)
    expect(svg.match(/Z/g)?.length).toBeGreaterThanOrEqual(3)
  })
})

describe('a kimono', () => {
  it.each(['a girl in a kimono', 'a man wearing a kimono'])(
    '%s is one long wrapped robe with a sash, never a coat over the own skirt or shorts',
    (prompt) => {
      const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
      const person = p.people?.people[0]
      if (!person) throw new Error(`no person in "${prompt}"`)
      const outfit = dressedLook(person, 0, p.props).look.outfit
      expect(outfit).toMatchObject({ top: 'shirt', bottom: 'gown', sleeves: 'long' })
      expect(outfit.extras).toEqual(expect.arrayContaining(['wrap', 'belt']))
    },
  )
})
