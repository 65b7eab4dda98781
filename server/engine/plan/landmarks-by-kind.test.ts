import { describe, expect, it } from 'vitest'
import { describeSubjects, makePlan } from './make-plan'

// Landmarks and settings that refused or went missing (docs/decisions/0104-landmarks-by-kind.md): a landmark
// with a drawing of its kind is drawn as that kind and the page says so; a landscape or sky is the scenery.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', seed: 1 })

// A thing drawn as its kind, said: "Drawn as a rowboat: no gondola". A famous landmark drawn as its kind is
// lettered with its name instead (landmarks.test.ts): the Brooklyn Bridge, the Ring of Brodgar, Pompeii.
const AS_KIND: [prompt: string, asked: string, drawn: string][] = [
  // The Golden Gate Bridge, Stonehenge and the Colosseum are drawn in their own shape now (landmarks-drawn.test.ts).
  // Hadrian's Wall is drawn in its own shape now (landmarks-most-asked.test.ts).
  // Niagara Falls is drawn in its own shape now (landmarks-drawn-palaces.test.ts).
  // A gondola is drawn as itself now (boats-skies-and-places.test.ts).
  ['a drive-in movie theater with old cars', 'drive-in movie theater', 'movie theater'],
]

// Drawn as what they are, nothing left out.
const DRAWN: [prompt: string, names: string[]][] = [
  ['an observatory on a mountain top at night', ['observatory', 'mountain top', 'night']],
  ['a railroad crossing with the gate down and a car waiting', ['railroad crossing', 'car']],
  ['a canyon with a river running through it', ['canyon', 'river']],
  ["a wizard's tower under a crescent moon", ['wizard tower', 'crescent moon']],
  ['a covered wagon crossing the prairie', ['covered wagon', 'prairie']],
  ['thunderstorm over a little town with lightning', ['storm', 'little town']],
  ['a ferry crossing the bay with the city behind', ['ferry', 'bay', 'city']],
  ['a stone well in a village square', ['well', 'village square']],
  ['a harvest moon over a cornfield', ['moon', 'cornfield']],
  ['an anglerfish in the deep dark sea', ['anglerfish', 'deep dark sea']],
  ['the Sydney Opera House', ['opera house']],
  ['the Taj Mahal', ['taj mahal']],
]

describe('landmarks by their kind', () => {
  it.each(AS_KIND)('%s: drawn as a %s is said', (prompt, asked, drawn) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.standIns).toContainEqual({ asked, drawn })
    expect(describeSubjects(p)).toContain(drawn)
  })

  it.each(DRAWN)('%s: drawn whole', (prompt, names) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.leftOut).toEqual([])
    for (const name of names) expect(describeSubjects(p)).toContain(name)
  })

  it('draws one moon when the page is of it', () => {
    const p = plan("a wizard's tower under a crescent moon")
    expect(p.props.filter((x) => x.concept === 'moon')).toEqual([])
    expect(p.subjects.filter((s) => s.concept === 'moon')).toHaveLength(1)
  })

  it('sets the prairie, the deep sea and a canal where they are', () => {
    expect(plan('a covered wagon crossing the prairie').setting).toBe('meadow')
    expect(plan('an anglerfish in the deep dark sea').setting).toBe('ocean')
    expect(plan('a gondola on a canal in Venice').setting).toBe('sea')
  })

  it('keeps a stone a rock when it describes nothing, and "fall" is not a waterfall', () => {
    expect(plan('a frog on a stone in the pond').subjects.map((s) => s.concept)).toContain('rock')
    expect(plan('a fall wreath on the door').subjects.map((s) => s.concept)).not.toContain('waterfall')
  })
})

describe('refusal suggestions a person can act on', () => {
  it('leaves off a second thing it cannot draw, with its preposition, rather than swapping in another', () => {
    const refusal = plan('a tardigrade peeking out of a hole in the garden').refusal
    expect(refusal?.suggestions.length).toBeGreaterThan(0)
    // A hole in the garden is the garden's (measure-words.ts `openingIn`): no second thing missing, kept.
    for (const s of refusal?.suggestions ?? [])
      expect(s).toMatch(/^\S+( \S+)? peeking (out of a hole )?in the garden$/)
  })

  it('leaves off a describing word with the thing it describes, and offers the thing', () => {
    // A gramophone is drawn as its kin, the record player, now: the gazebo is the thing Colorly cannot draw.
    const suggestions = plan('a vintage gazebo').refusal?.suggestions ?? []
    expect(suggestions.length).toBeGreaterThan(0)
    for (const s of suggestions) expect(s).toMatch(/^an? [a-z -]+$/)
    for (const s of suggestions) expect(s).not.toMatch(/vintage|gazebo/)
  })
})
