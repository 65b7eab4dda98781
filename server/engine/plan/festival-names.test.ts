import { describe, expect, it } from 'vitest'
import { festivalAsWhen, festivalPage } from './festival-names'
import { makePlan } from './make-plan'

const plan = (prompt: string) => makePlan({ prompt, complexity: 'easy', style: 'cartoon', suggest: false })
const drawn = (prompt: string) => {
  const p = plan(prompt)
  return [...p.subjects.flatMap((s) => [s.concept, s.label]), ...p.props.map((x) => x.concept)]
}

describe('a festival of two or three words is read whole', () => {
  it.each([
    ['children flying kites on the roof for Makar Sankranti', ['kite']],
    ['a woman floating a flower boat on the river for Loy Krathong', ['woman', 'flower']],
    ['a family eating mooncakes at the Mid-Autumn Festival', ['family', 'moon-cake']],
    ['kids hanging wishes on bamboo for Tanabata', ['bamboo']],
  ])('%s is drawn, its festival neither lettered nor left out', (prompt, things) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(p.text ?? []).toEqual([])
    expect(p.leftOut.join(' ')).not.toMatch(/Sankranti|Krathong|Autumn|Tanabata|Makar|Loy/)
    expect(drawn(prompt)).toEqual(expect.arrayContaining(things))
  })

  it('takes the name out as the time of the page, or before a thing it is for', () => {
    expect(festivalAsWhen('kids flying kites for Makar Sankranti')).toBe('kids flying kites')
    expect(festivalAsWhen('a dragon at Up Helly Aa')).toBe('a dragon')
    expect(festivalAsWhen('a Pongal pot')).toBe('a pot')
    expect(festivalAsWhen('a family celebrating Nowruz')).toBe(
      'a family with painted eggs and a goldfish bowl on a table',
    )
    // "rakhi" is the bracelet itself: never a time taken out before "on".
    expect(festivalAsWhen("a girl tying a rakhi on her brother's wrist")).toBe(
      "a girl tying a rakhi on her brother's wrist",
    )
    expect(festivalAsWhen('a cat on a mat')).toBe('a cat on a mat')
  })
})

describe('a festival named alone is the page of its emblem, never a deity drawn', () => {
  it.each([
    ['Makar Sankranti', ['kite', 'child']],
    ['Loy Krathong', ['flower', 'candle']],
    ['Ganesh Chaturthi', ['diya-lamp']],
    ['Rosh Hashanah', ['apple', 'honey']],
    ['Hinamatsuri', ['doll', 'staircase']],
    ['Songkran', ['water-gun']],
    ['Tanabata', ['bamboo', 'star']],
    ['Burns Night', ['haggis', 'bagpipes']],
    ['Cinco de Mayo', ['sombrero', 'maracas']],
    ['Juneteenth', ['grill']],
    ['the Mid-Autumn Festival', ['moon-cake']],
    ['Happy Nowruz', ['fishbowl', 'egg']],
  ])('%s', (prompt, things) => {
    const p = plan(prompt)
    expect(p.refusal).toBeNull()
    expect(drawn(prompt)).toEqual(expect.arrayContaining(things))
    expect(drawn(prompt)).not.toContain('elephant')
    expect(p.prompt).toBe(prompt)
  })

  it('reads only a prompt that is the festival and nothing else', () => {
    expect(festivalPage('Onam')).toBe('a flower mandala')
    expect(festivalPage('Onam festival')).toBe('a flower mandala')
    expect(festivalPage('a boat for Onam')).toBeNull()
  })
})

describe('a festival named with a thing or an event keeps what it names', () => {
  it('an event someone is at brings its things: the Vaisakhi parade has its drum', () => {
    expect(festivalAsWhen('a family at the Vaisakhi parade')).toBe('a family with a drum parade')
    expect(drawn('a family at the Vaisakhi parade')).toContain('drum')
  })

  it('a name that is a word of its own names one thing with the next: an advent calendar is said', () => {
    expect(festivalAsWhen('a girl opening her advent calendar')).toBe('a girl opening her advent calendar')
    expect(plan('a girl opening her advent calendar').leftOut).toContain('advent calendar')
  })
})
