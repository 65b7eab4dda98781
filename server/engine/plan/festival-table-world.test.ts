import { describe, expect, it } from 'vitest'
import { festivalAsWhen, festivalPage } from './festival-names'
import { WORLD_FESTIVALS } from './festival-table-world'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.flatMap((s) => [s.concept, s.label]), ...p.props.map((x) => x.concept)]
}
/** The first of a festival's names as typed: its pattern's optional parts left out, its letters plain. */
const firstName = (names: string) =>
  names
    .split('|')[0]
    .replace(/\(\?:[^)]*\)\?/g, '')
    .replace(/\[(.)[^\]]*\]/g, '$1')
    .replace(/\\\.\?/g, '')
    .replace(/[()?:\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

describe("the world's commonest festivals", () => {
  it('draws every festival named alone as its emblem, with nothing refused or said left out', () => {
    for (const festival of WORLD_FESTIVALS) {
      const name = firstName(festival.names)
      const p = plan(name)
      expect(festivalPage(name), name).toBe(festival.page)
      expect(p.refusal, name).toBeNull()
      expect(p.subjects.length, name).toBeGreaterThan(0)
      expect(p.leftOut, name).toEqual([])
    }
  })

  it.each([
    ['Las Fallas', 'papier-mache-figure'],
    ['Waitangi Day', 'waka'],
    ['Lag BaOmer', 'bonfire'],
    ['La Befana', 'broomstick'],
    ["St Martin's Day", 'red-paper-lantern'],
    ['Tsagaan Sar', 'yurt'],
    ['Einschulung', 'school-cone'],
  ])('%s draws its own thing, the %s', (prompt, id) => {
    expect(drawn(prompt)).toContain(id)
  })

  it.each([
    ['a boy lighting a small bonfire with his dad for Lag BaOmer', /Lag|BaOmer/],
    ['a huge cardboard puppet burning on the last night of Las Fallas', /Las|Fallas/],
    ['a family watching the fireworks on Waitangi Day', /Waitangi/],
    ['children eating pancakes at Maslenitsa', /Maslenitsa/],
    ['a girl in a big ball gown dancing with her dad at her quinceañera', /quincea/i],
    ["a girl jumping over a little bonfire on Midsummer's Eve", /Midsummer|Eve/],
  ])('%s: the festival is the time of the page, never lettered in part nor said', (prompt, name) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.text ?? []).toEqual([])
    expect(p.leftOut.join(' ')).not.toMatch(name)
  })

  it('takes a longer name whole before a shorter one inside it, and whose day it is with it', () => {
    expect(festivalAsWhen("a bonfire on Midsummer's Eve")).toBe('a bonfire')
    expect(festivalAsWhen('a girl dancing at her quinceañera')).toBe('a girl dancing')
    expect(festivalAsWhen('a puppet on the last night of Las Fallas')).toBe('a puppet')
  })

  it('gives someone at a festival its things', () => {
    expect(festivalAsWhen('a family at Las Fallas')).toBe('a family with a giant papier-mache figure')
  })
})
