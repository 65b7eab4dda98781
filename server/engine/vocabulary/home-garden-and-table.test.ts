import { describe, expect, it } from 'vitest'
import { OWN_DRAWINGS } from '../art/own-drawings'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'

const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

// Garden, school, table and holiday things a child or a teacher asks for, each drawn as itself, never refused,
// said or swapped for a cousin (docs/decisions/0193-home-school-and-sport-things.md).
describe('garden, school, table and holiday things are drawn as themselves', () => {
  it.each([
    ['a garden fork', 'garden-fork'],
    ['a boy digging with a garden fork', 'garden-fork'],
    ['a cricket bat', 'cricket-bat'],
    ['a bug hotel', 'bug-hotel'],
    ['an insect hotel in the garden', 'bug-hotel'],
    ['a compost heap', 'compost-heap'],
    ['a man with a leaf blower', 'leaf-blower'],
    ['a hole punch', 'hole-punch'],
    ['a boy in his school uniform', 'school-uniform'],
    ['a netball hoop', 'netball-hoop'],
    ['shin pads', 'shin-pads'],
    ['a tagine', 'tagine'],
    ['a bowl of couscous', 'couscous'],
    ['shortbread', 'shortbread'],
    ['a crumpet', 'crumpet'],
    ['a sausage roll', 'sausage-roll'],
    ['a girl floating on a lilo', 'lilo'],
    ['a windbreak on the beach', 'windbreak'],
    ['a hanky', 'hanky'],
    ['a handkerchief', 'hanky'],
    ['a clothes horse', 'clothes-horse'],
    ['a toast rack', 'toast-rack'],
    ['tinsel', 'tinsel'],
  ])('%s', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeFalsy()
    expect(drawn(p), prompt).toContain(id)
    expect(p.leftOut ?? [], prompt).toEqual([])
    expect(OWN_DRAWINGS[id], id).toBeDefined()
  })

  it('never draws the cousin the word used to reach', () => {
    expect(drawn(plan('a garden fork'))).not.toContain('fork-and-knife')
    expect(drawn(plan('a cricket bat'))).not.toContain('bat')
    expect(drawn(plan('a cricketer swinging his bat'))).not.toContain('bat')
    expect(drawn(plan('a leaf blower'))).not.toContain('fallen-leaf')
    expect(drawn(plan('a windbreak'))).not.toContain('hedge')
    expect(drawn(plan('a compost bin'))).not.toContain('compost-heap')
  })

  it('a lilo is the airbed; Lilo with Stitch is still the character', () => {
    expect(plan('a lilo').refusal).toBeFalsy()
    expect(plan('Lilo and Stitch').refusal?.kind).toBe('character')
  })
})
