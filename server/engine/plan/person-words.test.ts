// Any word that names a person is a whole figure, never a refused page or a person dropped; groups of people
// are several figures with their things (person-words.ts, people-groups.ts, more-people.ts).
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { personWho } from './person-words'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

/** The figures drawn for the subject labelled `label`. */
const figuresOf = (prompt: string, label: string) => {
  const p = plan(prompt)
  const at = p.subjects.findIndex((s) => s.label === label)
  return { p, at, figures: p.people?.people.filter((q) => q.subject === at) ?? [] }
}

describe('a person word the word table does not list', () => {
  it.each([
    ['a goalie diving to catch the soccer ball', 'goalie'],
    ['a shepherd with his flock of sheep', 'shepherd'],
    ['an archaeologist digging up dinosaur bones', 'archaeologist'],
    ['a florist arranging a bouquet', 'florist'],
    ['a beekeeper with her bees', 'beekeeper'],
    ['an electrician fixing a lamp', 'electrician'],
    ['a tailor sewing a dress', 'tailor'],
    ['a referee blowing a whistle', 'referee'],
    ['a janitor mopping the floor', 'janitor'],
    ['an umpire at a baseball game', 'umpire'],
    ['a jockey riding a horse', 'jockey'],
    ['a coach blowing a whistle', 'coach'],
    ['a pizza maker tossing dough in the air', 'pizza maker'],
    ['a train conductor waving from the train', 'train conductor'],
    // A number before a person WordNet lacks whole: the athlete of three sports.
    ['a triathlete running out of the lake towards her bike', 'triathlete'],
    // A describing word written with a hyphen, known whole with the person.
    ['a deep-sea diver walking along the seabed', 'diver'],
  ])('"%s" draws the %s whole, never refused', (prompt, label) => {
    const { p, at, figures } = figuresOf(prompt, label)
    expect(p.refusal).toBeNull()
    expect(at).toBeGreaterThanOrEqual(0)
    expect(p.subjects[at].concept).not.toBe('bus')
    expect(figures).toHaveLength(1)
    expect(p.leftOut).not.toContain(label)
    expect(p.standIns.map((s) => s.asked)).not.toContain(label.split(' ').pop())
  })

  it.each([
    ['granddaughter', 'child', 'woman'],
    ['grandson', 'child', 'man'],
    ['aunt', undefined, 'woman'],
    ['nephew', 'child', 'man'],
    ['niece', 'child', 'woman'],
    ['actress', undefined, 'woman'],
    ['infant', 'baby', undefined],
    ['cousin', 'child', undefined],
  ])('a %s is drawn at the age and sex the word says', (word, age, look) => {
    const who = personWho(word)
    expect(who?.age).toBe(age)
    expect(who?.look).toBe(look)
  })

  it.each([
    ['a shepherd with his sheep', 'shepherd', 'farmer'],
    ['a beekeeper with her bees', 'beekeeper', 'farmer'],
    ['a plumber under the sink', 'plumber', 'builder'],
    ['an electrician on a ladder', 'electrician', 'builder'],
    ['a goalie diving for the ball', 'goalie', 'soccer'],
    ['an archaeologist digging up bones', 'archaeologist', 'scientist'],
    ['a pizza maker tossing dough in the air', 'pizza maker', 'chef'],
    ['a train conductor waving from the train', 'train conductor', 'pilot'],
  ])('"%s": the %s wears the clothes of the class (%s)', (prompt, label, role) => {
    expect(figuresOf(prompt, label).figures[0]?.role).toBe(role)
  })

  it('"Grandma pouring tea for her granddaughter" draws both, the granddaughter a girl', () => {
    const { p, figures } = figuresOf('Grandma pouring tea for her granddaughter', 'granddaughter')
    expect(p.leftOut).toEqual([])
    expect(figures[0]).toMatchObject({ age: 'child', look: 'woman' })
    expect(p.people?.people).toHaveLength(2)
  })

  it('"a dad teaching his son how to fish" is a man and a boy, not a fish and its father', () => {
    const p = plan('a dad teaching his son how to fish')
    expect(p.subjects.map((s) => s.label)).toEqual(expect.arrayContaining(['dad', 'son']))
    expect(p.people?.people.map((q) => [q.age, q.look])).toEqual([
      ['adult', 'man'],
      ['child', 'man'],
    ])
    expect(p.subjects.some((s) => s.young)).toBe(false)
  })

  it.each([
    'a cardinal on a snowy branch',
    'a brave knight',
    'a flock of sheep',
    'a team of horses pulling a wagon',
    'a birthday party with balloons',
    'a school bus',
    'five little monkeys',
    'a drummer in a marching band',
  ])('"%s" gets no person the words do not name', (prompt) => {
    const p = plan(prompt)
    expect(p.people?.people.length ?? 0).toBe(/knight|drummer/.test(prompt) ? 1 : 0)
  })

  it('a person the art draws keeps its drawing: "a judge holding a hammer" is the judge', () => {
    expect(plan('a judge holding a hammer').subjects[0].concept).toBe('judge')
  })

  it('a Halloween mummy is drawn as a person and the page says so, never as a mother in silence', () => {
    const p = plan('a mummy and a black cat for Halloween')
    expect(p.refusal).toBeNull()
    expect(p.standIns).toContainEqual({ asked: 'mummy', drawn: 'person' })
    expect(p.leftOut).toContain('mummy')
    expect(p.subjects.map((s) => s.label)).not.toContain('mummy')
  })
})

