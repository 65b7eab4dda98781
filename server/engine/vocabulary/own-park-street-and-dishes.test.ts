import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { conceptForPhrase } from './concept-index'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => p.subjects.map((s) => s.concept)

describe('park, street and craft things, dishes and fruit (docs/decisions/0171-play-street-and-craft-drawings.md)', () => {
  it.each([
    ['deck chairs', 'deckchair'],
    ['band stand', 'bandstand'],
    ['bus shelters', 'bus-shelter'],
    ['may pole', 'maypole'],
    ['zip wire', 'zip-line'],
    ['zipline', 'zip-line'],
    ['splash park', 'splash-pad'],
    ['paper chains', 'paper-chain'],
    ['watercolours', 'paint-set'],
    ['paint box', 'paint-set'],
    ['mustard', 'mustard'],
    ['samosas', 'samosa'],
    ['egg rolls', 'spring-roll'],
    ['shish kebab', 'kebab'],
    ['lasagne', 'lasagna'],
    ['figs', 'fig'],
    ['litchi', 'lychee'],
  ])('"%s" reaches the %s, an own drawing', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
    expect(OWN_DRAWINGS[id]).toBeDefined()
  })

  it.each([
    ['a bandstand in the park', 'bandstand'],
    ['a deckchair on the beach', 'deckchair'],
    ['a bus shelter in the rain', 'bus-shelter'],
    ['children dancing around a maypole', 'maypole'],
    ['a girl on a zip line', 'zip-line'],
    ['kids playing at a splash pad', 'splash-pad'],
    ['a paper chain', 'paper-chain'],
    ['a box of watercolours', 'paint-set'],
    ['samosas on a plate', 'samosa'],
    ['a plate of lasagna', 'lasagna'],
    ['a kebab', 'kebab'],
    ['figs and lychees', 'lychee'],
  ])('"%s" draws the %s, nothing said left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal).toBeFalsy()
    expect(drawn(p)).toContain(id)
    expect(p.leftOut).toEqual([])
  })

  it('a hot dog with mustard has the mustard beside it, not dropped', () => {
    const p = plan('a hot dog with mustard')
    expect([...drawn(p), ...p.props.map((x) => x.concept)]).toContain('mustard')
    expect(p.leftOut).toEqual([])
  })

  it('"a bus shelter" is no bus', () => {
    expect(drawn(plan('a bus shelter in the rain'))).not.toContain('bus')
  })

  // "paints" is also the verb: a girl who paints a rainbow is given no box of paints.
  it('a girl who paints a rainbow has no paint box', () => {
    expect(drawn(plan('a girl paints a rainbow'))).not.toContain('paint-set')
  })
})

describe('a kimono and a sari are worn on the figure', () => {
  it.each([
    ['a girl wearing a kimono', 'kimono'],
    ['a woman in a sari', 'sari'],
  ])('"%s": the %s is worn from the neck, never as a hat or beside her', (prompt, id) => {
    const p = plan(prompt)
    expect(drawn(p)).not.toContain(id)
    expect(p.props.find((x) => x.concept === id)?.place).toBe('neck')
  })
})
