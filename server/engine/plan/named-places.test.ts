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
