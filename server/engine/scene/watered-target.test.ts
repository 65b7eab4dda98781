// What is watered or hosed down is what the water reaches (people-actions.ts `sprayItems`), not a flower in its
// place: the subject is drawn, once, where the water lands.
import { describe, expect, it } from 'vitest'
import { laidOut, plan } from './pose-test-kit'

describe('the water reaches what is hosed down or watered', () => {
  it.each([
    ['a keeper hosing down a rhino', 'rhinoceros'],
    ['a boy watering plants', 'potted-plant'],
  ])('%s: the %s is the target', (prompt, concept) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('spray')
    const { art, figures } = laidOut(p).drawn
    expect(art.target, prompt).toBeDefined()
    expect(p.subjects[p.people?.object ?? -1]?.concept).toBe(concept)
    // Drawn as the target only, not a second time beside.
    expect(Object.keys(art).filter((k) => /^extra/.test(k))).toEqual([])
    // A rhino is drawn at a rhino's size, not a flower's (3.6 head radii).
    if (concept === 'rhinoceros')
      expect(art.target.maxY - art.target.minY).toBeGreaterThan(figures[0].headR * 5)
  })

  it('a fire is still what the firefighter sprays', () => {
    expect(laidOut(plan('a firefighter spraying a burning house')).drawn.art.target).toBeDefined()
  })
})
