import { describe, expect, it } from 'vitest'
import { animalHomeWords } from './animal-home-words'

describe("an animal's own thing named by 'its' (animal-home-words.ts)", () => {
  it.each([
    ['a hamster running on its wheel', 'a hamster running on its hamster wheel'],
    ['a snake shedding its skin', 'a snake shedding its snake skin'],
    ['a badger outside its sett', 'a badger outside its burrow'],
    ['an otter in its holt', 'an otter in its burrow'],
    ['a beaver building its lodge', 'a beaver building its beaver lodge'],
    ['a cat chasing a laser', 'a cat chasing a laser dot'],
    ['a cat chasing a laser dot', 'a cat chasing a laser dot'],
    ['a puppy chasing the laser pointer', 'a puppy chasing the laser dot'],
  ])('"%s" reads "%s"', (prompt, plain) => {
    expect(animalHomeWords(prompt)).toBe(plain)
  })

  it.each(['a boy pushing a wheel', 'a girl shedding her coat', 'a boy with a laser', 'a ski lodge'])(
    '"%s" is left as it is: no animal whose thing it is',
    (prompt) => {
      expect(animalHomeWords(prompt)).toBe(prompt)
    },
  )
})
