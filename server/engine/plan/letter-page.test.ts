import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

describe('letter pages', () => {
  const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

  it('draws the letter and says a thing no drawing shows, never another drawing in its place', () => {
    const gazebo = plan('the letter G with a gazebo')
    expect(gazebo.refusal).toBeNull()
    expect(gazebo.text).toEqual(['G'])
    expect(gazebo.subjects).toEqual([])
    expect(gazebo.leftOut).toEqual(['gazebo'])
  })

  it('draws what the letter is for, and a drawing that starts with it when none is named', () => {
    expect(plan('Y is for yak').subjects.map((s) => s.concept)).toEqual(['yak'])
    expect(plan('the letter B with a bear').subjects.map((s) => s.concept)).toEqual(['bear'])
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const subjects = plan(`the letter ${letter}`).subjects
      expect(subjects.length, letter).toBe(1)
      expect(subjects[0].label[0].toUpperCase(), letter).toBe(letter)
    }
  })

  it("says the word a letter is for when no drawing reads it, never the letter's own drawing in silence", () => {
    for (const [prompt, word] of [
      ['Z is for zip', 'zip'],
      ['A is for arrow', 'arrow'],
      ['E is for eye', 'eye'],
    ]) {
      const p = plan(prompt)
      expect(p.subjects, prompt).toEqual([])
      expect(p.leftOut, prompt).toEqual([word])
    }
    expect(plan('Y is for yurt').subjects.map((s) => s.concept)).toEqual(['yurt'])
  })
})
