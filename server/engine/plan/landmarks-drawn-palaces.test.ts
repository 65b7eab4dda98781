import { describe, expect, it } from 'vitest'
import { LANDMARK_MONUMENTS_MORE } from '../art/own-drawings/landmark-monuments-more'
import { LANDMARK_PALACES_MORE } from '../art/own-drawings/landmark-palaces-more'
import { LANDMARK_WORLD_MORE } from '../art/own-drawings/landmark-world-more'
import { composeScene } from '../scene/compose-scene'
import { ART_SETS } from '../vocabulary/art-credits'
import { conceptById } from '../vocabulary/concept-index'
import { realHeight } from '../vocabulary/real-size'
import { drawn, expectDrawnAsItself, plan } from './landmark-test-kit'

// Palaces, parliaments, castles and more of the world's landmarks drawn in their own shape
// (art/own-drawings/landmark-palaces-more.ts, landmark-world-more.ts,
// docs/decisions/0163-palaces-and-world-landmarks-drawn.md): no longer a castle, a church, a Greek temple, an
// office building or a bridge, said; no longer Big Ben for the London Eye, a cucumber for the Gherkin, or a
// refusal for the White House.

const OWN: [prompt: string, id: string][] = [
  ['the White House', 'white-house'],
  ['the President waving outside the White House', 'white-house'],
  ['a guard outside Buckingham Palace', 'buckingham-palace'],
  ['a raven at the Tower of London', 'tower-of-london'],
  ["St Paul's Cathedral in London", 'st-pauls-cathedral'],
  ['Saint Pauls cathedral', 'st-pauls-cathedral'],
  ['the Houses of Parliament by the river', 'houses-of-parliament'],
  ['the Palace of Westminster', 'houses-of-parliament'],
  ['the Capitol Building in Washington', 'us-capitol'],
  ['the US Capitol', 'us-capitol'],
  ['Edinburgh Castle on its rock', 'edinburgh-castle'],
  ['Neuschwanstein Castle in the snow', 'neuschwanstein-castle'],
  ['the London Eye by the river', 'london-eye'],
  ['the Gherkin in London', 'gherkin-tower'],
  ['the Petronas Towers at night', 'petronas-towers'],
  ['the Atomium in Brussels', 'atomium'],
  ['fireworks over the Sydney Harbour Bridge', 'sydney-harbour-bridge'],
  ['Niagara Falls with a boat at the bottom', 'niagara-falls'],
  ['climbers on Mount Everest', 'mount-everest'],
  // Monuments (art/own-drawings/landmark-monuments-more.ts).
  ['the Louvre in Paris', 'louvre-pyramid'],
  ['the Brandenburg Gate in Berlin', 'brandenburg-gate'],
  ["Nelson's Column", 'nelsons-column'],
  ['a pigeon at Trafalgar Square', 'nelsons-column'],
  ['Chichen Itza', 'chichen-itza'],
  ['Mont Saint-Michel at high tide', 'mont-saint-michel'],
  ['the Liberty Bell', 'liberty-bell'],
  ['the Temple of Heaven', 'temple-of-heaven'],
  ['the Alamo in Texas', 'alamo'],
  // Drawn by the drawing of what they are: the pyramids, the reef.
  ['a camel in front of the pyramids of Giza', 'pyramid'],
  ['a turtle swimming on the Great Barrier Reef', 'coral'],
]

describe('palaces and world landmarks drawn in their own shape', () => {
  it.each(OWN)('%s: draws the %s, nothing said', expectDrawnAsItself)

  it('never draws the city in a name as another landmark, nor a word of the name as a thing', () => {
    expect(drawn(plan('the London Eye'))).not.toContain('big-ben')
    expect(drawn(plan('the Tower of London'))).not.toContain('tower')
    expect(drawn(plan('the Sydney Harbour Bridge'))).not.toContain('opera-house')
    expect(drawn(plan('the Sydney Harbour Bridge'))).not.toContain('bridge')
    expect(drawn(plan('the Gherkin'))).not.toContain('cucumber')
    expect(drawn(plan('the Tower of Pisa'))).toContain('leaning-tower')
  })

  it('reads the White House and the Gherkin only as names', () => {
    const house = plan('a white house by the lake')
    expect(drawn(house)).toContain('house')
    expect(drawn(house)).not.toContain('white-house')
    expect(drawn(plan('a gherkin in a jar'))).toContain('cucumber')
    expect(drawn(plan('a gherkin in a jar'))).not.toContain('gherkin-tower')
  })

  it('draws a city named with its landmark as the landmark in the city, never a refusal', () => {
    for (const [prompt, id] of [
      ['Washington with the White House', 'white-house'],
      ['Moscow with the Kremlin', 'moscow-kremlin'],
      ['Barcelona with the Sagrada Familia', 'sagrada-familia'],
      ['Agra with the Taj Mahal', 'taj-mahal'],
      ['Toronto and the CN Tower', 'cn-tower'],
      ['Kuala Lumpur with the Petronas Towers', 'petronas-towers'],
      ['Paris with the Eiffel Tower', 'eiffel-tower'],
    ]) {
      const p = plan(prompt)
      expect(p.refusal, prompt).toBeNull()
      expect(drawn(p), prompt).toContain(id)
      expect(p.setting, prompt).toBe('city')
      expect(p.leftOut, prompt).toEqual([])
    }
    // A person with a landmark is the person: Emma is drawn, Santa too.
    expect(drawn(plan('Emma with the Eiffel Tower'))).toContain('girl')
    expect(drawn(plan('Santa with the Statue of Liberty'))).toContain('santa')
    // A landmark without a drawing is still its kind, lettered with its name; the city is not said.
    const gate = plan('Delhi with the India Gate')
    expect(gate.refusal).toBeNull()
    expect(gate.leftOut).toEqual([])
    expect(gate.caption).toBe('India Gate')
  })

  it('sizes each as the landmark it is and draws it, credited to Colorly', () => {
    for (const id of [
      ...Object.keys(LANDMARK_PALACES_MORE),
      ...Object.keys(LANDMARK_WORLD_MORE),
      ...Object.keys(LANDMARK_MONUMENTS_MORE),
    ]) {
      expect(conceptById(id).family, id).toBe('colorly')
      expect(realHeight(conceptById(id)) ?? 0, id).toBeGreaterThanOrEqual(1)
    }
    for (const [prompt] of OWN.slice(0, 4)) {
      const credits = composeScene(plan(prompt)).credits.map((c) => c.set)
      expect(credits, prompt).toContain(ART_SETS.colorly.name)
    }
  })
})
