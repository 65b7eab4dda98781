import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a doing WordNet knows whole is read whole', () => {
  it("draws no cradle for the game of cat's cradle, and says the game", () => {
    expect(ids("two girls playing cat's cradle")).not.toContain('cradle')
    expect(plan("two girls playing cat's cradle").leftOut).toContain("cat's cradle")
  })

  it('says a game with nothing of it drawn, and not one its things or the figure show', () => {
    expect(plan('kids playing musical chairs').leftOut).toContain('musical chairs')
    expect(plan('kids playing hide and seek').leftOut).toEqual([])
    expect(plan('two boys playing table tennis').leftOut).toEqual([])
    // The figure jumps: the long jump is its pose, landing in the sand pit.
    expect(plan('a girl doing the long jump into the sand pit').leftOut).toEqual([])
  })

  it('refuses an event that is the page itself rather than draw a flower in its place', () => {
    // A solar eclipse is drawn now (art/own-drawings/play-food-and-sky.ts); the gazebo stands for what is not.
    const gazebo = plan('a gazebo over the hills')
    expect(gazebo.refusal?.error).toContain('gazebo')
  })
})

describe('a made thing named by what it is for is no drawing of its first word', () => {
  it.each([['a lobsterman pulling a lobster trap onto his boat', 'lobster trap', 'lobster']])(
    '%s: says %s whole',
    (prompt, said, notDrawn) => {
      expect(plan(prompt).leftOut).toContain(said)
      if (notDrawn) expect(ids(prompt)).not.toContain(notDrawn)
    },
  )

  it('draws bubble wrap once it has a drawing, never soap bubbles for it', () => {
    expect(ids('Mia popping bubble wrap')).toContain('bubble-wrap')
    expect(ids('Mia popping bubble wrap')).not.toContain('bubbles')
  })

  it('keeps a made thing that may own the part after it ("the car windshield": the car stays)', () => {
    expect(ids('dad scraping ice off the car windshield')).toContain('car')
    // The windshield is the car's own part, drawn with it (0136-parts-drawn-with-their-whole.md).
    expect(plan('dad scraping ice off the car windshield').parts).toContain('windshield')
  })

  it('keeps a person before a verb the doer ("his dad wash the car")', () =>
    expect(plan('a boy helping his dad wash the car').leftOut).toEqual([]))

  it('says a light something hangs from or flies around', () =>
    expect(plan('a spider hanging from the porch light on Halloween').leftOut).toContain('light'))
})

describe('a word read in the sense it has where it stands', () => {
  it('draws the rice fields a sunset is over as a field of stalks, never a bowl of cooked rice', () => {
    const fields = plan('the sun setting over the rice fields')
    expect(fields.subjects.map((s) => s.concept)).not.toContain('cooked-rice')
    expect(fields.props.map((p) => p.concept)).toContain('*wheat-field')
    expect(fields.leftOut).toEqual([])
    // A drawing of the crop itself stays: pumpkins in a pumpkin patch.
    expect(ids('a scarecrow in a pumpkin patch')).toContain('pumpkin')
  })

  it('draws a camera only for a picture taken, and says a picture glued on', () => {
    expect(ids('a girl gluing macaroni onto a picture')).not.toContain('camera')
    expect(plan('a girl gluing macaroni onto a picture').leftOut).toContain('picture')
    expect(ids('a wedding photographer taking a picture of the bride and groom')).toContain('camera')
  })

  it('draws the owner named with "\'s" (the baby in the arms), never a holiday\'s day', () => {
    expect(plan("dad changing the baby's diaper").leftOut).not.toContain('baby')
    expect(plan("dad changing the baby's diaper").props.map((p) => p.concept)).toContain('*baby')
    expect(plan("two flamingos making a heart with their necks for Valentine's Day").leftOut).toEqual([])
  })

  it('says a calendar, and keeps a tie drawn as a necktie', () => {
    expect(plan('an advent calendar with little numbered doors').leftOut.join(' ')).toContain('calendar')
    expect(ids('a boy learning to tie his school tie')).toContain('necktie')
  })
})
