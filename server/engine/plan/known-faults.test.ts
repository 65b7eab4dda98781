import { describe, expect, it } from 'vitest'
import { containerNamedByContent, contentNamedWithContainer } from './container-names'
import { listedApart, otherName } from './kin-named-apart'
import { makePlan } from './make-plan'

// Reading faults fixed by the rule behind each: a word read in another sense, a two-word name split, a
// number or a person dropped.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const labels = (prompt: string) => plan(prompt).subjects.map((s) => s.label)
const concepts = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)
const said = (prompt: string) => {
  const p = plan(prompt)
  return [...p.leftOut, ...p.standIns.map((s) => s.asked)]
}

describe('a container and what it holds are one thing', () => {
  it.each([
    ['a milk bottle', 'milk bottle', 'bottle'],
    ['a honey jar', 'honey jar', 'jar'],
    ['a juice bottle', 'juice bottle', 'bottle'],
  ])('%s is the container, named as asked', (prompt, label, concept) => {
    expect(labels(prompt)).toEqual([label])
    expect(concepts(prompt)).toEqual([concept])
    expect(said(prompt)).toEqual([])
  })

  it('a milkman carries milk bottles, no glass of milk', () => {
    expect(concepts('a milkman with milk bottles')).not.toContain('glass-of-milk')
  })

  it.each(['a pod of peas', 'peas in a pod'])('%s is the one pea pod, nothing refused or said', (prompt) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.subjects.map((s) => s.concept)).toEqual(['pea-pod'])
    expect(said(prompt)).toEqual([])
  })

  it('reads the words by rule', () => {
    expect(containerNamedByContent(['milk', 'bottle'], 0)?.id).toBe('bottle')
    expect(containerNamedByContent(['flower', 'bottle'], 0)).toBeNull()
    expect(containerNamedByContent(['milking', 'bottle'], 0)).toBeNull()
    expect(contentNamedWithContainer(['pod', 'of', 'peas'], 0)?.id).toBe('pea-pod')
    expect(contentNamedWithContainer(['pod', 'of', 'dolphins'], 0)).toBeNull()
  })

  it('a pod of dolphins is still a few dolphins', () => {
    expect(concepts('a pod of dolphins')).toEqual(['dolphin', 'dolphin', 'dolphin'])
  })
})

describe('a food before a dish is the dish', () => {
  it('a rice cake is one rice cake, never a birthday cake', () => {
    const p = plan('a rice cake')
    expect(p.subjects.map((s) => s.concept)).toEqual(['rice-cake'])
    expect(p.standIns).toEqual([])
  })

  it('a ham sandwich is the sandwich, nothing said', () => {
    expect(concepts('a ham sandwich')).toEqual(['sandwich'])
    expect(said('a ham sandwich')).toEqual([])
  })
})

describe('two names of one drawing listed apart are two', () => {
  it.each([
    ['a horse and a pony', ['horse', 'pony']],
    ['a bunny and a rabbit', ['bunny', 'rabbit']],
  ])('%s', (prompt, drawn) => {
    expect(labels(prompt)).toEqual(drawn)
  })

  it('one thing named twice stays one', () => {
    expect(labels('a pig in the mud and the pig is happy').filter((l) => l === 'pig')).toHaveLength(1)
    expect(otherName('horse', 'horses')).toBe(false)
    expect(otherName('horse', 'pony')).toBe(true)
    expect(listedApart(['a', 'horse', 'and', 'a', 'pony'], 4)).toBe(true)
    expect(listedApart(['a', 'horse', 'near', 'a', 'pony'], 4)).toBe(false)
  })
})

describe('a parent word is an animal parent only right before the animal', () => {
  it.each(['dad whisking eggs', 'mom frying eggs'])('%s draws the grown-up', (prompt) => {
    const p = plan(prompt)
    expect(p.people?.people.length).toBe(1)
    expect(p.subjects[0].label).toMatch(/^(dad|mom)$/)
  })

  it.each([
    ['a mama bear', 'bear'],
    ['papa penguin', 'penguin'],
  ])('%s is still the animal', (prompt, animal) => {
    expect(concepts(prompt)).toEqual([animal])
    expect(plan(prompt).people).toBeUndefined()
  })
})

describe('a count over five among others is drawn in full', () => {
  it.each([
    ['six ducks and a frog', 'duck', 6],
    ['eight fish and a crab', 'fish', 8],
  ])('%s', (prompt, kind, n) => {
    expect(concepts(prompt).filter((c) => c === kind)).toHaveLength(n)
    expect(said(prompt)).toEqual([])
  })

  it('a few among others stay at five on the page', () => {
    expect(plan('three ducks, a frog and a cat').subjects.length).toBeLessThanOrEqual(5)
  })
})

describe('a coach in the sense the prompt gives it', () => {
  it.each(["the team's coach", 'a soccer coach with a whistle'])('%s is a person', (prompt) => {
    const p = plan(prompt)
    expect(p.people?.people.length).toBe(1)
    expect(p.subjects.map((s) => s.concept)).not.toContain('bus')
  })

  it.each(["a princess's coach", 'a pumpkin coach'])(
    '%s is a carriage, said, never a bus nor a trainer',
    (prompt) => {
      const p = plan(prompt)
      expect(p.subjects.map((s) => s.concept)).not.toContain('bus')
      expect(p.leftOut).toContain('coach')
      expect(p.people?.people.every((person) => person.role !== 'teacher') ?? true).toBe(true)
    },
  )

  it('a coach trip is the bus', () => {
    expect(concepts('a coach trip to the seaside')).toContain('bus')
  })
})

describe('a fireplace', () => {
  it.each(['a fireplace', 'a cozy fireplace'])(
    '%s alone is a fireside, no bed, nothing refused',
    (prompt) => {
      const p = plan(prompt)
      expect(p.refusal).toBeNull()
      expect(p.subjects.map((s) => s.concept)).not.toContain('bed')
      expect(p.props.map((x) => x.concept)).toContain('*fireplace')
      expect(p.leftOut).toEqual([])
    },
  )

  it('a describing word before a place named beside a subject is no thing said', () => {
    expect(plan('a cat by a cozy fireplace').leftOut).toEqual([])
  })

  it('a snowy cave keeps its snow', () => {
    expect(plan('a snowy cave').setting).toBe('snow')
  })
})

describe('wizards, witches, the tooth fairy', () => {
  it.each([
    ['a wizard', 'man'],
    ['a witch stirring a cauldron', 'woman'],
  ])('%s is a whole robed figure', (prompt, look) => {
    const p = plan(prompt)
    expect(p.people?.people[0]).toMatchObject({ role: 'wizard', look })
  })

  it('a wizard casting a spell holds a magic wand', () => {
    const p = plan('a wizard casting a spell')
    expect([...p.subjects, ...p.props].map((s) => s.concept)).toContain('magic-wand')
  })

  it('the tooth fairy is a fairy holding a tooth', () => {
    const p = plan('the tooth fairy flying at night')
    expect(p.subjects.map((s) => s.concept)).toContain('fairy')
    expect(p.props.some((x) => x.concept === 'tooth' && x.place === 'hand')).toBe(true)
  })
})

describe('a spring that is a thing', () => {
  it('a spring played with is the coil toy, said, never a meadow flower', () => {
    const p = plan('a boy playing with a spring')
    expect(p.leftOut).toEqual(['slinky'])
  })

  it('a spring toy alone is honestly refused', () => {
    expect(plan('a spring toy on a table').refusal).not.toBeNull()
  })

  it('spring the season is still the season', () => {
    expect(plan('flowers in spring').leftOut).toEqual([])
  })
})
