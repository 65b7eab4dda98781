import { FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import { promptRefusalOf, suggestionsOf } from './prompt-refusal'

const fetchError = (status: number, data: unknown) =>
  Object.assign(new FetchError('failed'), { status, data })

describe('promptRefusalOf', () => {
  it('reads the message and suggestions of a 422', () => {
    expect(
      promptRefusalOf(
        fetchError(422, { error: "Colorly can't draw 'axolotl' yet.", suggestions: ['a frog'] }),
      ),
    ).toEqual({
      message: "Colorly can't draw 'axolotl' yet.",
      suggestions: ['a frog'],
    })
  })

  it('is null for other failures, and for a 422 without a message', () => {
    expect(promptRefusalOf(fetchError(400, { error: 'Bad', suggestions: ['a frog'] }))).toBeNull()
    expect(promptRefusalOf(fetchError(422, {}))).toBeNull()
    expect(promptRefusalOf(new Error('offline'))).toBeNull()
  })
})

describe('suggestionsOf', () => {
  it('keeps text only, trimmed, without repeats, at most five', () => {
    expect(suggestionsOf({ suggestions: [' a frog ', 'a frog', '', 3, 'a b', 'c', 'd', 'e', 'f'] })).toEqual([
      'a frog',
      'a b',
      'c',
      'd',
      'e',
    ])
    expect(suggestionsOf({ suggestions: 'a frog' })).toEqual([])
    expect(suggestionsOf(null)).toEqual([])
  })
})
