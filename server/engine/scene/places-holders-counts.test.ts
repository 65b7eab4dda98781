import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { pageSvg } from '../common/composed-page'
import { PAGE_SIZES } from '../common/page-size'
import { seededRandom } from '../common/seeded-random'
import { describeSubjects, makePlan } from '../plan/make-plan'
import type { Complexity } from '../plan/plan'
import { pageRegions } from '../render/page-regions'
import { svgToBitmap } from '../render/svg-to-png'
import { countWhiteRegions } from '../render/white-regions'
import { composedScene } from '../scenery/setting-scenes'
import type { SettingId } from '../vocabulary/concept-types'
import { composeScene } from './compose-scene'

const plan = (prompt: string, complexity: Complexity = 'easy') =>
  makePlan({ prompt, complexity, style: 'cartoon', seed: 1 })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a boat on the water floats on it', () => {
  it.each([
    'a pirate ship on the ocean',
    'a boat on the ocean',
    'a duck on the ocean',
    'a swan on the ocean',
  ])('"%s" is on the open sea with waves, the ocean named', (prompt) => {
    const p = plan(prompt)
    expect(p.setting).toBe('sea')
    expect(p.namedSetting).toBe('ocean')
    expect(p.leftOut).toEqual([])
  })

  it('keeps the sea floor for what the prompt puts under the water, and for fish', () => {
    expect(plan('a ship under the sea').setting).toBe('ocean')
    expect(plan('a sunken ship on the bottom of the sea').setting).toBe('ocean')
    expect(plan('a fish in the ocean').setting).toBe('ocean')
  })
})

describe('named places are settings', () => {
  it.each([
    ['a lion at the zoo', 'zoo', 'lion'],
    ['a zoo', 'zoo', 'elephant'],
    ['a classroom', 'classroom', 'desk'],
    ['a teacher in a classroom', 'classroom', 'teacher'],
    ['a kitchen', 'kitchen', 'stove'],
    ['a chef in the kitchen', 'kitchen', 'cook'],
    ['a park', 'park', 'bench'],
    ['a dog in the park', 'park', 'dog'],
    ['a playground', 'playground', 'playground-slide'],
    ['a library', 'library', 'books'],
    ['a bedroom', 'bedroom', 'bed'],
    ['a rainy day in the city', 'city', 'umbrella-with-rain-drops'],
    ['the sun shining over the hills', 'meadow', 'sun'],
    ['a polar bear on an iceberg', 'snow', 'polar-bear'],
  ] as const)('"%s": the %s, with a %s', (prompt, setting, subject) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.setting).toBe(setting)
    expect(p.subjects.map((s) => s.concept)).toContain(subject)
    expect(p.leftOut).toEqual([])
    expect(describeSubjects(p)).toContain(p.namedSetting)
  })

  it('draws the back wall or fence of a built place behind its subjects, on easy and intricate pages', () => {
    for (const [prompt, wall] of [
      ['a teacher in a classroom', '*classroom-wall'],
      ['a lion at the zoo', '*zoo-wall'],
    ]) {
      expect(plan(prompt).props.map((p) => p.concept)).toContain(wall)
      const easy = composeScene(plan(prompt)).svg
      const bare = composeScene({ ...plan(prompt), props: [] }).svg
      expect(easy.length).toBeGreaterThan(bare.length + 500)
      expect(composedScene(plan(prompt, 'intricate').setting, sceneArea(false))).not.toBeNull()
    }
  })

  it('rains on a rainy page instead of shining, and names the sky it draws', () => {
    const p = plan('a frog in the rain')
    const concepts = p.props.map((x) => x.concept)
    expect(concepts).toContain('*rain')
    expect(concepts).not.toContain('sun')
    expect(describeSubjects(plan('a sailboat at sunset'))).toContain('sunset')
    expect(describeSubjects(plan('a city at night'))).toEqual(expect.arrayContaining(['night', 'city']))
    // A night setting has its own moon: no second one.
    expect(plan('an owl at night').props.filter((x) => x.concept === 'moon').length).toBeLessThanOrEqual(1)
  })
})

