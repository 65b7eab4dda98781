import { describe, expect, it } from 'vitest'
import { checkPrompt } from '../safety/check-prompt'
import { improvePrompt } from './improve-prompt'
import type { Complexity, Style } from './prompt-options'

const looks: [Complexity, Style][] = [
  ['easy', 'cartoon'],
  ['easy', 'realistic'],
  ['intricate', 'cartoon'],
  ['intricate', 'realistic'],
]
const prompts = [
  'a lion',
  'A polar bear',
  'fire truck',
  'a dragon breathing fire',
  'my grandma baking cookies',
  'a cat in a box',
  'happy birthday Emma',
  'a unicorn and a rainbow over a castle with many flowers and a little girl waving',
]

describe('improvePrompt', () => {
  it('turns "a lion" into a savanna scene with bold outlines for easy cartoon', () => {
    const text = improvePrompt('a lion', { complexity: 'easy', style: 'cartoon' })
    expect(text).toMatch(/^a lion /)
    expect(text).toContain('savanna')
    expect(text).toContain('bold clean outlines')
    expect(text.split(', ').length).toBeGreaterThanOrEqual(3)
  })

  it('asks for patterns and small areas when intricate', () => {
    const text = improvePrompt('a lion', { complexity: 'intricate', style: 'cartoon' })
    expect(text).toMatch(/pattern/)
    expect(text).toContain('many small detailed areas')
  })

  it('asks for realistic proportions and fine line work when realistic', () => {
    expect(improvePrompt('a horse', { complexity: 'intricate', style: 'realistic' })).toContain(
      'realistic proportions, fine line work',
    )
    expect(improvePrompt('a horse', { complexity: 'easy', style: 'realistic' })).toContain(
      'realistic proportions',
    )
  })

  it.each(prompts.flatMap((p) => looks.map(([c, s]) => [p, c, s] as const)))(
    'keeps %j first and unchanged (%s, %s)',
    (prompt, complexity, style) => {
      const text = improvePrompt(prompt, { complexity, style })
      expect(text.startsWith(prompt)).toBe(true)
      expect(text.length).toBeGreaterThan(prompt.length + 20)
    },
  )

  it('gives the same text for the same prompt, options and seed', () => {
    const options = { complexity: 'easy', style: 'cartoon', seed: 42 } as const
    expect(improvePrompt('a penguin', options)).toBe(improvePrompt('a penguin', options))
  })

  it('different seeds give different wordings for a known subject', () => {
    const texts = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        improvePrompt('a dog', { complexity: 'easy', style: 'cartoon', seed }),
      ),
    )
    expect(texts.size).toBeGreaterThan(1)
  })

  it('adds no setting when the person already named a place', () => {
    const text = improvePrompt('a shark in a bathtub', { complexity: 'easy', style: 'cartoon' })
    expect(text).not.toContain('coral reef')
    expect(text.startsWith('a shark in a bathtub, ')).toBe(true)
  })

  it('finds the compound subject first: a polar bear lives on the ice, a teddy bear does not', () => {
    expect(improvePrompt('a polar bear', { complexity: 'easy', style: 'realistic' })).toMatch(/snowy/)
    expect(improvePrompt('a teddy bear', { complexity: 'easy', style: 'realistic' })).not.toMatch(/forest/)
  })

  it('tidies spacing and trailing punctuation but leaves the words alone', () => {
    expect(improvePrompt('  a   Lion!! ', { complexity: 'easy', style: 'cartoon' })).toMatch(/^a Lion /)
  })

  it('returns an empty string for an empty prompt', () => {
    expect(improvePrompt('   ', { complexity: 'easy', style: 'cartoon' })).toBe('')
  })

  it('never makes a safe prompt unsafe', () => {
    for (const prompt of prompts) {
      for (const [complexity, style] of looks) {
        for (const seed of [0, 1, 2, 3]) {
          expect(checkPrompt(improvePrompt(prompt, { complexity, style, seed }))).toEqual({ ok: true })
        }
      }
    }
  })
})
