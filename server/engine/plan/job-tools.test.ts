import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

/** The easy plan's held thing (the people's object) and what the page says it left out. */
function held(prompt: string) {
  const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
  const at = p.people?.object
  return { p, thing: at === null || at === undefined ? null : p.subjects[at].concept }
}

describe('the tool a job or a chore puts in the hands', () => {
  it.each([
    ['a vet giving a puppy an injection', 'syringe'],
    ['a nurse giving a vaccine', 'syringe'],
    ['a girl getting her flu jab', 'syringe'],
    ['a vet checking a cat', 'stethoscope'],
    ['an electrician fixing a light', 'screwdriver'],
    ['a gardener weeding the garden', 'trowel'],
    ['a waiter serving food', 'tray'],
    ['a window cleaner cleaning a window', 'sponge'],
    ['a lollipop lady helping children cross the road', 'stop-sign'],
    ['a girl scrubbing the floor', 'sponge'],
    ['a woman cleaning the bathroom', 'sponge'],
    ["a hairdresser drying a girl's hair", 'hair-dryer'],
  ])('%s: %s in the hands, never said left out', (prompt, tool) => {
    const { p, thing } = held(prompt)
    expect(p.refusal).toBeNull()
    expect(thing).toBe(tool)
    // Held up, or at work on the one tended (the hair dryer at the girl's hair).
    expect(p.people?.action).toMatch(/^(hold|tend)$/)
    expect(p.leftOut.join(' ')).not.toMatch(new RegExp(tool.replace('-', ' ')))
  })

  it('a baker kneads the dough with the rolling pin under the hands (hand-actions.ts)', () => {
    const { p } = held('a baker kneading dough')
    expect(p.people?.action).toBe('tool-on')
    expect(p.people?.absorbed.map((i) => p.subjects[i].concept)).toContain('rolling-pin')
    expect(p.leftOut).toEqual([])
  })

  it('a lollipop lady is no lollipop', () => {
    const { p } = held('a lollipop lady helping children cross the road')
    expect(p.subjects.map((s) => s.concept)).not.toContain('popsicle')
    expect(p.subjects.map((s) => s.concept)).not.toContain('lollipop')
  })

  it.each([
    ['dad taking the bins out', 'push', 'wheelie-bin'],
    ['a teacher writing on the board', 'chalkboard', null],
    ['a woman hanging washing on the line', 'put', 'laundry'],
  ])('%s is posed %s', (prompt, action, tool) => {
    const { p, thing } = held(prompt)
    expect(p.people?.action).toBe(action)
    if (tool) expect(thing).toBe(tool)
    expect(p.leftOut).toEqual([])
  })

  it.each([
    // A tool the doing has already keeps the hands: no job tool beside it.
    ["a hairdresser cutting a girl's hair", 'scissors'],
    ['a referee blowing a whistle', 'whistle'],
    ['a gardener mowing the lawn', 'lawn-mower'],
    ['a plumber fixing a sink', 'wrench'],
  ])('%s keeps its own tool (%s)', (prompt, tool) => {
    const { p, thing } = held(prompt)
    expect(thing).toBe(tool)
    expect(p.subjects.map((s) => s.concept)).not.toContain('trowel')
  })

  it('a shot at a goal is no injection', () => {
    const { p } = held('a girl practising her netball shot')
    expect(p.subjects.map((s) => s.concept)).not.toContain('syringe')
  })
})

// A job named alone is known by its tool, held where the job is done: never a stranger in a garden.
describe('a job named alone', () => {
  it.each([
    ['a plumber', 'wrench', null],
    ['a mail carrier', 'envelope', 'city'],
    ['a postman', 'envelope', 'city'],
    ['a zookeeper', 'bucket', 'zoo'],
    ['a lifeguard', 'whistle', 'beach'],
    ['a librarian', 'book', 'library'],
    ['a dentist', 'toothbrush', null],
    ['a janitor', 'mop', null],
    ['a florist', 'bouquet', null],
    ['a waiter', 'tray', null],
  ])('"%s" holds the %s', (prompt, tool, setting) => {
    const p = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toContain(tool)
    expect(p.people?.people).toHaveLength(1)
    if (setting) expect(p.setting).toBe(setting)
  })

  it('a fisherman casts his rod over the water', () => {
    const p = makePlan({ prompt: 'a fisherman', complexity: 'easy', style: 'cartoon' })
    expect(p.people?.action).toBe('fish')
  })

  it('a vacuum cleaner is no cleaner with a mop', () => {
    const p = makePlan({ prompt: 'a vacuum cleaner', complexity: 'easy', style: 'cartoon' })
    expect(p.subjects.map((s) => s.concept)).toEqual(['vacuum-cleaner'])
  })
})

describe('a "with" that says what a place has leaves the hands to the job', () => {
  it('a guitarist in a courtyard with an orange tree still holds the guitar', () => {
    const p = makePlan({
      prompt: 'a Spanish guitarist strumming in a white courtyard with an orange tree',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(p.subjects.map((s) => s.concept)).toContain('guitar')
    expect(p.people?.action).not.toBe('stand')
  })
  it('a thing with the worker still takes the hands', () => {
    const p = makePlan({ prompt: 'a guitarist with a drum', complexity: 'easy', style: 'cartoon' })
    expect(p.subjects.map((s) => s.concept)).not.toContain('guitar')
  })
})
