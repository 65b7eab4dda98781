import { describe, expect, it } from 'vitest'
import type { PlanRefusal } from '../engine'
import { promptRefusal, refusalFor } from './prompt-refusal'

const unknown: PlanRefusal = {
  kind: 'unknown',
  error: "Colorly can't draw 'axolotl' yet.",
  suggestions: ['a lizard', 'a frog'],
}
const character: PlanRefusal = {
  kind: 'character',
  error: "Colorly doesn't draw Elsa: characters belong to their owners. Try a generic take instead.",
  suggestions: ['a snowman'],
}

describe('refusalFor', () => {
  it('the builtin engine refuses an unknown subject; an image model is asked to draw it', () => {
    expect(refusalFor({ refusal: unknown }, 'builtin')).toBe(unknown)
    expect(refusalFor({ refusal: unknown }, 'openai')).toBeNull()
  })

  it('every engine refuses a character owned by others', () => {
    expect(refusalFor({ refusal: character }, 'builtin')).toBe(character)
    expect(refusalFor({ refusal: character }, 'openai')).toBe(character)
  })

  it('a plan without a refusal is drawn by either engine', () => {
    expect(refusalFor({ refusal: null }, 'builtin')).toBeNull()
    expect(refusalFor({ refusal: null }, 'openai')).toBeNull()
  })
})

describe('promptRefusal', () => {
  it('reads the refusal from the plan of the prompt', () => {
    const options = { complexity: 'easy', style: 'cartoon' } as const
    expect(promptRefusal('Olaf the snowman', 'openai', options)?.kind).toBe('character')
    expect(promptRefusal('a snowman', 'builtin', options)).toBeNull()
  })
})
