import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Plan } from '../plan/plan'
import { composeScene } from '../scene/compose-scene'
import { conceptForPhrase } from './concept-index'

// Foods children, parents and teachers name (food-concepts.ts, the emoji names in
// server/tools/emoji-vocabulary-rules.ts): each reached by its names, plurals and everyday synonyms, drawn
// in the prompts a teacher types, and a kin drawn in its place said.
const plan = (prompt: string): Plan => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawn = (p: Plan) => [...p.subjects.map((s) => s.concept), ...p.props.map((x) => x.concept)]

const REACHED: [string, string][] = [
  ['plums', 'plum'],
  ['raspberries', 'raspberry'],
  ['blackberries', 'raspberry'],
  ['beetroot', 'beetroot'],
  ['beets', 'beetroot'],
  ['asparagus', 'asparagus'],
  ['leeks', 'leek'],
  ['artichoke', 'artichoke'],
  ['cabbage', 'cabbage'],
  ['cauliflower', 'cauliflower'],
  ['celery sticks', 'celery'],
  ['courgette', 'zucchini'],
  ['zucchini', 'zucchini'],
  ['pomegranate', 'pomegranate'],
  ['dragon fruit', 'dragon-fruit'],
  ['roast dinner', 'roast-dinner'],
  ['roast turkey', 'roast-dinner'],
  ['slice of pie', 'pie-slice'],
  ['nachos', 'nachos'],
  ['jelly beans', 'jelly-beans'],
  ['brownies', 'brownie'],
  ['toffee apple', 'candy-apple'],
  ['caramel apples', 'candy-apple'],
  ['candy floss', 'cotton-candy'],
  ['cotton candy', 'cotton-candy'],
  ['cake pops', 'cake-pop'],
  ['churros', 'churro'],
  ['cinnamon bun', 'cinnamon-roll'],
  ['pop tarts', 'toaster-pastry'],
  ['swiss roll', 'swiss-roll'],
  ['yule log', 'swiss-roll'],
  ['wedding cake', 'wedding-cake'],
  ['christmas pudding', 'christmas-pudding'],
  // Emoji drawings under the names children use
  ['curry', 'curry-rice'],
  ['sweetcorn', 'ear-of-corn'],
  ['onigiri', 'rice-ball'],
  ['dim sum', 'dumpling'],
  ['fried rice', 'cooked-rice'],
  ['chocolate cake', 'shortcake'],
  ['tart', 'pie'],
  ['jelly', 'jello'],
  ['waffle cone', 'ice-cream'],
  ['jelly fish', 'jellyfish'],
  ['boiled egg', 'egg-cup'],
  ['egg and soldiers', 'egg-cup'],
  ['chocolate chip pancakes', 'pancakes'],
  ['chocolate chip muffin', 'cupcake'],
  ['choc chip cookies', 'cookie'],
]

describe('foods children name', () => {
  it.each(REACHED)('"%s" reaches the %s', (phrase, id) => {
    expect(conceptForPhrase(phrase)?.id).toBe(id)
  })

  it.each([
    ['a bowl of curry', 'curry-rice'],
    ['a roast dinner', 'roast-dinner'],
    ['a toffee apple', 'candy-apple'],
    ['candy floss at the fair', 'cotton-candy'],
    ['a girl eating a brownie', 'brownie'],
    ['a rabbit eating a cabbage', 'cabbage'],
    ['a christmas pudding', 'christmas-pudding'],
    ['a wedding cake', 'wedding-cake'],
    ['a pomegranate', 'pomegranate'],
    ['a cauliflower', 'cauliflower'],
    ['a plum', 'plum'],
    ['celery sticks', 'celery'],
    ['a courgette', 'zucchini'],
    ['a dragon fruit', 'dragon-fruit'],
    ['a chef serving a roast chicken', 'roast-dinner'],
    ['a boy eating jelly and ice cream', 'jello'],
  ])('"%s" draws the %s, nothing left out', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.leftOut, prompt).toEqual([])
  })

  it('a food is no person: a brownie, a tart', () => {
    for (const prompt of ['a brownie', 'a tart', 'a pop tart'])
      expect(plan(prompt).people, prompt).toBeUndefined()
  })

  it('a dragon fruit is one fruit, not a dragon, an apple and a kiwi', () => {
    expect(drawn(plan('a dragon fruit'))).not.toContain('dragon')
  })

  it('chocolate chips are no fries', () => {
    for (const prompt of ['chocolate chip pancakes', 'a chocolate chip muffin', 'a choc chip cookie'])
      expect(drawn(plan(prompt)), prompt).not.toContain('french-fries')
  })

  it('a kin drawn in its place is said', () => {
    for (const [prompt, id, said] of [
      ['spinach', 'leafy-green', 'spinach'],
      ['an apricot', 'peach', 'apricot'],
      ['a parsnip', 'carrot', 'parsnip'],
      ['brussels sprouts', 'cabbage', 'brussels sprouts'],
      ['a grapefruit', 'tangerine', 'grapefruit'],
      ['a blackcurrant', 'blueberries', 'blackcurrant'],
      ['an omelette', 'fried-egg', 'omelette'],
      ['green beans', 'pea-pod', 'green beans'],
    ]) {
      const p = plan(prompt)
      expect(drawn(p), prompt).toContain(id)
      expect(p.leftOut, prompt).toContain(said)
    }
  })

  it('sweets on a stick are held in one hand by it', () => {
    for (const prompt of ['a boy holding a candy apple', 'a girl holding candy floss']) {
      const p = plan(prompt)
      expect(drawn(p), prompt).toEqual(expect.arrayContaining([expect.stringMatching(/candy/)]))
      expect(composeScene(p).svg.length, prompt).toBeGreaterThan(0)
    }
  })
})
