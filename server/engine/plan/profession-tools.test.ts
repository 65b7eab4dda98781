import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('a profession holds the tool a person would look for', () => {
  it.each([
    ["a nurse taking a little girl's temperature", 'thermometer'],
    ['a carpenter sawing a board', 'carpentry-saw'],
    ['a drummer in a marching band', 'drum'],
    ['Santa Claus checking his list', 'scroll'],
    ['a photographer taking pictures of birds', 'camera'],
    ["a vet bandaging a cat's paw", 'adhesive-bandage'],
  ])('%s: %s in the hands', (prompt, tool) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    const at = p.subjects.findIndex((s) => s.concept === tool)
    expect(at).toBeGreaterThanOrEqual(0)
    expect(p.people?.action).toBe('hold')
    expect(p.people?.object).toBe(at)
  })

  it('"little" is the girl, not the nurse taking her temperature', () => {
    const p = plan("a nurse taking a little girl's temperature")
    expect(p.people?.people.map((q) => `${q.role}:${q.age}`)).toEqual(['nurse:adult', 'casual:child'])
  })

  it('a photographer and a vet are people drawn whole, not said drawn as a kin', () => {
    for (const prompt of ['a photographer taking pictures of birds', "a vet bandaging a cat's paw"]) {
      const p = plan(prompt)
      expect(p.standIns).toEqual([])
      expect(p.leftOut).toEqual([])
    }
  })

  it('the board a carpenter saws has no drawing yet: said, never dropped', () => {
    expect(plan('a carpenter sawing a board').leftOut).toEqual(['board'])
  })

  it('a crossing guard holds a stop sign', () => {
    const p = plan('a crossing guard holding a stop sign')
    expect(p.leftOut).toEqual([])
    expect(p.props.some((q) => q.concept === 'stop-sign' && q.place === 'hand')).toBe(true)
  })
})

describe('knights, elves and cheerleaders are people doing their thing', () => {
  it('on horseback is riding a horse: the knight rides it, drawn whole', () => {
    for (const prompt of ['knight on horseback', 'a cowboy on horseback']) {
      const p = plan(prompt)
      expect(p.leftOut).toEqual([])
      expect(p.subjects.map((s) => s.concept)).toContain('horse')
      expect(p.relations.some((r) => r.relation === 'riding')).toBe(true)
      expect(p.people?.action).toBe('ride')
    }
    expect(plan('knight on horseback').people?.people[0].role).toBe('knight')
  })

  it("an elf in Santa's workshop is one elf, not two Santas; the workshop is drawn with its toys", () => {
    const p = plan("an elf making toys in Santa's workshop")
    expect(p.people?.people.map((q) => q.role)).toEqual(['elf'])
    expect(p.subjects.map((s) => s.concept)).not.toContain('santa')
    expect(p.props.map((q) => q.concept)).toEqual(expect.arrayContaining(['*workshop', '*workshop:toys']))
    expect(p.leftOut).toEqual([])
  })

  it("Santa's sleigh is his to ride: Santa stays on the page", () => {
    expect(plan("reindeer pulling Santa's sleigh").subjects.map((s) => s.concept)).toContain('santa')
  })

  it('a cheerleader cheers with pom poms in her hands, named as drawn', () => {
    const p = plan('a cheerleader with pom poms')
    expect(p.refusal).toBeNull()
    expect(p.people?.action).toBe('cheer')
    expect(p.props.some((q) => q.label === 'pom poms' && q.place === 'hand')).toBe(true)
    expect(p.leftOut).toEqual([])
  })

  it('a garbage collector is a person drawn whole', () => {
    const p = plan('a garbage collector on the garbage truck')
    expect(p.refusal).toBeNull()
    expect(p.people?.people).toHaveLength(1)
  })
})

describe('a selfie', () => {
  it.each(['a girl taking a selfie', 'friends taking a selfie at the beach'])(
    '%s draws the people holding up the phone',
    (prompt) => {
      const p = plan(prompt)
      expect(p.refusal).toBeNull()
      expect(p.people?.action).toBe('hold')
      expect(p.subjects.map((s) => s.concept)).toContain('mobile-phone')
      expect(p.leftOut).toEqual([])
    },
  )
})
