import { describe, expect, it } from 'vitest'
import { LANDMARK_TEMPLES_AND_PLACES } from '../art/own-drawings/landmark-temples-and-places'
import { LANDMARK_TOWERS_AND_MEMORIALS } from '../art/own-drawings/landmark-towers-and-memorials'
import { composeScene } from '../scene/compose-scene'
import { ART_SETS } from '../vocabulary/art-credits'
import { conceptById } from '../vocabulary/concept-index'
import { realHeight } from '../vocabulary/real-size'
import { drawn, expectDrawnAsItself, plan } from './landmark-test-kit'

// Towers, memorials, temples and places drawn in their own shape (art/own-drawings/landmark-towers-and-memorials.ts,
// landmark-temples-and-places.ts, docs/decisions/0149-more-landmarks-drawn.md): no longer an office building, an
// arch, an obelisk, a Greek temple, a statue, a Hindu temple, a castle, a lake or a mountain, said.

const OWN: [prompt: string, id: string][] = [
  ['the Shard in London', 'shard-tower'],
  ['The Shard', 'shard-tower'],
  ['the Chrysler Building in New York', 'chrysler-building'],
  ['the Arc de Triomphe in Paris', 'arc-de-triomphe'],
  ['the Washington Monument with cherry blossoms', 'washington-monument'],
  ['the Lincoln Memorial in Washington', 'lincoln-memorial'],
  ['the Angel of the North', 'angel-of-the-north'],
  // Temples, walls and places (art/own-drawings/landmark-temples-and-places.ts).
  ['Blackpool Tower by the seaside', 'blackpool-tower'],
  ['Angkor Wat at sunrise', 'angkor-wat'],
  ['Petra carved into the pink cliffs', 'petra-treasury'],
  ['the Kremlin in Moscow with onion domes', 'moscow-kremlin'],
  ['Lake Bled with the church on the little island', 'lake-bled'],
  ['Ha Long Bay with a junk boat', 'ha-long-bay'],
]

describe('towers and memorials drawn in their own shape', () => {
  it.each(OWN)('%s: draws the %s, nothing said', expectDrawnAsItself)

  it('reads the city after one as the skyline', () => {
    for (const prompt of [
      'the Shard in London',
      'the Arc de Triomphe in Paris',
      'the Lincoln Memorial in Washington',
    ]) {
      const p = plan(prompt)
      expect(p.setting, prompt).toBe('city')
      expect(p.leftOut, prompt).toEqual([])
    }
  })

  it('draws the parts its drawing shows on it, never beside it', () => {
    const angel = plan('the Angel of the North with its big wings')
    expect(drawn(angel)).toContain('angel-of-the-north')
    expect(drawn(angel)).not.toContain('wing')
    expect(angel.leftOut).toEqual([])
    // A thing that is no part stays its own: the dog is drawn.
    expect(drawn(plan('the Angel of the North with wings and a dog'))).toContain('dog')
    for (const [prompt, part] of [
      ['Lake Bled with the church on the little island', 'church'],
      ['Ha Long Bay with a junk boat', 'sailboat'],
      ['the Kremlin in Moscow with onion domes', 'onion'],
    ]) {
      const p = plan(prompt)
      expect(drawn(p), prompt).not.toContain(part)
      expect(p.leftOut, prompt).toEqual([])
    }
    // Named as drawn, with the landmark: the page lists them.
    expect(plan('Ha Long Bay with a junk boat').parts).toContain('junk boat')
    expect(plan('the Kremlin in Moscow with onion domes').parts).toContain('onion domes')
  })

  it('keeps its own setting, and a given name stays a name', () => {
    expect(plan('Angkor Wat at sunrise').setting).toBe('forest')
    expect(plan('Petra').setting).toBe('desert')
    expect(drawn(plan('a girl named Petra'))).not.toContain('petra-treasury')
    // Lake Bled is no longer "Drawn as a lake"; another lake by name is the lake lettered with its name, and so is
    // Lake Bled as the water a boat is on (the page draws the boat on its own lake).
    expect(plan('Lake Louise with a canoe').caption).toBe('Lake Louise')
    expect(plan('a family rowing a boat on Lake Bled').caption).toBe('Lake Bled')
  })

  it('reads the Shard only as a name: a shard of glass is no tower', () => {
    for (const prompt of ['a shard of glass', 'the shard of glass on the floor'])
      expect(drawn(plan(prompt)), prompt).not.toContain('shard-tower')
  })

  it('keeps drawing the kind for the others of that kind, lettered with their name', () => {
    for (const [prompt, caption, kind] of [
      ['the Willis Tower in Chicago', 'Willis Tower & Chicago', 'office-building'],
      ["Cleopatra's Needle by the river", "Cleopatra's Needle", 'obelisk'],
      ['the Jefferson Memorial', 'Jefferson Memorial', 'greek-temple'],
      ['the Motherland Calls statue', 'Motherland Calls Statue', 'statue'],
      ['Karnak Temple at dawn', 'Karnak Temple', 'hindu-temple'],
      ['Conwy Castle on the hill', 'Conwy Castle', 'castle'],
    ]) {
      const p = plan(prompt)
      expect(p.caption, prompt).toBe(caption)
      expect(p.leftOut, prompt).toEqual([])
      expect(drawn(p), prompt).toContain(kind)
    }
  })

  it('sizes each as the landmark it is and draws it, credited to Colorly', () => {
    for (const id of [
      ...Object.keys(LANDMARK_TOWERS_AND_MEMORIALS),
      ...Object.keys(LANDMARK_TEMPLES_AND_PLACES),
    ]) {
      expect(conceptById(id).family, id).toBe('colorly')
      expect(realHeight(conceptById(id)) ?? 0, id).toBeGreaterThanOrEqual(5)
    }
    for (const [prompt] of OWN) {
      const credits = composeScene(plan(prompt)).credits.map((c) => c.set)
      expect(credits, prompt).toContain(ART_SETS.colorly.name)
    }
  })
})
