// A given name doing something is that child drawn whole and named; lettered names stay lettered; a lily after
// "a" stays a flower (given-name-people.ts, given-names.ts).
import { describe, expect, it } from 'vitest'
import { readGivenNames } from './given-name-people'
import { GIVEN_NAME_COUNT, givenName } from './given-names'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

/** The figures drawn for the subject labelled `label`, and the plan. */
const figuresOf = (prompt: string, label: string) => {
  const p = plan(prompt)
  const at = p.subjects.findIndex((s) => s.label === label)
  return { p, at, figures: p.people?.people.filter((q) => q.subject === at) ?? [] }
}

describe('a given name doing something', () => {
  it.each([
    ['Max riding his bike', 'Max', 'man', 'ride'],
    ['max riding his bike', 'Max', 'man', 'ride'],
    ['Emma reading a book', 'Emma', 'woman', 'read'],
    ['Lily mailing a letter at the post box', 'Lily', 'woman', 'work'],
    ['Robin flying a kite', 'Robin', 'person', 'kite'],
    ['Charlie holding a puppy', 'Charlie', 'person', 'hold'],
    ['Emma Smith reading a book', 'Emma Smith', 'woman', 'read'],
    ['will riding his bike', 'Will', 'man', 'ride'],
  ])('"%s" is a child named %s, doing it', (prompt, label, look, action) => {
    const { p, figures } = figuresOf(prompt, label)
    expect(figures, JSON.stringify(p.subjects)).toHaveLength(1)
    expect(figures[0]).toMatchObject({ age: 'child', look, role: 'casual' })
    expect(p.people?.action).toBe(action)
    expect(p.refusal).toBeNull()
    // Never the thing the word also names: soap for "max", a flower for "lily".
    expect(p.subjects.map((s) => s.concept)).not.toContain('soap')
    expect(p.subjects.map((s) => s.concept)).not.toContain('flower')
    expect(p.leftOut.map((w) => w.toLowerCase())).not.toContain(label.toLowerCase())
  })

  it('draws two named children, each named', () => {
    const p = plan('Max and Sam building a fort')
    const named = p.subjects.flatMap((s, i) => (s.label === 'Max' || s.label === 'Sam' ? [i] : []))
    expect(named).toHaveLength(2)
    expect(p.people?.people.filter((q) => named.includes(q.subject))).toHaveLength(2)
    expect(p.subjects.map((s) => s.concept)).not.toContain('soap')
  })

  it('draws one person for a person word and the name after it', () => {
    const son = figuresOf('my son Leo playing soccer', 'son Leo')
    expect(son.p.people?.people).toHaveLength(1)
    expect(son.figures[0]).toMatchObject({ age: 'child', look: 'man' })
    const grandpa = figuresOf('Grandpa Joe fishing', 'Grandpa Joe')
    expect(grandpa.p.people?.people).toHaveLength(1)
    expect(grandpa.figures[0]).toMatchObject({ age: 'elder', look: 'man' })
    expect(grandpa.p.people?.action).toBe('fish')
  })

  it('reads a title and a surname as a grown-up, not the thing the word also names', () => {
    expect(figuresOf('Mr. Smith teaching the class', 'Mr. Smith').figures[0]).toMatchObject({
      age: 'adult',
      look: 'man',
    })
    expect(figuresOf('Dr. Lee listening to a heartbeat', 'Dr. Lee').figures[0]).toMatchObject({
      role: 'doctor',
    })
    // Mrs. Claus is the art's drawing of her, not a woman named Claus.
    expect(plan('Mrs. Claus baking cookies').subjects[0].concept).toBe('mrs-claus')
  })

  it('reads a friend named as the child the name says', () => {
    const { figures } = figuresOf('my friend Emma flying a kite', 'Emma')
    expect(figures[0]).toMatchObject({ age: 'child', look: 'woman' })
  })

  it('puts a named child with the family, the swing and the pet the prompt names', () => {
    const swing = plan('Daisy and Max on the swings')
    expect(swing.subjects.map((s) => s.label)).toEqual(expect.arrayContaining(['Daisy', 'Max']))
    expect(swing.people?.people).toHaveLength(2)
    const mom = plan('Sophia and her mom baking a cake')
    expect(mom.people?.people.map((q) => q.age).sort()).toEqual(['adult', 'child'])
    const puppy = plan('Emma with her puppy')
    expect(puppy.people?.people).toHaveLength(1)
    expect(puppy.subjects[0].label).toBe('Emma')
  })
})

