import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { birdFamilyDrawing } from './bird-families'
import { conceptForPhrase } from './concept-index'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a bird species is drawn as its family, labelled as asked (bird-families.ts)', () => {
  it.each([
    ['a gannet diving into the sea', 'gannet', 'seagull'],
    ['a kestrel hovering over a field', 'kestrel', 'eagle'],
    ['a jay carrying an acorn', 'jay', 'blackbird'],
    ['a magpie on the wall', 'magpie', 'blackbird'],
    ['a wren on the fence', 'wren', 'bird'],
    ['a blue tit at the feeder', 'blue tit', 'bird'],
    ['a great tit on a branch', 'tit', 'bird'],
    ['a thrush with a snail', 'thrush', 'bird'],
    ['a sparrowhawk on a branch', 'sparrowhawk', 'eagle'],
    ['a cormorant on a rock', 'cormorant', 'seagull'],
    ['a budgie in its cage', 'budgie', 'parrot'],
    ['a kookaburra in a tree', 'kookaburra', 'kingfisher'],
    ['a teal on the pond', 'teal', 'duck'],
    ['a hawk', 'hawk', 'eagle'],
    ['a finch', 'finch', 'bird'],
    // The swallow has its own drawing (vocabulary/animals-asked-concepts.ts).
    ['a swallow', 'swallow', 'swallow'],
    ['an emu', 'emu', 'ostrich'],
  ])('"%s": the %s is the %s drawing, nothing said', (prompt, asked, drawn) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.subjects.map((s) => [s.concept, s.label])).toContainEqual([drawn, asked])
    expect(p.standIns, prompt).toEqual([])
    expect(p.leftOut, prompt).toEqual([])
  })

  it.each([
    // Near but not its shape: the page draws it and says so.
    // A family with no drawing of its shape keeps the one rule of close-relatives.ts.
    ['a grebe', 'grebe', 'bird'],
  ])('"%s": drawn as the %s... said', (prompt, asked, drawn) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toContain(drawn)
    expect(p.standIns).toEqual([{ asked, drawn: conceptForPhrase(drawn)?.label }])
  })

  it.each(['crane', 'kite', 'paper crane', 'toy duck', 'tiger', 'snake'])(
    '"%s" is no bird species here',
    (word) => {
      expect(birdFamilyDrawing(word, (w) => conceptForPhrase(w))).toBeNull()
    },
  )
})
