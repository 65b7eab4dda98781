import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// Words that are no things by where they stand: a verb's particle, what is done after "to", the figure's own
// body, a measure before "of", what is told, a position. Never said left out, never drawn as another thing;
// real things beside them are still drawn or said.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const said = (prompt: string) => plan(prompt).leftOut.join(' | ').toLowerCase()
const drawn = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a verb with its particle is done, never a thing named in two words', () => {
  it.each([
    // "goof", "blowup", "letdown": WordNet knows the two words joined, as a person or a thing.
    ['a boy letting go of a kite', 'go of'],
    ['a man blowing up a beach ball', 'blowing up'],
    ['a girl letting down her hair', 'letting down'],
  ])('%s (no "%s")', (prompt, words) => {
    expect(said(prompt)).not.toContain(words)
  })

  it('the thing after the verb is still drawn', () => {
    const p = plan('a man blowing up a beach ball')
    expect([...p.subjects, ...p.props].map((s) => s.concept)).toContain('beach-ball')
  })
})

describe('a plain verb after "to" is what is done', () => {
  it.each([
    ['a deer stopping to drink at the river', 'drink'],
    ['a bear standing up to eat', 'eat'],
  ])('%s (no "%s")', (prompt, word) => {
    expect(said(prompt)).not.toContain(word)
  })

  it('after a verb of going, "to" leads to a place or a thing', () => {
    expect(drawn('a boy walking to school')).toContain('school')
  })
})

describe("the figure's own body after his, her or its is drawn with it", () => {
  it.each([
    ['a boy catching raindrops on his tongue', 'tongue'],
    ['a baby with a spoon on her nose', 'nose'],
  ])('%s (no "%s")', (prompt, word) => {
    expect(said(prompt)).not.toContain(word)
  })
})

describe('a measure or a group before "of" is no thing', () => {
  it.each([
    ['a snail climbing a blade of grass', 'blade'],
    ['a bus passing a row of houses', 'row'],
    ['a cat asleep on a stack of towels', 'stack'],
    ['a line of ducks crossing a road', 'line'],
  ])('%s (no "%s")', (prompt, word) => {
    expect(said(prompt)).not.toContain(word)
  })

  it('a blade of grass is grass, never a fallen leaf', () => {
    const subjects = drawn('a snail climbing a blade of grass')
    expect(subjects).toContain('grass')
    expect(subjects).not.toContain('fallen-leaf')
  })

  it('what follows the measure is still said when it cannot be drawn', () => {
    expect(plan('a row of gazebos on a hill').missing).toContain('gazebos')
  })
})

describe('what is told is no thing, though a later sense of its word is', () => {
  it.each([
    ['a mom reading a story to her kids', 'story'],
    ['a girl singing a song to her cat', 'song'],
  ])('%s (no "%s")', (prompt, word) => {
    expect(said(prompt)).not.toContain(word)
  })
})

describe('a position after "out" or "up" is where, not what', () => {
  it('a car parked out front: the front is no thing', () => {
    expect(said('a house with a car parked out front')).not.toContain('front')
  })
})

describe('weather a subject is in is never drawn as a cloud in its place', () => {
  it('a ship sailing out of the fog: the fog lies in banks behind it, no cloud', () => {
    const p = plan('a ship sailing out of the fog')
    expect(p.subjects.map((s) => s.concept)).not.toContain('cloud')
    expect(p.props.map((x) => x.concept)).toContain('*fog')
    expect(p.leftOut).not.toContain('fog')
  })
})
