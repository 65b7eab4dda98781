import { describe, expect, it } from 'vitest'
import { costumeHat } from './costume-hats'
import { outfitFor } from './outfits'

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
