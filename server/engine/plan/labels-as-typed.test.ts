import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('what the page drew is named in the prompt words', () => {
  it.each([
    ['a chimp cracking nuts with a stone', 'nuts'],
    ['a cute puppy', 'puppy'],
    ['a bear picking berries', 'berries'],
  ])('%s names its drawing "%s"', (prompt, word) => {
    const p = plan(prompt)
    expect([...p.subjects, ...p.props].map((s) => s.label)).toContain(word)
    expect(describeSubjects(p)).toContain(word)
  })

  it('keeps the label when the prompt already says it, and people keep the names their reader gave them', () => {
    expect(plan('a dog in the park').subjects[0].label).toBe('dog')
    expect(plan('Max riding his bike').subjects.map((s) => s.label)).toContain('Max')
  })

  it('labels a thing set beside a subject by the word that named it', () => {
    const p = plan('the Gateway of India with boats in front')
    expect(p.props.map((x) => x.label)).toContain('boats')
  })
})

describe('a drawing standing in is named as drawn', () => {
  it('never labels a stand-in with the word the page says it could not draw', () => {
    const p = plan('a tea strainer')
    expect(p.standIns).toEqual([{ asked: 'tea strainer', drawn: 'sieve' }])
    expect(p.subjects.map((s) => s.label)).toEqual(['sieve'])
  })
})
