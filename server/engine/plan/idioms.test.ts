import { describe, expect, it } from 'vitest'
import { kitAndDishWords } from './idioms'
import { makePlan } from './make-plan'

describe("a dish's British words", () => {
  it('reads mushy peas as the peas they are', () => {
    expect(kitAndDishWords('fish and chips with mushy peas')).toBe('fish and chips with peas')
  })
})

describe('a player of a game no drawing shows', () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

  it.each([
    ['a handball player', 'handball'],
    ['two squash players', 'squash'],
    // An instrument no drawing shows, or a word WordNet does not know, is what is played: said.
    ['a sitar player', 'sitar'],
    ['a kabaddi player', 'kabaddi'],
  ])('%s is the player drawn, the game said, never refused', (prompt, game) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.subjects.some((s) => /^player/.test(s.label))).toBe(true)
    expect(p.leftOut).toContain(game)
  })

  it('an instrument player holds the instrument drawn ("a piano player" is never refused)', () => {
    for (const [prompt, id] of [
      ['a piano player', 'musical-keyboard'],
      ['a tuba player', 'tuba'],
      ['an alphorn player', 'alphorn'],
    ]) {
      const p = plan(prompt)
      expect(p.refusal).toBeNull()
      expect(p.subjects.map((s) => s.concept)).toContain(id)
    }
  })

  it('a game or a player the art draws is read as before', () => {
    expect(plan('a tennis player').subjects.map((s) => s.concept)).toContain('tennis-racket')
    expect(plan('a record player').subjects.map((s) => s.label)).toEqual(['record player'])
  })
})

describe("a people's name before a person", () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

  it.each([
    ['a Kazakh grandmother putting the felt walls round a yurt', 'grandmother'],
    ['a Zulu woman', 'woman'],
    ['a Sherpa guide', 'guide'],
  ])('%s is one person, the %s, never a second one for the name', (prompt, person) => {
    const labels = plan(prompt).subjects.map((s) => s.label)
    expect(labels).toContain(person)
    expect(labels).not.toContain(prompt.split(' ')[1].toLowerCase())
  })

  it('a people named alone is still the person', () => {
    expect(plan('a Scot').subjects.map((s) => s.label)).toEqual(['scot'])
  })
})

describe('a thing named by its shape', () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

  it.each([
    ['a diamond shaped kite', 'kite'],
    ['a heart-shaped balloon', 'balloon'],
    ['a star shaped cookie', 'cookie'],
  ])('%s is the thing alone, its shape no second drawing', (prompt, thing) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toEqual([thing])
    expect(p.leftOut).toEqual([])
  })
})

describe('a doer and a verb in -s', () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

  it('reads the verb as what the doer does, never a thing drawn', () => {
    const p = plan('a boy waves at a bus')
    expect(p.subjects.map((s) => s.concept)).not.toContain('water-wave')
    expect(p.people?.action).toBe('wave')
  })

  it('refuses a made-up creature honestly rather than drawing its verb', () => {
    expect(plan('a glorbix smiles at a girl').refusal?.error).toContain('glorbix')
  })

  it('keeps a creature or a name known whole', () => {
    expect(plan('a fox cubs in the den').subjects.map((s) => s.concept)).toContain('fox')
  })
})

describe("an animal's lead held", () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

  it.each(["a boy holding his puppy's lead", 'a woman holding the goat on its lead'])(
    '%s draws the animal on it, never the lead alone',
    (prompt) => {
      const p = plan(prompt)
      expect(p.subjects.map((s) => s.concept)).toContain('leash')
      expect(p.subjects.length).toBe(3)
      expect(p.leftOut).toEqual([])
    },
  )
})

describe('a boat rowed', () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
  it.each(['a boy rowing a boat across the lake', 'a man rows his little boat'])(
    '%s is the rowing boat',
    (prompt) => {
      const ids = plan(prompt).subjects.map((s) => s.concept)
      expect(ids).toContain('rowboat')
      expect(ids).not.toContain('sailboat')
    },
  )
})
