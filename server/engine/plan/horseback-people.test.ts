import { describe, expect, it } from 'vitest'
import { onHorseback } from './horseback-people'
import { makePlan } from './make-plan'

// People on a horse by what WordNet says they are (horseback-people.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a person who rides by what they are is drawn on the horse', () => {
  it.each(['a gaucho swinging a lasso at a runaway calf', 'a polo player'])(
    '%s: the horse drawn and ridden',
    (prompt) => {
      const p = plan(prompt)
      expect(p.subjects.map((s) => s.concept)).toContain('horse')
      expect(p.relations.some((r) => r.relation === 'riding')).toBe(true)
    },
  )

  it('never a second horse, nor one for a game of the water or a compound', () => {
    expect(onHorseback('a polo player swinging her mallet from the back of a galloping pony')).not.toContain(
      'horseback',
    )
    expect(onHorseback('a water polo player rising up out of the pool')).not.toContain('horseback')
    expect(onHorseback('an armadillo next to a cowboy boot')).not.toContain('horseback')
    expect(onHorseback('a porter carrying bags')).not.toContain('horseback')
  })
})
