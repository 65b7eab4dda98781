// Where a person is poses them before what they do (posed-first.ts): sat in a wheelchair, up a ladder or a rock
// face, a hawk called back to the glove, the arm raised to call; a wheelchair is a seat of Colorly's own.
import { describe, expect, it } from 'vitest'
import { plan } from '../scene/pose-test-kit'
import { conceptById } from '../vocabulary'
import { WHEELCHAIR_PUSHED_BY } from './posed-first'

const action = (prompt: string) => plan(prompt).people?.action

describe('posed first by where the person is', () => {
  it.each([
    ['a girl in a wheelchair', 'sit'],
    ['a boy in a wheelchair racing his friend down the school corridor', 'sit'],
    ['an old lady in a wheelchair feeding the ducks', 'sit'],
    ['a boy in a wheelchair painting at an easel', 'sit'],
    ['a nurse pushing an old man in a wheelchair', 'push'],
    ['a girl pushing her nan in her wheelchair through the park', 'push'],
    ['an electrician up a stepladder fitting a new ceiling light', 'climb'],
    ['a window cleaner up a ladder with a bucket', 'climb'],
    ['a girl in a helmet abseiling down a rock face', 'climb'],
    ['a falconer calling a hawk back to her glove', 'perch-hand'],
    ['a boy calling his dog in from the garden', 'wave'],
    ['a girl shouting to her friend across the playground', 'wave'],
    ['a man shouting through a megaphone at the race', 'mouth'],
    ['two podcasters talking into microphones', 'mouth'],
    ['a podcaster and her guest talking into two microphones across a table', 'mouth'],
    ['a girl carrying her little brother on her back', 'shoulders'],
    // On the phone, a call is the phone at the ear, not a raised arm.
    ['a boy calling his mum on the phone', 'phone'],
  ])('"%s" is drawn %s', (prompt, pose) => {
    expect(action(prompt)).toBe(pose)
  })

  it('sits the one in the wheelchair on its seat, whatever else is named', () => {
    const p = plan('a boy in a wheelchair racing his friend down the school corridor')
    const chair = p.subjects.findIndex((s) => s.concept === 'manual-wheelchair')
    expect(p.people?.object).toBe(chair)
    expect(p.people?.people).toHaveLength(2)
  })

  it("reads her nan's wheelchair as her nan in it, pushed", () => {
    const p = plan("a girl pushing her nan's wheelchair through the park")
    expect(p.people?.action).toBe('push')
    expect(p.people?.people.map((f) => f.age)).toEqual(['child', 'elder'])
    expect(p.leftOut ?? []).not.toContain('nan')
  })

  it('raises no arm for a shout with no one called', () => {
    expect(plan('a boy shouting with joy as he kicks a football').people?.action).not.toBe('wave')
  })

  it('reads "in a wheelchair pushed by her dad" as her dad pushing, the girl in the chair', () => {
    const p = plan('a girl in a wheelchair being pushed by her dad')
    expect(p.people?.action).toBe('push')
    expect(p.people?.people.map((f) => f.age)).toEqual(['adult', 'child'])
    // The pusher's words end before a place; a longer name of the one in the chair is kept whole.
    const [re, to] = WHEELCHAIR_PUSHED_BY
    expect('a girl in a wheelchair pushed by her dad at the park'.replace(re, to)).toBe(
      'her dad pushing a girl in a wheelchair at the park',
    )
    expect('a very old lady in a wheelchair pushed by her grandson'.replace(re, to)).toBe(
      'her grandson pushing a very old lady in a wheelchair',
    )
  })

  it("is Colorly's own wheelchair, with a seat beside a big wheel", () => {
    const chair = conceptById('manual-wheelchair')
    expect(chair.family).toBe('colorly')
    expect(chair.seat?.wheel).toBe(true)
    expect(chair.aliases).toContain('wheelchair')
  })
})
