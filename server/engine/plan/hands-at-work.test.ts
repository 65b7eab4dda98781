// The hands at work on a thing: a verb no table places is placed by the kind of doing WordNet files it under
// (a touch or a making is the hands at work), with a thing to work on before them.
import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { verbClass } from './verb-classes'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const worked = (prompt: string) => {
  const p = plan(prompt)
  const o = p.people?.object
  return { action: p.people?.action, object: o !== null && o !== undefined ? p.subjects[o]?.concept : null }
}

describe('the class of a verb by its kind of doing', () => {
  it.each(['peeling', 'carving', 'whittling', 'polishing', 'folding', 'wrapping', 'cooking'])(
    '"%s" is the hands at work (WordNet: contact or creation)',
    (w) => expect(verbClass(w)).toBe('work'),
  )

  it.each(['knitting', 'stirring', 'mixing', 'counting', 'spinning'])(
    '"%s" is listed as the hands at work',
    (w) => expect(verbClass(w)).toBe('work'),
  )

  it('leaves blows, postures and standing in line alone', () => {
    for (const w of [
      'hitting',
      'banging',
      'punching',
      'kneeling',
      'crouching',
      'lining',
      'waiting',
      'wearing',
    ])
      expect(verbClass(w), w).toBeNull()
  })
})

describe('reading a prompt as the hands at work', () => {
  it.each([
    ['a girl peeling an orange', 'tangerine'],
    ['Grandma knitting a scarf', 'scarf'],
    ["kids carving a jack-o'-lantern", 'pumpkin'],
    ['dad making sandwiches for our school lunches', 'sandwich'],
    ['a boy doing a jigsaw puzzle', 'puzzle-piece'],
    ['a pirate looking through a spyglass', 'spyglass'],
    // Too big for the hands: worked at its side.
    ['a girl making her bed', 'bed'],
    ['kids decorating the Christmas tree', 'christmas-tree'],
  ])('"%s" works the %s', (prompt, thing) => {
    expect(worked(prompt)).toEqual({ action: 'work', object: thing })
  })

  it('plays an instrument practised at the face there', () => {
    expect(worked('a boy practising the saxophone')).toEqual({ action: 'play-at-face', object: 'saxophone' })
  })

  it('is not read from a thing named by the verb, a verb with no thing, or another doer', () => {
    // "rocking chair", "mixing bowl": the word names the thing.
    expect(plan('grandpa in a rocking chair').people?.action).not.toBe('work')
    // "squeezing out of a car": no thing worked.
    expect(plan('a clown squeezing out of a tiny car').people?.action).not.toBe('work')
    // The reindeer pull the sleigh, not Santa.
    expect(plan("reindeer pulling Santa's sleigh").people?.action).not.toBe('work')
    // Nothing to work on: still standing.
    expect(plan('a girl making a wish').people?.action).toBe('stand')
    expect(plan('kids lining up at the classroom door').people?.action).toBe('stand')
  })
})

describe('verbs routed to the poses that exist', () => {
  it('reads a thing looked at in the hands, a book as read, and not a thing too big to hold', () => {
    expect(worked('a doctor looking at an x-ray of a broken arm')).toEqual({
      action: 'work',
      object: 'x-ray',
    })
    expect(worked('a mom and her baby looking at a picture book')).toEqual({ action: 'read', object: 'book' })
    expect(plan('kids looking at a dinosaur skeleton at the museum').people?.action).toBe('stand')
  })

  it('climbs a ladder, and throws a thing it does not draw without another in its place', () => {
    expect(worked('draw a firefighter climbing a ladder')).toEqual({ action: 'climb', object: 'ladder' })
    // A javelin is drawn now (art/own-drawings/play-food-and-sky.ts): the gazebo stands for what is not.
    expect(worked('a boy throwing a gazebo')).toEqual({ action: 'throw', object: null })
  })
})

describe('a verb first of being or of the body, said of a thing', () => {
  it('is the hands at work on the thing: stretching dough, stretching a carpet', () => {
    expect(verbClass('stretching')).toBe('work')
    expect(plan('a noodle maker stretching dough').people?.action).toBe('work')
    expect(plan('a carpet fitter stretching a carpet').people?.action).toBe('work')
  })
  it('is no working with nothing after it, nor when it is a going or a seeing', () => {
    expect(verbClass('stretching', false)).toBeNull()
    expect(verbClass('staring')).toBeNull()
  })
})
