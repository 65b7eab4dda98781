import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// An occasion someone is at is said when nothing draws it, never its thing sense's drawing (occasions-named.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ids = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('an occasion someone is at', () => {
  it.each([
    ['a girl singing at a concert', 'concert'],
    ['kids at the school play', 'school play'],
    ['kids at a parade', 'parade'],
    ['a girl at a dance recital', 'dance recital'],
    ['a dad at the football match', 'football match'],
    ['kids ringing bells in the Christmas concert', 'Christmas concert'],
    ['kids in the school play', 'school play'],
  ])('%s says "%s" and draws the people', (prompt, said) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toEqual([said])
    expect(p.people?.people.length).toBeGreaterThan(0)
  })

  it('is never its thing sense drawn: a match is no matchbox, a recital no yarn', () => {
    expect(ids('a dad at the football match')).not.toContain('matchbox')
    expect(ids('a girl at a dance recital')).not.toContain('yarn')
  })

  it('keeps an occasion the art draws, and places and things after "at"', () => {
    expect(ids('a boy at the circus')).toContain('circus-tent')
    expect(ids('a family at a wedding')).toContain('wedding')
    for (const prompt of [
      'a girl at the shop',
      'a cat at the window',
      'kids at the table',
      'a boy at the beach',
    ])
      expect(plan(prompt).leftOut, prompt).toEqual([])
  })

  it('draws summer camp as its tent', () => {
    const p = plan('kids at summer camp')
    expect(ids('kids at summer camp')).toContain('tent')
    expect(p.leftOut).toEqual([])
  })
})
