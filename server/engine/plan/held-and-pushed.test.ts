// What a person has in the hands (held-and-pushed.ts): the thing an activity needs, named or not, and whether
// a thing is small enough to hold.
import { describe, expect, it } from 'vitest'
import { conceptById } from '../vocabulary'
import { holdable, PUSHED, thingNeeded } from './held-and-pushed'

describe('the thing an activity needs', () => {
  it('gives the sled for sledding and the mower for mowing, not yet read', () => {
    expect(thingNeeded('sled', 'a boy sledding', [])).toEqual({ concept: 'sled', at: undefined })
    expect(thingNeeded('push', 'a man mowing the lawn', [])).toEqual({ concept: 'lawn-mower', at: undefined })
  })

  it('uses the one already read', () => {
    const sled = { s: conceptById('sled'), i: 1 }
    expect(thingNeeded('sled', 'a boy on a sled', [sled])).toEqual({ concept: 'sled', at: 1 })
  })

  it('needs nothing for a doing done with the body', () => {
    expect(thingNeeded('run', 'a boy running', [])).toBeNull()
  })

  it('pushes a thing by its handle', () => {
    expect(PUSHED.stroller).toBeDefined()
    expect(PUSHED['lawn-mower']).toBeDefined()
  })
})

describe('what a person can hold', () => {
  it.each(['dog', 'cat', 'guitar'])('holds a %s in the arms', (id) =>
    expect(holdable(conceptById(id))).toBe(true),
  )
  it.each(['giraffe', 'elephant'])('stands beside a %s', (id) =>
    expect(holdable(conceptById(id))).toBe(false),
  )
})
