import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from './make-plan'
import { captionName, placeCaption } from './place-caption'

// A named place with no look of its own is drawn as its kind and lettered at the page's foot: drawn, not said.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

const LETTERED: [prompt: string, caption: string, setting: string][] = [
  ['a boat on the River Thames', 'River Thames', 'sea'],
  ['a swan on Lake Windermere', 'Lake Windermere', 'sea'],
  ['a canoe on the Amazon River', 'Amazon River', 'sea'],
  ['a red bus on Oxford Street', 'Oxford Street', 'city'],
  ['a tram in Manchester', 'Manchester', 'city'],
  ['a pony on the Isle of Skye', 'Isle of Skye', 'beach'],
  ['a sandcastle on Brighton Beach', 'Brighton Beach', 'beach'],
  ['a puffin on Skomer Island', 'Skomer Island', 'beach'],
  ['a squirrel in Hyde Park', 'Hyde Park', 'park'],
  ['a deer in Sherwood Forest', 'Sherwood Forest', 'forest'],
  ['a goat in the Alps', 'Alps', 'farm'],
  ['a bear in the Rocky Mountains', 'Rocky Mountains', 'forest'],
  ['a turtle on Bora Bora', 'Bora Bora', 'beach'],
]

describe('named places lettered on the page', () => {
  it.each(LETTERED)('%s: lettered %s, in the %s, nothing said', (prompt, caption, setting) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.caption).toBe(caption)
    expect(p.setting).toBe(setting)
    expect(p.leftOut).toEqual([])
    expect(p.standIns).toEqual([])
    // The image JSON's subjects name the place.
    expect(describeSubjects(p)).toContain(caption)
  })

  it("letters a landmark drawn as its kind; says only one far from its kind's drawing", () => {
    const p = plan('Wat Pho at dawn')
    expect(p.caption).toBe('Wat Pho')
    expect(p.leftOut).toEqual([])
    expect(plan('the Flatiron Building in the snow').caption).toBe('Flatiron Building')
    const mast = plan('the Sky Tower at night')
    expect(mast.caption).toBeUndefined()
    expect(mast.leftOut).toEqual(['Sky Tower'])
  })

  it('letters a mountain, a volcano or a gorge with no drawing of its own, drawn as its kind', () => {
    for (const [prompt, caption, kind] of [
      ['Ben Nevis with clouds above', 'Ben Nevis', 'mountain'],
      ['Vesuvius erupting', 'Vesuvius', 'volcano'],
      ['the road winding through Cheddar Gorge', 'Cheddar Gorge', 'canyon'],
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

  it('letters the town, city or country a landmark is named in: never dropped in silence', () => {
    for (const [prompt, caption] of [
      ['the Duomo in Florence', 'Florence'],
      ['Sugarloaf Mountain with the cable car in Rio', 'Rio'],
      ['Devils Tower in Wyoming', 'Wyoming'],
      ['the CN Tower in Toronto', 'Toronto'],
      ['Machu Picchu in Peru', 'Peru'],
      ['the Eiffel Tower in Paris', 'Paris'],
    ]) {
      const p = plan(prompt)
      expect(p.caption, prompt).toBe(caption)
      expect(p.leftOut, prompt).toEqual([])
    }
    // The landmark drawn as its kind and the city it stands in are both lettered.
    const bridge = plan('the Charles Bridge in Prague')
    expect(bridge.caption).toBe('Charles Bridge & Prague')
    expect(bridge.leftOut).toEqual([])
  })

  it('says a place named with a figure page, which letters none', () => {
    expect(plan('a mandala in Chefchaouen').leftOut).toEqual(['Chefchaouen'])
  })

  it('letters a country where the page is, and no page without a place', () => {
    expect(plan('a kangaroo in Australia').caption).toBe('Australia')
    expect(plan('a kangaroo in Australia').leftOut).toEqual([])
    expect(plan('a cat on a mat').caption).toBeUndefined()
  })

  it('spells a name as lettered and keeps at most two, saying the rest', () => {
    expect(captionName('the river thames')).toBe('River Thames')
    expect(captionName('isle Of skye')).toBe('Isle of Skye')
    const three = placeCaption([
      { asked: 'Hyde Park', drawn: 'park', lettered: true },
      { asked: 'Hyde Park', drawn: 'park', lettered: true },
      { asked: 'Oxford Street', drawn: 'street', lettered: true },
      { asked: 'Brighton Beach', drawn: 'beach', lettered: true },
      { asked: 'Blackpool Tower', drawn: 'tower' },
    ])
    expect(three.caption).toBe('Hyde Park & Oxford Street')
    expect(three.said.map((s) => s.asked)).toEqual(['Brighton Beach', 'Blackpool Tower'])
  })
})

describe('where, not what', () => {
  it('"outside" puts the page out of doors and is no subject a client looks for', () => {
    const subjects = describeSubjects(plan('a cat sitting outside a cafe'))
    expect(subjects).toContain('cat')
    expect(subjects).not.toContain('outside')
  })
})