describe('holders are drawn with what is in or on them, or said left out', () => {
  it.each([
    ['a bird in a cage', ['bird', 'bird-cage']],
    ['a dog in its doghouse', ['dog', 'doghouse']],
    ['a cat in a box', ['cat', 'box']],
    ['a basket of apples', ['apple', 'basket']],
    ['a jar of cookies', ['cookie', 'jar']],
    ['a cow in the barn', ['cow', 'barn']],
  ])('"%s" draws the thing in the holder', (prompt, subjects) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toEqual(subjects)
    expect(p.relations).toEqual([{ actor: 0, relation: 'in', object: 1 }])
    expect(p.leftOut).toEqual([])
  })

  it('puts a king on his throne, a sack beside its potatoes', () => {
    expect(ids('a king on a throne')).toContain('throne')
    expect(ids('a sack of potatoes')).toEqual(expect.arrayContaining(['sack', 'potato']))
  })

  it('draws the tool an action names, or says it has none', () => {
    expect(ids('a builder hammering a nail')).toContain('hammer')
    expect(ids('a little girl brushing her hair')).toContain('hairbrush')
    expect(plan('a little girl brushing her hair').leftOut).toEqual([])
    expect(ids('dad vacuuming the living room')).toContain('vacuum-cleaner')
    expect(ids('a hammer')).toEqual(['hammer'])
  })

  it('says a holder it has no drawing of', () => {
    expect(plan('a girl with a bag of marbles').leftOut).toContain('bag')
  })

  it('draws what is served on a plate on its face, and the gold in its pot', () => {
    const cookies = plan('a plate of cookies')
    expect(cookies.leftOut).toEqual([])
    const { placed } = composeScene(cookies)
    const [cookie, dish] = placed
    // On the plate seen from above: inside it, and about half as wide.
    expect(cookie.minX).toBeGreaterThan(dish.minX)
    expect(cookie.maxX).toBeLessThan(dish.maxX)
    expect(cookie.minY).toBeGreaterThan(dish.minY)
    expect(cookie.maxY).toBeLessThan(dish.maxY)
    expect(cookie.maxX - cookie.minX).toBeLessThan((dish.maxX - dish.minX) * 0.6)
    const gold = plan('a pot of gold')
    expect(gold.leftOut).toEqual([])
    expect(gold.subjects.map((s) => s.concept)).toEqual(['gold', 'pot'])
    expect(gold.relations).toEqual([{ actor: 0, relation: 'in', object: 1 }])
  })

  it('draws an animal at the door of a doghouse or in a cage, in front of it and smaller', () => {
    const { placed } = composeScene(plan('a dog in its doghouse'))
    const [dog, house] = placed
    expect(dog.maxY - dog.minY).toBeLessThan((house.maxY - house.minY) * 0.6)
    expect(dog.minX).toBeGreaterThan(house.minX)
    expect(dog.maxX).toBeLessThan(house.maxX)
  })
})

