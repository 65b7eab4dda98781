import { describe, expect, it } from 'vitest'
import { conceptById, conceptForPhrase } from '../vocabulary'
import { LANDMARK_KINDS, type LandmarkKind } from './landmark-kinds'
import { describeSubjects, makePlan } from './make-plan'

// World landmarks with no drawing of their own (docs/decisions/0121-landmarks-named-by-kind.md): drawn as the
// drawing of their kind and lettered with their name (docs/decisions/0195-landmarks-drawn-as-kind.md), the city
// after them the page's skyline; never a table, a car or a flower.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })
const drawnIds = (p: ReturnType<typeof plan>) => p.subjects.map((s) => s.concept)

const AS_KIND: [prompt: string, caption: string, id: string][] = [
  // Angkor Wat, Petra, Wat Arun, Sugarloaf, the Duomo and the Twelve Apostles are drawn in their own shape now
  // (landmarks-drawn-more.test.ts, landmarks-most-asked.test.ts).
  ['Wat Pho at sunrise', 'Wat Pho', 'hindu-temple'],
  ['the Jefferson Memorial in the spring', 'Jefferson Memorial', 'greek-temple'],
  ['Milan Cathedral in the snow', 'Milan Cathedral', 'cathedral'],
  ['the India Gate in Delhi', 'India Gate & Delhi', 'arch'],
  ['Plymouth Rock by the sea', 'Plymouth Rock', 'rock'],
  ['York Minster at Christmas', 'York Minster', 'cathedral'],
  ['the Alhambra palace', 'Alhambra Palace', 'castle'],
  ['the palace of Versailles with its long fountains', 'Palace of Versailles', 'palace'],
  ['the Motherland Calls statue above the city', 'Motherland Calls Statue', 'statue'],
  ['the Pyramid of the Sun at Teotihuacan', 'Pyramid of the Sun & Teotihuacan', 'pyramid'],
  ['Brooklyn Bridge with the skyscrapers behind it', 'Brooklyn Bridge', 'suspension-bridge'],
  // Read by the head word alone: no list names them. A town WordNet knows is a name's first word even where it
  // also names a drawing or a breed ("Lincoln", "Durham").
  ['Dunnottar Castle in the snow', 'Dunnottar Castle', 'castle'],
  ['Durham Cathedral above the river', 'Durham Cathedral', 'cathedral'],
  ['Lincoln Cathedral on the hill', 'Lincoln Cathedral', 'cathedral'],
  ['the Parliament in Budapest lit up at night', 'Budapest', 'palace'],
  // Mountains, volcanoes and gorges are known by their kind's look too.
  ['El Capitan above the valley', 'El Capitan', 'mountain'],
  ['Kata Tjuta in the desert at sunset', 'Kata Tjuta', 'mountain'],
  ['the Eiger with a little train in front', 'Eiger', 'snow-capped-mountain'],
  ['tents at the bottom of Mont Blanc', 'Mont Blanc', 'snow-capped-mountain'],
]

describe('landmarks drawn as their kind and lettered', () => {
  it.each(AS_KIND)('%s: lettered %s, drawn as the %s', (prompt, caption, drawn) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.caption).toBe(caption)
    expect(p.leftOut).toEqual([])
    expect(drawnIds(p)).toContain(drawn)
  })

  it("still says a name far from its kind's drawing: a TV mast is no stone tower, a rock arch no gate", () => {
    for (const [prompt, asked, drawn] of [
      ['the Sky Tower in Auckland', 'Sky Tower', 'tower'],
      ['Delicate Arch in Utah under a starry sky', 'Delicate Arch', 'arch'],
    ]) {
      const p = plan(prompt)
      expect(p.standIns, prompt).toContainEqual({ asked, drawn })
      expect(p.leftOut, prompt).toContain(asked)
    }
  })
})

