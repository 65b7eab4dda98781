// Every person a prompt names is drawn whole, as who they are: the one helped is never dropped, a grandad is a
// man, a woman is grown, one child dressed as a pirate is one figure in pirate clothes.
import { describe, expect, it } from 'vitest'
import { plan } from '../scene/pose-test-kit'

const figures = (prompt: string) => {
  const p = plan(prompt)
  return (p.people?.people ?? []).map((f) => ({
    label: p.subjects[f.subject]?.label,
    age: f.age,
    look: f.look,
    role: f.role,
  }))
}

describe('both people drawn', () => {
  it.each([
    // The plain verb after the one helped is their doing, no describing word: "grandma plant", "man cross".
    ['a girl helping her grandma plant bulbs', 'grandma'],
    ['a guide dog helping a man cross the road', 'man'],
    // A passed-over word before a doing is the person ("a helping" is food to WordNet).
    ['an assistant helping a boy', 'assistant'],
    ['a teaching assistant helping a boy with his sums', 'teaching assistant'],
  ])('"%s" draws the %s', (prompt, who) => {
    expect(figures(prompt).map((f) => f.label)).toContain(who)
  })

  it('leads the man by the guide dog', () => {
    expect(plan('a guide dog helping a man cross the road').people?.action).toBe('pulled')
  })
})

describe('who each person is', () => {
  it.each([
    // A kin word's sex is the kin its gloss opens with ("the father of your father or mother").
    ['a girl with her grandad', 'grandad', 'elder', 'man'],
    ['a boy showing his nan his drawing', 'nan', 'elder', 'woman'],
    ['a boy hugging his gran', 'gran', 'elder', 'woman'],
    ['a girl helping her grandma plant bulbs', 'grandma', 'elder', 'woman'],
    // "little" or "old" is the one it is said before, and a woman is never a child.
    ['a woman walking her little dog', 'woman', 'adult', 'woman'],
    ['a young woman reading', 'woman', 'adult', 'woman'],
    ['a nurse helping an old man walk', 'nurse', 'adult', 'woman'],
    ['a nurse helping an old man walk', 'man', 'elder', 'man'],
    ['a little chef baking', 'chef', 'child', 'man'],
  ])('"%s": the %s is %s, drawn as a %s', (prompt, label, age, look) => {
    expect(figures(prompt).find((f) => f.label === label)).toMatchObject({ age, look })
  })

  it.each([
    ['a girl dressed as a pirate', 'pirate', 'child'],
    ['a boy dressed up as a superhero', 'superhero', 'child'],
    ['a boy in a pirate costume', 'pirate', 'child'],
    ['a man dressed as santa', 'santa', 'elder'],
  ])('"%s" is one person dressed as a %s', (prompt, role, age) => {
    const p = plan(prompt)
    expect(p.people?.people).toHaveLength(1)
    expect(p.people?.people[0]).toMatchObject({ role, age })
    expect(p.leftOut ?? []).toEqual([])
  })
})
