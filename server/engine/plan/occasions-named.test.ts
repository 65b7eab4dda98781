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
    ['a family at the ceremony', 'ceremony'],
    ['kids at a show', 'show'],
  ])('%s says "%s" and draws the people', (prompt, said) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toEqual([said])
    expect(p.people?.people.length).toBeGreaterThan(0)
  })

  // An event with a venue is drawn there, no longer said (event-venues.ts).
  it.each([
    ['a girl singing at a concert', '*stage'],
    ['kids at the school play', '*stage'],
    ['kids at a parade', '*sidewalk'],
    ['a girl at a dance recital', '*stage'],
    ['a dad at the football match', '*pitch'],
    ['kids ringing bells in the Christmas concert', '*stage'],
    ['kids in the school play', '*stage'],
  ])('%s is drawn at its venue (%s) with the people', (prompt, venue) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toEqual([])
    expect(ids(prompt)).toContain(venue)
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
