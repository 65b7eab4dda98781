import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'
import { placeThing } from './place-thing'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

describe('a town named after a thing that stands at it', () => {
  it('knows a building, a landform, water or a river by name as a place, a shop trip or a meal not', () => {
    for (const word of ['castle', 'windmill', 'stream', 'hill', 'canals', 'abbey', 'harbour']) {
      expect(placeThing(word, 'at'), word).toBe(true)
    }
    expect(placeThing('Ganges', 'at')).toBe(true)
    for (const word of ['shopping', 'lunch', 'family', 'boy'])
      expect(placeThing(word, 'at'), word).toBe(false)
    // A name before "of" is the start of a longer name: "the Angel of the North".
    expect(placeThing('Angel', 'of')).toBe(false)
  })

  it.each([
    ['the castle at Conwy beside the estuary', 'Conwy'],
    ['rows of tulips and a windmill at Keukenhof', 'Keukenhof'],
    ['the ruined castle at Tintagel on the cliffs above the sea', 'Tintagel'],
    ['boats on the Ganges at Varanasi', 'Ganges & Varanasi'],
    ['a swan under a little stone bridge on the canals of Bruges', 'Bruges'],
    ['puffins on the stone steps of Skellig Michael', 'Skellig Michael'],
  ])('%s: lettered %s, never dropped', (prompt, caption) => {
    const p = plan(prompt)
    expect(p.caption).toBe(caption)
    expect(p.leftOut.join(' ')).not.toMatch(/Conwy|Keukenhof|Tintagel|Varanasi|Bruges|Skellig/)
  })

  it('still says one name after "at" where people shop or eat, and keeps a longer name whole', () => {
    expect(plan('a boy shopping at Tesco').leftOut).toEqual(['Tesco'])
    expect(plan('a family having lunch at Greggs').leftOut).toContain('Greggs')
    expect(plan('the Angel of the North').subjects.map((s) => s.concept)).toEqual(['angel-of-the-north'])
  })
})
