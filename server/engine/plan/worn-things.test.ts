import { describe, expect, it } from 'vitest'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
const worn = (prompt: string) =>
  plan(prompt)
    .props.filter((p) => p.subject !== undefined)
    .map((p) => `${p.concept}@${p.place}:${p.subject}`)

describe('things worn go on their wearer, where they are worn', () => {
  it.each([
    ['a cat wearing sunglasses', ['cat'], ['sunglasses@eyes:0']],
    ['a duck wearing rain boots', ['duck'], ['rain-boot@feet:0']],
    ['a snowman wearing a scarf and a top hat', ['snowman'], ['scarf@neck:0', 'top-hat@head:0']],
    ['a turkey wearing a pilgrim hat', ['turkey'], ['pilgrim-hat@head:0']],
    ['a boy wearing a cowboy hat', ['boy'], ['cowboy-hat@head:0']],
    ['a cat in a hat', ['cat'], ['top-hat@head:0']],
    ['a snowman with a scarf', ['snowman'], ['scarf@neck:0']],
    ['a dog wearing a bow tie', ['dog'], ['bow-tie@neck:0']],
    ['a penguin wearing a santa hat', ['penguin'], ['santa-hat@head:0']],
    // A plural in -ies is its drawing's name in -y; what the wearer stands in does not come between.
    ['a girl in wellies', ['girl'], ['rain-boot@feet:0']],
    ['a child stamping in puddles in yellow wellies', ['child', 'puddle'], ['rain-boot@feet:0']],
  ])('%s', (prompt, subjects, props) => {
    const p = plan(prompt)
    expect(p.subjects.map((s) => s.concept)).toEqual(subjects)
    expect(worn(prompt)).toEqual(props)
    expect(p.leftOut).toEqual([])
  })

  it('a hat with no one to wear it stands on its own', () => {
    const p = plan('a cactus and a cowboy hat in the desert')
    expect(p.subjects.map((s) => s.concept)).toEqual(['cactus', 'cowboy-hat'])
    expect(p.leftOut).toEqual([])
  })

  it("pyjamas are worn by a person's figure, and said left out on anyone else", () => {
    expect(worn('a boy in pajamas hugging his teddy bear')).toContain('pajamas@neck:0')
    expect(plan('a boy in pajamas hugging his teddy bear').leftOut).toEqual([])
    expect(plan('a cat in pajamas').leftOut).toEqual(['pajamas'])
  })

  it('a raincoat (a drawing of its own) is worn where the coat is, no stand-in said', () => {
    const p = plan('a girl in a raincoat')
    expect(p.subjects.map((s) => s.concept)).toEqual(['girl'])
    expect(worn('a girl in a raincoat')).toEqual(['raincoat@neck:0'])
    expect(p.standIns).toEqual([])
  })

  it('a boot something sits in is not worn, a pair of boots is', () => {
    expect(worn('a frog in a boot')).toEqual([])
    expect(worn('a duck in rain boots')).toEqual(['rain-boot@feet:0'])
  })

  it('a thing worn by the second subject goes on it, not the first', () => {
    expect(worn('a girl and a dog wearing a scarf')).toEqual(['scarf@neck:1'])
  })
})
