import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// One person the words do not sex is drawn as the prompt's pronoun says; the thing rung or jingled is in the hand.
const people = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 }).people

describe('a person drawn as the prompt says', () => {
  it.each([
    ['a town crier ringing his handbell', 'man'],
    ['a farmer feeding her hens', 'woman'],
    ['a baker and his dog', 'man'],
    ['a beekeeper with her bees', 'woman'],
  ])('%s: a %s', (prompt, look) => {
    expect(people(prompt)?.people.map((p) => p.look)).toEqual([look])
  })

  it('gives each of two people the pronoun said after them: the Thai boxer with his trainer is a man', () => {
    expect(people('a Thai boxer kicking a pad held up by his trainer')?.people[0].look).toBe('man')
    expect(people('a boxer and his trainer')?.people[0].look).toBe('man')
    expect(people('a juggler and her assistant')?.people[0].look).toBe('woman')
  })

  it('leaves two people, and a prompt with both pronouns, as they were', () => {
    expect(people('a doctor and a nurse')?.people.map((p) => p.look)).toHaveLength(2)
    expect(people('a teacher giving her pupil his book')?.people.map((p) => p.look)).not.toEqual(['man'])
  })

  it('puts the thing rung or jingled in the hand, and presses a doorbell', () => {
    expect(people('a town crier ringing his handbell')?.action).toBe('hold')
    expect(people('a girl jingling her keys')?.action).toBe('hold')
    expect(people('a boy ringing the doorbell')?.action).not.toBe('hold')
  })
})
