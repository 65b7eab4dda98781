// Which sense of a missing word the prompt means, and the drawings of the same kind offered for it
// (suggestion-kin.ts): a crane with wings is the bird, a schooner with sails the ship, not the glass.
import { describe, expect, it } from 'vitest'
import { nounSenses } from '../vocabulary'
import { meantSense, standIns } from './suggestion-kin'

const meant = (word: string, prompt: string) => nounSenses(word, 4)[meantSense(word, prompt)]

describe('the sense a prompt means', () => {
  it.each([
    [
      'crane',
      'two red-crowned cranes dancing in the snow with their wings spread',
      'noun.animal',
      'wading bird',
    ],
    ['schooner', 'a schooner with white sails', 'noun.artifact', 'sailing vessel'],
    [
      'steamer',
      'an old steamer on Windermere with the fells of the Lake District behind',
      'noun.artifact',
      'ship',
    ],
    ['iceberg', 'icebergs floating in the glacier lagoon with a seal swimming by', 'noun.object', 'ice mass'],
    ['chamois', 'a chamois leaping between rocks in the Alps', 'noun.animal', 'goat antelope'],
    ['machine', 'a road worker painting arrows with a line-marking machine', 'noun.artifact', 'device'],
  ])('%s in "%s": %s (%s)', (word, prompt, kind, cls) => {
    const sense = meant(word, prompt)
    expect(sense.kind).toBe(kind)
    expect(sense.classes).toContain(cls)
  })
})

// Wading birds the art draws.
const WADERS = ['stork', 'spoonbill', 'flamingo', 'heron', 'shoebill']

describe('drawings offered in place of a missing word', () => {
  const names = (word: string, prompt: string, doer = false) =>
    standIns(word, prompt, doer).map((s) => s.name)

  it('a crane with wings: wading birds, never a gravestone or a machine', () => {
    const offered = names('cranes', 'two red-crowned cranes dancing in the snow with their wings spread')
    expect(offered.slice(0, 3).every((n) => WADERS.includes(n))).toBe(true)
    expect(offered).not.toContain('gravestone')
  })

  it('a ship for a steamer on a lake, not a shellfish', () => {
    const offered = names(
      'steamer',
      'an old steamer on Windermere with the fells of the Lake District behind',
    )
    expect(offered[0]).toBe('ship')
    expect(offered).not.toContain('mussel')
  })

  it('boats first for a sailing ship, not the scooter WordNet also calls an iceboat', () => {
    const offered = names('galleon', 'a galleon with her sails full').slice(0, 6)
    expect(offered).toContain('sailboat')
    expect(offered).not.toContain('scooter')
  })

  it('a worker for a worker, a soldier for a veteran', () => {
    expect(names('worker', 'a road worker painting arrows on the road')[0]).toMatch(/ worker$/)
    expect(names('veteran', 'a veteran in his medals marching with a flag')[0]).toBe('soldier')
  })

  it('the animal a drawing is first, not the pole: no stilts for a crane', () => {
    expect(names('crane', 'a crane wading in the marsh')).not.toContain('stilts')
  })

  it('a planet named is offered no clam nor frog', () => {
    expect(names('Venus', 'Venus shining next to a thin crescent moon', true)).toEqual([])
  })
})
