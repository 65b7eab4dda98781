import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// "Me" beside someone named is a kid on the page; a best friend is a friend drawn (friends-and-me.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ages = (prompt: string) => plan(prompt).people?.people.map((p) => p.age) ?? []

describe('the people a child names beside themselves', () => {
  it.each([
    ['my dad and me fishing', ['adult', 'child']],
    ['me and my dad fishing', ['child', 'adult']],
    ['mommy and me baking cookies', ['adult', 'child']],
    ['grandma and me in the garden', ['elder', 'child']],
  ])('%s draws two people', (prompt, expected) => {
    expect(ages(prompt)).toEqual(expected)
    expect(plan(prompt).leftOut).toEqual([])
  })

  it('"draw me a cat" draws no one', () => {
    expect(plan('draw me a cat').people).toBeUndefined()
  })

  it.each(['a girl and her best friend', 'two best friends', 'best friends holding hands'])(
    '%s draws two children and says nothing',
    (prompt) => {
      const p = plan(prompt)
      expect(ages(prompt)).toEqual(['child', 'child'])
      expect(p.text).toBeNull()
      expect(p.leftOut).toEqual([])
    },
  )

  it('"best friends forever" is still the card', () => {
    expect(plan('best friends forever').text).toEqual(['Best Friends'])
  })
})
