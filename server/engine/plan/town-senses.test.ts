import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { townSenseAt } from './town-senses'

const words = (s: string) => s.toLowerCase().split(' ')
const senseOf = (prompt: string, word: string) => {
  const ws = words(prompt)
  return townSenseAt(ws, ws.indexOf(word))?.concept.id
}
const drawn = (prompt: string) =>
  makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 }).subjects.map((s) => s.concept)

// A word of the workshop, the gym or the show takes the sense the prompt's world gives it, else stays as read.
describe('town words read by the world the prompt names', () => {
  it.each([
    ['a weaver throwing the shuttle across the loom', 'shuttle', 'weaving-shuttle'],
    ['a mechanic lying on a creeper under a car', 'creeper', 'mechanics-creeper'],
    ['a gymnast walking along the beam', 'beam', 'balance-beam'],
    ['a pony jumping in the ring', 'ring', 'show-ring'],
    ['a boxer in the ring with his gloves', 'ring', 'boxing-ring'],
    ['a locksmith cutting a key on the machine', 'machine', 'key-cutting-machine'],
    ['a scientist heating a test tube over the burner', 'burner', 'bunsen-burner'],
    ['a float in the carnival parade', 'float', 'carnival-float'],
    ['a boy jumping off the board into the pool', 'board', 'diving-board'],
  ])('%s: %s is the %s', (prompt, word, id) => {
    expect(senseOf(prompt, word)).toBe(id)
  })

  it.each([
    ['a space shuttle taking off', 'shuttle'],
    ['a girl wearing a ring', 'ring'],
    ['a washing machine', 'machine'],
    ['a sunbeam through the window', 'sunbeam'],
    ['a boy holding a swimming board in the pool', 'board'],
    ['a duck float in the pool', 'float'],
    ['a creeper growing under the window', 'creeper'],
    ['a lantern floats at the festival', 'floats'],
  ])('%s: %s keeps its everyday sense', (prompt, word) => {
    expect(senseOf(prompt, word)).toBeUndefined()
  })

  it('reads the top board at the baths whole, as the diving board', () => {
    const ws = words('a boy jumping off the top board at the swimming baths')
    expect(townSenseAt(ws, ws.indexOf('top'))).toEqual(expect.objectContaining({ span: 2 }))
    expect(townSenseAt(ws, ws.indexOf('top'))?.concept.id).toBe('diving-board')
    expect(townSenseAt(words('a spinning top on the board'), 1)).toBeUndefined()
  })

  it('draws a kiwi in the forest or looking for worms as the bird, and a kiwi eaten or alone as the fruit', () => {
    expect(drawn('a kiwi looking for worms')).toEqual(['kiwi-bird', 'worm'])
    expect(drawn('a kiwi in the forest at night')).toEqual(['kiwi-bird'])
    expect(drawn('a kiwi bird in the forest')).toEqual(['kiwi-bird'])
    expect(drawn('a girl eating a kiwi in the forest')).toContain('kiwi-fruit')
    expect(drawn('a kiwi')).toEqual(['kiwi-fruit'])
  })

  it('sits birds on the telephone wire, never saying "wire"', () => {
    expect(drawn('a swallow on a wire')).toEqual(['swallow', 'telephone-pole'])
    expect(drawn('two sparrows sitting on the wires')).toContain('telephone-pole')
    expect(senseOf('a girl bending a wire', 'wire')).toBeUndefined()
  })

  it('draws the sense on the page, never the other thing', () => {
    expect(drawn('a weaver throwing the shuttle across a big wooden loom')).toEqual(
      expect.arrayContaining(['weaving-shuttle', 'loom']),
    )
    expect(drawn('a weaver throwing the shuttle across a big wooden loom')).not.toContain('space-shuttle')
    expect(drawn('the space shuttle on the launch pad')).toContain('space-shuttle')
    expect(drawn('a girl in a leotard walking along the beam at gym club')).toContain('balance-beam')
    expect(drawn('a pony jumping in the show ring')).toContain('show-ring')
    expect(drawn('a girl wearing a diamond ring')).not.toContain('show-ring')
  })
})
