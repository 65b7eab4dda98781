import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('a thing no reader knows is said wherever a name stands', () => {
  it.each([
    // (Cornflakes are the bowl of cereal now.)
    ['a girl pouring a bowl of shreddies', 'shreddies'],
    ['a box of ladoos for Diwali', 'ladoos'],
    // The prompt's first word, capitalised as a name.
    ['Sinterklaas arriving on his steamboat with sacks of presents', 'Sinterklaas'],
  ])('%s says %s', (prompt, word) => {
    expect(plan(prompt).leftOut).toContain(word)
  })
})

describe('a word no reader knows where no name stands', () => {
  it.each([
    ['bees flying around a beehive', 'around'],
    ['diyas and fireworks for Diwali', 'diyas'],
  ])('%s does not say %s', (prompt, word) => {
    expect(plan(prompt).leftOut).not.toContain(word)
  })
})

describe('a proper name no reader knows is said whole', () => {
  it.each([
    ['Milford Sound with the mountains around it', 'Milford Sound', 'mountain'],
    ['the Falkirk Wheel lifting a boat', 'Falkirk Wheel', 'boat'],
    ['a girl at the Glastonbury Festival', 'Glastonbury Festival', 'girl'],
  ])('%s says %s and draws the rest', (prompt, name, drawn) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toContain(name)
    expect(p.subjects.map((s) => s.label)).toContain(drawn)
  })

  it.each([
    ['a boy fishing in the Mersey', 'Mersey', 'boy'],
    ['a cat on the steps of a blue street in Chefchaouen', 'Chefchaouen', 'cat'],
    ['the wooden windmills at Zaanse Schans', 'Zaanse Schans', 'windmill'],
    ['the coloured houses of Cinque Terre above the sea', 'Cinque Terre', 'house'],
  ])('%s: a name where the rest is, read whole, is lettered (%s)', (prompt, name, drawn) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.caption).toBe(name)
    expect(p.leftOut.join(' ')).not.toMatch(new RegExp(name.split(' ').join('|')))
    expect(p.subjects.map((s) => s.label)).toContain(drawn)
  })

  it('says a capitalised common word after "in" that may be no place ("in Reception class")', () => {
    const p = plan('a girl in Reception class painting')
    expect(p.caption).toBeUndefined()
    expect(p.leftOut).toContain('Reception')
  })

  it('never draws the common noun the name ends in, nor a thing a capitalised place also names', () => {
    const p = plan('the Radcliffe Camera in Oxford')
    expect(p.subjects.map((s) => s.concept)).not.toContain('camera')
    expect(p.subjects.map((s) => s.concept)).not.toContain('running-shoe')
  })

  it('leaves greetings, holidays, drawings and given names to their readers', () => {
    expect(plan('Happy Birthday Emma').text).not.toBeNull()
    expect(plan("a cake for Mother's Day").leftOut).not.toContain("Mother's Day")
    expect(plan('a Christmas Tree').leftOut).toEqual([])
    expect(plan('a dog in the Snow').leftOut).toEqual([])
  })
})
