import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A card someone makes or gives is drawn in the page (holiday-cards.ts, idioms.ts); a card a referee shows and bulbs
// planted are another sense than the drawing's, said (other-sense-here.ts).
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const ids = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)

describe('a holiday card in someone’s hands', () => {
  it.each([
    'a girl making a birthday card for her mum',
    "a boy giving his mum a mother's day card",
    'a girl making a valentine card',
    'a boy writing a Christmas card',
  ])('%s draws the card, no one else for its name', (prompt) => {
    expect(ids(prompt)).toContain('greeting-card')
    expect(ids(prompt)).not.toContain('birthday-cake')
    expect(plan(prompt).people?.people.length).toBeLessThanOrEqual(2)
  })

  it('a card alone is still the page itself, lettered', () => {
    expect(ids('a birthday card')).not.toContain('greeting-card')
    expect(plan('a birthday card').text).not.toBeNull()
  })
})

describe('another sense than the drawing’s, said', () => {
  it.each([
    ['a gardener planting bulbs', 'bulbs', 'light-bulb'],
    ['a girl planting tulip bulbs', 'bulbs', 'light-bulb'],
    ['a referee showing a red card', 'card', 'greeting-card'],
  ])('%s says %s and draws no %s', (prompt, said, wrong) => {
    expect(ids(prompt)).not.toContain(wrong)
    expect(plan(prompt).leftOut).toContain(said)
  })

  it('a light bulb changed is still the light bulb', () => {
    expect(ids('a boy changing a light bulb')).toContain('light-bulb')
  })
})

describe('birthday candles', () => {
  it.each(['a girl blowing out birthday candles', 'a boy blowing out his birthday candles'])(
    '%s are on the birthday cake, never dropped',
    (prompt) => {
      expect(ids(prompt)).toContain('birthday-cake')
      expect(plan(prompt).people?.people.length).toBe(1)
    },
  )
})
