// A second person the prompt attaches "with" the first ("a girl dancing with her dad") is posed as a figure; read
// again as a thing she is with, they were also drawn as an emoji head beside the pair (people-scene.ts isFigure).
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

/** The drawings stood beside the group: the things the people are only "with". */
const besideOf = (prompt: string) => {
  const p = plan(prompt)
  const { drawn } = laidOut(p)
  const extras = Object.keys(drawn.art)
    .filter((k) => k.startsWith('extra'))
    .map((k) => Number(k.slice('extra'.length)))
    .filter((i) => i >= p.subjects.length)
  return { figures: drawn.figures.filter(Boolean).length, extras }
}

describe('a partner posed as a figure is drawn once', () => {
  it.each([
    'a girl dancing with her dad',
    'a girl baking with her grandma',
    'a boy reading with his teacher',
    'a boy playing chess with his grandpa',
  ])('%s: two figures and no head beside them', (prompt) => {
    expect(besideOf(prompt)).toEqual({ figures: 2, extras: [] })
  })

  it('still stands a thing the people are with beside them', () => {
    const { extras } = besideOf('a girl with a horse')
    expect(extras.length).toBeGreaterThan(0)
  })
})
