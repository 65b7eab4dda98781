import { describe, expect, it } from 'vitest'
import { conceptById } from '../vocabulary'
import { glossWorld, settingImplied, worldOf } from './implied-world'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('the world a thing brings', () => {
  it('names the snow or the water a scene of things in it is drawn in', () => {
    const musher = plan('a musher on a sled pulled by huskies')
    expect(musher.setting).toBe('snow')
    expect(musher.namedSetting).toBe('snow')
    expect(plan('a man paddling a canoe').namedSetting).toBe('water')
  })

  it('a bowl or a pot, "a vessel for holding food", is no boat: the page is not the sea', () => {
    expect(glossWorld('bowl')).toBeNull()
    expect(glossWorld('pot')).toBeNull()
    expect(plan('a pot of jollof rice').setting).not.toBe('sea')
    expect(plan('a grandma putting gooseberries into a bowl').namedSetting).toBeNull()
    for (const boat of ['canoe', 'kayak', 'yacht', 'felucca']) expect(glossWorld(boat), boat).toBe('water')
  })

  it('a sports ground is its grass, never the ball or a farm', () => {
    const ground = plan('a policewoman on her horse outside the football ground')
    expect(ground.subjects.map((s) => s.concept)).not.toContain('soccer-ball')
    expect(ground.setting).toBe('meadow')
    const court = plan('a girl on the tennis court')
    expect(court.setting).toBe('meadow')
    expect(court.namedSetting).toBe('tennis court')
    expect(court.standIns).toEqual([])
    expect(plan('a dog at the cricket ground').subjects.map((s) => s.concept)).toEqual(['dog'])
  })

  it("draws a gondola's water as a canal", () => {
    const p = plan('a gondolier rowing his gondola under a little bridge')
    expect(p.setting).toBe('sea')
    expect(p.namedSetting).toBe('canal')
    expect(worldOf('sea', [conceptById('gondola')], false)).toBe('canal')
  })

  it('leaves one thing alone in its world unnamed, drawn large as the subject', () => {
    expect(plan('a penguin').namedSetting).toBeNull()
    expect(worldOf('meadow', [conceptById('cow')], true)).toBeNull()
  })

  it('lists the setting named twice by two of its words', () => {
    const p = plan('a dugong grazing on seagrass on the seabed')
    expect(p.namedSetting).toBe('seagrass')
    expect(p.parts).toContain('seabed')
  })
})

describe("a night named in a holiday's name", () => {
  it('draws the night sky, the hill it names still listed', () => {
    const p = plan('a big bonfire on a hill on Walpurgis Night with people dancing round it')
    expect(p.setting).toBe('night')
    expect(p.namedSetting).toBe('Walpurgis Night')
    expect(p.parts).toContain('hill')
  })

  it('keeps a room a room, and a night only when named as a holiday is', () => {
    expect(settingImplied('a family eating haggis on Burns Night', 'kitchen', null, [], false, true)).toEqual(
      {
        setting: 'kitchen',
        namedSetting: null,
        parts: [],
      },
    )
    expect(settingImplied('a goodnight story', 'bedroom', null, [], false, true).setting).toBe('bedroom')
  })
})

describe('the world WordNet says a thing is for', () => {
  it('reads a sled, a boat and a canal boat from their senses, never a second sense that is no boat', () => {
    expect(glossWorld('sledge')).toBe('snow')
    expect(glossWorld('husky')).toBe('snow')
    expect(glossWorld('canoe')).toBe('water')
    expect(glossWorld('barge')).toBe('canal')
    expect(glossWorld('gondola')).toBe('canal')
    expect(glossWorld('cutter')).toBeNull()
    expect(glossWorld('lighthouse')).toBeNull()
  })

  it('puts a sledge pulled by reindeer in the snow, not the garden, and names it', () => {
    const p = plan('a girl on a sledge pulled by reindeer')
    expect(p.setting).toBe('snow')
    expect(p.namedSetting).toBe('snow')
    expect(plan('a girl on a sledge in the garden').setting).not.toBe('snow')
  })
})

describe('ice afloat', () => {
  it('puts an ice floe on the sea, drawn as the slab the animal is on', () => {
    const p = plan('a walrus hauling itself onto an ice floe')
    expect(p.setting).toBe('sea')
    expect(p.props.map((x) => x.concept)).toContain('*ice-floe')
    expect(p.namedSetting).toBe('sea')
    expect(plan('a penguin on the ice').setting).toBe('snow')
  })
})
