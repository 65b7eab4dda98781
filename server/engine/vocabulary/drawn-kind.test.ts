import { describe, expect, it } from 'vitest'
import { kinOfOtherKindOnly, kinThroughWordnet } from './concept-index'
import { plantForm } from './drawn-kind'

const kin = (word: string) => {
  const found = kinThroughWordnet(word)
  return found ? { id: found.concept.id, standIn: found.standIn, also: found.also?.id } : null
}

describe('kin reached through WordNet is of the same kind', () => {
  it('draws a far bird as the bird, and says so; a bird with its own drawing is that drawing', () => {
    expect(kin('grebe')).toEqual({ id: 'bird', standIn: true, also: undefined })
    // A loon is first an idler (a "loafer") in WordNet, once drawn as a shoe: now Colorly's own loon.
    expect(kin('loon')?.id).toBe('loon')
  })

  it('draws a plant as a plant by its form, with its fruit', () => {
    expect(kin('pear tree')).toEqual({ id: 'tree', standIn: true, also: 'pear' })
    expect(kin('cherry tree')).toMatchObject({ id: 'tree', also: 'cherries' })
    expect(kin('banana tree')).toMatchObject({ id: 'tree', also: 'banana' })
    expect(kin('begonia')?.id).toBe('flower')
    expect(kin('fuchsia')?.id).toBe('bush')
    expect(kin('lily')?.id).toBe('flower')
    expect(kin('willow')?.id).toBe('tree')
  })

  it('draws nothing for a plant no drawing looks like', () => {
    expect(plantForm('fern', 0)).toBeNull()
    expect(kin('ivy')).toBeNull()
  })

  it('stands nothing in for a thing whose only kin drawing is one particular thing', () => {
    // The baby's bottle has a teat: a flask is the plain bottle, said (icicles and a gnome, once said so, and
    // the bottle have drawings of their own now).
    expect(kin('carafe')?.id).toBe('bottle')
    expect(kin('icicle')?.id).toBe('icicles')
    // Hailstones are ice, but no ice cube is them: said, never drawn as one.
    expect(kin('hailstone')).toBeNull()
    expect(kinOfOtherKindOnly('hailstone')).toBe(true)
  })

  it('keeps kin a child sees as the thing', () => {
    expect(kin('budgie')?.id).toBe('parrot')
    expect(kin('wolf pup')?.id).toBe('wolf')
    // A person is never a thing: a booby (a fool) is no dumbbell.
    expect(kin('booby')?.id).not.toBe('dumbbell')
    expect(kin('golden retriever')?.id).toBe('dog')
    // A synonym names the thing, whatever WordNet files its drawing under: a can is "canned food".
    expect(kin('can')?.id).toBe('canned-food')
  })
})
