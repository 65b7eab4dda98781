// The things an action draws itself round the figure (things-actions-draw.ts): their words are claimed as
// drawn, and only by the action that draws them.
import { describe, expect, it } from 'vitest'
import type { PeopleAction } from './people-plan'
import { ABSORBED, ACTION_THINGS, claimDrawn } from './things-actions-draw'

const claimedBy = (action: PeopleAction, prompt: string) => {
  const claimed = new Set<string>()
  claimDrawn(action, prompt.split(' '), claimed)
  return [...claimed].sort()
}

describe('the things an action draws', () => {
  it('claims the words of the things its pose draws', () => {
    expect(claimedBy('fish', 'a boy fishing with a rod')).toEqual(['fishing', 'rod'])
    expect(claimedBy('picnic', 'a family picnic on a blanket')).toEqual(['blanket', 'picnic'])
    expect(claimedBy('snow-angel', 'a girl making a snow angel')).toEqual(['angel', 'snow'])
  })

  it('claims no word another action draws', () => {
    expect(claimedBy('run', 'a boy running with a rod')).toEqual([])
    expect(claimedBy('picnic', 'a boy fishing with a rod')).toEqual([])
  })

  it('draws its own things, named or not, and takes in the drawings they would be', () => {
    expect(ACTION_THINGS.fish).toEqual(['fishing rod', 'fish'])
    expect(ABSORBED.boat?.test('canoe')).toBe(true)
    expect(ABSORBED.karate?.test('martial-arts-uniform')).toBe(true)
  })
})
