import { describe, expect, it } from 'vitest'
import { TALL } from './action-items'

describe('things drawn tall beside people', () => {
  it("reads the whole words of a drawing's id: a fire truck or a treehouse is tall, a carrot or a scarf is not", () => {
    for (const id of [
      'fire-truck',
      'christmas-tree',
      'house',
      'treehouse',
      'carousel',
      'horse',
      'double-decker-bus',
    ])
      expect(TALL.test(id), id).toBe(true)
    for (const id of [
      'carrot',
      'scarf',
      'birdhouse',
      'cardigan',
      'horseshoe',
      'street',
      'bush',
      'shopping-cart',
    ])
      expect(TALL.test(id), id).toBe(false)
  })
})
