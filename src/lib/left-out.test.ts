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

describe('the article before a stand-in', () => {
  it('is "an" before a vowel sound and "a" before a consonant sound', () => {
    const said = (drawn: string) => leftOutNotes({ left_out: ['x'], stand_ins: [{ asked: 'x', drawn }] })[0]
    expect(said('office building')).toBe('Drawn as an office building: Colorly has no x yet')
    expect(said('elf')).toBe('Drawn as an elf: Colorly has no x yet')
    expect(said('obelisk')).toBe('Drawn as an obelisk: Colorly has no x yet')
    expect(said('unicorn')).toBe('Drawn as a unicorn: Colorly has no x yet')
    expect(said('hourglass')).toBe('Drawn as an hourglass: Colorly has no x yet')
    expect(said('eagle')).toBe('Drawn as an eagle: Colorly has no x yet')
    expect(said('tower')).toBe('Drawn as a tower: Colorly has no x yet')
  })

  it('is none before a drawing named in the plural, and kept before a singular ending in -s', () => {
    const said = (drawn: string) => leftOutNotes({ left_out: ['x'], stand_ins: [{ asked: 'x', drawn }] })[0]
    expect(said('ruins')).toBe('Drawn as ruins: Colorly has no x yet')
    expect(said('standing stones')).toBe('Drawn as standing stones: Colorly has no x yet')
    expect(said('ducks')).toBe('Drawn as ducks: Colorly has no x yet')
    for (const word of ['bus', 'cactus', 'dress', 'iris', 'canvas', 'rhinoceros', 'lens'])
      expect(said(word)).toMatch(/^Drawn as an? /)
  })
})
