import { describe, expect, it } from 'vitest'
import { leftOutNotes } from './left-out'

describe('leftOutNotes', () => {
  it('says nothing when nothing was left out, or when the page predates the field', () => {
    expect(leftOutNotes({ left_out: [], stand_ins: [] })).toEqual([])
    expect(leftOutNotes({})).toEqual([])
  })

  it('names what the page is drawn without', () => {
    expect(leftOutNotes({ left_out: ['bamboo'], stand_ins: [] })).toEqual(['Drawn without: bamboo'])
    expect(leftOutNotes({ left_out: ['crib', 'blanket'], stand_ins: [] })).toEqual([
      'Drawn without: crib, blanket',
    ])
  })

  it('says what a close kin was drawn for', () => {
    expect(leftOutNotes({ left_out: ['moose'], stand_ins: [{ asked: 'moose', drawn: 'deer' }] })).toEqual([
      'Drawn as a deer: Colorly has no moose yet',
    ])
    expect(
      leftOutNotes({ left_out: ['pot', 'elk'], stand_ins: [{ asked: 'elk', drawn: 'antelope' }] }),
    ).toEqual(['Drawn without: pot', 'Drawn as an antelope: Colorly has no elk yet'])
  })
})
