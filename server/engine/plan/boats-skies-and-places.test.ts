import { describe, expect, it } from 'vitest'
import { drawn, plan } from './landmark-test-kit'

// Boats of the world, weather, space and named places a child asks for, each drawn as itself or as its kind with
// its name lettered, never dropped, refused or a cousin said (docs/decisions/0202-boats-skies-and-named-places.md).
const DRAWN: [prompt: string, ids: string[]][] = [
  ['a felucca sailing down the Nile past palm trees', ['felucca', 'palm-tree']],
  ['a dhow sailing past the old stone town', ['felucca']],
  ['old junks sailing in Halong Bay', ['chinese-junk', 'ha-long-bay']],
  ['a Chinese junk', ['chinese-junk']],
  ['a gondolier rowing his gondola along a canal in Venice', ['gondola']],
  ['a little space probe landing on a lumpy comet', ['space-probe', 'comet']],
  ['Neptune with its dark storm and thin rings', ['neptune']],
  ['a Roman aqueduct over the river', ['aqueduct']],
  ['a steam train crossing a viaduct', ['train', 'aqueduct']],
  ['a waterspout twisting over the sea next to a fishing boat', ['tornado', 'fishing-boat']],
  ['a dust devil spinning along a dirt road past a farm', ['tornado']],
  ['a lighthouse flashing its beam through thick fog', ['lighthouse-beam']],
  ['the light beams in Antelope Canyon', ['light-beams', 'canyon']],
  ['a spice stall piled high in the market', ['market-stall']],
  ['a frosty morning', ['frost']],
  ['a wolf howling at the full moon', ['wolf', 'moon']],
  ['a rocket launching into space', ['rocket']],
]

// A named place drawn as its kind, its name lettered on the page.
const LETTERED: [prompt: string, caption: string][] = [
  ['the standing stones at Callanish under a full moon', 'Callanish'],
  ['the pyramids of Giza', 'Pyramids of Giza'],
  ['the Pont du Gard aqueduct with a canoe on the river below', 'Pont du Gard Aqueduct'],
  ['Angel Falls pouring off a mountain in the jungle', 'Angel Falls'],
  ['the Royal Crescent in Bath with a hot air balloon floating over it', 'Royal Crescent & Bath'],
  ['the beaches of Goa', 'Goa'],
]

describe('boats, skies, space and named places', () => {
  it.each(DRAWN)('%s: drawn', (prompt, ids) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    for (const id of ids) expect(drawn(p), prompt).toContain(id)
    expect(p.standIns, prompt).toEqual([])
    expect(p.leftOut, prompt).toEqual([])
  })

  it.each(LETTERED)('%s: lettered "%s"', (prompt, caption) => {
    const p = plan(prompt)
    expect(p.refusal, prompt).toBeNull()
    expect(p.caption, prompt).toBe(caption)
    expect(p.leftOut, prompt).toEqual([])
  })

  it("draws a planet's rings and storm spot on the planet, never a finger ring beside it", () => {
    for (const prompt of [
      'Saturn with its rings',
      'Neptune with its thin rings',
      'Jupiter with its big red spot',
    ]) {
      const p = plan(prompt)
      expect(drawn(p), prompt).not.toContain('ring')
      expect(p.leftOut, prompt).toEqual([])
    }
  })

  it('keeps junk that is rubbish, and a horse in its stall, away from the boat and the market', () => {
    expect(drawn(plan('a robot made of junk'))).not.toContain('chinese-junk')
    expect(drawn(plan('a horse in its stall'))).not.toContain('market-stall')
    expect(drawn(plan('a pile of junk'))).not.toContain('chinese-junk')
  })
})
