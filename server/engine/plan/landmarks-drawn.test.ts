import { describe, expect, it } from 'vitest'
import { LANDMARKS_DRAWN } from '../art/own-drawings/landmarks-drawn'
import { composeScene } from '../scene/compose-scene'
import { ART_SETS } from '../vocabulary/art-credits'
import { conceptById, conceptForPhrase } from '../vocabulary/concept-index'
import { realHeight } from '../vocabulary/real-size'
import { expectDrawnAsItself, plan } from './landmark-test-kit'
import { describeSubjects } from './make-plan'

// Famous landmarks drawn in their own shape (art/own-drawings/landmarks-drawn.ts, docs/decisions/
// 0137-landmarks-drawn.md): no longer drawn as their kind and said, and the place after them still the skyline.

const OWN: [prompt: string, id: string][] = [
  ['the Colosseum in Rome', 'colosseum'],
  ['Stonehenge at sunset', 'stonehenge'],
  ['the Golden Gate Bridge in the fog', 'golden-gate-bridge'],
  ['the Gateway Arch in St Louis by the river', 'gateway-arch'],
  ['the CN Tower in Toronto', 'cn-tower'],
  ['the Empire State Building at night', 'empire-state-building'],
  ['the Burj Khalifa in Dubai', 'burj-khalifa'],
  ['Notre Dame in Paris', 'notre-dame'],
  ['Notre-Dame cathedral', 'notre-dame'],
  ['the Great Wall of China and a panda', 'great-wall'],
  ['Table Mountain behind Cape Town', 'table-mountain'],
  ['Uluru in the desert at sunset', 'uluru'],
  ['Ayers Rock', 'uluru'],
  ['the Matterhorn with a little train in front', 'matterhorn'],
  ['Christ the Redeemer above Rio', 'christ-the-redeemer'],
  ['the Christ the Redeemer statue above Rio', 'christ-the-redeemer'],
  ['Mount Rushmore with clouds above', 'mount-rushmore'],
  ['Sagrada Familia in Barcelona', 'sagrada-familia'],
  ['a family visiting the Colosseum', 'colosseum'],
  ['the golden gate bridge', 'golden-gate-bridge'],
  ['the coliseum', 'colosseum'],
]

describe('famous landmarks drawn in their own shape', () => {
  it.each(OWN)('%s: draws the %s, nothing said', expectDrawnAsItself)

  it('reads the city after one as the skyline, and a landmark with a setting of its own in it', () => {
    for (const prompt of [
      'the CN Tower in Toronto',
      'the Burj Khalifa in Dubai',
      'Table Mountain behind Cape Town',
    ]) {
      const p = plan(prompt)
      expect(p.setting, prompt).toBe('city')
      expect(p.leftOut.join(' '), prompt).not.toMatch(/Toronto|Dubai|Cape Town/)
    }
    expect(plan('Uluru').setting).toBe('desert')
    expect(describeSubjects(plan('the Golden Gate Bridge'))).not.toContain('suspension bridge')
  })

  it('keeps drawing the kind for a landmark of that kind it does not draw: lettered, or said', () => {
    for (const [prompt, asked, kind] of [
      ['the Sky Tower in Auckland', 'Sky Tower', 'tower'],
      ['a Roman amphitheatre', 'amphitheatre', 'ruins'],
    ]) {
      const p = plan(prompt)
      expect(p.leftOut, prompt).toContain(asked)
      expect(describeSubjects(p), prompt).toContain(kind)
    }
    for (const [prompt, caption, kind] of [
      ['the Brooklyn Bridge at night', 'Brooklyn Bridge', 'suspension-bridge'],
      ['the Willis Tower in Chicago', 'Willis Tower & Chicago', 'office-building'],
    ]) {
      const p = plan(prompt)
      expect(p.caption, prompt).toBe(caption)
      expect(p.leftOut, prompt).toEqual([])
      expect(
        p.subjects.map((s) => s.concept),
        prompt,
      ).toContain(kind)
    }
  })

  it('names each drawing by a concept, sized as the landmark it is, never a thing to hold', () => {
    for (const id of Object.keys(LANDMARKS_DRAWN)) {
      const concept = conceptById(id)
      expect(concept.family, id).toBe('colorly')
      expect(conceptForPhrase(concept.label)?.id, id).toBe(id)
      expect(realHeight(concept) ?? 0, id).toBeGreaterThanOrEqual(5)
    }
  })

  it('draws each alone, credited to Colorly', () => {
    for (const [prompt] of OWN.slice(0, 18)) {
      const credits = composeScene(plan(prompt)).credits.map((c) => c.set)
      expect(credits, prompt).toContain(ART_SETS.colorly.name)
    }
  })
})
