import { describe, expect, it } from 'vitest'
import { readNamedPlaces } from './named-places'

describe('a place word that begins the name of a thing', () => {
  it('reads "a carnival float" as the float, not the fair', () => {
    expect(readNamedPlaces('a carnival float').places).toEqual([])
    expect(readNamedPlaces('a carnival float').rest).toBe('a carnival float')
  })

  it('still reads the place where no thing is named by it', () => {
    expect(readNamedPlaces('a clown at the carnival').places.map((p) => p.prop.concept)).toEqual(['*fair'])
  })
})

describe('a place with a describing word before it', () => {
  it('takes the describing word and the whole place out of the words, leaving no piece of it', () => {
    for (const prompt of ['a cat on a flat rooftop', 'a cat on a red rooftop']) {
      const { places, rest } = readNamedPlaces(prompt)
      expect(places.map((p) => p.prop.concept)).toContain('*rooftop')
      expect(rest).toBe('a cat on a')
    }
  })
})
