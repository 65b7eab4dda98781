import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { readFigure } from './read-figure'

// Reading faults fixed by class: words that are no things, compounds whose head is drawn, things that vanished.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const labels = (prompt: string) => plan(prompt).subjects.map((s) => s.label)

describe('words that are no things are never said left out', () => {
  it.each([
    // A trick done is an act, whatever word names it.
    ['a boy doing a wheelie on his bike', ['boy', 'bike']],
    ['a skater doing a kickflip', []],
    // Prepositions WordNet does not know.
    ['a kayak on a river between the mountains', ['kayak', 'mountain']],
    ['a cat sleeping among the flowers', ['cat']],
    ['a dog running toward a ball', ['dog']],
    // A position with no "of" is a place on what was named.
    ['a slice of cake with a strawberry on top', ['slice of cake']],
    ['a cupcake with a cherry on the top', ['cupcake']],
    // What people do after them is a verb, not a thing.
    ['the art teacher helping kids paint', ['kids']],
    // A ride given is an act, and a describing word before a person drawn is no thing left out.
    ['a big brother giving his little sister a piggyback ride', ['brother', 'sister']],
  ])('%s', (prompt, drawn) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toEqual([])
    expect(p.standIns).toEqual([])
    const named = [...p.subjects, ...p.props.filter((x) => x.named)].map((s) => s.label)
    for (const label of drawn) expect(named).toContain(label)
  })

  it('draws the strawberry named on top', () => {
    const p = plan('a slice of cake with a strawberry on top')
    expect([...p.subjects, ...p.props].map((s) => s.label)).toContain('strawberry')
  })
})

describe('a compound whose head is drawn is that head, said nothing of', () => {
  it.each([
    ['a tiger cub chasing its tail', 'tiger'],
    ['a fox cub', 'fox'],
  ])('a young animal: %s', (prompt, animal) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toContain(animal)
    expect(p.leftOut).toEqual([])
    expect(p.standIns).toEqual([])
  })

  it.each(['the art teacher at her desk', 'an art teacher'])('a person by their job: %s', (prompt) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.standIns).toEqual([])
    expect(p.leftOut).toEqual([])
  })

  it.each([
    ['a dog groomer giving a poodle a haircut', 'dog groomer'],
    ['a leaf raker in the yard', 'leaf raker'],
  ])('a doer WordNet does not know (%s) is a person drawn whole', (prompt, who) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.people?.people.length).toBeGreaterThan(0)
    expect(p.leftOut.map((w) => w.toLowerCase())).not.toContain(who.split(' ').pop())
  })

  it.each(['baby sea turtles crawling to the ocean', 'a baby polar bear sleeping'])(
    'a baby before an animal named in two words is its young, no person: %s',
    (prompt) => {
      const p = plan(prompt)
      expect(p.people).toBeUndefined()
      expect(p.subjects.map((s) => s.concept)).not.toContain('person')
      expect(p.leftOut).not.toContain('baby')
    },
  )

  it('a kindergarten is a place, not a class of children', () => {
    const p = plan('my son on his first day of kindergarten with his new backpack')
    expect(p.setting).toBe('classroom')
    expect(labels('my son on his first day of kindergarten with his new backpack')).not.toContain(
      'kindergarten',
    )
  })
})

describe('named things never vanish', () => {
  it('reads a letter with a mark as its plain letter: a piñata is drawn', () => {
    expect(plan('kids hitting a piñata at a birthday party').subjects.map((s) => s.concept)).toContain(
      'piata',
    )
  })

  it('rides on what it is riding on', () => {
    expect(plan('a mouse riding on a snail').relations).toEqual([{ actor: 0, relation: 'riding', object: 1 }])
  })

  it('puts what peeks out of a thing in it', () => {
    const p = plan('a kitten peeking out of a rain boot')
    expect(p.subjects.map((s) => s.concept)).toEqual(['cat', 'rain-boot'])
    expect(p.relations).toEqual([{ actor: 0, relation: 'in', object: 1 }])
  })

  it('names a pattern motif as the prompt did when its drawing goes by another name', () => {
    expect(readFigure('a pattern of raindrops and umbrellas')).toMatchObject({
      motif: 'droplet',
      alternate: 'umbrella',
      motifNames: ['raindrops'],
    })
  })

  it('draws the fish an animal is fishing for, never for fishing boats', () => {
    expect(labels('a polar bear fishing through a hole in the ice')).toContain('fish')
    // The hole in the ice is the ice's (measure-words.ts `openingIn`), never said apart.
    expect(plan('a polar bear fishing through a hole in the ice').leftOut).toEqual([])
    expect(labels('fishing boats and seagulls in the harbor')).not.toContain('fish')
  })

  it('says a place named as the thing that no drawing shows, not the head of a thing drawn', () => {
    expect(plan('a desert oasis with a sphinx and a geode').leftOut).toContain('geode')
    expect(plan('a birdhouse on a fence post').leftOut).toEqual([])
  })

  it('reads an animal before a made thing as naming that thing, never the animal in silence', () => {
    const p = plan('a kid hanging from the monkey bars at recess')
    expect(p.subjects.map((s) => s.concept)).not.toContain('monkey')
    // The monkey bars are drawn by the hanging pose (scene/hang-items.ts), never said or dropped.
    expect(p.people?.action).toBe('hang')
    expect(p.leftOut).not.toContain('monkey bars')
    // A person word before a verb and its object is neither.
    expect(plan('a boy helping his dad wash the car').leftOut).toEqual([])
  })

  it('reads a game played as the game, never the animal of the same name', () => {
    // The game's bat and ball (activity-gear.ts), never the insect.
    expect(plan('a boy playing cricket').subjects.map((s) => s.concept)).toEqual(['boy', 'cricket-game'])
    expect(plan('a cricket playing a violin').subjects.map((s) => s.concept)).toContain('cricket')
  })
})

describe('refusal suggestions are sensible sentences', () => {
  it('leaves off a word that describes the thing after it', () => {
    // "star fruit" has no drawing: the truck it describes is the page, the star fruit said (never refused).
    const p = plan('a star fruit truck')
    expect(p.refusal).toBeFalsy()
    expect(p.subjects.map((s) => s.concept)).toEqual(['truck'])
    expect(p.leftOut).toEqual(['star fruit'])
  })

  it('replaces whole words only, and never a preposition', () => {
    // A vineyard is the farm now (undrawn-places.ts): the gazebo is the thing Colorly cannot draw.
    const refusal = plan('a gazebo with a ladder against a tree').refusal
    expect(refusal?.error).toBe("Colorly can't draw 'gazebo' yet.")
    for (const s of refusal?.suggestions ?? []) expect(s).toMatch(/ with a ladder against a tree$/)
  })
})