describe('names that stay lettering, things or animals', () => {
  it.each([
    ['happy birthday Emma', ['Happy Birthday', 'Emma']],
    ["Emma's name in bubble letters", ['Emma']],
    ['the name Emma in bubble letters', ['Emma']],
    ['a card for Grandma that says I love you', ['I Love You', 'Grandma']],
    ['a card for emma', ['Emma']],
  ])('"%s" is lettered', (prompt, lines) => {
    const p = plan(prompt)
    expect(p.text).toEqual(lines)
    expect(p.people).toBeUndefined()
    // "bubble letters" say how the name is drawn: no bubbles or envelopes beside it.
    expect(p.subjects.map((s) => s.concept)).not.toContain('envelope')
  })

  it.each([
    ['a lily', 'lily'],
    ['a rose', 'rose'],
    ['a robin', 'bird'],
    ['Rose growing in a pot', 'rose'],
    ['Robin singing on a branch', 'bird'],
    ['Leo the lion', 'lion'],
    ['my dog Max', 'dog'],
  ])('"%s" is drawn as the thing or animal, no person', (prompt, concept) => {
    const p = plan(prompt)
    expect(p.people).toBeUndefined()
    expect(p.subjects.map((s) => s.concept)).toContain(concept)
  })

  it.each([
    ['Poppy and her dog', 'poppy', 'dog'],
    ['Lily and her cat', 'lily', 'cat'],
    ['Rose and her grandma', 'rose', 'old-woman'],
  ])('"%s": a name with what is hers is a person, never the flower', (prompt, flower, hers) => {
    const p = plan(prompt)
    const drawn = p.subjects.map((s) => s.concept)
    expect(drawn).not.toContain(flower)
    expect(drawn).toContain(hers)
    expect(p.people?.people.length).toBeGreaterThanOrEqual(1)
  })

  it('leaves names inside other names and characters alone', () => {
    for (const prompt of ['Big Ben and a red phone booth', 'a menorah with a star of David', 'Harry Potter'])
      expect(readGivenNames(prompt).people, prompt).toEqual([])
    expect(plan('Elsa riding a bike').refusal?.kind).toBe('character')
  })

  it('reads an owner as whose a thing is, no one drawn', () => {
    const p = plan("Emma's kite in the sky")
    expect(p.people).toBeUndefined()
    expect(p.subjects.map((s) => s.concept)).toContain('kite')
  })
})

describe('the given-name list', () => {
  it('holds common names with their usual look, and knows which are also things', () => {
    expect(GIVEN_NAME_COUNT).toBeGreaterThan(800)
    expect(givenName('Emma')).toEqual({ look: 'girl', tier: 'name' })
    expect(givenName('liam')).toEqual({ look: 'boy', tier: 'name' })
    expect(givenName('Sam')?.look).toBe('either')
    expect(givenName('lily')?.tier).toBe('thing')
    expect(givenName('may')?.tier).toBe('word')
    expect(givenName('tuesday')).toBeNull()
  })

  it('holds the names a class brings from many countries, each a child of their usual look', () => {
    expect(GIVEN_NAME_COUNT).toBeGreaterThan(1400)
    for (const [prompt, person] of [
      ['Aoife flying a kite', 'girl'],
      ['Kwame riding his bike', 'boy'],
      ['Zeynep reading a book', 'girl'],
      ['Chidi playing football', 'boy'],
      ['Ananya painting a rainbow', 'girl'],
      ['Sipho and Oisin building a snowman', 'boy'],
      ['Andrea eating noodles', 'child'],
    ] as const) {
      const p = plan(prompt)
      expect(p.refusal, prompt).toBeNull()
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).toContain(person)
    }
  })

  it('keeps a new name that is also a word or a thing the word where no name stands', () => {
    expect(givenName('angus')?.tier).toBe('word')
    expect(givenName('rhea')?.tier).toBe('thing')
    expect(plan('an angus cow in a field').subjects.map((s) => s.concept)).toEqual(['cow'])
    expect(plan('Heidi riding a bike').subjects.map((s) => s.concept)).toContain('girl')
    // A character owned by others is refused before any name is read.
    expect(plan('Moana on a boat').refusal?.kind).toBe('character')
  })
})

describe('a name after a name that is a thing', () => {
  it.each(['a Jack Russell', 'a girl walking her Jack Russell', 'a Jack Russell terrier chasing a ball'])(
    '%s is a dog, no boy named Russell',
    (prompt) => {
      const p = plan(prompt)
      expect(p.subjects.map((s) => s.concept)).toContain('dog')
      expect(p.subjects.map((s) => s.label)).not.toContain('Russell')
      expect(p.leftOut).toEqual([])
    },
  )
})
