import { describe, expect, it } from 'vitest'
import { kitAndDishWords } from './idioms'

describe("a dish's British words", () => {
  it('reads mushy peas as the peas they are', () => {
    expect(kitAndDishWords('fish and chips with mushy peas')).toBe('fish and chips with peas')
  })
})
