import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (prompt: string) => plan(prompt).subjects.map((s) => `${s.concept}${s.young ? ' (young)' : ''}`)

describe('an animal mother and her young', () => {
  it.each([
    ['a mama polar bear and her cubs', ['polar-bear', 'polar-bear (young)', 'polar-bear (young)']],
    ['a lion cub playing with its mom', ['lion', 'lion (young)']],
    ['a cow and her calf', ['cow', 'cow (young)']],
    ['a mother elephant and her baby', ['elephant', 'elephant (young)']],
    ['a kangaroo and her joey', ['kangaroo', 'kangaroo (young)']],
    ['baby ducklings following their mother', ['duck', 'duck (young)', 'duck (young)']],
    ['a cat and her three kittens', ['cat', 'cat (young)', 'cat (young)', 'cat (young)']],
    // A young word that is its own drawing is that drawing: a hen's chicks.
    ['a hen and her chicks', ['chicken', 'chick (young)', 'chick (young)']],
    ['a daddy penguin and his chick', ['penguin', 'penguin (young)']],
    ['baby chicks following their mother', ['chicken', 'chick (young)', 'chick (young)']],
    // The young named apart from the animal, with no parent word: the cub was dropped in silence.
    ['a bear with a cub', ['bear', 'bear (young)']],
    ['a bear hugging a baby cub', ['bear', 'bear (young)']],
    ['a horse and a foal', ['horse', 'horse (young)']],
    ['a dog playing with a puppy', ['dog', 'dog (young)']],
    ['a hen with a chick', ['chicken', 'chick (young)']],
    // "baby" is the elephant's here, not a person's: no human baby beside her.
    ['an elephant and her baby', ['elephant', 'elephant (young)']],
  ])('"%s" is the animal and her young, no woman', (prompt, subjects) => {
    const p = plan(prompt)
    expect(drawn(prompt)).toEqual(subjects)
    expect(p.people).toBeUndefined()
    expect(p.leftOut).toEqual([])
  })

  it('names the young as the prompt does', () => {
    expect(describeSubjects(plan('a mama polar bear and her cubs'))).toContain('polar bear cub')
    expect(describeSubjects(plan('a mother elephant and her baby'))).toContain('baby elephant')
    expect(describeSubjects(plan('a cow and her calf'))).toContain('calf')
  })

  it('leaves people alone: a mom and her baby, a girl and her puppy, a lion cub alone', () => {
    expect(plan('a mom holding a baby').people).toBeDefined()
    expect(drawn('a girl and her puppy')).not.toContain('dog (young)')
    expect(drawn('a lion cub')).toEqual(['lion'])
    expect(drawn('a puppy')).toEqual(['dog'])
    // A young word of another animal's drawing is that animal: three animals, a dog and a cat.
    expect(drawn('a rabbit, a chick and a duck')).toEqual(['rabbit', 'chick', 'duck'])
    expect(drawn('a dog and a kitten')).toEqual(['dog', 'cat'])
    expect(drawn('a boy with a puppy')).not.toContain('dog (young)')
    expect(drawn('a zookeeper feeding a baby rhino').filter((s) => s.startsWith('rhinoceros'))).toHaveLength(
      1,
    )
  })

  it('draws a young animal named right after its kind as that animal, never a pup as a dog', () => {
    expect(drawn('a seal pup on the ice')).toEqual(['seal'])
    expect(drawn('an elephant calf')).toEqual(['elephant'])
    expect(drawn('a fox kit in the grass')).toContain('fox')
    expect(plan('a fox kit in the grass').leftOut).toEqual([])
    // A chick is its own drawing: a hen's chick stays the chick.
    expect(drawn('a hen chick')).toEqual(['chick'])
    // Another bird's chick is that bird, never the hen's chick said as a stand-in.
    expect(drawn('a fluffy flamingo chick sitting on top of its mud nest')).toContain('flamingo')
    expect(drawn('a fluffy flamingo chick sitting on top of its mud nest')).not.toContain('chick')
    expect(plan('an owl chick').standIns).toEqual([])
    expect(plan('an owl chick').leftOut).toEqual([])
    expect(drawn('a penguin chick')).toEqual(['penguin'])
    // A two-word name is one thing: a drum kit is no drum fish's young.
    expect(drawn('a drum kit')).toEqual(['drum-kit'])
  })

  it('reads the young with how they look between ("her fluffy chicks"), and a kin-drawn bird\'s young as that bird', () => {
    // The hen's fluffy chicks were dropped in silence.
    expect(drawn('a hen with her fluffy chicks')).toEqual(['chicken', 'chick (young)', 'chick (young)'])
    // A moorhen is drawn as a bird: her chicks are little birds, never a hen and her chicks.
    const moorhen = drawn('a moorhen leading her fluffy chicks through the reeds')
    expect(moorhen).not.toContain('chicken')
    expect(moorhen.filter((d) => d === 'bird (young)')).toHaveLength(2)
    // "great" is a describing word, no person: the grebe's chicks ride on its back.
    const grebe = plan('a great crested grebe carrying its stripy chicks on its back across the lake')
    expect(grebe.subjects.filter((s) => s.young)).toHaveLength(2)
    expect(grebe.relations).toContainEqual({ actor: 1, relation: 'riding', object: 0 })
    expect(drawn('a swan with her cygnets on her back')).toEqual(['swan', 'swan (young)', 'swan (young)'])
  })

  it('puts a joey in its mother\'s pouch; "joey" after a kangaroo is its young, no one\'s name', () => {
    for (const prompt of [
      "a wallaby joey peeping out of its mum's pouch",
      'a kangaroo with a joey in her pouch',
    ]) {
      const p = plan(prompt)
      expect(drawn(prompt), prompt).toEqual(['kangaroo', 'kangaroo (young)'])
      expect(p.relations, prompt).toEqual([{ actor: 1, relation: 'in', object: 0 }])
      expect(p.leftOut, prompt).toEqual([])
      expect(p.parts, prompt).toContain('pouch')
    }
    expect(plan('a kangaroo and her joey').relations).toEqual([])
    expect(plan('my dog Joey').leftOut).toEqual([])
  })
})
