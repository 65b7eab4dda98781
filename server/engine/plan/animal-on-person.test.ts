// An animal acting on a person, and one person on another's lap (animal-on-person.ts), read as a teacher or a
// parent types it: the pair's pose with the animal as what it is done with, never the two standing idle side by
// side, and nothing said left out that the pose shows (the lap, the shoulder, the face).
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })

describe('an animal acting on a person', () => {
  it.each([
    ["a dog licking a boy's face", 'lick', 'dog'],
    ['a puppy licking a baby', 'lick', 'dog'],
    ['a horse nuzzling a girl', 'lick', 'horse'],
    ['a dog giving a girl a kiss', 'lick', 'dog'],
    ["a cat sitting on grandma's lap", 'on-lap', 'cat'],
    ["a cat sleeping in a girl's lap", 'on-lap', 'cat'],
    ["a cat curled up on a grandpa's lap", 'on-lap', 'cat'],
    ["a bunny sitting in a boy's lap", 'on-lap', 'rabbit'],
    ["a parrot on a pirate's shoulder", 'perch-shoulder', 'parrot'],
    ["a parrot sitting on a girl's shoulder", 'perch-shoulder', 'parrot'],
    ["a monkey on a boy's shoulder", 'perch-shoulder', 'monkey'],
    ["a bird landing on a girl's hand", 'perch-hand', 'bird'],
    ["a butterfly landing on a girl's finger", 'perch-hand', 'butterfly'],
    ['a puppy jumping on a girl', 'jump-up', 'dog'],
    ['a dog jumping up on a man', 'jump-up', 'dog'],
    ['a kitten sleeping on a boy', 'on-chest', 'cat'],
    ['a dog pulling a kid on a sled', 'pulled', 'dog'],
    ['a dog pulling a boy on a skateboard', 'pulled', 'dog'],
    ['a girl walking her dog', 'pulled', 'dog'],
    ['a boy walking his ferret on a little lead', 'pulled', 'ferret'],
    ['a man walking two alpacas on leads along a country lane', 'pulled', 'llama'],
    ['a woman taking her pet pig for a walk on a lead', 'pulled', 'pig'],
    ['a dad taking the dog for a walk', 'pulled', 'dog'],
    ['a dog chasing a boy', 'chase', 'dog'],
    ['a goose chasing a farmer', 'chase', 'goose'],
    ["a dog sleeping at a boy's feet", 'at-feet', 'dog'],
    ['a dog fetching a stick for dad', 'fetch', 'dog'],
    ['a dog bringing a ball to a girl', 'fetch', 'dog'],
    ['a boy being chased by a goose', 'chase', 'goose'],
    ['a girl getting licked by a puppy', 'lick', 'dog'],
  ])('"%s" is %s with the %s', (prompt, action, animal) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe(action)
    const object = p.people?.object
    expect(object === null || object === undefined ? null : p.subjects[object].concept).toBe(animal)
    expect(p.leftOut).toEqual([])
  })

  it.each([
    ['a pirate with a parrot on his shoulder', 'perch-shoulder', 'parrot'],
    ['a girl with a cat on her lap', 'on-lap', 'cat'],
    ['a boy with a frog on his head', 'perch-head', 'frog'],
    ['a girl holding a bird on her finger', 'perch-hand', 'bird'],
  ])('"%s", the animal named with the person, is %s with the %s on them', (prompt, action, animal) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe(action)
    const object = p.people?.object
    expect(object === null || object === undefined ? null : p.subjects[object].concept).toBe(animal)
  })

  it('a lead named with a pet walked is the line the pose draws, never a second lead on the ground', () => {
    const p = plan('a girl walking her dog on a lead')
    const lead = p.subjects.findIndex((s) => s.concept === 'leash')
    expect(lead < 0 || p.people?.absorbed.includes(lead)).toBe(true)
  })

  it('leaves a thing worn on the body worn, not perched', () => {
    expect(plan('a girl with a bow on her head').people?.action).not.toMatch(/^perch/)
    expect(plan('a man with a hat on his head').people?.action).not.toMatch(/^perch/)
  })

  it('keeps the person the doer when the person is named before the verb', () => {
    expect(plan('a boy kissing his dog').people?.action).not.toBe('lick')
    expect(plan('a girl jumping on a trampoline').people?.action).not.toBe('jump-up')
  })

  it('draws the boy at whose feet the dog sleeps, not a grown-up, and no foot beside', () => {
    const p = plan("a dog sleeping at a boy's feet")
    expect(p.people?.people.map((q) => q.age)).toEqual(['child'])
    expect(p.people?.absorbed.map((i) => p.subjects[i].concept)).toContain('foot')
  })

  it('draws a face licked as the whole person, not a portrait', () => {
    const p = plan("a dog licking a boy's face")
    expect(p.people?.people.map((q) => q.age)).toEqual(['child'])
  })

  it.each([
    ["a child sitting on grandpa's lap", 2],
    ["a girl sitting on her dad's lap reading a book", 2],
  ])('"%s" sits one person on the other\'s lap', (prompt, n) => {
    const p = plan(prompt)
    expect(p.people?.action).toBe('on-lap')
    expect(p.people?.people.length).toBe(n)
    expect(p.leftOut).toEqual([])
  })
})