describe('a group of people is several whole figures with its things', () => {
  it.each([
    ['a soccer team holding up a trophy', 'soccer team', 3],
    ['a rock band playing on stage', 'rock band', 3],
    ['a class on a field trip', 'class', 3],
    ['a crew fixing the road', 'crew', 3],
    ['a family having a picnic', 'family', 4],
  ])('"%s": the %s is %i figures', (prompt, label, count) => {
    const { p, figures } = figuresOf(prompt, label)
    expect(p.refusal).toBeNull()
    expect(figures).toHaveLength(count)
  })

  it.each([
    ['brother and sister building a blanket fort', 2],
    ['twins playing in the sandbox', 2],
    ['kids running through the sprinkler', 2],
  ])('"%s" is %i figures', (prompt, count) => {
    expect(plan(prompt).people?.people).toHaveLength(count)
  })

  it('a soccer team in their kit holds the trophy, and draws no lone ball for "soccer"', () => {
    const p = plan('a soccer team holding up a trophy')
    expect(p.subjects.map((s) => s.concept)).not.toContain('soccer-ball')
    expect(p.people?.people.every((q) => q.role === 'soccer' && q.age === 'child')).toBe(true)
    expect(p.people?.action).toBe('hold')
    expect(p.props).toContainEqual(expect.objectContaining({ concept: 'trophy', place: 'hand', subject: 0 }))
  })

  it('a band plays its guitar, drum and microphone on a stage, which is no longer said left out', () => {
    const p = plan('a rock band playing on stage')
    expect(p.people?.action).toBe('band')
    expect(p.subjects.map((s) => s.concept)).toEqual(expect.arrayContaining(['guitar', 'drum', 'microphone']))
    expect(p.leftOut).toEqual([])
    expect(p.props.map((q) => q.label)).toContain('stage')
  })
})

describe('a word first a person and next a made thing, that a doing is done to', () => {
  it('is the thing, said when undrawn, never a second person', () => {
    const p = plan('a clockmaker oiling the big cogs')
    // The clock is the clockmaker's trade's own thing (trade-tools.ts); the cogs are no second person.
    expect(p.subjects.map((s) => s.label)).toEqual(['clock', 'clockmaker'])
    expect(p.leftOut).toContain('cogs')
  })
})
