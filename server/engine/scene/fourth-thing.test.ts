// A fourth thing named beside a group of people (people-scene.ts `inAnotherRow`) stands behind or in front of
// it, or flies above, instead of widening the row: the figures are drawn as large as with three things named.
import { describe, expect, it } from 'vitest'
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

  it('the fence stands behind the boy and the giraffe, within the group', () => {
    const p = plan("a giraffe bending down to lick a boy's ice cream at the zoo fence")
    const fence = p.subjects.findIndex((s) => s.concept === 'fence')
    const { drawn } = laidOut(p)
    const box = drawn.art[`extra${fence}`]
    const fig = drawn.figures.filter(Boolean)[0].box
    expect(box.maxY).toBeLessThan(fig.maxY)
  })
})
