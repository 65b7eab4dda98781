// A person the prompt has doing something is drawn doing it, not standing idle beside the things named: each
// rule that gives such a doing its pose, by the kind of verb or the shape of the phrase.
import { describe, expect, it } from 'vitest'
import { standsIdle } from '../dev/idle-people'
import { classByKind, worksAThing } from './hands-at-work'
import { makePlan } from './make-plan'
import { raisedVoice, verbClass } from './verb-classes'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const posed = (prompt: string) => {
  const p = plan(prompt)
  const o = p.people?.object
  return { action: p.people?.action, object: o !== null && o !== undefined ? p.subjects[o]?.concept : null }
}

describe('a thing done "with" that no drawing holds', () => {
  it('leaves the verb its pose: the squeegee said, the window cleaned', () => {
    expect(posed('a dad cleaning the windows with a squeegee')).toEqual({
      action: 'work',
      object: 'window',
    })
    expect(plan('a dad cleaning the windows with a squeegee').leftOut).toContain('squeegee')
  })
  it('works the freezer defrosted with a bowl drawn beside', () => {
    expect(posed('a mum defrosting the freezer with a bowl of hot water')).toEqual({
      action: 'work',
      object: 'fridge',
    })
  })
  it('cleans a window standing at it, not down on the ground where a wall is built', () => {
    expect(posed('a girl cleaning the window with a squeegee').action).toBe('work')
    expect(posed('a man building a wall').action).toBe('ground')
  })
  it('still carries a couch carried, and holds a thing that fits the hand', () => {
    expect(posed('two movers carrying a couch').action).toBe('hold')
    expect(posed('a farmer fixing a broken fence with a hammer')).toEqual({
      action: 'hold',
      object: 'hammer',
    })
  })
})

describe('the kinds of verb that are the hands at work', () => {
  it('reads a change made to a thing as work: defrosting, melting, filling', () => {
    for (const v of ['defrost', 'melt', 'fill', 'dry']) expect(classByKind(v), v).toBe('work')
  })
  it('reads a seeing that is first a touch as work, not a watching or a spotting', () => {
    expect(classByKind('scan')).toBe('work')
    expect(classByKind('watch')).toBeNull()
    expect(classByKind('spot')).toBeNull()
    expect(posed('a supermarket cashier scanning a watermelon at the till')).toEqual({
      action: 'work',
      object: 'watermelon',
    })
  })
  it('reads a sound made on a thing as the hands on it, not a listening', () => {
    expect(classByKind('strum')).toBe('work')
    expect(classByKind('listen')).toBeNull()
    expect(posed('a boy strumming a ukulele')).toEqual({ action: 'work', object: 'ukulele' })
  })
  it('sorts a heap of things in the hands', () => {
    expect(verbClass('sorting')).toBe('work')
    expect(posed('a boy sorting a big heap of odd socks into pairs on his bed')).toEqual({
      action: 'work',
      object: 'socks',
    })
  })
})

describe('the shape of the phrase', () => {
  it('works the thing after a particle: "sanding down an old chair"', () => {
    expect(worksAThing('sanding down an old chair'.split(' '), 0)).toBe(true)
    expect(worksAThing('squeezing out of a car'.split(' '), 0)).toBe(false)
    // The sanding block rubbed on the chair (hand-actions.ts).
    expect(posed('a boy sanding down an old chair with sandpaper')).toEqual({
      action: 'tool-on',
      object: 'chair',
    })
  })
  it('works a person read as one drawing: "a girl needle felting"', () => {
    expect(posed('a girl needle felting a little woolly sheep').action).toBe('work')
  })
  it('works a small thing of the sky in the hands, a paper snowflake pinned up', () => {
    expect(posed('a teacher pinning paper snowflakes up in the school corridor')).toEqual({
      action: 'work',
      object: 'snowflake',
    })
  })
  it('works the thing fed into when nothing is held out to no one', () => {
    expect(posed('a grandma feeding wet sheets through an old mangle')).toEqual({
      action: 'work',
      object: 'mangle',
    })
    // An animal fed is still held out to.
    expect(posed('a girl feeding her dog').action).toBe('give')
  })
  it('cups a hand at the mouth for a raised voice, not for a dog called', () => {
    expect(raisedVoice('calling out prices'.split(' '), 0)).toBe(true)
    expect(raisedVoice('yelling at'.split(' '), 0)).toBe(true)
    expect(raisedVoice('calling her dog'.split(' '), 0)).toBe(false)
    expect(posed('a market trader calling out prices from a stall').action).toBe('mouth')
  })
  it('points up at a thing of the sky flown from the ground', () => {
    expect(posed('a dad and son flying a drone over the field')).toEqual({ action: 'point', object: 'drone' })
    expect(posed('a boy flying a kite').action).toBe('kite')
  })
  it('holds what a play fight is fought with', () => {
    expect(posed('two brothers having a water pistol fight')).toEqual({ action: 'hold', object: 'water-gun' })
    expect(posed('kids having a pillow fight')).toEqual({ action: 'hold', object: 'pillow' })
  })
})

describe('people no longer standing idle', () => {
  it.each([
    'a dad cleaning the windows with a squeegee',
    'a boy sanding down an old chair with sandpaper',
    'a teacher pinning paper snowflakes up in the school corridor',
    'a supermarket cashier scanning a watermelon at the till',
    'a market trader calling out prices from a stall',
    'a boy sorting a big heap of odd socks into pairs on his bed',
    'a dad and son flying a drone over the field',
    'a mum defrosting the freezer with a bowl of hot water',
    'a grandma feeding wet sheets through an old mangle',
    'a girl needle felting a little woolly sheep',
    'two brothers having a water pistol fight',
  ])('"%s"', (prompt) => expect(standsIdle(prompt, plan(prompt))).toBeNull())
})
