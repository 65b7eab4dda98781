import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { closeTo } from './close-relatives'
import { allDrawableConcepts, conceptForPhrase } from './concept-index'
import { nounSenseOffsets, synsetInfo } from './wordnet'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('an animal Colorly cannot draw is drawn as its one close relative, said (close-relatives.ts)', () => {
  it.each([
    // A weasel, a stoat, a gerbil, a rattlesnake and a tarantula are drawn as their family now, labelled as
    // asked (animal-families.test.ts).
    // A mongoose, a lynx and a mink are drawn as themselves now (wild-cousins-concepts.test.ts).
    ['a cuckoo on a branch', 'cuckoo', 'bird'],
  ])('"%s": the %s is drawn as the %s and the page says so', (prompt, asked, drawn) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(
      p.subjects.map((s) => s.concept),
      prompt,
    ).toContain(drawn)
    expect(p.standIns, prompt).toEqual([{ asked, drawn: conceptForPhrase(drawn)?.label }])
    expect(p.leftOut, prompt).toContain(asked)
  })

  it.each([
    // A cockroach and a wolverine are drawn as their nearest drawn kin, said (nearest-kin.test.ts).
    // The word means first another thing: a nanny is the children's nurse (a crane, the machine, is drawn:
    // art/own-drawings/made-vehicles.ts).
    'a nanny',
  ])('"%s" is not drawn as another animal', (prompt) => {
    const p = plan(prompt)
    expect(p.standIns, prompt).toEqual([])
    expect(p.subjects.map((s) => s.concept).filter((c) => c !== 'person')).toEqual([])
  })
})

// Relatives the catalogue names itself ('~'), drawn and said, that are neither a kind of their drawing nor of
// its genus or family in WordNet: reviewed as a child would take them (a moth for a butterfly, an emu for an
// ostrich, a clam for an oyster, a grasshopper for a cricket, a falcon for an eagle, a marlin for the swordfish:
// both billfish, the sword and the tall fin).
const FURTHER_REVIEWED = new Set(['moth', 'emu', 'clam', 'grasshopper', 'falcon', 'marlin'])
// '~' names of a thing that is no animal, read in their other sense: a bird's perch is the branch it sits on;
// with no bird, the perch is the fish, left out (plan/other-sense-here.ts).
const OTHER_SENSE = new Set(['perch', 'perches'])

describe('the relatives the catalogue names are close by the same rule', () => {
  it("each animal '~' name is a kind of its drawing or shares its genus or family, unless reviewed", () => {
    const far: string[] = []
    for (const concept of allDrawableConcepts())
      for (const alias of concept.aliases ?? []) {
        if (!alias.startsWith('~') || OTHER_SENSE.has(alias.slice(1))) continue
        const word = alias.slice(1)
        const sense = nounSenseOffsets(word).find((s) => synsetInfo(s).kind === 'noun.animal')
        if (sense === undefined) continue
        if (!closeTo(sense, concept, conceptForPhrase) && !FURTHER_REVIEWED.has(word))
          far.push(`${word} -> ${concept.id}`)
      }
    expect(far).toEqual([])
  })
})
