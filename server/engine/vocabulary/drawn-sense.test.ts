import { describe, expect, it } from 'vitest'
import { makePlan } from '../plan/make-plan'
import { conceptForPhrase, kinThroughWordnet } from './concept-index'

const kin = (word: string) => {
  const found = kinThroughWordnet(word)
  return found ? `${found.concept.id}${found.standIn ? ' (said)' : ''}` : null
}

describe('a word reaches a drawing only in the sense the drawing shows', () => {
  it('never through another sense of the drawing name', () => {
    // WordNet's {mallet, beetle}: the gavel has its own drawing (0200), never the beetle.
    expect(kin('gavel')).toBe('gavel')
    // "max" and "soap" are street names of one drug; the soap drawn is the cleanser.
    expect(kin('max')).toBeNull()
    // A hero sandwich is a "sub", which names the submarine drawn only as a boat.
    expect(kin('hero sandwich')).not.toBe('submarine')
    // A field glass is a spyglass, "glass", not the eyeglasses drawn.
    expect(kin('field glass')).not.toBe('glasses')
    // The last word names the drawing only in the first sense of its kind: a slaked lime is no lemon.
    expect(kin('slaked lime')).toBeNull()
    expect(kin('publishing house')).toBeNull()
  })

  it('a stuff whose plural is a made thing of its own never reaches that drawing', () => {
    // "glasses" are spectacles; "the glass of the tank" is the stuff.
    expect(conceptForPhrase('glass')).toBeNull()
    expect(kin('glass')).toBeNull()
    expect(conceptForPhrase('glasses')?.id).toBe('glasses')
    // A describing word and a noun are not the name WordNet knows joined: long horns are no longhorn cattle.
    expect(kin('long horns')).toBeNull()
    expect(kin('bull dog')).toBe('dog')
    // A describing word and a creature WordNet knows joined is still that creature.
    expect(kin('slow worm')).not.toBeNull()
    // An adornment or a disk is too wide a class to stand in: no bauble for a tassel, no saucer for a dot.
    for (const word of ['tassel', 'stripes', 'boule', 'dot']) expect(kin(word), word).toBeNull()
    expect(kin('medal')).toBe('sports-medal')
    // A plural that is only the plural still reaches it from the singular.
    expect(conceptForPhrase('grape')?.id).toBe('grapes')
    const p = makePlan({
      prompt: 'a diver scrubbing the glass of the shark tank',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(p.subjects.map((s) => s.concept)).not.toContain('glasses')
  })

  it('still reaches the drawing in its own sense', () => {
    expect(kin('beagle')).toBe('dog')
    expect(kin('sedan')).toBe('car (said)')
    expect(kin('humpback whale')).toBe('whale')
    expect(kin('dinner table')).toBe('table')
    expect(kin('banner')).toBe('triangular-flag (said)')
    expect(kin('houseboat')).toBe('narrowboat (said)')
  })

  it('says a drawing of a sense its own name does not first mean', () => {
    // WordNet's manger is a "trough"; the trough drawn is one, but a manger is not what "trough" first means.
    expect(kin('manger')).toBe('trough (said)')
  })

  it('says a close relative drawn for an animal named by the catalogue', () => {
    // (The moth, once the butterfly said, is Colorly's own drawing now; a grasshopper is drawn as the cricket,
    // its own shape, nothing said: drawn-alike.ts.)
    expect(conceptForPhrase('guppy')).toBeNull()
    expect(kin('guppy')).toBe('fish (said)')
    const plan = makePlan({
      prompt: 'a guppy swimming in the fish tank',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(plan.standIns).toContainEqual({ asked: 'guppy', drawn: 'fish' })
    const judge = makePlan({ prompt: 'a judge banging her gavel', complexity: 'easy', style: 'cartoon' })
    expect(judge.subjects.map((s) => s.concept)).not.toContain('beetle')
    expect(judge.subjects.map((s) => s.concept)).toContain('gavel')
  })
})
