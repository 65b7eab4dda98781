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
  it('says the owner apart from the thing', () => {
    const typed = "hiding a spider in his dad's cereal".split(' ')
    expect(thingsSaid(['dad cereal'], words(typed.join(' ')), typed)).toEqual(['cereal'])
  })
})
