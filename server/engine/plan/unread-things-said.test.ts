import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

// A thing no reader took is said, never dropped in silence: a chart on the wall, the plural of a stuff counted
// in pieces, a word no reader knows opening the prompt, a name WordNet spells as one word but typed hyphenated.
describe('things no reader took are said', () => {
  it.each([
    ["a teacher sticking a gold star on a girl's reward chart", 'chart'],
    ['a boy spinning a diabolo on a string between two sticks', 'diabolo'],
    ['ketupat hanging in the doorway for Hari Raya with the family dressed in green', 'ketupat'],
    ['glow-worms lighting up the roof of the Waitomo Caves above a little boat', 'glow-worms'],
    // A plural counts pieces: the made thing of a word first filed as a season or a signal.
    // ("old springs" out of a sofa are the coil spring drawn: things-said-more-concepts.ts.)
    ['a watchmaker fitting tiny springs into a watch', 'tiny springs'],
    // What a thing is made out of is a thing: "rush" the plant, not a hurry.
    ["a girl weaving a Brigid's cross out of rushes for St Brigid's Day", 'rushes'],
    ['a crane driver in his cab lifting steel beams', 'steel beams'],
  ])('%s: says %s', (prompt, word) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toContain(word)
  })

  it('a thing the prompt opens with is its subject: refused for it, never swapped for the place’s own', () => {
    const p = plan('tardigrades crawling on the roof of a cave')
    expect(p.refusal?.error).toBe("Colorly can't draw 'tardigrades' yet.")
    expect(p.subjects.map((s) => s.concept)).not.toContain('bear')
    // Drawn as its kin and said, once WordNet reads it.
    const worms = plan('glow-worms lighting up the roof of a cave')
    expect(worms.subjects.map((s) => s.concept)).not.toContain('bear')
    expect(worms.leftOut).toContain('glow-worms')
    // A place named alone still brings its own.
    expect(plan('a cave').subjects.map((s) => s.concept)).toEqual(['bear'])
  })

  it('the stuff itself, or a plural with its own sense, is no count of pieces', () => {
    expect(plan('a squirrel in the woods').leftOut).not.toContain('woods')
  })
})
