import { describe, expect, it } from 'vitest'
import { notSaidHere, thingsSaid } from './said-things'

const words = (prompt: string) => prompt.toLowerCase().split(/\s+/)

describe('thingsSaid', () => {
  it('never says a word for where or how', () => {
    const w = words('a big bonfire on a hill with people dancing round it beside a river')
    expect(thingsSaid(['round', 'beside'], w, w)).toEqual([])
    const t = words('a teacher showing a girl where to put her fingers')
    expect(thingsSaid(['where'], t, t)).toEqual([])
  })
  it('never says a describing word, and says the noun it describes', () => {
    const w = words('a cyclist racing round the steep banking past a half-sunk log')
    expect(notSaidHere(w, 5)).toBe(true)
    expect(notSaidHere(w, 9)).toBe(true)
    const b = words('pressing pansies between the pages of a heavy book')
    expect(thingsSaid(['pansies', 'heavy book'], b, b)).toEqual(['pansies', 'book'])
  })
  it('keeps things, names and names WordNet knows whole', () => {
    const w = words('an athlete in the circle to throw the shot put by a dhol')
    expect(thingsSaid(['circle', 'shot put', 'dhol', 'Patagonia'], w, w)).toEqual([
      'circle',
      'shot put',
      'dhol',
      'Patagonia',
    ])
  })
  it("never says the owner's own body, however described", () => {
    const w = words('a girl holding a fluffy chick in her cupped hands')
    expect(thingsSaid(['cupped hands'], w, w)).toEqual([])
    const b = words('a boy with a bag of cupped beans')
    expect(thingsSaid(['cupped beans'], b, b)).toEqual(['cupped beans'])
  })

  it('never says the end of a hyphenated word whose first half was read', () => {
    const w = words('the ruins of a castle on a cliff-top above the sea')
    expect(thingsSaid(['-top'], w, w)).toEqual([])
  })

  it('says the owner apart from the thing', () => {
    const typed = "hiding a spider in his dad's cereal".split(' ')
    expect(thingsSaid(['dad cereal'], words(typed.join(' ')), typed)).toEqual(['cereal'])
  })
})

describe('notSaidHere, by the shape of the phrase', () => {
  it('passes over a word after very or quite, or after one who does', () => {
    const w = words('a heron standing very still by the pond')
    expect(notSaidHere(w, 4)).toBe(true)
    const t = words('a dad ironing a shirt while he watches the telly')
    expect(notSaidHere(t, 7)).toBe(true)
    expect(notSaidHere(t, 9)).toBe(false)
  })
  it('passes over a describing word with others between it and the noun', () => {
    const w = words('a girl rolling sideways down a steep grassy bank')
    expect(notSaidHere(w, 6)).toBe(true)
    expect(notSaidHere(w, 8)).toBe(false)
  })
  it('passes over a noun for when or what kind before a noun', () => {
    const w = words('a teacher blowing up balloons for the end of term party')
    expect(notSaidHere(w, 9)).toBe(true)
    expect(notSaidHere(w, 10)).toBe(false)
  })
})

describe('thingsSaid, of a thing drawn', () => {
  it('never says a measure, a holder or a part of a thing on the page', () => {
    const page = { asked: new Set<string>(), drawnIds: new Set(['sausage', 'butcher']) }
    const w = words('a butcher hanging long strings of sausages')
    expect(thingsSaid(['strings'], w, w, page)).toEqual([])
    expect(thingsSaid(['strings'], w, w)).toEqual(['strings'])
  })
})
