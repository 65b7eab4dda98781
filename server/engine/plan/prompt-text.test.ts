import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { findPromptText, withoutAudience } from './prompt-text'

describe('a holiday named after "for" is when, not a name to letter', () => {
  it.each([
    'a family making dumplings for Lunar New Year',
    'a lantern for Chinese New Year',
    'a boat for Dragon Boat Festival',
  ])('%s: no lettering, no place read from the name', (prompt) => {
    const text = findPromptText(prompt)
    expect(text.lines).toEqual([])
    expect(text.rest).not.toMatch(/lunar|chinese|dragon/i)
    const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
    expect(plan.text).toBeNull()
    expect(plan.setting).not.toBe('moon')
  })

  it('still letters a given name after "for"', () =>
    expect(findPromptText('a card for Emma').lines).toEqual(['Emma']))
})

describe('"a word ..." is a thing of words, "the word ..." the lettering', () => {
  it('letters the word after "the word" or "word"', () => {
    expect(findPromptText('the word LOVE with hearts').lines).toEqual(['LOVE'])
    expect(findPromptText('word HOPE in bubble letters').lines).toEqual(['HOPE'])
  })

  it('letters nothing for a word search or a word game', () => {
    expect(findPromptText('a granny doing a word search with a mug of cocoa').lines).toEqual([])
    expect(findPromptText('kids playing a word game').lines).toEqual([])
  })
})

describe('someone colouring', () => {
  it('keeps "a toddler colouring in" as the toddler doing it, and a toddler colouring page as a page', () => {
    expect(withoutAudience('a toddler colouring in with a fat crayon')).toContain('toddler')
    expect(withoutAudience('a toddler colouring page of a duck')).not.toContain('toddler')
    expect(withoutAudience('a kids coloring page of a lion')).not.toContain('kids')
  })
})

describe('words typed in capitals are the lettering', () => {
  it('"BE KIND with rainbows and hearts": BE KIND lettered, the rest drawn', () => {
    const text = findPromptText('BE KIND with rainbows and hearts')
    expect(text.lines).toEqual(['BE KIND'])
    expect(text.rest).not.toMatch(/kind/i)
    const plan = makePlan({
      prompt: 'BE KIND with rainbows and hearts',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(plan.text).toEqual(['BE KIND'])
    expect(plan.subjects.map((s) => s.concept)).toContain('rainbow')
  })

  it('one initialism or a prompt typed all in capitals letters nothing', () => {
    expect(findPromptText('a DJ at the school disco').lines).toEqual([])
    expect(findPromptText('a PE teacher holding the tape').lines).toEqual([])
    expect(findPromptText('A CAT IN A HAT').lines).toEqual([])
  })
})
