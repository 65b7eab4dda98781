import { describe, expect, it } from 'vitest'
import { LANDMARK_WORLD_FAMOUS } from '../art/own-drawings/landmark-world-famous'
import { conceptById } from '../vocabulary/concept-index'
import { drawn, expectDrawnAsItself, plan } from './landmark-test-kit'

// The most famous landmarks still drawn as their kind, now drawn in their own shape
// (art/own-drawings/landmark-world-famous.ts): never "Drawn as a mosque: no Blue Mosque".
const OWN: [prompt: string, id: string][] = [
  ['a llama at Machu Picchu', 'machu-picchu'],
  ['Victoria Falls with a rainbow', 'victoria-falls'],
  ['the Blue Mosque in Istanbul', 'blue-mosque'],
  ['the Sultan Ahmed Mosque', 'blue-mosque'],
  ['the Golden Temple', 'golden-temple'],
  ['the Golden Temple with its reflection in the pool', 'golden-temple'],
  ['Borobudur at sunrise', 'borobudur'],
]

describe('the most famous landmarks drawn in their own shape', () => {
  it.each(OWN)('%s: drawn as itself (%s), nothing said', (prompt, id) => {
    expectDrawnAsItself(prompt, id)
    expect(plan(prompt).leftOut).toEqual([])
  })

  it('draws the parts named on it, not beside it', () => {
    expect(drawn(plan('Victoria Falls with a rainbow'))).not.toContain('rainbow')
    expect(drawn(plan('a llama at Machu Picchu'))).not.toContain('mountain')
  })

  it('credits each drawing to Colorly', () => {
    for (const id of Object.keys(LANDMARK_WORLD_FAMOUS)) expect(conceptById(id).family, id).toBe('colorly')
  })
})
