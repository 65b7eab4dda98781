import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

// A place named by its own name whose words say its kind is drawn as that kind, its name lettered; an animal with a first
// name written as one name is a character, refused.
const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })

describe('a place whose name says its kind', () => {
  it.each([
    ['Lake Louise with mountains and a canoe', 'Lake Louise', 'lake', 'sea'],
    ['a boat on Loch Ness', 'Loch Ness', 'lake', 'sea'],
    ['Times Square full of yellow taxis', 'Times Square', 'city', 'city'],
    ['Central Park in New York with a horse carriage', 'Central Park', 'park', 'park'],
  ])('%s is drawn as its kind (%s) and lettered', (prompt, asked, _drawn, setting) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.caption).toBe(asked)
    expect(p.leftOut).not.toContain(asked)
    expect(p.setting).toBe(setting)
  })

  it.each([
    ['giant tortoises on the Falkland Islands', 'Falkland Islands', 'beach'],
    ["the lighthouse at Peggy's Cove on the rocks", "Peggy's Cove", 'sea'],
    ["a crab in a rock pool at Robin Hood's Bay", "Robin Hood's Bay", 'sea'],
    ['fishing boats in Mevagissey Harbour', 'Mevagissey Harbour', 'sea'],
    ['a ferry sailing to the Isle of Mull', 'Isle of Mull', 'beach'],
    ['Crater Lake with the little island in the middle', 'Crater Lake', 'sea'],
  ])('%s: a run of names and its kind read whole (%s), lettered', (prompt, asked, setting) => {
    const p = plan(prompt)
    expect(p.caption).toBe(asked)
    expect(p.leftOut).toEqual([])
    expect(p.setting).toBe(setting)
  })

  it('draws a glacier as the snowy mountain and a space centre as the launch pad, lettered', () => {
    const glacier = plan('the Perito Moreno glacier crashing into the lake')
    expect(glacier.caption).toBe('Perito Moreno Glacier')
    expect(glacier.subjects.map((s) => s.concept)).toEqual(['snow-capped-mountain'])
    expect(glacier.leftOut).toEqual([])
    for (const prompt of [
      'a rocket on the launch pad at Kennedy Space Center',
      'a space shuttle at Cape Canaveral',
    ]) {
      const p = plan(prompt)
      expect(p.caption, prompt).toMatch(/Kennedy Space Center|Cape Canaveral/)
      expect(
        p.props.map((x) => x.concept),
        prompt,
      ).toContain('*launch-pad')
      expect(p.leftOut, prompt).toEqual([])
    }
  })

  it('what the place holds is still drawn', () => {
    expect(plan('Lake Louise with mountains and a canoe').subjects.map((s) => s.concept)).toContain('canoe')
    expect(plan('Times Square full of yellow taxis').subjects.map((s) => s.concept)).toContain('taxi')
  })

  it('a kind written in capitals with a drawing before it is the thing it names', () => {
    expect(plan('Dog Park').standIns).toEqual([])
  })

  it('a prompt written in title case names no place by its little words or doings', () => {
    expect(plan('Lake With Swans').standIns).toEqual([])
    expect(plan('Lake With Swans').subjects.map((s) => s.concept)).toContain('swan')
    expect(plan('Girl Playing In Park').standIns).toEqual([])
  })
})

describe('a first name and an animal written as one name', () => {
  it.each(['Daniel Tiger riding the trolley', 'Peter Rabbit in the garden'])(
    '%s is refused as a character',
    (prompt) => {
      expect(plan(prompt).refusal?.kind).toBe('character')
    },
  )

  it('a thing known whole is no character', () => {
    expect(plan('a Teddy Bear on a bed').refusal).toBeNull()
    expect(plan('a Billy Goat on a bridge').refusal).toBeNull()
  })

  it('a named pet or a girl with her cat is drawn', () => {
    expect(plan('Max the dog').refusal).toBeNull()
    expect(plan('Lily mailing a letter').refusal).toBeNull()
    expect(plan('a tiger named Daniel').refusal).toBeNull()
  })
})
