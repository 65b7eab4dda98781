import { describe, expect, it } from 'vitest'
import { beingsOfGroup } from './groups-of-beings'
import { droppedInSilence, wordsOf } from './nothing-dropped'
import { readableWords } from './readable-words'

const dropped = (prompt: string, ids: string[], hasPerson = false) => {
  const read = readableWords(prompt)
  const drawn = hasPerson ? [...ids, 'person'] : ids
  return droppedInSilence(read.words, read.typed, { drawnIds: new Set(ids), drawnWords: wordsOf(drawn) })
}

describe('a group of people or animals named', () => {
  it('is people or animals by the classes above it, an institution or a collection neither', () => {
    expect(beingsOfGroup('coastguard')).toEqual(['person'])
    expect(beingsOfGroup('crew')).toEqual(['person'])
    expect(beingsOfGroup('flock')).toEqual(['animal'])
    expect(beingsOfGroup('herd')).toEqual(['animal'])
    expect(beingsOfGroup('school')).toEqual([])
    expect(beingsOfGroup('traffic')).toEqual([])
    expect(beingsOfGroup('party')).toEqual([])
  })

  it('is said when the page draws no one of it, never passed over', () => {
    expect(dropped('the coastguard watching a yacht from the harbour', ['sailboat', 'harbor'])).toEqual([
      'coastguard',
    ])
    expect(
      dropped('a shepherd counting his flock on the hillside', ['person', 'shepherd', 'hillside'], true),
    ).toEqual(['flock'])
  })

  it('is a made thing where WordNet also knows one, never shown by a person', () => {
    expect(dropped('a boy looking at the departures board', ['boy'], true)).toEqual(['departures board'])
  })

  it('is shown by a person or an animal of it on the page', () => {
    expect(dropped('the coastguard watching a yacht', ['person', 'sailboat'], true)).toEqual([])
    expect(dropped('a shepherd counting his flock', ['person', 'shepherd', 'sheep'], true)).toEqual([])
    expect(dropped('a boy singing in the school choir', ['boy'], true)).toEqual([])
  })
})
