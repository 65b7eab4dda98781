// A baby held is the one in the holder's arms (held-in-arms.ts), never a figure of its own nor left unsaid; a
// person named by two words is not drawn again for its last word (person-read-twice.ts).
import { describe, expect, it } from 'vitest'
import { plan } from '../scene/pose-test-kit'
import { describeSubjects } from './make-plan'

describe('a baby held in the arms', () => {
  it.each([
    ['a boy holding his baby sister for the first time on the sofa', 'baby sister'],
    ['a girl holding her baby brother', 'baby brother'],
    ['a nurse holding a newborn baby', 'baby'],
    ['a dad holding his newborn baby in the hospital', 'baby'],
  ])('"%s" cradles one baby and names it', (prompt, named) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('cradle')
    // The holder alone is a figure: the baby is drawn in the arms.
    expect(p.people?.people).toHaveLength(1)
    expect(describeSubjects(p)).toContain(named)
    // A baby subject is absorbed, not drawn again beside the holder.
    const baby = p.subjects.findIndex((s) => s.concept === 'baby')
    if (baby >= 0) expect(p.people?.absorbed).toContain(baby)
  })
})

describe('a person named by two words', () => {
  it('draws a scuba diver once, never a diving bird beside', () => {
    const p = plan('a scuba diver swimming through an old shipwreck')
    const gull = p.subjects.findIndex((s) => s.label === 'diver')
    expect(p.people?.people).toHaveLength(1)
    if (gull >= 0) expect(p.people?.absorbed).toContain(gull)
    expect(p.people?.object).not.toBe(gull)
  })
})
