import { describe, expect, it } from 'vitest'
import { droppedInSilence, wordsOf } from './nothing-dropped'
import { readableWords } from './readable-words'

// Things named where someone goes over or round them, whatever WordNet files the word under first: said when
// the page lacks them, never dropped in silence. New prompts of the shape, not the ones that showed the hole.

const dropped = (prompt: string, drawn: string[]) => {
  const read = readableWords(prompt)
  return droppedInSilence(read.words, read.typed, { drawnIds: new Set(drawn), drawnWords: wordsOf(drawn) })
}

describe('things gone over or round', () => {
  it.each([
    ['a pony leaping over tiny jumps', ['pony'], 'jumps'],
    ['a woodcutter stepping over fallen trunks', ['woodcutter'], 'trunks'],
    ['two boys racing round their long shadows', ['boy'], 'shadows'],
  ])('%s says what it is drawn without', (prompt, drawn, said) => {
    expect(dropped(prompt, drawn)).toEqual([expect.stringMatching(new RegExp(`\\b${said}$`))])
  })

  it('passes over a time gone through', () => {
    expect(dropped('a tortoise walking through the long years', ['tortoise'])).toEqual([])
  })
})
