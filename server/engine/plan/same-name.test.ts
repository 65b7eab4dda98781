import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { sameNameSpelled } from './same-name'

// One name spelled as one word, two words or hyphenated is one name: never a stand-in of itself, never a worker
// for its first word, and what a nest is built of is no subject of its own (same-name.ts, job-tools.ts,
// animal-homes.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('one name spelled two ways', () => {
  it('joined, spaced, hyphenated and plural spellings are alike', () => {
    expect(sameNameSpelled('weaver bird', 'weaverbird')).toBe(true)
    expect(sameNameSpelled('sea-horses', 'seahorse')).toBe(true)
    expect(sameNameSpelled('cat fish', 'fish')).toBe(false)
  })

  it('a weaver bird is drawn and named as typed, with no stand-in said and no loom', () => {
    const p = plan('a weaver bird hanging upside down from its round grass nest')
    expect(p.standIns).toEqual([])
    expect(p.leftOut).toEqual([])
    expect(p.subjects[0].label).toBe('weaver bird')
    expect(ids('a weaver bird')).not.toContain('loom')
  })

  it('a weaver at work still has the loom', () => {
    expect(ids('a weaver weaving a rug')).toContain('loom')
  })
})

describe('what a nest is built of', () => {
  it.each(['a weaver bird hanging upside down from its round grass nest', 'a bird in a twig nest'])(
    '%s draws the nest, no grass or twig beside it',
    (prompt) => {
      expect(ids(prompt)).toContain('nest-with-eggs')
      expect(ids(prompt)).not.toContain('grass')
      expect(ids(prompt)).not.toContain('twig')
    },
  )

  it('grass the nest is in is still drawn', () => {
    expect(ids('a bird and a nest in the grass')).toContain('grass')
  })
})
