// A fourth thing named beside a group of people (people-scene.ts `inAnotherRow`) stands behind or in front of
// it, or flies above, instead of widening the row: the figures are drawn as large as with three things named.
import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { composeScene } from './compose-scene'
import { laidOut, plan } from './pose-test-kit'

const headR = (prompt: string) => {
  const { drawn } = laidOut(plan(prompt))
  return drawn.figures.filter(Boolean)[0]?.headR ?? 0
}

describe('a fourth thing named does not shrink the people', () => {
  it.each([
    [
      "a giraffe bending down to lick a boy's ice cream at the zoo fence",
      "a giraffe bending down to lick a boy's ice cream at the zoo",
    ],
    [
      'a girl tucking her tooth under the pillow for the tooth fairy',
      'a girl tucking her tooth under the pillow',
    ],
  ])('"%s" draws the figure as large as "%s"', (four, three) => {
    expect(plan(four).subjects.length).toBeGreaterThanOrEqual(4)
    expect(headR(four)).toBeGreaterThan(headR(three) * 0.89)
  })

  it.each([
    ["a giraffe bending down to lick a boy's ice cream at the zoo fence", 'fence'],
    ["a dad pulling his son's wobbly tooth out with a string tied to a door", 'door'],
  ])('"%s": the %s stands behind the group, not beside it', (prompt, id) => {
    const p = plan(prompt)
    const at = p.subjects.findIndex((s) => s.concept === id)
    const { drawn } = laidOut(p)
    const box = drawn.art[`extra${at}`]
    const others = [
      ...Object.entries(drawn.art)
        .filter(([k]) => k !== `extra${at}`)
        .map(([, b]) => b),
      ...drawn.figures.filter(Boolean).map((f) => f.box),
    ]
    // Its middle within the group, not right of everything.
    expect((box.minX + box.maxX) / 2).toBeLessThan(Math.max(...others.map((b) => b.maxX)))
  })
})

// Four things side by side with no people (place-subjects.ts `widenByShare`): each column as wide as its thing.
describe('four things side by side keep their size among three', () => {
  const heightOf = (prompt: string, id: string, complexity: 'easy' | 'intricate') => {
    const p = makePlan({ prompt, complexity, style: 'cartoon', seed: 1 })
    const i = p.subjects.findIndex((s) => s.concept === id)
    const b = composeScene(p).placed[i]
    return b.maxY - b.minY
  }
  it.each(['easy', 'intricate'] as const)('the dog beside a cat, a rabbit and a mouse (%s)', (complexity) => {
    const three = heightOf('a cat, a dog and a rabbit', 'dog', complexity)
    expect(heightOf('a cat, a dog, a rabbit and a mouse', 'dog', complexity)).toBeGreaterThan(three * 0.9)
  })
})
