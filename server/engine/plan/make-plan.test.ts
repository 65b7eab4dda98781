import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from './make-plan'

const plan = (prompt: string, extra: Partial<Parameters<typeof makePlan>[0]> = {}) =>
  makePlan({ prompt, complexity: 'easy', style: 'cartoon', ...extra })
const concepts = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('makePlan', () => {
  it('finds a subject named through WordNet synonyms and hypernyms', () => {
    expect(concepts('a kitten')).toEqual(['cat'])
    expect(concepts('a puppy')).toEqual(['dog'])
    expect(concepts('a stallion')).toEqual(['horse'])
    expect(concepts('an automobile')).toEqual(['car'])
    expect(concepts('a terrier')).toEqual(['dog'])
    expect(concepts('a beagle')).toEqual(['dog'])
    expect(concepts('a tyrannosaur')).toEqual(['dinosaur'])
  })

  it('matches compounds before their single words', () => {
    expect(concepts('a fire truck')).toEqual(['fire-truck'])
    expect(concepts('a pirate ship')).toEqual(['pirate-ship'])
    expect(concepts('a polar bear')).toEqual(['polar-bear'])
  })

  it("names a person the vocabulary draws under another name in the prompt's words", () => {
    expect(plan('a cowboy').subjects).toEqual([{ concept: 'cowboy-hat-face', label: 'cowboy' }])
    expect(describeSubjects(plan('a woman doctor'))).toEqual(['woman doctor'])
  })

  it("names the hose, rod or sandcastle a person's action draws when the prompt names it", () => {
    expect(describeSubjects(plan('a firefighter spraying water with a hose'))).toEqual([
      'firefighter',
      'hose',
    ])
    expect(describeSubjects(plan('kids building a sandcastle'))).toEqual(['kids', 'sandcastle'])
    expect(describeSubjects(plan('a firefighter'))).toEqual(['firefighter'])
  })

  it('draws the book of someone reading to others, and animals in the container they are named in', () => {
    const reading = plan('a grandma reading to kids')
    expect(reading.subjects.map((s) => s.concept)).toContain('book')
    expect(reading.people?.action).toBe('read')
    expect(reading.subjects[reading.people?.object ?? -1]?.concept).toBe('book')
    const kittens = plan('a basket of kittens')
    expect(kittens.subjects.map((s) => s.concept)).toEqual(['cat', 'basket'])
    expect(kittens.relations).toEqual([{ actor: 0, relation: 'in', object: 1 }])
    expect(plan('a boy with a toy car').leftOut).toEqual([])
  })

  it('keeps every subject a prompt names', () => {
    expect(concepts('a cat and a dog')).toEqual(['cat', 'dog'])
    expect(concepts('a rabbit, a chick and a duck')).toEqual(['rabbit', 'chick', 'duck'])
  })

  it('chooses a setting that agrees with the subject', () => {
    expect(plan('a fish').setting).toBe('ocean')
    expect(plan('a rocket').setting).toBe('space')
    expect(plan('a cow').setting).toBe('farm')
    expect(plan('a sailboat').setting).toBe('sea')
  })

  it('prefers the setting the prompt names over the subject default', () => {
    expect(plan('a cat in space').setting).toBe('space')
    expect(plan('an astronaut on the moon').setting).toBe('moon')
    expect(plan('a dog at night').setting).toBe('night')
    expect(concepts('an astronaut on the moon')).toEqual(['astronaut'])
  })

  it('attaches a worn prop to the subject head', () => {
    const p = plan('a lion wearing a crown')
    expect(p.subjects.map((s) => s.concept)).toEqual(['lion'])
    expect(p.props[0]).toMatchObject({ concept: 'crown', place: 'head', subject: 0 })
  })

  it('places setting props where they belong', () => {
    const ocean = plan('a fish', { complexity: 'intricate' })
    expect(ocean.props.filter((p) => p.place === 'sky').map((p) => p.concept)).toContain('*bubbles')
    expect(ocean.props.filter((p) => p.place === 'floor').map((p) => p.concept)).toContain('*seaweed')
    const space = plan('a rocket', { complexity: 'intricate' })
    expect(space.props.some((p) => p.concept === '*stars' && p.place === 'sky')).toBe(true)
    const garden = plan('a cat in a garden')
    expect(garden.props.find((p) => p.place === 'sky')?.concept).toBe('sun')
  })

  it('letters greetings and names, with a drawing for the occasion', () => {
    const p = plan('happy birthday Emma')
    expect(p.text).toEqual(['Happy Birthday', 'Emma'])
    expect(p.subjects.map((s) => s.concept)).toEqual(['birthday-cake'])
    expect(p.setting).toBe('party')
    expect(plan('I love you mom').text).toEqual(['I Love You', 'Mom'])
    expect(describeSubjects(plan('I love you mom'))[0]).toBe('"I Love You Mom" lettering')
  })

  it('draws a letter page with something that starts with the letter', () => {
    const p = plan('the letter A')
    expect(p.text).toEqual(['A'])
    expect(describeSubjects(p)).toEqual(['letter A', 'apple'])
  })

  it('reads "A is for apple" as the letter with the apple', () => {
    expect(describeSubjects(plan('A is for apple'))).toEqual(['letter A', 'apple'])
    expect(describeSubjects(plan('B is for bear'))).toEqual(['letter B', 'bear'])
  })

  it('names everything drawn that the prompt named: subjects, props, the place and what a figure is built from', () => {
    expect(describeSubjects(plan('a wolf howling at the moon'))).toEqual(['wolf', 'moon'])
    expect(describeSubjects(plan('a lion wearing a crown'))).toEqual(['lion', 'crown'])
    expect(describeSubjects(plan('an owl at night'))).toEqual(['owl', 'night'])
    expect(describeSubjects(plan('a butterfly mandala'))).toEqual(['mandala', 'butterfly'])
    expect(describeSubjects(plan('the number 3 with three ducks'))).toEqual(['number 3', 'duck'])
  })

  it('draws nothing else when no word is understood, and says so', () => {
    const p = plan('xyzzy plugh')
    expect(p.subjects).toEqual([])
    expect(p.missing).toEqual(['xyzzy plugh'])
    expect(p.refusal?.error).toBe("Colorly can't draw 'xyzzy plugh' yet.")
    expect(p.confidence).toBeLessThan(0.5)
  })

  it('gives the same plan for the same prompt and seed, another for another seed', () => {
    const a = plan('a cat in a garden', { complexity: 'intricate', seed: 7 })
    expect(plan('a cat in a garden', { complexity: 'intricate', seed: 7 })).toEqual(a)
    const others = [1, 2, 3, 4, 5].map((seed) =>
      JSON.stringify(plan('a cat in a garden', { complexity: 'intricate', seed }).props),
    )
    expect(new Set(others).size).toBeGreaterThan(1)
  })

  it('gives easy pages fewer props than intricate ones', () => {
    expect(plan('a cow', { complexity: 'easy' }).props.length).toBeLessThan(
      plan('a cow', { complexity: 'intricate' }).props.length,
    )
  })
})

describe('who a page is for is not on it', () => {
  it.each([
    'a lion coloring page for kids',
    'a lion for kids',
    'a kids coloring page of a lion',
    'adult coloring page of a lion',
    'a lion, adult coloring',
    'a lion colouring sheet for little kids',
  ])('"%s" draws the lion alone', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toEqual(['lion'])
    expect(p.people ?? null).toBeNull()
  })

  it('keeps children and grown-ups who are in the picture', () => {
    expect(plan('kids playing soccer').people?.people.length).toBeGreaterThan(0)
    expect(plan('a girl baking with a grown up').people?.people).toHaveLength(2)
    // Someone doing something for them: the children are the audience in the picture.
    expect(plan('a clown doing magic tricks for children').people?.people.length).toBeGreaterThan(1)
  })
})
