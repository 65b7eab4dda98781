import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { outlineIconSubset } from '../../tools/extract-outline-icons'
import { findIcon } from '../art/icon-source'
import { silhouetteUnderlay } from '../art/silhouette-underlay'
import { makePlan } from '../plan/make-plan'
import { composeScene } from '../scene/compose-scene'
import { ART_SETS } from './art-credits'
import { conceptForPhrase } from './concept-index'
import { OUTLINE_ICON_CONCEPTS } from './outline-icon-concepts'

describe('outline icon concepts', () => {
  it.each(OUTLINE_ICON_CONCEPTS.map((c) => [c.id, c] as const))(
    '%s has its drawing in its family',
    (_, c) => {
      const icon = c.family && findIcon(c.family, c.icon)
      expect(icon, `${c.family}:${c.icon}`).toBeTruthy()
      // The white underlay that keeps the scenery from showing through the icon's holes.
      expect(silhouetteUnderlay(icon ? icon.body : '', 2)).toMatch(/^<path d="M[^"]+Z" fill="#fff"/)
    },
  )

  it('are named by the prompts people type, and the page credits the family', () => {
    for (const [prompt, id] of [
      ['the Eiffel Tower', 'eiffel-tower'],
      ['a lighthouse', 'lighthouse'],
      ['a red barn on a farm', 'barn'],
      ['a yellow submarine', 'submarine'],
      ['a merry go round', 'carousel'],
    ]) {
      const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
      expect(plan.subjects[0]?.concept, prompt).toBe(id)
      const scene = composeScene(plan)
      const family = OUTLINE_ICON_CONCEPTS.find((c) => c.id === id)?.family
      expect(scene.credits.map((c) => c.set)).toContain(family && ART_SETS[family].name)
    }
  })

  it('are drawn from an extract of the packages that is up to date (npm run icons:outline)', () => {
    const extract = JSON.parse(readFileSync(new URL('../art/outline-icons.json', import.meta.url), 'utf8'))
    expect(extract).toEqual(outlineIconSubset())
  })

  it('never takes a name an emoji drawing already has', () => {
    for (const c of OUTLINE_ICON_CONCEPTS)
      for (const name of [c.label, ...(c.aliases ?? [])])
        expect(conceptForPhrase(name)?.id, `${c.id}: "${name}"`).toBe(c.id)
  })
})
