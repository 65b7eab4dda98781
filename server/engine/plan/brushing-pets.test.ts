import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A pet brushed is groomed with the grooming brush (activity-gear.ts); a brush named beside an animal is it too,
// one named beside a painter's or a calligrapher's work the paintbrush (home-senses.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]
}

describe('brushing a pet', () => {
  it.each([
    'a girl brushing her guinea pig on her lap',
    'a boy brushing his hamster',
    'a farmer brushing a cow',
    'a boy brushing his fluffy long haired rabbit on his lap',
    'a girl grooming her pony with a brush',
  ])('%s draws the grooming brush', (prompt) => {
    expect(drawn(prompt)).toContain('grooming-brush')
    expect(plan(prompt).leftOut).toEqual([])
  })

  it("brushing the dog's teeth takes the toothbrush, not the grooming brush", () => {
    const things = drawn("a girl brushing the dog's teeth with a tiny toothbrush")
    expect(things).toContain('toothbrush')
    expect(things).not.toContain('grooming-brush')
  })

  it("a calligrapher's brush is the paintbrush", () => {
    expect(drawn('a calligrapher writing Chinese characters with a big brush')).toContain('paintbrush')
    expect(drawn('a girl brushing her hair')).toContain('hairbrush')
  })
})

describe('a net or a board by the game played', () => {
  it.each([
    ['a badminton player jumping to smash the shuttlecock over the net', 'volleyball-net'],
    ['three lads playing sepak takraw, kicking a cane ball over a net', 'volleyball-net'],
    ['a darts player throwing his last dart at a board in the pub', 'dartboard'],
  ])('%s draws the %s', (prompt, id) => {
    expect(drawn(prompt)).toContain(id)
    expect(plan(prompt).leftOut).not.toContain(id === 'dartboard' ? 'board' : 'net')
  })

  it.each([
    ['a fisherman mending his net', 'volleyball-net'],
    ['a boy with a chess board', 'dartboard'],
  ])('%s draws no %s', (prompt, id) => {
    expect(drawn(prompt)).not.toContain(id)
  })
})
