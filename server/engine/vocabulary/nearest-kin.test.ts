import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { conceptForPhrase } from './concept-index'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('an animal with no drawing nor one close relative is drawn as its nearest drawn kin, said', () => {
  it.each([
    // The nearest drawing below the kind it is, or the kind above that (nearest-kin.ts).
    ['a cockroach', 'cockroach', 'praying-mantis'],
    ['a binturong in a tree', 'binturong', 'mongoose'],
    ['a bilby', 'bilby', 'possum'],
    ['an aphid on a leaf', 'aphid', 'cicada'],
    ['a plesiosaur swimming', 'plesiosaur', 'dinosaur'],
    ['a sea cucumber', 'sea cucumber', 'starfish'],
    ['a barnacle on a rock', 'barnacle', 'crab'],
    ['a limpet on a rock', 'limpet', 'snail'],
    // To WordNet only a burrowing mammal, a kind too broad to walk; read by its head, a mole rat.
    ['a naked mole rat', 'naked mole rat', 'rat'],
    // A drawn animal naming a kind beside it: a mountain goat, a goat antelope like the chamois.
  ])('"%s": the %s is drawn as the %s and the page says so', (prompt, asked, drawn) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(
      p.subjects.map((s) => s.concept),
      prompt,
    ).toContain(drawn)
    expect(p.standIns, prompt).toContainEqual({ asked, drawn: conceptForPhrase(drawn)?.label })
  })

  it('a civet cat, the kind a binturong is, is no cat', () => {
    expect(plan('a binturong').subjects.map((s) => s.concept)).not.toContain('cat')
  })
})
