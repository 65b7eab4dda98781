import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import type { Complexity } from '../plan/plan'
import { composeScene } from './compose-scene'
import { placesPrintWell } from './places-print-well'

// The landscape pieces no setting drew before (scenery/place-landscape.ts): mountains, a country road, a
// crossroads with its signpost.
const PIECES: [prompt: string, piece: string][] = [
  ['an eagle on the mountain peak', '*mountains'],
  ['a cat by the roadside', '*country-road'],
  ['kids at the crossroads', '*crossroads'],
]

const drawn = (prompt: string, piece: string, complexity: Complexity, style: 'cartoon' | 'realistic') => {
  const svg = composeScene(makePlan({ prompt, complexity, style, seed: 1 })).svg
  const at = svg.indexOf(`<g data-place="${piece.slice(1)}">`)
  return at < 0 ? '' : svg.slice(at, svg.indexOf('</g>', at))
}

describe('the landscape pieces are drawn and print well', () => {
  it.each(PIECES)('"%s": %s is on the easy page and the intricate one, in both styles', (prompt, piece) => {
    for (const complexity of ['easy', 'intricate'] as const)
      for (const style of ['cartoon', 'realistic'] as const)
        expect(drawn(prompt, piece, complexity, style).match(/Z/g)?.length ?? 0).toBeGreaterThanOrEqual(2)
  })

  placesPrintWell([
    ...PIECES.map(([prompt]) => prompt),
    'a fox at the crossroads',
    'a log cabin on the mountainside',
  ])
})
