import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { composeScene } from './compose-scene'

const drawings = (prompt: string) =>
  composeScene(makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })).credits.map(
    (c) => c.drawing,
  )

// A landmark lettered on its plate has a shorter scene: the night's moon shrinks to fit over its towers rather
// than be left out (scene/loose-props.ts).
describe('the sky a prompt names on a page with a caption plate', () => {
  it.each([
    ['Dunnottar Castle at night', 'castle'],
    ['York Minster at night', 'cathedral'],
    ['the Parliament in Budapest lit up on the Danube at night', 'palace'],
  ])('%s: the moon is drawn over the %s', (prompt, building) => {
    const drawn = drawings(prompt)
    expect(drawn).toContain(building)
    expect(drawn).toContain('crescent-moon')
  })
})
