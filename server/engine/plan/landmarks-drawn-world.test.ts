import { describe, expect, it } from 'vitest'
import { LANDMARK_DOMES_AND_HALLS } from '../art/own-drawings/landmark-domes-and-halls'
import { LANDMARK_STATUES_AND_SHORES } from '../art/own-drawings/landmark-statues-and-shores'
import { conceptById } from '../vocabulary/concept-index'
import { realHeight } from '../vocabulary/real-size'
import { drawn, expectDrawnAsItself, plan } from './landmark-test-kit'

// More of the world's most asked-for landmarks drawn in their own shape (art/own-drawings/landmark-domes-and-halls.ts,
// landmark-statues-and-shores.ts, docs/decisions/0170-more-world-landmarks-drawn.md), cities drawn by the landmark
// a child knows them by, and a London circus read as the place it is.

const OWN: [prompt: string, id: string][] = [
  ['Westminster Abbey', 'westminster-abbey'],
  ['Windsor Castle with the royal flag', 'windsor-castle'],
  ['the Hagia Sophia in Istanbul', 'hagia-sophia'],
  ['the Forbidden City in Beijing', 'forbidden-city'],
  ['giraffes in front of Mount Kilimanjaro', 'mount-kilimanjaro'],
  ['Kilimanjaro with snow on top', 'mount-kilimanjaro'],
  ['the Merlion in Singapore', 'merlion'],
  ['the Terracotta Army', 'terracotta-army'],
  ['the terracotta warriors in China', 'terracotta-army'],
  ['Alcatraz island', 'alcatraz'],
  ['the Alcatraz prison', 'alcatraz'],
  ["St Peter's Basilica in Rome", 'st-peters-basilica'],
  ['the Dome of the Rock', 'dome-of-the-rock'],
  ['the Burj Al Arab hotel', 'burj-al-arab'],
  ['Marina Bay Sands in Singapore', 'marina-bay-sands'],
  ["the Giant's Causeway", 'giants-causeway'],
  ['the Trevi Fountain in Rome', 'trevi-fountain'],
  ['Sacre Coeur in Paris', 'sacre-coeur'],
  ['Sacré-Cœur on its hill', 'sacre-coeur'],
  ['the red gates of Fushimi Inari in Kyoto', 'fushimi-inari'],
  // A torii is the shrine's own drawing (the gate); Itsukushima is known by its gate in the sea.
  ['a torii gate', 'shinto-shrine'],
  ['the floating torii gate at Itsukushima', 'shinto-shrine'],
  // The moai are the catalogue's own; Easter Island is drawn by them.
  ['the Moai statues on Easter Island', 'moai'],
  ['Easter Island', 'moai'],
]

// Cities a child names, each drawn by its landmark, nothing said: never "Drawn as a city: no Moscow", nor Berlin a car.
const CITIES: [prompt: string, id: string][] = [
  ['Moscow in the snow', 'moscow-kremlin'],
  ['Beijing', 'forbidden-city'],
  ['San Francisco', 'golden-gate-bridge'],
  ['Berlin', 'brandenburg-gate'],
  ['Dubai', 'burj-khalifa'],
  ['Rio de Janeiro', 'christ-the-redeemer'],
  ['Istanbul', 'hagia-sophia'],
  ['Singapore', 'merlion'],
  ['Rome', 'colosseum'],
]

describe('more world landmarks drawn in their own shape', () => {
  it.each(OWN)('%s: draws the %s, nothing said', expectDrawnAsItself)

  it.each(CITIES)('%s: the city drawn by its %s', (prompt, id) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(drawn(p), prompt).toContain(id)
    expect(p.leftOut, prompt).toEqual([])
  })

  it("reads a city in a landmark's name as the landmark, and a person in a city as the person", () => {
    expect(drawn(plan('Edinburgh Castle'))).toContain('edinburgh-castle')
    expect(drawn(plan('Edinburgh Castle'))).not.toContain('castle')
    expect(drawn(plan('a girl in Moscow'))).toEqual(expect.arrayContaining(['girl']))
    expect(drawn(plan('a girl in Moscow'))).not.toContain('moscow-kremlin')
    expect(drawn(plan('the Berlin Wall'))).not.toContain('car')
    // Parts named after a city that follows the landmark are still drawn on it.
    expect(plan('the Kremlin in Moscow with onion domes').leftOut).toEqual([])
  })

  it('draws a landmark of the wild in its own land, not in a city, when its country or town is named', () => {
    expect(plan('Uluru in Australia').setting).toBe('desert')
    expect(plan('Petra in Jordan').setting).toBe('desert')
    expect(plan('Chichen Itza in Mexico').setting).toBe('forest')
    expect(plan('the Fushimi Inari shrine in Kyoto').setting).toBe('forest')
    expect(plan('the Great Wall in China').setting).not.toBe('city')
    for (const prompt of ['Uluru in Australia', 'the Great Wall in China'])
      expect(plan(prompt).leftOut).toEqual([])
    // A landmark of a city keeps its city.
    expect(plan('the CN Tower in Toronto').setting).toBe('city')
  })

  it('never draws a word of a name as a thing of its own', () => {
    // Piccadilly Circus is a place in London, never a circus tent; drawn as the city, its name lettered.
    const circus = plan('a red bus at Piccadilly Circus')
    expect(drawn(circus)).not.toContain('circus-tent')
    expect(circus.setting).toBe('city')
    expect(circus.caption).toBe('Piccadilly Circus')
    expect(drawn(plan('a clown at the circus'))).toContain('circus-tent')
    // Marina Bay Sands is no harbour; the Burj Al Arab hotel no second hotel beside it.
    expect(drawn(plan('Marina Bay Sands'))).not.toContain('fishing-boat')
    expect(drawn(plan('the Burj Al Arab hotel'))).not.toContain('hotel')
    // Parts named before the landmark are drawn on it, not beside it: no garden gate at Fushimi Inari.
    expect(drawn(plan('a girl at the gates of Fushimi Inari'))).not.toContain('gate')
    expect(drawn(plan('a girl at the gates of Fushimi Inari'))).toContain('girl')
    // The moai on their island are drawn once, by the sea.
    const moai = plan('the Moai statues on Easter Island')
    expect(drawn(moai).filter((id) => id === 'moai')).toHaveLength(1)
    expect(moai.setting).toBe('beach')
  })

  it('sizes each as the landmark it is, credited to Colorly', () => {
    for (const id of [
      ...Object.keys(LANDMARK_DOMES_AND_HALLS),
      ...Object.keys(LANDMARK_STATUES_AND_SHORES),
    ]) {
      expect(conceptById(id).family, id).toBe('colorly')
      expect(realHeight(conceptById(id)) ?? 0, id).toBeGreaterThanOrEqual(1)
    }
  })
})
