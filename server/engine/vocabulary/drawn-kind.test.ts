import { describe, expect, it } from 'vitest'
import { kinOfOtherKindOnly, kinThroughWordnet } from './concept-index'
import { plantForm } from './drawn-kind'

const kin = (word: string) => {
  const found = kinThroughWordnet(word)
  return found ? { id: found.concept.id, standIn: found.standIn, also: found.also?.id } : null
}

describe('kin reached through WordNet is of the same kind', () => {
  it('takes a later sense when the first reaches another kind of thing', () => {
    expect(kin('loon')).toEqual({ id: 'bird', standIn: true, also: undefined })
  })

  it('draws a plant as a plant by its form, with its fruit', () => {
    expect(kin('lemon tree')).toEqual({ id: 'tree', standIn: true, also: 'lemon' })
    expect(kin('apple tree')).toMatchObject({ id: 'tree', also: 'apple' })
    expect(kin('banana tree')).toMatchObject({ id: 'tree', also: 'banana' })
    expect(kin('geranium')?.id).toBe('potted-plant')
    expect(kin('lily')?.id).toBe('flower')
    expect(kin('willow')?.id).toBe('tree')
  })

  it('draws nothing for a plant no drawing looks like', () => {
    expect(plantForm('fern', 0)).toBeNull()
    expect(kin('ivy')).toBeNull()
  })

  it('stands nothing in for a thing whose only kin drawing is one particular thing', () => {
    expect(kin('icicle')).toBeNull()
    expect(kin('gnome')).toBeNull()
    expect(kin('bottle')).toBeNull()
    expect(kinOfOtherKindOnly('icicle')).toBe(true)
  })

  it('keeps kin a child sees as the thing', () => {
    expect(kin('budgie')?.id).toBe('parrot')
    expect(kin('coyote')?.id).toBe('wolf')
    expect(kin('golden retriever')?.id).toBe('dog')
    // A synonym names the thing, whatever WordNet files its drawing under: a can is "canned food".
    expect(kin('can')?.id).toBe('canned-food')
  })
})
