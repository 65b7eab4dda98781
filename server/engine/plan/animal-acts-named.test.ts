import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('an animal doing what the prompt says, everything named on the page or said', () => {
  it('dives a swimmer into the water with its tail in the air, never up in the sky', () => {
    const p = plan('a duck diving with its tail in the air')
    expect(p.subjects[0]).toMatchObject({ concept: 'duck', pose: 'diving' })
    expect(p.setting).toBe('sea')
    expect(p.namedSetting).not.toBe('air')
    expect(p.parts).toContain('tail')
    expect(p.leftOut).toEqual([])
  })

  it("hangs a bird upside down from its perch, a branch said as the perch's stand-in", () => {
    const p = plan('a parrot hanging upside down from its perch')
    expect(p.subjects.map((s) => s.concept)).toEqual(['parrot', 'branch'])
    expect(p.subjects[0].pose).toBe('upside-down')
    expect(p.relations).toContainEqual({ actor: 0, relation: 'hanging', object: 1 })
    expect(p.standIns).toEqual([{ asked: 'perch', drawn: 'branch' }])
  })

  it('reads a perch with no bird as the fish, never a branch', () => {
    expect(plan('a perch swimming in the river').subjects.map((s) => s.concept)).not.toContain('branch')
  })

  it('keeps the wearer when an animal nibbles what they wear', () => {
    const p = plan("a horse nibbling a boy's hat")
    expect(p.subjects.map((s) => s.concept)).toEqual(['boy', 'horse'])
    expect(p.props).toContainEqual(expect.objectContaining({ place: 'head', subject: 0 }))
    expect(p.leftOut).toEqual([])
    const goat = plan("a goat eating a girl's scarf")
    expect(goat.subjects.map((s) => s.concept)).toEqual(['girl', 'goat'])
    expect(goat.props).toContainEqual(
      expect.objectContaining({ concept: 'scarf', place: 'neck', subject: 0 }),
    )
  })

  it('leaves a person eating what someone else has as it was', () => {
    expect(plan("a boy eating his sister's sandwich").subjects[0].concept).toBe('boy')
  })

  it('says mud on an animal its drawing has none of', () => {
    expect(plan('a sheep with a muddy face').leftOut).toEqual(['muddy face'])
  })

  it("counts a kin drawn in the word's place as the word was", () => {
    // A budgie is the parrot family's drawing, labelled as asked (vocabulary/bird-families.ts).
    const p = plan('two budgies in a cage')
    expect(p.subjects.filter((s) => s.concept === 'parrot')).toHaveLength(2)
    expect(p.standIns).toEqual([])
  })

  it('holds a koala in the arms when hugged', () => {
    expect(plan('a girl hugging a koala').people).toMatchObject({ action: 'hold', object: 1 })
  })
})
