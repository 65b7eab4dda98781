import { describe, expect, it } from 'vitest'
import { groupMembers } from './group-words'
import { LITTLE_WORDS } from './little-words'
import { makePlan } from './make-plan'

// What a prompt's words are, by class: little words, times, the sky, describing words, group words, holiday
// cards, greetings and relations. Each class is tested with words the labelled sets never used.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('words that are no things are never said left out', () => {
  it.each([
    // Pronouns, reflexive ones too.
    ['a cat licking itself on a pillow', 'itself'],
    ['a dog scratching himself under a tree', 'himself'],
    ['two bunnies hugging each other', 'other'],
    // Times of year and of day are when the page is.
    ['a squirrel gathering acorns in autumn', 'autumn'],
    ['a scarecrow in the fall', 'fall'],
    ['a lamb in springtime', 'springtime'],
    // The sky every outdoor page draws.
    ['an owl with the moon in the sky', 'sky'],
    ['a rocket and the stars in the night sky', 'sky'],
    // A plain describing word before a drawing is no compound name ("big tree": a sequoia).
    ['a bear under a big tree', 'big tree'],
    ['a cow beside a tall tree', 'tall tree'],
    // A holiday before a noun is when, not what.
    ['a Christmas card with a snowman', 'card'],
    ['a Thanksgiving card with a turkey', 'card'],
  ])('%s (no "%s")', (prompt, word) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut.map((w) => w.toLowerCase())).not.toContain(word)
    expect(p.leftOut.join(' ').toLowerCase()).not.toContain(word)
  })

  it('one list of little words holds the pronouns, reflexives and connecting words', () => {
    for (const word of ['itself', 'themselves', 'it', 'but', 'as', 'the', 'with'])
      expect(LITTLE_WORDS.has(word)).toBe(true)
  })

  it('a tree named with a describing word is drawn', () => {
    expect(plan('a bear under a big tree').subjects.map((s) => s.concept)).toContain('tree')
  })
})

describe('group words are drawn as a few of their members', () => {
  it('fruit is drawn as fruit the art holds, vegetables as vegetables', () => {
    const fruit = groupMembers('fruit')?.map((c) => c.id) ?? []
    expect(fruit.length).toBe(2)
    expect(fruit).toContain('apple')
    expect(groupMembers('vegetable')?.length).toBe(2)
  })

  it('a word with its own drawing, or a made thing whose kinds stray, is no group', () => {
    expect(groupMembers('apple')).toBeNull()
    expect(groupMembers('instrument')).toBeNull()
  })

  it.each(['a bear with fruit', 'a bowl of vegetables on a table', 'a pig eating vegetables'])(
    '%s draws members and says nothing of the group',
    (prompt) => {
      const p = plan(prompt)
      expect(p.refusal).toBeNull()
      expect(p.leftOut.join(' ')).not.toMatch(/fruit|vegetable/)
      const ids = p.subjects.map((s) => s.concept)
      const members = [...(groupMembers('fruit', 99) ?? []), ...(groupMembers('vegetable', 99) ?? [])].map(
        (c) => c.id,
      )
      expect(ids.some((id) => members.includes(id))).toBe(true)
    },
  )
})

describe('a group an action draws by code is not drawn twice', () => {
  it('a chef chopping vegetables: the cutting board holds them, no loose members beside', () => {
    const p = plan('a chef chopping vegetables')
    const members = (groupMembers('vegetable', 99) ?? []).map((c) => c.id)
    expect(p.subjects.some((s) => members.includes(s.concept))).toBe(false)
    expect(p.leftOut).toEqual([])
  })
})

describe('greetings and holiday cards are lettered, with what follows drawn', () => {
  it.each([
    ['Get well soon Grandpa with balloons', ['Get Well Soon', 'Grandpa'], 'balloon'],
    ['Congratulations with stars', ['Congratulations'], 'star'],
    ["a Mother's Day card with tulips", ["Happy Mother's Day"], 'tulip'],
    ['an Easter card with eggs', ['Happy Easter'], 'egg'],
    ["a Valentine's Day card with roses and hearts", ["Happy Valentine's Day"], 'rose'],
  ])('%s', (prompt, text, drawn) => {
    const p = plan(prompt)
    expect(p.text).toEqual(text)
    expect(p.subjects.map((s) => s.concept)).toContain(drawn)
    // The page is the card: no card drawn on it.
    expect(p.subjects.map((s) => s.concept)).not.toContain('greeting-card')
    expect(p.leftOut).toEqual([])
  })
})

describe('relations read by what the words mean', () => {
  it('reading to someone: the reader holds a book, the listener is beside, not read', () => {
    const p = plan('a boy reading to his dog')
    const ids = p.subjects.map((s) => s.concept)
    expect(ids).toContain('book')
    const book = ids.indexOf('book')
    const dog = ids.indexOf('dog')
    expect(p.relations).toContainEqual({ actor: 0, relation: 'reading', object: book })
    expect(p.relations.some((r) => r.object === dog && r.relation === 'reading')).toBe(false)
  })

  it('the reader, not the book, is under the tree', () => {
    const p = plan('a girl reading a book under a tree')
    const tree = p.subjects.findIndex((s) => s.concept === 'tree')
    expect(p.relations).toContainEqual({ actor: 0, relation: 'under', object: tree })
  })

  it('baby birds are chicks, in the nest', () => {
    const p = plan('baby birds in a nest')
    expect(p.subjects.map((s) => s.concept)).toEqual(['chick', 'nest-with-eggs'])
    expect(p.leftOut).toEqual([])
  })

  it('a kind of worn thing named by a drawing is the worn thing, never the drawing on a head', () => {
    const p = plan('a bear wearing a fire helmet')
    expect(p.props.some((x) => x.concept === 'fire')).toBe(false)
    expect(p.props.some((x) => x.place === 'head')).toBe(true)
  })

  it('a name of several words drawn as another thing is said ("paper bag" as a sack)', () => {
    const p = plan('a puppy in a paper bag')
    if (p.subjects.some((s) => s.concept === 'sack')) expect(p.leftOut).toContain('paper bag')
  })
})
