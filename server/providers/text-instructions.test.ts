import { describe, expect, it } from 'vitest'
import { keepsSubject, suggestInstructions, tidyModelText } from './text-instructions'

describe('tidyModelText', () => {
  it.each([
    ['"a lion in a savanna"', 'a lion in a savanna'],
    ['Prompt: a lion in a savanna', 'a lion in a savanna'],
    ['**Magic prompt:** a lion in a savanna', 'a lion in a savanna'],
    ['```\na lion in a savanna\n```', 'a lion in a savanna'],
    ['\n\n  a lion   in a savanna  \nHope you like it!', 'a lion in a savanna'],
    ['1. a lion in a savanna', 'a lion in a savanna'],
  ])('turns %j into %j', (answer, expected) => {
    expect(tidyModelText(answer)).toBe(expected)
  })

  it('cuts a rambling answer at a word, under 400 characters', () => {
    const text = tidyModelText(`a lion ${'with a very long mane, '.repeat(40)}`)
    expect(text.length).toBeLessThanOrEqual(400)
    expect(text).toMatch(/^a lion with/)
    expect(text).not.toMatch(/[, ]$/)
  })
})

describe('keepsSubject', () => {
  it('accepts the same words in a richer sentence, plurals and capitals included', () => {
    expect(keepsSubject('a fire truck', 'A bright Fire Trucks parade on a city street')).toBe(true)
  })

  it('rejects a rewrite that drops a word of the subject', () => {
    expect(keepsSubject('a lion and a zebra', 'a lion in the savanna')).toBe(false)
  })
})

describe('suggestInstructions', () => {
  it('names the month, the season and the holiday near it', () => {
    const text = suggestInstructions(new Date(Date.UTC(2025, 11, 5)))
    expect(text).toMatch(/December in the northern hemisphere \(winter\)/)
    expect(text).toMatch(/winter holidays/)
  })
})