describe('counted things are drawn that many times', () => {
  it.each([
    ['two dinosaurs', 'dinosaur', 2],
    ['three cats', 'cat', 3],
    ['a family of ducks', 'duck', 3],
    ['a herd of elephants', 'elephant', 3],
    ['five little monkeys', 'monkey', 5],
    ['ten cats', 'cat', 10],
    ['8 fish in the sea', 'fish', 8],
    ['a dozen eggs', 'egg', 12],
    ['twenty stars', 'star', 20],
  ] as const)('"%s": %s x%d', (prompt, concept, n) => {
    const p = plan(prompt)
    expect(p.subjects.filter((s) => s.concept === concept)).toHaveLength(n)
    expect(describeSubjects(p).filter((s) => s === p.subjects[0].label)).toHaveLength(1)
  })

  it('counts the thing the number is for, beside others', () => {
    expect(ids('a teapot and two teacups')).toEqual([
      'teapot',
      'teacup-without-handle',
      'teacup-without-handle',
    ])
  })

  it('keeps five in all when a few counted share the page ("two dogs and three cats")', () => {
    expect(ids('two dogs, three cats and a bird')).toHaveLength(5)
  })

  it('draws a count over five in full beside the others: a counting page ("two dogs and seven cats")', () => {
    const counted = ids('two dogs and seven cats')
    expect(counted.filter((id) => id === 'cat')).toHaveLength(7)
    expect(counted.filter((id) => id === 'dog')).toHaveLength(2)
  })

  it('draws six to twenty as a counting grid where none hides another', () => {
    for (const prompt of [
      'ten ducks in a pond',
      'a dozen eggs',
      'six butterflies in a garden',
      'twenty stars',
    ]) {
      const { placed } = composeScene(plan(prompt))
      const many = placed.slice(0, plan(prompt).subjects.length)
      for (const [i, a] of many.entries())
        for (const b of many.slice(i + 1)) {
          const overlapX = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)
          const overlapY = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY)
          expect(overlapX <= 0 || overlapY <= 0, prompt).toBe(true)
        }
    }
  })

  it('leaves people to the figures ("two kids" are two whole children, one subject)', () => {
    expect(ids('two kids playing')).toHaveLength(1)
  })

  it('draws three or more in two rows, each larger than a single file would allow', () => {
    const { placed } = composeScene(plan('three cats'))
    expect(placed.length).toBeGreaterThanOrEqual(3)
    const [a, b, c] = placed
    const width = (box: typeof a) => box.maxX - box.minX
    // A single file of three leaves each under a third of the page; the front row holds two.
    expect(Math.max(width(a), width(b), width(c))).toBeGreaterThan(PAGE_SIZES.letter.widthPt * 0.3)
    expect(c.maxY).toBeLessThan(a.maxY)
  })
})

describe('a glass to drink from is not a pair of eyeglasses', () => {
  it.each(['a glass of water', 'a glass of lemonade', 'a glass of orange juice'])('%s', (prompt) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toEqual(['tumbler-glass'])
    expect(p.leftOut).toEqual([])
  })

  it('keeps glasses for a girl with glasses and milk for a glass of milk', () => {
    expect(ids('a glass of milk')).toEqual(['glass-of-milk'])
    expect(plan('a girl with glasses').props.map((p) => p.concept)).toContain('glasses')
  })
})

const area = { minX: 60, minY: 60, maxX: 552, maxY: 732 }
const sceneArea = (quiet: boolean) => ({
  area,
  horizon: 460,
  groundY: 600,
  avoid: [{ minX: 200, minY: 250, maxX: 420, maxY: 600 }],
  line: 0.85,
  random: seededRandom(3),
  quiet,
})
const frame = '<path d="M36 36H576V756H36ZM60 60H552V732H60Z" fill="#fff" fill-rule="evenodd" stroke="#000"/>'

describe('the new places stay printable', () => {
  const ROOMS: SettingId[] = ['zoo', 'playground', 'classroom', 'kitchen', 'library', 'bedroom']

  it.each(ROOMS)(
    '%s: the intricate scene has no region too small to colour, and fewer round a pen drawing',
    async (setting) => {
      const count = async (quiet: boolean) => {
        const s = composedScene(setting, sceneArea(quiet))
        if (!s) throw new Error(`no scene for ${setting}`)
        return pageRegions({ svg: pageSvg(PAGE_SIZES.letter, s.sky + s.ground + frame), drawings: '' }, 0)
      }
      const full = await count(false)
      const quiet = await count(true)
      expect(full.specks).toBeLessThanOrEqual(6)
      expect(quiet.background).toBeLessThanOrEqual(full.background)
    },
    30_000,
  )

  it.each([
    'a teacher in a classroom',
    'a chef in the kitchen',
    'a library',
    'a bedroom',
    'a lion at the zoo',
    'a playground',
    'a sailboat at sunset',
    'a rainy day in the city',
    'three cats',
    'a bird in a cage',
  ])(
    '"%s": an easy page under 200 regions, none smaller than the speck limit',
    async (prompt) => {
      const regions = countWhiteRegions(
        await svgToBitmap(composeScene(plan(prompt)).svg, 1275, lineStyle('easy', 'cartoon').speckArea),
      )
      expect(regions.count).toBeLessThan(200)
      expect(Math.min(...regions.sizes)).toBeGreaterThanOrEqual(300)
    },
    30_000,
  )
})
