import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const saidFor = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' }).leftOut

describe('a page says only things it was drawn without', () => {
  it('never a word saying how or where', () => {
    expect(saidFor('an athlete spinning round in the circle to throw the shot put')).not.toContain('round')
    expect(saidFor('a mountain goat standing on a tiny ledge high on a cliff')).not.toContain('high')
    expect(saidFor('a music teacher showing a girl where to put her fingers on the recorder')).toEqual([])
  })

  it('never a thing it draws', () => {
    expect(saidFor('a mountain goat standing on a tiny ledge high on a cliff')).toEqual([])
  })

  it('a part or a measure of a thing said is said by that thing', () => {
    expect(saidFor('two girls doing French skipping with a long loop of elastic')).toEqual(['elastic'])
    expect(saidFor('an organ grinder turning the handle of his barrel organ')).not.toContain('handle')
  })

  it('an owner is no part of the name of the thing said', () => {
    // With room for a fourth thing the cereal is drawn (its bowl); said, it is said by its own name.
    const p = makePlan({
      prompt: "a boy hiding a plastic spider in his dad's cereal",
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(p.subjects.some((s) => s.concept === 'bowl-with-spoon') || p.leftOut.includes('cereal')).toBe(true)
    expect(p.leftOut).not.toContain('dad cereal')
  })

  it('a describing word before a doing is never said alone', () => {
    const said = saidFor('a track cyclist racing round the steep banking of the velodrome')
    expect(said).toContain('velodrome')
    expect(said).not.toContain('steep')
  })

  it('still says a thing it cannot draw', () => {
    expect(saidFor('a red squirrel burying a hazelnut in the moss')).toContain('hazelnut')
  })
})
