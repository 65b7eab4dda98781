import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { occasionPage } from './occasion-pages'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.flatMap((s) => [s.concept, s.label]), ...p.props.map((x) => x.concept)]
}

describe('an occasion named alone is drawn as what a child expects at it', () => {
  it.each([
    ['Christmas', ['christmas-tree', 'gift']],
    ['Easter', ['rabbit', 'egg']],
    ['Hanukkah', ['menorah', 'dreidel']],
    ['Diwali', ['diya-lamp', 'fireworks']],
    ['a sports day', ['child', '*running-track']],
    ['a sleepover', ['girl', 'pillow', 'pajamas']],
    ['a wedding', ['bride', 'groom']],
    ['Passover', ['cracker']],
    ['our school fete', ['child', '*fair']],
  ])('%s', (prompt, things) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(drawn(prompt)).toEqual(expect.arrayContaining(things))
    expect(p.prompt).toBe(prompt)
  })

  it('keeps a greeting lettered and an occasion beside a subject as typed', () => {
    expect(occasionPage('Happy Easter')).toBe('Happy Easter')
    expect(occasionPage('a cat at Christmas')).toBe('a cat at Christmas')
    expect(occasionPage('a Christmas tree')).toBe('a Christmas tree')
    expect(plan('Merry Christmas').text).toEqual(['Merry Christmas'])
  })
})
