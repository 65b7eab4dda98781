// Indoor activities are drawn in their room when the prompt names no place; outdoor words keep them outside.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const settingOf = (prompt: string) =>
  makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 }).setting

describe('the room an activity happens in', () => {
  it.each([
    ['a boy sleeping', 'bedroom'],
    ['a girl sleeping in her bed', 'bedroom'],
    ['a baby taking a nap', 'bedroom'],
    ['a boy getting dressed', 'bedroom'],
    ['a boy playing video games', 'bedroom'],
    ['a girl playing the piano', 'bedroom'],
    ['mom cooking dinner', 'kitchen'],
    ['a girl baking cookies', 'kitchen'],
    ['a chef stirring a pot', 'kitchen'],
    ['a boy setting the table', 'kitchen'],
    ['a boy doing his homework', 'classroom'],
    ['a student raising her hand', 'classroom'],
    ['a girl drawing at her desk', 'classroom'],
  ])('"%s" is in the %s', (prompt, room) => {
    expect(settingOf(prompt)).toBe(room)
  })

  it.each([
    'a boy sleeping in a tent',
    'a girl napping under a tree',
    'dad cooking on the grill',
    'a boy and his dog sleeping by the fire',
    'a girl baking cookies in the garden',
  ])('keeps "%s" out of the rooms', (prompt) => {
    expect(['bedroom', 'kitchen', 'classroom']).not.toContain(settingOf(prompt))
  })

  it('keeps a place the prompt names', () => {
    expect(settingOf('a boy doing his homework in the library')).toBe('library')
    expect(settingOf('a girl sleeping on the beach')).toBe('beach')
  })
})
