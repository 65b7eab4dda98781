import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A sound shown by its mark: notes in the air over someone singing (sound-marks.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const notes = (prompt: string) => plan(prompt).props.filter((x) => x.concept === 'musical-notes')

describe('a sound drawn by its mark', () => {
  it.each(['a girl singing', 'a bird singing on a branch', 'a boy whistling'])(
    '%s shows notes in the sky',
    (prompt) => {
      expect(notes(prompt)).toEqual([expect.objectContaining({ place: 'sky' })])
    },
  )

  it('draws none where nothing sings, nor a second beside notes drawn', () => {
    expect(notes('a hummingbird')).toEqual([])
    expect(notes('a girl reading')).toEqual([])
    expect(notes('a referee blowing a whistle')).toEqual([])
  })
})
