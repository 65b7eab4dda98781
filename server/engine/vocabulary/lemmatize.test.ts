import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { lemmatize } from './lemmatize'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a plural reaches its singular where the simple rule gives no noun', () => {
  it('tries the other ways English makes a plural, by what WordNet knows', () => {
    expect(lemmatize('walruses')).toBe('walrus')
    expect(lemmatize('octopuses')).toBe('octopus')
    expect(lemmatize('buses')).toBe('bus')
    expect(lemmatize('hooves')).toBe('hoof')
    expect(lemmatize('hippopotami')).toBe('hippopotamus')
    expect(lemmatize('larvae')).toBe('larva')
    expect(lemmatize('grandchildren')).toBe('grandchild')
    expect(lemmatize('dormice')).toBe('dormouse')
    expect(lemmatize('quiches')).toBe('quiche')
    expect(lemmatize('prizes')).toBe('prize')
    expect(lemmatize('ideas')).toBe('idea')
  })

  it('keeps what the rule already gets right, and a doing in -s', () => {
    expect(lemmatize('houses')).toBe('house')
    expect(lemmatize('gloves')).toBe('glove')
    expect(lemmatize('canvas')).toBe('canvas')
    expect(lemmatize('lives')).toBe('live')
    expect(lemmatize('this')).toBe('this')
    expect(lemmatize('geese')).toBe('goose')
  })

  it('draws the animal a plural in -uses names, never says it', () => {
    const walruses = plan('dozens of walruses piled up on a stony beach')
    expect(walruses.subjects.map((s) => s.concept)).toContain('walrus')
    expect(walruses.leftOut).toEqual([])
    const name = plan('the name OLIVER with octopuses')
    expect(name.subjects.map((s) => s.concept)).toContain('octopus')
    expect(name.leftOut).toEqual([])
  })

  it('draws two oxen as oxen, never the cow WordNet files "oxen" under', () => {
    expect(lemmatize('oxen')).toBe('ox')
    const oxen = plan('two oxen pulling a plough')
    expect(oxen.subjects.map((s) => s.concept)).toEqual(['ox', 'ox'])
    expect(oxen.standIns).toEqual([])
  })
})
