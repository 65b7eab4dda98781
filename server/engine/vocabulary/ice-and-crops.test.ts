import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { conceptForPhrase } from './concept-index'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

describe('an iceberg, grain crops and heather drawn, not said (docs/decisions/0216-plants-and-land-drawn.md)', () => {
  it.each([
    ['iceberg', 'iceberg'],
    ['icebergs', 'iceberg'],
    ['barley', 'barley'],
    ['oats', 'barley'],
    ['ears of wheat', 'barley'],
    ['heather', 'heather'],
    ['shingle', 'pebbles'],
  ])('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
    expect(OWN_DRAWINGS[id]).toBeDefined()
  })

  it('draws an iceberg alone as an iceberg, not a snowman in its place', () => {
    const p = plan('an iceberg')
    expect(p.subjects.map((s) => s.concept)).toEqual(['iceberg'])
  })

  it('stands a penguin on the iceberg it names, in the snow', () => {
    const p = plan('a penguin on an iceberg')
    expect(drawn(p)).toEqual(expect.arrayContaining(['penguin', 'iceberg']))
    expect(p.setting).toBe('snow')
  })

  it.each([
    ['a skylark singing above a field of barley', 'barley'],
    ['a mountain hare crouching in the heather', 'heather'],
  ])('"%s" draws the %s and does not say it', (prompt, id) => {
    const p = plan(prompt)
    expect(drawn(p)).toContain(id)
    expect(JSON.stringify(p.leftOut ?? [])).not.toContain(id)
  })
})