describe('landmarks drawn as their kind', () => {
  it("reads a famous name typed in lower case, with its city, and a name at the prompt's start", () => {
    const gate = plan('the india gate in delhi')
    expect(gate.subjects.map((s) => s.concept)).toEqual(['arch'])
    expect(gate.setting).toBe('city')
    expect(gate.leftOut).toEqual([])
    expect(gate.caption).toBe('India Gate & Delhi')
    expect(plan('Harbin Tower at night').caption).toBe('Harbin Tower')
    // A girl called Petra doing something is the girl.
    expect(plan('Petra riding a bike').standIns).toEqual([])
    // A common word first is no name: a stone tower is the stone tower.
    expect(plan('Stone tower by the sea').standIns).toEqual([])
  })

  it('never draws another thing for a word of the name or the city', () => {
    const drawn = (prompt: string) => plan(prompt).subjects.map((s) => s.concept)
    expect(drawn('Table Mountain behind Cape Town')).not.toContain('table')
    expect(drawn('the Brandenburg Gate in Berlin')).not.toContain('car')
    expect(drawn('Petra carved into the pink cliffs')).not.toContain('flower')
    expect(drawn('the Space Needle in Seattle')).not.toContain('sewing-needle')
  })

  it('takes the city after a landmark as the skyline, and a known place as its setting', () => {
    for (const prompt of [
      'the CN Tower in Toronto',
      'Sagrada Familia in Barcelona',
      'the Space Needle in Seattle',
    ]) {
      const p = plan(prompt)
      expect(p.setting).toBe('city')
      expect(p.leftOut.join(' ')).not.toMatch(/Toronto|Barcelona|Seattle/)
    }
    expect(plan('Mont Saint-Michel with the tide coming in').setting).toBe('sea')
    expect(plan('Angkor Wat at sunrise').setting).toBe('forest')
    // A city with a landmark of its own keeps it.
    expect(describeSubjects(plan('the Eiffel Tower in Paris'))).toContain('paris')
  })

  it('letters the Hollywood sign on its hill', () => {
    const p = plan('the Hollywood sign on the hill')
    expect(p.text).toEqual(['HOLLYWOOD'])
    expect(p.leftOut).toEqual([])
  })

  it("draws the Space Needle and St Basil's as themselves", () => {
    expect(plan('the Space Needle in Seattle').subjects.map((s) => s.concept)).toEqual(['space-needle'])
    const basil = plan("St Basil's cathedral in the snow")
    expect(basil.subjects.map((s) => s.concept)).toEqual(['saint-basils-cathedral'])
    expect(basil.leftOut).toEqual([])
  })

  it("leaves plain and children's things alone", () => {
    for (const prompt of [
      "Emma's castle",
      'a spooky Halloween castle',
      'Big tower by the lake',
      'a garden gate',
      'a princess in her tower',
      'the Eiffel Tower in Paris',
      'Tower Bridge in London',
      'a church in the village',
    ])
      expect(plan(prompt).standIns, prompt).toEqual([])
  })

  it('reads every kind by the words of its drawing', () => {
    for (const [kind, id] of Object.entries(LANDMARK_KINDS) as [LandmarkKind, string][]) {
      const label = conceptById(id).label
      const words = conceptForPhrase(label)?.id === id ? label : id.replace(/-/g, ' ')
      expect(conceptForPhrase(words)?.id, kind).toBe(id)
    }
  })
})

describe('a place Colorly cannot draw is the setting of the things it can', () => {
  it.each([
    ['a laundromat with a row of washing machines', 'laundromat', 'shop', 'washing-machine'],
    ['a hair salon with big chairs and mirrors', 'salon', 'shop', 'chair'],
    ['a vineyard with baskets of grapes', 'vineyard', 'farm', 'grapes'],
  ])('%s', (prompt, asked, drawn, thing) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.standIns).toContainEqual({ asked, drawn })
    expect(p.subjects.map((s) => s.concept)).toContain(thing)
  })

  it('draws a flower stall as its flowers beside what else is named, and white houses as houses', () => {
    const stall = plan('a flower stall at the train station')
    expect(stall.subjects.map((s) => s.concept)).toEqual(expect.arrayContaining(['flower', 'station']))
    expect(describeSubjects(stall)).toContain('flower stall')
    const houses = plan('white houses with blue domes in Santorini')
    expect(houses.subjects.map((s) => s.concept)).toContain('house')
    expect(houses.setting).toBe('beach')
    expect(describeSubjects(houses)).toContain('sea')
  })

  it.each([
    ['a car going through the car wash', 'car wash', ['car', 'bubbles']],
    ['snow monkeys sitting in a hot spring', 'hot spring', ['monkey']],
    ['the sun setting over the rice fields', 'rice field', ['sun']],
    ['a family picking out a Christmas tree at the tree farm', 'tree farm', ['christmas-tree']],
  ])('%s: the place by what it holds, nothing left out', (prompt, place, things) => {
    const p = plan(prompt)
    expect(p.leftOut).toEqual([])
    expect(describeSubjects(p)).toContain(place)
    expect(p.subjects.map((s) => s.concept)).toEqual(expect.arrayContaining(things))
    expect(p.subjects.map((s) => s.concept)).not.toContain('cooked-rice')
  })

  it('draws the shop front behind the things of a shop', () => {
    expect(plan('a laundromat with a row of washing machines').props.map((p) => p.concept)).toContain('*shop')
  })

  it('still refuses a place alone, and a thing that is no place', () => {
    expect(plan('a laundromat').refusal).not.toBeNull()
    expect(plan('a gazebo with a cat').refusal).not.toBeNull()
  })
})
