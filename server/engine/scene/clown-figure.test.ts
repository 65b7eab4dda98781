// A clown is drawn as a whole costumed figure (people/outfits.ts), never as the art's clown face, a bust.
import { describe, expect, it } from 'vitest'
import { drawFigure } from '../people/draw-figure'
import { OUTFITS } from '../people/outfits'
import { POSES, skeleton } from '../people/skeleton'
import { makePlan } from '../plan/make-plan'
import { composeScene } from './compose-scene'

describe('a clown', () => {
  it.each([
    ['easy', 'cartoon'],
    ['intricate', 'realistic'],
  ] as const)('on a %s %s page is a figure, the clown face not drawn', (complexity, style) => {
    const scene = composeScene(makePlan({ prompt: 'a clown squeezing out of a tiny car', complexity, style }))
    const drawn = scene.credits.map((c) => c.drawing)
    expect(drawn).not.toContain('clown-face')
    expect(drawn).toContain('automobile')
  })

  it('wears a cone hat, a ruff and a round nose: more shapes than the same figure in everyday clothes', () => {
    const s = skeleton('adult', POSES.stand)
    const at = { x: 300, y: 500 }
    const clown = drawFigure(s, { outfit: OUTFITS.clown, hair: 'curly', age: 'adult' }, at, 1, 2)
    const plain = drawFigure(
      s,
      { outfit: { ...OUTFITS.clown, hat: null, extras: [] }, hair: 'curly', age: 'adult' },
      at,
      1,
      2,
    )
    const shapes = (svg: string) => svg.split('<path').length
    // The hat and its bobble, the ruff and the nose.
    expect(shapes(clown.svg) - shapes(plain.svg)).toBeGreaterThanOrEqual(4)
    // The hat rises well above the head.
    expect(clown.box.minY).toBeLessThan(clown.head.y - clown.headR * 2.4)
  })

  it.each([
    ['a detective with a magnifying glass', 'detective'],
    ['a ninja jumping over a wall', 'ninja'],
  ])('"%s" is a figure, not the %s bust', (prompt, icon) => {
    const scene = composeScene(makePlan({ prompt, complexity: 'easy', style: 'cartoon' }))
    expect(scene.credits.map((c) => c.drawing)).not.toContain(icon)
  })
})
