// The words that name a person and who each is (people-words.ts): the table read-people.ts finds in a prompt.
import { describe, expect, it } from 'vitest'
import { isPersonWord, isSomeone, whoNamed, words } from './people-words'

describe('words that name a person', () => {
  it.each(['girl', 'firefighter', 'police officer', 'grandma', 'skier', 'family', 'dj'])(
    '"%s" is a person',
    (w) => expect(isPersonWord(w)).toBe(true),
  )
  it.each(['dog', 'kite', 'house'])('"%s" is no person', (w) => expect(isPersonWord(w)).toBe(false))

  it('says who each is: role, age, look and how many', () => {
    expect(whoNamed('Police Officer')).toEqual({ role: 'police' })
    expect(whoNamed('grandma')).toEqual({ role: 'casual', look: 'woman', age: 'elder' })
    expect(whoNamed('family')).toEqual({ role: 'casual', count: 4, group: 'family' })
    expect(whoNamed('witches')).toEqual({ role: 'wizard', look: 'woman', count: 2 })
  })

  it("knows the table's people as someone, and no thing as anyone", () => {
    expect(isSomeone('nana')).toBe(true)
    expect(isSomeone('kite')).toBe(false)
  })

  it("splits a prompt into its words, a possessive's 's dropped and hyphens split", () => {
    expect(words("A girl's kite-flying day, at 3!")).toEqual(['a', 'girl', 'kite', 'flying', 'day', 'at'])
  })
})
