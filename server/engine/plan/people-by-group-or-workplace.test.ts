// People named by a group word, a workplace or a costume are whole figures doing the thing: a scout troop is
// children, a grocery clerk a person (the grocery said), a class after "at" the lesson, a clown a costumed
// figure, a DJ a person (people-groups.ts, person-compounds.ts, read-people.ts).
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { workplaceBefore } from './person-compounds'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const figures = (prompt: string) => plan(prompt).people?.people ?? []

describe('a group of people WordNet files by its members', () => {
  it.each([
    ['a scout troop putting up a tent', 'scout troop'],
    ['a church choir singing carols', 'church choir'],
    ['a squad of cheerleaders', null],
  ])('"%s" draws the %s as three whole figures', (prompt, label) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    if (label) expect(p.subjects.map((s) => s.label)).toContain(label)
    expect(p.people?.people.length).toBeGreaterThanOrEqual(2)
  })

  it('a choir sings with no band instruments', () => {
    const p = plan('a church choir singing')
    expect(p.subjects.map((s) => s.concept)).not.toContain('guitar')
  })
})

describe('a class after "at", "in" or "during" is the lesson, not a group of children drawn', () => {
  it.each([
    ['a girl doing the splits at ballet class', 1],
    ['a boy climbing a rope in gym class', 1],
    ['students raising their hands in class', 2],
  ])('"%s" draws %i figure(s)', (prompt, count) => {
    expect(figures(prompt)).toHaveLength(count)
  })

  it('a teacher reading to her class still reads to the children', () => {
    expect(figures('a teacher reading to her class').length).toBeGreaterThan(1)
  })

  it('ballet dresses the girl as a ballerina, the tutu named with what is drawn', () => {
    const p = plan('a girl doing the splits at ballet class')
    expect(p.people?.people[0].role).toBe('ballerina')
    expect(p.props.map((q) => q.label)).toContain('tutu')
    expect(plan('a dancer').props.map((q) => q.label)).not.toContain('tutu')
  })
})

describe('a job named by its workplace is the person at the workplace', () => {
  it('a grocery clerk is a person, the grocery said, never a refused page', () => {
    const p = plan('a grocery clerk stacking cans on a shelf')
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.label)).toContain('grocery clerk')
    expect(p.leftOut).toContain('grocery')
  })

  it('a school nurse is the nurse in the classroom, never holding the school', () => {
    const p = plan("a school nurse holding an ice pack on a boy's head")
    expect(p.subjects.map((s) => s.concept)).not.toContain('school')
    expect(p.setting).toBe('classroom')
    expect(p.people?.people.map((q) => q.role)).toContain('nurse')
  })

  it('a bank teller is the teller, the bank said rather than drawn beside them', () => {
    const p = plan('a bank teller counting money')
    expect(p.subjects.map((s) => s.concept)).not.toContain('bank')
    expect(p.leftOut).toContain('bank')
    expect(p.people?.people).toHaveLength(1)
  })

  it('a library assistant is drawn in the library, the assistant no word describing the next', () => {
    const p = plan('a library assistant stamping books')
    expect(p.setting).toBe('library')
    expect(p.people?.people).toHaveLength(1)
    expect(p.subjects.map((s) => s.label)).toContain('library assistant')
  })

  it.each([
    ['a', 'grocery', 'clerk'],
    ['a', 'hospital', 'nurse'],
    ['a', 'bakery', 'chef'],
  ])('"%s %s %s": the %s is a workplace', (...ws) => {
    expect(workplaceBefore(ws, 1)?.phrase).toBe(ws[1])
  })

  it.each([
    ['a', 'zoo', 'keeper'],
    ['a', 'window', 'washer'],
    ['a', 'school', 'bus'],
    ['a', 'toy', 'soldier'],
  ])('"%s %s %s" is no person at a workplace', (...ws) => {
    expect(workplaceBefore(ws, 1)).toBeNull()
  })
})

describe('a person known by a costume or a short word', () => {
  it('a clown is a whole costumed figure, never the clown face', () => {
    const p = plan('a clown squeezing out of a tiny car')
    expect(p.people?.people).toMatchObject([{ role: 'clown', hair: 'curly' }])
    expect(p.subjects.map((s) => s.concept)).toContain('car')
    // A face asked for keeps the bust.
    expect(plan('a clown face').people).toBeUndefined()
  })

  it('a DJ is a person, never a page of balloons', () => {
    const p = plan('a DJ spinning records at a party')
    expect(p.people?.people).toHaveLength(1)
    expect(p.subjects.map((s) => s.label)).toContain('dj')
    // The records are the record player Colorly draws.
    expect(p.subjects.map((s) => s.concept)).toContain('turntable')
  })

  it('fencers hold a sword and wear the mask, never sit inside it', () => {
    const p = plan('two fencers dueling in white masks')
    expect(p.people?.people).toHaveLength(2)
    expect(p.subjects.map((s) => s.concept)).toContain('sword')
    expect(p.props).toContainEqual(expect.objectContaining({ concept: 'mask', place: 'eyes' }))
    expect(p.relations.some((r) => r.relation === 'in')).toBe(false)
  })

  it.each([
    ['a detective with a magnifying glass', 'detective'],
    ['a ninja jumping over a wall', 'ninja'],
  ] as const)('"%s": the art\'s bust is drawn whole, dressed as a %s', (prompt, role) => {
    const p = plan(prompt)
    expect(p.people?.people).toMatchObject([{ role, subject: 0 }])
    expect(p.subjects[0].concept).toBe(role)
  })

  it.each([
    ['an office worker at her desk', 'desk'],
    ['a judge holding a hammer', 'hold'],
  ])('"%s": a person the art draws as a bust does what the prompt says (%s)', (prompt, action) => {
    expect(plan(prompt).people?.action).toBe(action)
  })

  it('an ogre, a giant of folklore, keeps its drawing; a detective face keeps the bust', () => {
    expect(plan('an ogre').people).toBeUndefined()
    expect(plan('a detective face').people).toBeUndefined()
  })
})
