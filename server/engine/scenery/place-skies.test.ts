import { describe, expect, it } from 'vitest'
import { lineStyle } from '../art/line-style'
import { seededRandom } from '../common/seeded-random'
import { placeSky } from './place-skies'

describe('a season named is drawn in whatever sky is left', () => {
  it('falling leaves shrink to fit the narrow sky beside a big subject rather than vanish', () => {
    // "a fox in autumn": the seated fox, the sun and two trees leave strips of sky about 110 points wide.
    const ctx = {
      scene: { minX: 36, minY: 36, maxX: 576, maxY: 756 },
      horizon: 468,
      groundY: 520,
      lines: lineStyle('easy', 'cartoon'),
      random: seededRandom(1),
      avoid: [
        { minX: 149, minY: 137, maxX: 463, maxY: 612 },
        { minX: 47, minY: 80, maxX: 166, maxY: 198 },
        { minX: 47, minY: 358, maxX: 182, maxY: 520 },
        { minX: 430, minY: 358, maxX: 565, maxY: 520 },
      ],
    }
    expect(placeSky('*falling-leaves', ctx)).not.toBe('')
  })
})
